import { describe, expect, it } from 'vitest'
import type { Question } from '../../openapi/types.ts'
import { loadQuestionBank } from '../seed/index.ts'
import { createMemoryStore } from './memory.ts'

const bank: Question[] = loadQuestionBank()

describe('memory store', () => {
  it('keeps users unique by email, case-insensitively, and hands out copies', async () => {
    const store = createMemoryStore(bank)
    const user = await store.users.create({ email: ' Olena@Example.test', firstName: 'Olena', passwordHash: 'h' })
    if (user === 'email-taken') throw new Error('taken')
    expect(user.email).toBe('olena@example.test')
    expect(await store.users.create({ email: 'OLENA@example.test', firstName: null, passwordHash: 'x' })).toBe(
      'email-taken',
    )
    const found = await store.users.findByEmail('olena@EXAMPLE.test')
    found!.firstName = 'changed'
    expect((await store.users.findById(user.id))?.firstName).toBe('Olena')
  })

  it('applies session patches with the server rule and lists newest first', async () => {
    const store = createMemoryStore(bank)
    const base = {
      userId: 'usr_1',
      examType: 'SAT',
      countryCode: 'US' as const,
      province: null,
      subjects: ['Math Calculator'],
      questionsAttempted: 0,
      questionsCorrect: 0,
      totalTime: 0,
      completed: false,
    }
    const first = await store.practice.create(base)
    await new Promise((r) => setTimeout(r, 2))
    const second = await store.practice.create(base)
    const done = await store.practice.update('usr_1', first.id, {
      questionsAttempted: 4,
      questionsCorrect: 3,
      completed: true,
    })
    expect(done).toMatchObject({ scorePercentage: 75, completed: true })
    expect(done?.completedAt).toEqual(expect.any(String))
    expect((await store.practice.listByUser('usr_1')).map((s) => s.id)).toEqual([second.id, first.id])
    expect(await store.practice.update('usr_1', 'ses_none', { completed: true })).toBeUndefined()
  })

  it('expires auth sessions, filters questions like lowdb, and clears everything but the bank', async () => {
    const store = createMemoryStore(bank)
    await store.authSessions.set('old', { data: { userId: 'u' }, expiresAt: Date.now() - 1 })
    await store.authSessions.set('new', { data: { userId: 'u' }, expiresAt: Date.now() + 60_000 })
    expect(await store.authSessions.get('old')).toBeUndefined()
    expect(await store.authSessions.prune(Date.now())).toBe(1)
    const sat = await store.questions.list({ examType: 'SAT' }, { limit: 5, offset: 0 })
    expect(sat).toHaveLength(5)
    expect(sat.every((q) => q.examType === 'SAT')).toBe(true)
    await store.questions.markSeen('anon:x', [sat[0].id])
    expect(await store.questions.seenIds('anon:x')).toEqual(new Set([sat[0].id]))
    store.clear()
    expect(await store.authSessions.get('new')).toBeUndefined()
    expect(await store.questions.seenIds('anon:x')).toEqual(new Set())
    expect(await store.questions.list({ examType: 'SAT' }, { limit: 5, offset: 0 })).toEqual(sat)
  })
})
