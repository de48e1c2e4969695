import { describe, expect, it } from 'vitest'
import { isSharedPage, pagesCacheName } from './sw-rules.ts'

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
