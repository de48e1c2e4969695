import { describe, expect, it, vi } from 'vitest'
import { conditionalAnswer, entityTag, revisionTag, STATIC_DATA_CACHE } from './caching.ts'

const ask = (revision: string | undefined, ifNoneMatch?: string) => ({
  revision,
  target: '/questions?x=1',
  ifNoneMatch,
})

describe('conditionalAnswer', () => {
  it('tags an answer by its revision and answers a current If-None-Match with 304 without running it', async () => {
    const tag = await revisionTag('r7', '/questions?x=1')
    const run = vi.fn(async () => [1, 2])
    expect(await conditionalAnswer({ status: 200 }, ask('r7'), run)).toEqual({
      status: 200,
      headers: { ETag: tag },
      body: { json: [1, 2] },
    })
    expect(await conditionalAnswer({ status: 200 }, ask('r7', tag), run)).toEqual({
      status: 304,
      headers: { ETag: tag },
    })
    expect(run).toHaveBeenCalledTimes(1)
    expect((await conditionalAnswer({ status: 200 }, ask('r8', tag), run)).status).toBe(200)
  })

  it('tags a revision and target as the hash of both, the same when asked again', async () => {
    const tag = await revisionTag('r9', '/progress/u1')
    expect(tag).toBe(await entityTag('r9 /progress/u1'))
    expect(await revisionTag('r9', '/progress/u1')).toBe(tag)
    expect(await revisionTag('r10', '/progress/u1')).not.toBe(tag)
    expect(await revisionTag('r9', '/progress/u2')).not.toBe(tag)
  })

  it('sends data that only changes with a deployment as JSON text with its Cache-Control and body ETag', async () => {
    const tag = await entityTag('{"a":1}')
    const route = { status: 200, cacheControl: STATIC_DATA_CACHE }
    const headers = { 'Cache-Control': STATIC_DATA_CACHE, ETag: tag }
    expect(await conditionalAnswer(route, ask(undefined), async () => ({ a: 1 }))).toEqual({
      status: 200,
      headers,
      body: { text: '{"a":1}' },
    })
    expect(await conditionalAnswer(route, ask(undefined, `W/${tag}`), async () => ({ a: 1 }))).toEqual({
      status: 304,
      headers,
    })
  })

  it('has no body and no ETag for an operation without a result or a revision', async () => {
    expect(await conditionalAnswer({ status: 204 }, ask(undefined), async () => undefined)).toEqual({
      status: 204,
      headers: {},
    })
  })
})
