import { describe, expect, it, vi } from 'vitest'
import type { Question } from '../../openapi/types.ts'
import { createOfflineEngine } from '../ai/offline/index.ts'
import { nodeTutorResources } from '../ai/offline/tutor-node.ts'
import { serverTexts } from '../locales/texts.ts'
import { loadCatalog, loadExamTypes, loadQuestionBank, loadStudyNotes } from '../seed/index.ts'
import { createMemoryStore } from '../store/memory.ts'
import { currentUser, login, register } from './auth.ts'
import type { Caller, OperationContext } from './context.ts'
import { startPractice, updatePractice } from './practice.ts'
import { analyseWeaknesses, getProgress } from './progress.ts'
import { generateQuestions, listQuestions } from './questions.ts'

// The operations without any transport: a context over the memory store, callers as plain values.
function context(): OperationContext {
  const store = createMemoryStore(loadQuestionBank())
  return {
    store,
    ai: createOfflineEngine(store.questions, nodeTutorResources),
    catalog: loadCatalog(),
    examTypes: loadExamTypes(),
    studyNotes: loadStudyNotes,
    passwords: {
      hash: async (p) => `plain$${p}`,
      verify: async (p, stored) => stored === `plain$${p}`,
      dummyHash: async () => 'plain$',
    },
    texts: serverTexts,
    now: () => new Date('2026-11-24T10:00:00Z'),
  }
}
const anonymous: Caller = { userId: null, clientKey: '203.0.113.9' }

