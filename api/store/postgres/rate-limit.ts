import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import type { Sql } from 'postgres'

/**
 * An express-rate-limit Store over the `rate_limits` table, so every app server counts against the same
 * window. One atomic upsert per request: a window that has ended restarts at 1, otherwise the count goes up.
 * Expired rows are deleted by the store's prune timer (api/store/postgres/index.ts).
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false
  #windowMs = 60_000

  constructor(
    private readonly sql: Sql,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.#windowMs = options.windowMs
  }

  #key(key: string) {
    return `${this.prefix}${key}`
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.sql<{ hits: number; reset_at: Date }[]>`
      SELECT hits, reset_at FROM rate_limits WHERE key = ${this.#key(key)} AND reset_at > now()`
    return row && { totalHits: row.hits, resetTime: row.reset_at }
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const window = `${this.#windowMs} milliseconds`
    const [row] = await this.sql<{ hits: number; reset_at: Date }[]>`
      INSERT INTO rate_limits AS r (key, hits, reset_at)
      VALUES (${this.#key(key)}, 1, now() + ${window}::interval)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
        reset_at = CASE WHEN r.reset_at <= now() THEN now() + ${window}::interval ELSE r.reset_at END
      RETURNING hits, reset_at`
    return { totalHits: row.hits, resetTime: row.reset_at }
  }

  async decrement(key: string): Promise<void> {
    await this.sql`
      UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${this.#key(key)} AND reset_at > now()`
  }

  async resetKey(key: string): Promise<void> {
    await this.sql`DELETE FROM rate_limits WHERE key = ${this.#key(key)}`
  }
}
