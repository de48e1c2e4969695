import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import type { Sql } from 'postgres'

/** How long hits are gathered before one statement writes them all. */
export const RATE_FLUSH_MS = 100

interface Window {
  hits: number
  resetAt: Date
}

/**
 * An express-rate-limit Store over the `rate_limits` table, so every app server counts against the same window.
 *
 * Far from the limit a request does not wait for the database: its hit is counted in this process and answered from
 * the window's count as the database last gave it plus the hits not written yet. Every RATE_FLUSH_MS one statement
 * adds this process's hits to their rows (in key order, so two servers never wait on each other's rows crosswise)
 * and returns each row's count across all servers. Before, each request upserted its address's row: a school behind
 * one address queued on that row's lock and on every commit's fsync. From half the limit on, a hit is written at
 * once and answered with the database's count, so what other servers counted meanwhile is seen before the limit is
 * reached (failed sign-ins, whose limits are small, are always exact). Expired rows are deleted by the store's
 * prune timer (api/store/postgres/index.ts).
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false
  #windowMs = 60_000
  /** The limiter's limit; 0 when unknown (a limit per request), which writes every hit at once. */
  #limit = 0
  /** Each key's window as the database last returned it (all servers' hits), or as started here. */
  readonly #windows = new Map<string, Window>()
  /** Hits counted here and not written yet (negative when hits were given back). */
  readonly #pending = new Map<string, number>()
  /** Hits in the statement being written now: still counted until its answer replaces the window. */
  #writing = new Map<string, number>()
  #timer: NodeJS.Timeout | undefined
  #flushed: Promise<void> = Promise.resolve()

  constructor(
    private readonly sql: Sql,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.#windowMs = options.windowMs
    this.#limit = typeof options.limit === 'number' ? options.limit : 0
  }

  #key(key: string) {
    return `${this.prefix}${key}`
  }

  /** The key's live window; an ended one is forgotten with the hits it still had to write. */
  #window(key: string, now = Date.now()): Window | undefined {
    const window = this.#windows.get(key)
    if (window && window.resetAt.getTime() > now) return window
    this.#windows.delete(key)
    this.#pending.delete(key)
    return undefined
  }

  #count(key: string, delta: number): ClientRateLimitInfo {
    const window = this.#window(key) ?? { hits: 0, resetAt: new Date(Date.now() + this.#windowMs) }
    this.#windows.set(key, window)
    if (delta) {
      this.#pending.set(key, (this.#pending.get(key) ?? 0) + delta)
      this.#timer ??= setTimeout(() => void this.flush(), RATE_FLUSH_MS).unref()
    }
    const totalHits = window.hits + (this.#writing.get(key) ?? 0) + (this.#pending.get(key) ?? 0)
    return { totalHits: Math.max(totalHits, 0), resetTime: window.resetAt }
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const full = this.#key(key)
    const counted = this.#count(full, 1)
    if (counted.totalHits * 2 < this.#limit) return counted
    await this.flush()
    return this.#count(full, 0)
  }

  decrement(key: string): void {
    this.#count(this.#key(key), -1)
  }

  /** Writes the hits counted so far (one statement); resolves when they are in the database. */
  flush(): Promise<void> {
    this.#flushed = this.#flushed.then(() => this.#write())
    return this.#flushed
  }

  async #write(): Promise<void> {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const batch = [...this.#pending].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    this.#pending.clear()
    if (!batch.length) return
    this.#writing = new Map(batch)
    const window = `${this.#windowMs} milliseconds`
    try {
      // A hit given back (a negative delta) only changes a row that exists; an ended window restarts at the delta.
      const rows = await this.sql<{ key: string; hits: number; reset_at: Date }[]>`
        INSERT INTO rate_limits AS r (key, hits, reset_at)
        SELECT t.key, t.delta, now() + ${window}::interval
        FROM unnest(${batch.map(([key]) => key)}::text[], ${batch.map(([, delta]) => delta)}::int[])
          WITH ORDINALITY AS t(key, delta, n)
        WHERE t.delta > 0 OR EXISTS (SELECT 1 FROM rate_limits WHERE key = t.key)
        ORDER BY t.n
        ON CONFLICT (key) DO UPDATE SET
          hits = greatest(CASE WHEN r.reset_at <= now() THEN 0 ELSE r.hits END + EXCLUDED.hits, 0),
          reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
        RETURNING key, hits, reset_at`
      for (const row of rows) this.#windows.set(row.key, { hits: row.hits, resetAt: row.reset_at })
    } catch {
      // Counted again with the next write; meanwhile this process still limits on its own count.
      for (const [key, delta] of batch) this.#pending.set(key, (this.#pending.get(key) ?? 0) + delta)
      this.#timer ??= setTimeout(() => void this.flush(), RATE_FLUSH_MS).unref()
    } finally {
      this.#writing = new Map()
    }
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    await this.flush()
    const [row] = await this.sql<{ hits: number; reset_at: Date }[]>`
      SELECT hits, reset_at FROM rate_limits WHERE key = ${this.#key(key)} AND reset_at > now()`
    return row && { totalHits: row.hits, resetTime: row.reset_at }
  }

  async resetKey(key: string): Promise<void> {
    await this.#flushed
    const full = this.#key(key)
    this.#windows.delete(full)
    this.#pending.delete(full)
    await this.sql`DELETE FROM rate_limits WHERE key = ${full}`
  }

  /** Writes what is counted and stops the timer (the pool is about to close). */
  async shutdown(): Promise<void> {
    await this.flush()
    clearTimeout(this.#timer)
    this.#timer = undefined
  }
}
