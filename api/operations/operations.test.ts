import { describe, expect, it } from 'vitest'
import { createOfflineEngine } from '../ai/offline/index.ts'
import { nodeTutorResources } from '../ai/offline/tutor-node.ts'
import { serverTexts } from '../domain/texts.ts'
import { loadCatalog, loadExamTypes, loadQuestionBank } from '../seed/index.ts'
import { createMemoryStore } from '../store/memory.ts'
import { currentUser, login, register } from './auth.ts'
import type { Caller, OperationContext } from './context.ts'
import { startPractice, updatePractice } from './practice.ts'
import { analyseWeaknesses, getProgress } from './progress.ts'
import { generateQuestions } from './questions.ts'

// The operations without any transport: a context over the memory store, callers as plain values.
function context(): OperationContext {
  const store = createMemoryStore(loadQuestionBank())
  return {
    store,
    ai: createOfflineEngine(store.questions, nodeTutorResources, { warmUp: false }),
    catalog: loadCatalog(),
    examTypes: loadExamTypes(),
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
    const kept = (await ctx.store.questions.list({ examType: 'SAT' }, { limit: 1000, offset: 0 })).filter(
      (q) => q.source === 'generated',
    )
    expect(kept.length).toBe(items.filter((q) => q.source === 'generated').length)
  })
})
