import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReviewCard } from '../../../openapi/types.ts'
import { postgresAvailable, startTestDatabase, type TestDatabase } from '../../../tests/pg/cluster.ts'
import { bank } from '../store.contract.ts'
import { openPostgresStore, type PostgresStore } from './index.ts'
import { reviewCardStore } from './review.ts'

const card = (questionId: string, reps: number): ReviewCard => ({
  questionId,
  examType: 'NMT',
  section: 'Mathematics',
  topic: 'Algebra',
  due: '2026-11-30T08:00:00.000Z',
  stability: 1,
  difficulty: 5,
  elapsedDays: 0,
  scheduledDays: 1,
  learningSteps: 0,
  reps,
  lapses: 1,
  state: 'Review',
  lastReview: '2026-11-29T08:00:00.000Z',
})

// A finish's mistakes on PostgreSQL (issue 29): one student's card changes of a tick share one transaction.
describe.runIf(postgresAvailable())('review card changes on PostgreSQL', () => {
  let db: TestDatabase
  let store: PostgresStore
  let traced: postgres.Sql
  const statements: string[] = []
  beforeAll(async () => {
    db = await startTestDatabase()
    store = await openPostgresStore(db.url, bank, { prune: false })
    traced = postgres(db.url, { max: 4, onnotice: () => {}, debug: (_c, query) => statements.push(query.trim()) })
  }, 120_000)
  afterAll(async () => {
    await traced?.end()
    await store?.close()
    await db?.stop()
  })

  const newUser = async (email: string) => {
    const user = await store.users.create({ email, firstName: 'Olena', passwordHash: 'scrypt$x' })
    if (user === 'email-taken') throw new Error('fresh email taken')
    return user.id
  }

  it("writes a finish's cards in one transaction, each change of a card after the one before", async () => {
    const userId = await newUser('finish@example.com')
    const cards = reviewCardStore(traced)
    statements.length = 0
    const ids = Array.from({ length: 30 }, (_, i) => `q-${i}`)
    const kept = await Promise.all([
      ...ids.map((id) => cards.update(userId, id, (c) => card(id, (c?.reps ?? 0) + 1))),
      cards.update(userId, 'q-0', (c) => card('q-0', (c?.reps ?? 0) + 1)),
    ])
    expect(kept.map((c) => c?.reps)).toEqual([1, ...ids.slice(1).map(() => 1), 2])
    expect(statements.filter((q) => /^begin/i.test(q))).toHaveLength(1)
    expect((await store.reviewCards.list(userId, { limit: 100 })).map((c) => c.reps).sort()).toEqual([
      ...ids.slice(1).map(() => 1),
      2,
    ])
    expect(await store.reviewCards.get(userId, 'q-0')).toEqual(card('q-0', 2))
  })

  it('fails only the change that throws; the others are kept', async () => {
    const userId = await newUser('throws@example.com')
    const cards = reviewCardStore(traced)
    const [kept, failed, unchanged] = await Promise.allSettled([
      cards.update(userId, 'q-ok', () => card('q-ok', 1)),
      cards.update(userId, 'q-bad', () => {
        throw new Error('bad change')
      }),
      cards.update(userId, 'q-none', () => undefined),
    ])
    expect(kept).toEqual({ status: 'fulfilled', value: card('q-ok', 1) })
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'bad change' } })
    expect(unchanged).toEqual({ status: 'fulfilled', value: undefined })
    expect((await store.reviewCards.list(userId, { limit: 10 })).map((c) => c.questionId)).toEqual(['q-ok'])
  })
})
