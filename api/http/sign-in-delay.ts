// Failed sign-ins per account (issue 27, ASVS 5.0 6.3.1): the per-address limit alone lets many addresses guess
// one student's password. Past a few failures in a window, each further attempt on that email waits longer before
// it is checked — a delay, never a refusal, so someone failing on purpose cannot lock the student out: the right
// password still signs in, only later. Keyed by the email as typed (trimmed, lower-case), whether or not an
// account has it, so the delay says nothing about which addresses exist. A success clears the count.
import type { RequestHandler } from 'express'
import type { Store } from 'express-rate-limit'

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
/** Failures in a window that cost nothing; then the delay doubles from BASE up to MAX. */
export const FREE_FAILURES = 3
export const BASE_DELAY_MS = 500
export const MAX_DELAY_MS = 10_000

export function signInDelayMs(failures: number): number {
  return failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES))
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function signInDelay(store: Store, sleep: (ms: number) => Promise<void> = wait): RequestHandler {
  void store.init?.({ windowMs: SIGN_IN_WINDOW_MS } as Parameters<NonNullable<Store['init']>>[0])
  return (req, res, next) => {
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : ''
    if (req.method !== 'POST' || !email) return next()
    const key = `account:${email}`
    Promise.resolve(store.increment(key))
      .then(async ({ totalHits }) => {
        res.on('finish', () => {
          // Only a wrong password (401) counts: a success clears the count, a malformed or refused request
          // (400, 413, 429…) gives its hit back.
          if (res.statusCode < 400) void Promise.resolve(store.resetKey(key)).catch(() => undefined)
          else if (res.statusCode !== 401) void Promise.resolve(store.decrement(key)).catch(() => undefined)
        })
        const delay = signInDelayMs(totalHits - 1)
        if (delay) await sleep(delay)
        next()
      })
      .catch(next)
  }
}
