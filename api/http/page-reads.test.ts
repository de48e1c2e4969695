import express from 'express'
import { describe, expect, it } from 'vitest'
import { inProcessFetch } from './in-process.ts'
import { REQUEST_ID_HEADER } from './observe.ts'
import { PageReads } from './page-reads.ts'

// One page request's identical reads of the in-process API are dispatched once; a write in between, another cookie,
// another page or a closed page reads afresh.

function counting() {
  const counts = { reads: 0, writes: 0 }
  const r = express.Router()
  r.get('/user', (req, res) => {
    counts.reads++
    res.json({ read: counts.reads, cookie: req.headers.cookie ?? null })
  })
  r.post('/user', (_req, res) => {
    counts.writes++
    res.status(204).end()
  })
  return { router: r, counts }
}

const get = (pageId: string, cookie = 'sid=a') =>
  new Request('http://in-process/api/user', { headers: { [REQUEST_ID_HEADER]: pageId, cookie } })
const body = async (res: Response) => (await res.json()) as { read: number; cookie: string | null }

describe('a page request’s reads of the in-process API', () => {
  it('are dispatched once per path and cookie while the page is answered', async () => {
    const { router, counts } = counting()
    const reads = new PageReads()
    const call = inProcessFetch(router, 'k'.repeat(32), { NODE_ENV: 'test' }, undefined, { page: reads })
    const close = reads.open('page-1')
    const [a, b] = await Promise.all([call(get('page-1')), call(get('page-1'))])
    // Each caller gets a whole answer of its own.
    expect(await body(a)).toEqual({ read: 1, cookie: 'sid=a' })
    expect(await body(b)).toEqual({ read: 1, cookie: 'sid=a' })
    expect(await body(await call(get('page-1', 'sid=b')))).toEqual({ read: 2, cookie: 'sid=b' })
    expect(await body(await call(get('page-2')))).toEqual({ read: 3, cookie: 'sid=a' })
    close()
    expect(await body(await call(get('page-1')))).toEqual({ read: 4, cookie: 'sid=a' })
    expect(reads.size).toBe(0)
    expect(counts.reads).toBe(4)
  })

  it('are made afresh after a write in the same page request', async () => {
    const { router, counts } = counting()
    const reads = new PageReads()
    const call = inProcessFetch(router, 'k'.repeat(32), { NODE_ENV: 'test' }, undefined, { page: reads })
    reads.open('page-1')
    expect(await body(await call(get('page-1')))).toMatchObject({ read: 1 })
    const write = new Request('http://in-process/api/user', {
      method: 'POST',
      headers: { [REQUEST_ID_HEADER]: 'page-1', cookie: 'sid=a' },
    })
    expect((await call(write)).status).toBe(204)
    expect(await body(await call(get('page-1')))).toMatchObject({ read: 2 })
    expect(counts).toEqual({ reads: 2, writes: 1 })
  })

  it('are never shared without a page scope', async () => {
    const { router, counts } = counting()
    const call = inProcessFetch(router, 'k'.repeat(32), { NODE_ENV: 'test' })
    await Promise.all([call(get('page-1')), call(get('page-1'))])
    expect(counts.reads).toBe(2)
  })
})
