// A signed-in user's answered SAT session: the setup the answer-history and review-card cases share.
import { fixtureQuestions } from '../fixtures.ts'
import type { Person, TestContext } from '../harness.ts'
import { expect, expectStatus } from '../harness.ts'

export const DAY_MS = 24 * 60 * 60 * 1000
export const sat = () => fixtureQuestions((q) => q.examType === 'SAT' && q.section === 'Math Calculator')

export type Q = Record<string, any>

/** The answer record a client sends for a question: right, wrong (another option) or skipped (null). */
export function answerFor(q: Q, how: 'right' | 'wrong' | 'skipped', extra: Record<string, unknown> = {}) {
  const chosen =
    how === 'right' ? q.correctAnswer : how === 'wrong' ? q.options.find((o: string) => o !== q.correctAnswer) : null
  return {
    questionId: q.id,
    examType: q.examType,
    section: q.section,
    topic: q.topic,
    difficulty: q.difficulty,
    chosen,
    correct: how === 'right',
    seconds: Math.round(q.timeLimit / 2),
    ...extra,
  }
}

export async function sessionOf(t: TestContext, person?: Person) {
  const who = person ?? (await t.newUser())
  const res = await who.client.call('post', '/api/practice/start', {
    body: { userId: who.user.id, examType: 'SAT', countryCode: 'US', subjects: ['Math Calculator'] },
  })
  expectStatus(res, 201)
  t.created.practiceSessions.push(res.body.id)
  return { ...who, session: res.body }
}

/** A signed-in user with one session in which `hows[i]` says how the i-th SAT fixture question was answered. */
export async function answered(t: TestContext, hows: ('right' | 'wrong' | 'skipped')[], person?: Person) {
  const s = await sessionOf(t, person)
  const questions = sat().slice(0, hows.length)
  expect(questions.length === hows.length, `the fixtures hold ${hows.length} SAT Math Calculator questions`)
  const answers = questions.map((q, i) => answerFor(q, hows[i]))
  const res = await s.client.call('patch', '/api/practice/sessions/{id}', {
    params: { id: s.session.id },
    body: { answers, questionsAttempted: hows.length, questionsCorrect: hows.filter((h) => h === 'right').length },
  })
  expectStatus(res, 200)
  return { ...s, questions, answers }
}
