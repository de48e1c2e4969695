import { randomBytes } from 'node:crypto'
import type { Store as RateLimitStore } from 'express-rate-limit'
import type { Question } from '../../openapi/types.ts'
import { sessionSecrets } from '../auth/session.ts'
import type { Env } from '../env.ts'
import { openLowStore } from './index.ts'
import { openPostgresStore } from './postgres/index.ts'
import { PostgresRateLimitStore } from './postgres/rate-limit.ts'
import type { Store } from './types.ts'

export interface OpenedStore {
  store: Store
  /** A shared rate-limit store per limiter (PostgreSQL), or undefined for express-rate-limit's in-memory one. */
  rateLimitStore(prefix: string): RateLimitStore | undefined
  /** Cookie-signing secrets: SESSION_SECRET, else one generated once and kept with the data. */
  secrets(): Promise<string[]>
  /** Releases the store (closes the PostgreSQL pool). */
  close(): Promise<void>
  describe: string
}

/** PostgreSQL when DATABASE_URL is set, lowdb in DATA_DIR otherwise; `given` (tests) wins over both. */
export async function openStore(env: Env, bank: Question[], given?: Store): Promise<OpenedStore> {
  if (given || !env.DATABASE_URL) {
    const store = given ?? (await openLowStore(env.DATA_DIR, bank))
    return {
      store,
      rateLimitStore: () => undefined,
      secrets: async () => sessionSecrets(env.DATA_DIR, env.SESSION_SECRET),
      close: async () => {},
      describe: given ? 'data: given store' : `data: ${env.DATA_DIR}`,
    }
  }
  const pg = await openPostgresStore(env.DATABASE_URL, bank, { poolMax: env.DATABASE_POOL_MAX })
  return {
    store: pg,
    rateLimitStore: (prefix) => new PostgresRateLimitStore(pg.sql, prefix),
    secrets: async () => {
      if (env.SESSION_SECRET) return sessionSecrets(env.DATA_DIR, env.SESSION_SECRET)
      // Every app server on this database must sign with the same secret: the first one to start makes it.
      await pg.sql`
        INSERT INTO app_settings (name, value) VALUES ('session_secret', ${randomBytes(32).toString('base64url')})
        ON CONFLICT (name) DO NOTHING`
      const [row] = await pg.sql<{ value: string }[]>`SELECT value FROM app_settings WHERE name = 'session_secret'`
      return [row.value]
    },
    close: () => pg.close(),
    describe: `data: PostgreSQL ${redact(env.DATABASE_URL)}`,
  }
}

/** The URL without its password, for logs. */
export function redact(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'postgres://…'
  }
}
