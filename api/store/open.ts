import { randomBytes } from 'node:crypto'
import { open, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Store as RateLimitStore } from 'express-rate-limit'
import type { Question } from '../../openapi/types.ts'
import type { TokenUsageStore } from '../ai/token-budget.ts'
import { sessionSecrets } from '../auth/session.ts'
import type { Env } from '../env.ts'
import { closeCollections, collectionsOpen } from './collection.ts'
import type { GeneratedCaps } from './generated.ts'
import { openLowStore } from './index.ts'
import { openPostgresStore } from './postgres/index.ts'
import { PostgresRateLimitStore } from './postgres/rate-limit.ts'
import { PostgresTokenUsage } from './postgres/token-usage.ts'
import type { Store } from './types.ts'

export interface OpenedStore {
  store: Store
  /** A shared rate-limit store per limiter (PostgreSQL), or undefined for express-rate-limit's in-memory one. */
  rateLimitStore(prefix: string): RateLimitStore | undefined
  /** Where the daily AI allowance is counted: shared (PostgreSQL), or undefined for this process's memory. */
  tokenUsage?: TokenUsageStore
  /** Cookie-signing secrets: SESSION_SECRET, else one generated once and kept with the data. */
  secrets(): Promise<string[]>
  /** Lets queued writes finish, then releases the store (closes the lowdb files, the PostgreSQL pool). */
  close(): Promise<void>
  /** Readiness: resolves when the store takes writes, rejects (with a code) when it does not. */
  probe(): Promise<void>
  /** Readiness: PostgreSQL answers (only on PostgreSQL). */
  database?: () => Promise<void>
  describe: string
}

const generatedCaps = (env: Env): GeneratedCaps => ({
  perRequester: env.GENERATED_MAX_PER_REQUESTER,
  total: env.GENERATED_MAX_TOTAL,
})

/** PostgreSQL when DATABASE_URL is set, lowdb in DATA_DIR otherwise; `given` (tests) wins over both. */
export async function openStore(env: Env, bank: Question[], given?: Store): Promise<OpenedStore> {
  if (given || !env.DATABASE_URL) {
    const store = given ?? (await openLowStore(env.DATA_DIR, bank, generatedCaps(env)))
    return {
      store,
      rateLimitStore: () => undefined,
      secrets: async () => sessionSecrets(env.DATA_DIR, env.SESSION_SECRET),
      close: async () => {
        if (!given) await closeCollections(env.DATA_DIR)
      },
      probe: given ? async () => {} : () => probeDataDir(env.DATA_DIR),
      describe: given ? 'data: given store' : `data: ${env.DATA_DIR}`,
    }
  }
  const pg = await openPostgresStore(env.DATABASE_URL, bank, {
    poolMax: env.DATABASE_POOL_MAX,
    generatedCaps: generatedCaps(env),
  })
  // Each limiter writes its hits in batches (api/store/postgres/rate-limit.ts): the last ones before the pool closes.
  const limiters: PostgresRateLimitStore[] = []
  return {
    store: pg,
    rateLimitStore: (prefix) => {
      const limiter = new PostgresRateLimitStore(pg.sql, prefix)
      limiters.push(limiter)
      return limiter
    },
    tokenUsage: new PostgresTokenUsage(pg.sql),
    secrets: async () => {
      if (env.SESSION_SECRET) return sessionSecrets(env.DATA_DIR, env.SESSION_SECRET)
      // Every app server on this database must sign with the same secret: the first one to start makes it.
      await pg.sql`
        INSERT INTO app_settings (name, value) VALUES ('session_secret', ${randomBytes(32).toString('base64url')})
        ON CONFLICT (name) DO NOTHING`
      const [row] = await pg.sql<{ value: string }[]>`SELECT value FROM app_settings WHERE name = 'session_secret'`
      return [row.value]
    },
    close: async () => {
      await Promise.all(limiters.map((l) => l.shutdown()))
      await pg.close()
    },
    probe: async () => {
      const [row] = await pg.sql<{ standby: boolean }[]>`SELECT pg_is_in_recovery() AS standby`
      if (row.standby) throw Object.assign(new Error('read-only standby'), { code: 'EREADONLY' })
    },
    database: async () => void (await pg.sql`SELECT 1`),
    describe: `data: PostgreSQL ${redact(env.DATABASE_URL)}`,
  }
}

/** DATA_DIR takes writes: the collections are open and a probe file can be written, fsynced and removed. */
async function probeDataDir(dataDir: string): Promise<void> {
  if (!collectionsOpen(dataDir)) throw Object.assign(new Error('the store is closed'), { code: 'ECLOSED' })
  const file = path.join(dataDir, `.ready-probe.${process.pid}.tmp`)
  const handle = await open(file, 'w', 0o600)
  try {
    await handle.writeFile('ok')
    await handle.sync()
  } finally {
    await handle.close()
  }
  await unlink(file)
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
