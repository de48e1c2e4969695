import express from 'express'
import { describe, expect, it } from 'vitest'
import { exchange } from './in-process-exchange.ts'

// The request/response pair of an in-process API call, as Express and its middleware use it.

function app(seen = { closed: false }) {
  const a = express()
  a.post('/echo', express.json(), (req, res) => {
    res.cookie('a', '1').cookie('b', '2')
    res.status(201).json({ body: req.body, ip: req.ip, type: req.get('content-type') })
  })
  a.get('/empty', (_req, res) => res.status(204).end())
  a.get('/never', (_req, res) => void res.on('close', () => (seen.closed = !res.writableFinished)))
  return a as unknown as Parameters<typeof exchange>[0]
}

describe('exchange', () => {
  it('hands the body, headers and address to the app and takes back status, headers and body', async () => {
    const { answer } = exchange(app(), {
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ answer: 'B' })),
      remoteAddress: '203.0.113.9',
    })
    const res = await answer
    expect(res.statusCode).toBe(201)
    expect(res.statusMessage).toBe('Created')
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(JSON.parse(res.rawPayload.toString())).toEqual({
      body: { answer: 'B' },
      ip: '203.0.113.9',
      type: 'application/json',
    })
  })

  it('answers a status without a body', async () => {
    const res = await exchange(app(), { method: 'GET', url: '/empty', headers: {}, remoteAddress: '::1' }).answer
    expect(res.statusCode).toBe(204)
    expect(res.rawPayload.length).toBe(0)
  })

  it('rejects when the caller goes away before the answer, and the handler sees the response close', async () => {
    const seen = { closed: false }
    const call = exchange(app(seen), { method: 'GET', url: '/never', headers: {}, remoteAddress: '::1' })
    call.abort()
    await expect(call.answer).rejects.toThrow('The caller went away.')
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen.closed).toBe(true)
  })
})
