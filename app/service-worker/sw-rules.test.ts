import { describe, expect, it } from 'vitest'
import {
  isAppPath,
  isKeptCopy,
  isOfflineShell,
  isOutdatedCache,
  isSharedPage,
  keptCopyKey,
  keptPageUrls,
  markedAsKept,
  MAX_KEPT_PAGES,
  OFFLINE_SHELL_HEADER,
  offlineRouteList,
  pagesCacheName,
} from './sw-rules.ts'

const page = (status: number, cacheControl?: string) => ({
  status,
  headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
})

describe('isSharedPage', () => {
  it('keeps a signed-out page and one with a public max-age', () => {
    expect(isSharedPage(page(200))).toBe(true)
    expect(isSharedPage(page(200, 'max-age=30'))).toBe(true)
  })
  it('never keeps a page sent with a session (no-store) or marked private', () => {
    expect(isSharedPage(page(200, 'no-store'))).toBe(false)
    expect(isSharedPage(page(200, 'Private, max-age=0'))).toBe(false)
  })
  it('never keeps an error page or a redirect', () => {
    expect(isSharedPage(page(500))).toBe(false)
    expect(isSharedPage(page(302))).toBe(false)
  })
})

describe('pagesCacheName', () => {
  const build = [{ url: '/assets/a-1.js', revision: null }, { url: '/favicon.svg', revision: 'r1' }, '/x.css']
  it('is the same for the same build and differs when any file changes', () => {
    expect(pagesCacheName(build)).toBe(pagesCacheName([...build]))
    expect(pagesCacheName(build)).not.toBe(
      pagesCacheName([build[0], { url: '/favicon.svg', revision: 'r2' }, '/x.css']),
    )
    expect(pagesCacheName(build)).toMatch(/^pages-[0-9a-z]+$/)
  })
})

describe('pages kept for offline use', () => {
  it('are asked for with their own header', () => {
    expect(isOfflineShell(new Request('http://x/nmt-practice', { headers: { [OFFLINE_SHELL_HEADER]: '1' } }))).toBe(
      true,
    )
    expect(isOfflineShell(new Request('http://x/nmt-practice'))).toBe(false)
  })
  it('live in the page cache of their build, dropped with it (an older build’s `shells-*` too)', () => {
    const current = 'pages-abc'
    expect(isOutdatedCache('pages-old', current)).toBe(true)
    expect(isOutdatedCache('shells-old', current)).toBe(true)
    expect(isOutdatedCache('shells-abc', current)).toBe(true)
    expect(isOutdatedCache(current, current)).toBe(false)
    expect(isOutdatedCache('serwist-precache-v2', current)).toBe(false)
  })
  it('are asked for as this origin’s page paths only, at most a pack’s worth', () => {
    const origin = 'http://x'
    const asked = ['/uk/nmt-practice', '/full-exam/sat?form=2', '/__manifest?p=/sat-results&version=1']
    expect(keptPageUrls(asked, origin).map((url) => url.href)).toEqual(asked.map((path) => `${origin}${path}`))
    // Another site, however written, an API call, something not a path, or no list at all: none.
    expect(
      keptPageUrls(['//evil.example/', '/\\evil.example/', 'https://evil.example/', '/api/auth/user', 7], origin),
    ).toEqual([])
    expect(keptPageUrls('/nmt-practice', origin)).toEqual([])
    const many = Array.from({ length: 40 }, (_, i) => `/page-${i}`)
    expect(keptPageUrls(many, origin)).toHaveLength(MAX_KEPT_PAGES)
  })
  it('answer an address with another query only when kept with a pack (a visit’s copy never does)', () => {
    expect(keptCopyKey('http://x/sat-results?score=1200&sections=%7B%7D')).toBe('http://x/sat-results')
    expect(keptCopyKey('http://x/uk/canada-practice?test=bc-literacy#top')).toBe('http://x/uk/canada-practice')
    const visit = new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } })
    expect(isKeptCopy(visit)).toBe(false)
    expect(isKeptCopy(undefined)).toBe(false)
    const kept = markedAsKept(visit)
    expect(isKeptCopy(kept)).toBe(true)
    expect(kept.status).toBe(200)
    expect(kept.headers.get('Content-Type')).toBe('text/html')
    // Still a page that may be kept (the mark does not make a private page shareable).
    expect(isSharedPage(kept)).toBe(true)
    expect(isSharedPage(markedAsKept(new Response('', { headers: { 'Cache-Control': 'no-store' } })))).toBe(false)
  })
  it('are only the app’s own pages', () => {
    expect(isAppPath('/uk/nmt-practice')).toBe(true)
    expect(isAppPath('//evil.example/page')).toBe(false)
    expect(isAppPath('https://evil.example/')).toBe(false)
    expect(isAppPath('/api/auth/user')).toBe(false)
    expect(isAppPath('/resources/offline-pack')).toBe(false)
    expect(isAppPath(42)).toBe(false)
  })
})

describe('offlineRouteList', () => {
  it('tells Remix offline that no other routes are known (an empty patch, not a failure)', async () => {
    const answer = offlineRouteList()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/json')
    expect(await answer.json()).toEqual({})
  })
})
