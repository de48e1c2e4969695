import type { Request as ExpressRequest } from 'express'
import { describe, expect, it } from 'vitest'
import { MAX_PAGE_AGE_SECONDS, PageCache, pageCacheKey, pageMaxAge } from './page-cache.ts'

const page = (nonce: string) =>
  Buffer.from(
    `<html><script nonce="${nonce}">a()</script><p>nonce="${nonce}" is here</p><script nonce="${nonce}">b()</script></html>`,
  )
const answer = (headers: Record<string, string>, body = page('N0'), status = 200) => ({
  status,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
  body,
})
const asked = { 'page-cache-control': 'max-age=30' }

describe('pageMaxAge', () => {
  it.each([
    ['max-age=30', 30],
    ['MAX-AGE=5, other', 5],
    ['other, max-age=7', 7],
    [`max-age=${MAX_PAGE_AGE_SECONDS + 1000}`, MAX_PAGE_AGE_SECONDS],
    ['max-age=0', undefined],
    ['max-age=-3', undefined],
    ['s-max-age=30', undefined],
    ['max-age=abc', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (value, seconds) => expect(pageMaxAge(value)).toBe(seconds))
})

describe('pageCacheKey', () => {
  const req = (method: string, url: string, cookie?: string) =>
    ({
      method,
      originalUrl: url,
      path: url.split('?')[0],
      headers: { host: 'examready.test', ...(cookie ? { cookie } : {}) },
    }) as ExpressRequest
  it('keys a GET document by URL and the whole Cookie header', () => {
    expect(pageCacheKey(req('GET', '/?a=1'))).toBe('examready.test/?a=1\n')
    expect(pageCacheKey(req('GET', '/pl/questions'))).not.toBe(pageCacheKey(req('GET', '/uk/questions')))
    expect(pageCacheKey(req('GET', '/', 'lng=uk'))).not.toBe(pageCacheKey(req('GET', '/', 'lng=pl')))
    expect(pageCacheKey(req('GET', '/'))).not.toBe(pageCacheKey(req('GET', '/', 'examready.sid=x')))
  })
  it('never keys another method, a client navigation’s .data request or an offline copy', () => {
    for (const method of ['POST', 'HEAD', 'PUT']) expect(pageCacheKey(req(method, '/'))).toBeUndefined()
    expect(pageCacheKey(req('GET', '/_root.data'))).toBeUndefined()
    expect(pageCacheKey(req('GET', '/select-country.data?_routes=root'))).toBeUndefined()
    const shell = req('GET', '/select-country')
    shell.headers['x-offline-shell'] = '1'
    expect(pageCacheKey(shell)).toBeUndefined()
  })
})

describe('PageCache', () => {
  it('answers a kept page with every nonce attribute carrying the new request’s nonce, and nothing else changed', () => {
    const cache = new PageCache()
    expect(cache.store('k', answer(asked), 'N0')).toBe(true)
    const kept = cache.get('k', 'N1')
    expect(kept?.body.toString()).toBe(page('N1').toString())
    expect(kept?.status).toBe(200)
    expect(cache.get('k', 'N2')?.body.toString()).toBe(page('N2').toString())
  })

  it('does not pass its own field on with the kept headers', () => {
    const cache = new PageCache()
    cache.store('k', answer({ ...asked, 'x-other': '1' }), 'N0')
    const names = cache.get('k', 'N1')?.headers.map(([name]) => name)
    expect(names).toContain('x-other')
    expect(names).not.toContain('page-cache-control')
  })

  it.each([
    ['no Page-Cache-Control', answer({})],
    ['max-age=0', answer({ 'page-cache-control': 'max-age=0' })],
    ['a status other than 200', answer(asked, page('N0'), 404)],
    ['a cookie being set', answer({ ...asked, 'set-cookie': 'a=b' })],
    ['not HTML', answer({ ...asked, 'content-type': 'application/json' })],
  ])('keeps nothing with %s', (_, response) => {
    const cache = new PageCache()
    expect(cache.store('k', response, 'N0')).toBe(false)
    expect(cache.get('k', 'N1')).toBeUndefined()
  })

  it('keeps nothing without the render’s nonce (it could not be replaced)', () => {
    expect(new PageCache().store('k', answer(asked), '')).toBe(false)
  })

  it('renders afresh once max-age has passed', () => {
    let now = 1_000_000
    const cache = new PageCache({ now: () => now })
    cache.store('k', answer({ 'page-cache-control': 'max-age=30' }), 'N0')
    now += 29_999
    expect(cache.get('k', 'N1')).toBeDefined()
    now += 1
    expect(cache.get('k', 'N1')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('drops the oldest page past its count or byte bound', () => {
    const byCount = new PageCache({ maxEntries: 2 })
    for (const key of ['a', 'b', 'c']) byCount.store(key, answer(asked), 'N0')
    expect([byCount.get('a', 'x'), byCount.get('b', 'x'), byCount.get('c', 'x')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ])

    // A page's bytes: its body and its key (one letter here).
    const size = page('N0').length + 1
    const byBytes = new PageCache({ maxBytes: size * 2 + 1 })
    for (const key of ['a', 'b', 'c']) byBytes.store(key, answer(asked), 'N0')
    expect([byBytes.get('a', 'x'), byBytes.get('b', 'x'), byBytes.get('c', 'x')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ])
    expect(byBytes.store('big', answer(asked, Buffer.alloc(size * 3)), 'N0')).toBe(false)
  })

  it('replaces a page stored again under its key, counting its bytes once', () => {
    // A page's bytes: its body and its key (one letter here).
    const size = page('N0').length + 1
    const cache = new PageCache({ maxBytes: size * 2 })
    cache.store('a', answer(asked), 'N0')
    cache.store('a', answer(asked), 'N0')
    cache.store('b', answer(asked), 'N0')
    expect(cache.size).toBe(2)
    expect(cache.get('a', 'x')).toBeDefined()
  })
})
