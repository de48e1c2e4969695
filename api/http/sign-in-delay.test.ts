import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { CounterStore } from './rate-limit.ts'
import { BASE_DELAY_MS, FREE_FAILURES, MAX_DELAY_MS, signInDelay, signInDelayMs } from './sign-in-delay.ts'

async function server() {
  const waited: number[] = []
  const app = express()
  app.use(express.json())
  app.use(
    '/auth/login',
    signInDelay(new CounterStore(), async (ms) => void waited.push(ms)),
  )
  app.post('/auth/login', (req, res) =>
    res.sendStatus(req.body.password === 'right' ? 200 : req.body.password === 'malformed' ? 400 : 401),
  )
  const listening = app.listen(0, '127.0.0.1')
  await new Promise((r) => listening.once('listening', r))
  const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
  const attempt = async (email: string, password: string) => {
    const before = waited.length
    const res = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    return { status: res.status, waited: waited.length > before ? waited.at(-1) : 0 }
  }
  return { attempt, close: () => listening.close() }
}

describe('failed sign-ins per account: a growing delay, not a lock-out (ASVS 6.3.1)', () => {
  it('grows with each failure on one email, from any address, and is capped', () => {
    expect([0, 1, 2, 3, 4, 5].map(signInDelayMs)).toEqual([
      0,
      0,
      0,
      BASE_DELAY_MS,
      2 * BASE_DELAY_MS,
      4 * BASE_DELAY_MS,
    ])
    expect(signInDelayMs(50)).toBe(MAX_DELAY_MS)
  })

  it('delays further attempts on that email only; the right password still signs in and clears the count', async () => {
    const { attempt, close } = await server()
    try {
      for (let i = 0; i < FREE_FAILURES; i++)
        expect(await attempt('Olena@Example.test ', 'guess')).toEqual({ status: 401, waited: 0 })
      expect(await attempt('olena@example.test', 'guess')).toEqual({ status: 401, waited: BASE_DELAY_MS })
      expect(await attempt('olena@example.test', 'guess')).toEqual({ status: 401, waited: 2 * BASE_DELAY_MS })
      // Another account is not slowed.
      expect(await attempt('ivan@example.test', 'guess')).toEqual({ status: 401, waited: 0 })
      // Not a ban: the student's own password is checked (after the delay) and signs in.
      expect(await attempt('olena@example.test', 'right')).toEqual({ status: 200, waited: 4 * BASE_DELAY_MS })
      expect(await attempt('olena@example.test', 'guess')).toEqual({ status: 401, waited: 0 })
      // A malformed attempt (400 here) is no failed sign-in: it never builds up a delay.
      for (let i = 0; i < FREE_FAILURES + 3; i++) {
        expect(await attempt('taras@example.test', 'malformed')).toEqual({ status: 400, waited: 0 })
        // The hit is given back when the answer has gone out ('finish'), a moment after the client has it.
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      close()
    }
  })
})
