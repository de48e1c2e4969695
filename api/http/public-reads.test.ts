import express from 'express'
import { describe, expect, it } from 'vitest'
import { inProcessFetch } from './in-process.ts'
import type { ReadAnswer } from './page-reads.ts'
import { PublicReads, sharedLifetime } from './public-reads.ts'

// What the API marks public is kept by the page server for as long as it says; nothing else is.

const answer = (headers: ReadAnswer['headers'], statusCode = 200): ReadAnswer => ({
  statusCode,
  statusMessage: 'OK',
  headers,
  rawPayload: Buffer.from('{}'),
})

describe('sharedLifetime', () => {
  it('is the max-age of a public 200 answer', () => {
    expect(sharedLifetime(answer({ 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' }))).toBe(3600)
    expect(sharedLifetime(answer({ 'cache-control': 'public, max-age=60, s-maxage=10' }))).toBe(10)
  })

  it('is undefined for anything a shared cache may not keep', () => {
    for (const headers of [
      {},
      { 'cache-control': 'no-store' },
      { 'cache-control': 'private, max-age=60' },
      { 'cache-control': 'max-age=60' },
      { 'cache-control': 'public, no-cache, max-age=60' },
      { 'cache-control': 'public, max-age=0' },
      { 'cache-control': 'public, max-age=60', 'set-cookie': ['a=b'] },
      { 'cache-control': 'public, max-age=60', vary: 'Cookie' },
    ])
      expect(sharedLifetime(answer(headers)), JSON.stringify(headers)).toBeUndefined()
    expect(sharedLifetime(answer({ 'cache-control': 'public, max-age=60' }, 404))).toBeUndefined()
  })
})

describe('the in-process API with public reads kept', () => {
  it('answers a public read from the copy until it is stale, and private reads every time', async () => {
    let clock = 0
    const counts = { catalogue: 0, user: 0 }
    const router = express.Router()
    router.get('/catalog', (_req, res) => {
      counts.catalogue++
      res.set('Cache-Control', 'public, max-age=60').json({ n: counts.catalogue })
    })
    router.get('/user', (_req, res) => {
      counts.user++
      res.set('Cache-Control', 'no-store').json({ n: counts.user })
    })
    const call = inProcessFetch(router, 'k'.repeat(32), { NODE_ENV: 'test' }, undefined, {
      public: new PublicReads(() => clock),
    })
    const read = async (path: string) =>
      (await (await call(new Request(`http://in-process/api${path}`))).json()) as unknown
    expect(await read('/catalog')).toEqual({ n: 1 })
    clock = 59_000
    expect(await read('/catalog')).toEqual({ n: 1 })
    clock = 60_000
    expect(await read('/catalog')).toEqual({ n: 2 })
    expect(await read('/user')).toEqual({ n: 1 })
    expect(await read('/user')).toEqual({ n: 2 })
    expect(counts).toEqual({ catalogue: 2, user: 2 })
  })
})
