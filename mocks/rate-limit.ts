import { onResetMockDb } from './db.ts'

/**
 * The server's express-rate-limit windows (api/app.ts): a fixed one-minute window per client that starts at
 * its first request. The mocks serve one client, so there is one window per limiter. The sign-in limiter
 * counts failed attempts only (skipSuccessfulRequests): a hit is taken back when the answer is below 400.
 */

const WINDOW_MS = 60_000
const windows = new Map<string, { count: number; resetAt: number }>()

export interface RateLimitResult {
  limit: number
  remaining: number
  /** Seconds until the window resets. */
  resetSeconds: number
  exceeded: boolean
}

/** Counts one request against the named limiter, as express-rate-limit's memory store does. */
export function hitRateLimit(name: string, limit: number, now = Date.now()): RateLimitResult {
  let window = windows.get(name)
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + WINDOW_MS }
    windows.set(name, window)
  }
  window.count++
  return {
    limit,
    remaining: Math.max(limit - window.count, 0),
    resetSeconds: Math.max(Math.ceil((window.resetAt - now) / 1000), 0),
    exceeded: window.count > limit,
  }
}

/** skipSuccessfulRequests: a request that ends below 400 gives its hit back (express-rate-limit's decrement). */
export function undoRateLimitHit(name: string): void {
  const window = windows.get(name)
  if (window && window.count > 0) window.count--
}

export function resetRateLimits(): void {
  windows.clear()
}

onResetMockDb(resetRateLimits)