describe('operations', () => {
  it('register, sign in, practise and read progress, with the problems a transport turns into 4xx', async () => {
    const ctx = context()
    const { user, signIn } = await register(ctx, anonymous, {
      email: 'Olena@Example.test',
      password: 'long-enough-1',
      firstName: ' Olena ',
    })
    expect(user).toMatchObject({ firstName: 'Olena', email: 'olena@example.test', streak: 0 })
    expect(signIn).toBe(user.id)
    await expect(
      register(ctx, anonymous, { email: 'olena@example.test', password: 'long-enough-1', firstName: 'X' }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(login(ctx, anonymous, { email: user.email, password: 'wrong-one!' })).rejects.toMatchObject({
      status: 401,
    })
    await expect(currentUser(ctx, anonymous)).rejects.toMatchObject({ status: 401 })

    const olena: Caller = { userId: user.id, clientKey: 'x' }
    const start = {
      userId: user.id,
      examType: 'SAT',
      countryCode: 'US' as const,
      subjects: ['Math Calculator'],
      questionsAttempted: 0,
      questionsCorrect: 0,
      totalTime: 0,
      completed: false as const,
    }
    await expect(startPractice(ctx, anonymous, start)).rejects.toMatchObject({ status: 401 })
    await expect(startPractice(ctx, { userId: 'usr_other', clientKey: 'y' }, start)).rejects.toMatchObject({
      status: 403,
    })
    const session = await startPractice(ctx, olena, start)
    await expect(
      updatePractice(ctx, olena, { id: session.id, patch: { questionsAttempted: 1, questionsCorrect: 2 } }),
    ).rejects.toMatchObject({ status: 400, errors: [{ path: '/body/questionsCorrect' }] })
    await updatePractice(ctx, olena, {
      id: session.id,
      patch: { questionsAttempted: 4, questionsCorrect: 1, subjectScores: { 'Math Calculator': 25 }, completed: true },
    })
    expect(await getProgress(ctx, olena, { userId: user.id })).toEqual([
      { examType: 'SAT', subject: 'Math Calculator', totalQuestions: 4, correctAnswers: 1, accuracy: 25 },
    ])
    const analysis = await analyseWeaknesses(ctx, olena, { userId: user.id, language: 'pl' })
    expect(analysis.recommendations[0]).toMatchObject({ skill: 'Math Calculator' })
    expect(analysis.recommendations[0].timeline).toBe(serverTexts('pl').recommendation.timeline)
  })

  it('generation checks the exam and section, and hands a signed-out client items by its client key', async () => {
    const ctx = context()
    const request = {
      examType: 'SAT' as const,
      section: 'Math Calculator',
      difficulty: 'Easy' as const,
      count: 3 as const,
    }
    await expect(generateQuestions(ctx, anonymous, { ...request, section: 'Poetry' })).rejects.toMatchObject({
      status: 400,
    })
    const items = await generateQuestions(ctx, anonymous, request)
    expect(items).toHaveLength(3)
    expect(items.every((q) => q.examType === 'SAT' && q.section === 'Math Calculator')).toBe(true)
    const kept = (await listQuestions(ctx, anonymous, { examType: 'SAT', limit: 1000 })).filter(
      (q) => q.source === 'generated',
    )
    expect(kept.length).toBe(items.filter((q) => q.source === 'generated').length)
  })

  it("client B does not see client A's generated items; A and a signed-in user see only their own", async () => {
    const ctx = context()
    const b: Caller = { userId: null, clientKey: '198.51.100.7' }
    const user: Caller = { userId: 'usr_a', clientKey: '203.0.113.9' }
    const request = {
      examType: 'SAT' as const,
      section: 'Math Calculator',
      difficulty: 'Easy' as const,
      count: 3 as const,
    }
    const fromA = (await generateQuestions(ctx, anonymous, request)).map((q) => q.id)
    const fromUser = (await generateQuestions(ctx, user, request)).map((q) => q.id)
    expect(fromA).toHaveLength(3)
    const listed = async (caller: Caller) =>
      (await listQuestions(ctx, caller, { examType: 'SAT', section: 'Math Calculator', limit: 1000 }))
        .filter((q) => q.source === 'generated')
        .map((q) => q.id)
    expect((await listed(anonymous)).sort()).toEqual([...fromA].sort())
    expect(await listed(b)).toEqual([])
    // The same address signed in is another requester: the user's items, not the anonymous client's.
    expect((await listed(user)).sort()).toEqual([...fromUser].sort())
  })

  it('keeps at most the per-requester cap of generated items, the newest', async () => {
    const ctx = context()
    ctx.store = createMemoryStore(loadQuestionBank(), { perRequester: 4, total: 100 })
    ctx.ai = createOfflineEngine(ctx.store.questions, nodeTutorResources)
    const request = {
      examType: 'SAT' as const,
      section: 'Math Calculator',
      difficulty: 'Medium' as const,
      count: 3 as const,
    }
    await generateQuestions(ctx, anonymous, request)
    const second = await generateQuestions(ctx, anonymous, request)
    const listed = (await listQuestions(ctx, anonymous, { examType: 'SAT', limit: 1000 })).filter(
      (q) => q.source === 'generated',
    )
    expect(listed).toHaveLength(4)
    expect(second.every((q) => listed.some((l) => l.id === q.id))).toBe(true)
  })

  it("the duplicate check asks the store's index and never lists other requesters' items", async () => {
    const ctx = context()
    const request = {
      examType: 'NMT' as const,
      section: 'Mathematics',
      difficulty: 'Medium' as const,
      count: 5 as const,
    }
    // Another client's items are stored first: they must not be read by this client's generation.
    await generateQuestions(ctx, { userId: null, clientKey: '192.0.2.1' }, request)
    const list = vi.spyOn(ctx.store.questions, 'list')
    const known = vi.spyOn(ctx.store.questions, 'knownTexts')
    const items = await generateQuestions(ctx, anonymous, request)
    expect(items).toHaveLength(5)
    expect(known).toHaveBeenCalled()
    expect(list.mock.calls.length).toBeGreaterThan(0)
    for (const [filter] of list.mock.calls) expect(filter.owner).toBe('anon:203.0.113.9')
    const read = (await Promise.all(list.mock.results.map((r) => r.value as Promise<Question[]>))).flat()
    expect(read.filter((q) => q.source === 'generated')).toEqual([])
  })
})
