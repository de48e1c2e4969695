import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresAvailable, startTestDatabase, type TestDatabase } from '../../../tests/pg/cluster.ts'
import { AiBudgetExceededError, DailyTokenBudget } from '../../ai/token-budget.ts'
import { bank } from '../store.contract.ts'
import { openPostgresStore, type PostgresStore } from './index.ts'
import { PostgresTokenUsage } from './token-usage.ts'

// Two app servers on one database: the daily AI allowance is one per requester, not one per server.
describe.runIf(postgresAvailable())('daily AI allowance on PostgreSQL', () => {
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

  const limits = { perUser: 1000, perClient: 5000 }
  const now = () => new Date('2026-11-27T12:00:00Z')

  it('is shared by two servers: what one charges, the other refuses', async () => {
    const serverA = new DailyTokenBudget(limits, now, new PostgresTokenUsage(store.sql))
    const serverB = new DailyTokenBudget(limits, now, new PostgresTokenUsage(store.sql))
    const alice = { userId: 'alice', clientKey: '203.0.113.7' }
    await serverA.assertAvailable(alice)
    await serverA.charge(alice, 600)
    await serverB.charge(alice, 400)
    await expect(serverA.assertAvailable(alice)).rejects.toBeInstanceOf(AiBudgetExceededError)
    await expect(serverB.assertAvailable(alice)).rejects.toBeInstanceOf(AiBudgetExceededError)
    expect(await serverB.used('user:alice')).toBe(1000)
    // Another account on the same address still has its own allowance, and the address has 4,000 left.
    await serverB.assertAvailable({ userId: 'bob', clientKey: '203.0.113.7' })
    expect(await serverA.used('ip:203.0.113.7')).toBe(1000)
  })

  it('counts concurrent charges from many servers exactly (one atomic upsert each)', async () => {
    const servers = Array.from(
      { length: 8 },
      () => new DailyTokenBudget(limits, now, new PostgresTokenUsage(store.sql)),
    )
    const carol = { userId: null, clientKey: '198.51.100.9' }
    await Promise.all(Array.from({ length: 80 }, (_, i) => servers[i % 8].charge(carol, 7)))
    expect(await servers[0].used('ip:198.51.100.9')).toBe(560)
  })

  it('starts afresh on the next UTC day', async () => {
    let day = new Date('2026-11-28T09:00:00Z')
    const budget = new DailyTokenBudget(limits, () => day, new PostgresTokenUsage(store.sql))
    const dave = { userId: 'dave', clientKey: '192.0.2.10' }
    await budget.charge(dave, 1000)
    await expect(budget.assertAvailable(dave)).rejects.toBeInstanceOf(AiBudgetExceededError)
    day = new Date('2026-11-29T00:00:01Z')
    await budget.assertAvailable(dave)
    expect(await budget.used('user:dave')).toBe(0)
  })
})
