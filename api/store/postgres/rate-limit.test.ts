import type { Options } from 'express-rate-limit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresAvailable, startTestDatabase, type TestDatabase } from '../../../tests/pg/cluster.ts'
import { bank } from '../store.contract.ts'
import { openPostgresStore, type PostgresStore } from './index.ts'
import { PostgresRateLimitStore } from './rate-limit.ts'

// The shared rate limit of app servers on one database (issue 29: a school behind one address on PostgreSQL).
describe.runIf(postgresAvailable())('rate limits on PostgreSQL', () => {
  let db: TestDatabase
  let store: PostgresStore
  beforeAll(async () => {
    db = await startTestDatabase()
    store = await openPostgresStore(db.url, bank, { prune: false })
  }, 120_000)
  afterAll(async () => {
    await store?.close()
    await db?.stop()
  })

  const limiter = (prefix: string, windowMs = 60_000, limit = 1_000_000) => {
    const limiterStore = new PostgresRateLimitStore(store.sql, prefix)
    limiterStore.init({ windowMs, limit } as Options)
    return limiterStore
  }
  const hitsInRow = async (key: string) =>
    (await store.sql<{ hits: number }[]>`SELECT hits FROM rate_limits WHERE key = ${key}`)[0]?.hits

  it("counts a school's requests without waiting for the address's row", async () => {
    const school = limiter('school:')
    await school.increment('198.51.100.1')
    await school.flush()
    let releaseRow = () => {}
    let rowLocked = () => {}
    const locked = new Promise<void>((resolve) => (rowLocked = resolve))
    // Another server's transaction holds the row (as a commit waiting for its fsync does).
    const holder = store.sql.begin(async (tx) => {
      await tx`SELECT hits FROM rate_limits WHERE key = 'school:198.51.100.1' FOR UPDATE`
      rowLocked()
      await new Promise<void>((resolve) => (releaseRow = resolve))
    })
    await locked
    const tooLate = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2_000).unref())
    const counts = await Promise.race([
      Promise.all(Array.from({ length: 40 }, async () => (await school.increment('198.51.100.1')).totalHits)),
      tooLate,
    ])
    releaseRow()
    await holder
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 2))
    await school.flush()
    expect(await hitsInRow('school:198.51.100.1')).toBe(41)
  })

  it("is shared by two servers: each learns the other's hits with its next write", async () => {
    const serverA = limiter('shared:')
    const serverB = limiter('shared:')
    for (let i = 0; i < 3; i++) await serverA.increment('203.0.113.9')
    await serverA.flush()
    await serverB.increment('203.0.113.9')
    await serverB.flush()
    expect((await serverB.increment('203.0.113.9')).totalHits).toBe(5)
    expect((await serverB.get('203.0.113.9'))?.totalHits).toBe(5)
  })

  it('counts exactly across servers from half the limit on (a small limit: every hit)', async () => {
    const serverA = limiter('signin:', 60_000, 2)
    const serverB = limiter('signin:', 60_000, 2)
    const totals = []
    for (const server of [serverB, serverA, serverB]) totals.push((await server.increment('192.0.2.77')).totalHits)
    expect(totals).toEqual([1, 2, 3])
    const busy = limiter('busy:', 60_000, 10)
    const seen = []
    for (let i = 0; i < 4; i++) seen.push((await busy.increment('192.0.2.78')).totalHits)
    seen.push((await busy.increment('192.0.2.78')).totalHits)
    expect(seen).toEqual([1, 2, 3, 4, 5])
    expect(await hitsInRow('busy:192.0.2.78')).toBe(5)
  })

  it('gives hits back, forgets a reset key and restarts an ended window', async () => {
    const signIns = limiter('auth:', 400)
    for (let i = 0; i < 3; i++) await signIns.increment('192.0.2.4')
    await signIns.decrement('192.0.2.4')
    await signIns.flush()
    expect(await hitsInRow('auth:192.0.2.4')).toBe(2)
    await signIns.resetKey('192.0.2.4')
    expect(await hitsInRow('auth:192.0.2.4')).toBeUndefined()
    expect((await signIns.increment('192.0.2.4')).totalHits).toBe(1)
    await signIns.flush()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await signIns.increment('192.0.2.4')).totalHits).toBe(1)
    await signIns.flush()
    expect(await hitsInRow('auth:192.0.2.4')).toBe(1)
  })

  it('keeps counting when a write fails and writes the hits with the next one', async () => {
    const flaky = limiter('flaky:')
    await flaky.increment('192.0.2.8')
    await store.sql`ALTER TABLE rate_limits RENAME TO rate_limits_away`
    try {
      await flaky.increment('192.0.2.8')
      await flaky.flush()
      expect((await flaky.increment('192.0.2.8')).totalHits).toBe(3)
    } finally {
      await store.sql`ALTER TABLE rate_limits_away RENAME TO rate_limits`
    }
    await flaky.flush()
    expect(await hitsInRow('flaky:192.0.2.8')).toBe(3)
  })
})
