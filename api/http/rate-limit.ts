// Fixed one-minute windows per client, transport-free: the server's limiters (express-rate-limit, with this as
// their store) and the mocks' limiters count the same way.
import type { IncrementResponse, Options, Store } from 'express-rate-limit'

export const RATE_WINDOW_MS = 60_000

export interface WindowHit {
  limit: number
  remaining: number
  /** Seconds until the window resets. */
  resetSeconds: number
  exceeded: boolean
}

/** One counter per key; a window starts at the key's first hit and lasts `windowMs`. */
export class FixedWindowCounter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>()
  constructor(readonly windowMs = RATE_WINDOW_MS) {}

  increment(key: string, now = Date.now()): { count: number; resetAt: number } {
    let window = this.#windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs }
      this.#windows.set(key, window)
    }
    window.count++
    return { ...window }
  }

  /** Gives a hit back (express-rate-limit's skipSuccessfulRequests). */
  decrement(key: string): void {
    const window = this.#windows.get(key)
    if (window && window.count > 0) window.count--
  }

  resetKey(key: string): void {
    this.#windows.delete(key)
  }

  resetAll(): void {
    this.#windows.clear()
  }

  /** Counts one request against `limit`, as the limiter's headers report it. */
  hit(key: string, limit: number, now = Date.now()): WindowHit {
    const { count, resetAt } = this.increment(key, now)
    return {
      limit,
      remaining: Math.max(limit - count, 0),
      resetSeconds: Math.max(Math.ceil((resetAt - now) / 1000), 0),
      exceeded: count > limit,
    }
  }
}

/** express-rate-limit's draft-7 headers for a hit. */
export function rateLimitHeaders(hit: WindowHit, windowMs = RATE_WINDOW_MS): Record<string, string> {
  return {
    'RateLimit-Policy': `${hit.limit};w=${windowMs / 1000}`,
    RateLimit: `limit=${hit.limit}, remaining=${hit.remaining}, reset=${hit.resetSeconds}`,
  }
}

/** The counter as an express-rate-limit store (one per limiter). */
export class CounterStore implements Store {
  counter = new FixedWindowCounter()
  localKeys = true

  init(options: Options): void {
    this.counter = new FixedWindowCounter(options.windowMs)
  }

  increment(key: string): IncrementResponse {
    const { count, resetAt } = this.counter.increment(key)
    return { totalHits: count, resetTime: new Date(resetAt) }
  }

  decrement(key: string): void {
    this.counter.decrement(key)
  }

  resetKey(key: string): void {
    this.counter.resetKey(key)
  }

  resetAll(): void {
    this.counter.resetAll()
  }
}
