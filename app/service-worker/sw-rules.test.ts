import { describe, expect, it } from 'vitest'
import {
  isAppPath,
  isOfflineShell,
  isOutdatedCache,
  isSharedPage,
  OFFLINE_SHELL_HEADER,
  offlineRouteList,
  pagesCacheName,
  shellsCacheName,
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
  it('live in a cache of their build, dropped with it', () => {
    const current = 'pages-abc'
    expect(shellsCacheName(current)).toBe('shells-abc')
    expect(isOutdatedCache('pages-old', current)).toBe(true)
    expect(isOutdatedCache('shells-old', current)).toBe(true)
    expect(isOutdatedCache(current, current)).toBe(false)
    expect(isOutdatedCache('shells-abc', current)).toBe(false)
    expect(isOutdatedCache('serwist-precache-v2', current)).toBe(false)
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
