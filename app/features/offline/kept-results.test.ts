import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetAccountResults, keepAccountResults } from '~/utils/account-results.ts'
import { SAVE_QUEUE_KEY } from '~/utils/save-queue.ts'
import type { Pending } from '~/utils/save-rules.ts'
import { accountSessionsOffline, sessionsKeptHere } from './kept-results.ts'
import { nmtSessions } from '#domain/exam/results.ts'
import type { PracticeSession } from '#openapi/types.ts'

const store = new Map<string, string>()
vi.stubGlobal('window', {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  },
})
afterEach(() => store.clear())

const numbers = {
  questionsAttempted: 10,
  questionsCorrect: 7,
  scorePercentage: 70,
  subjectScores: { 'Ukrainian language': 70 },
  topicBreakdown: { Spelling: { correct: 7, total: 10 } },
  totalTime: 600,
}

const serverSession = (id: string, clientId: string, completedAt: string): PracticeSession => ({
  id,
  clientId,
  userId: 'student-1',
  examType: 'NMT',
  countryCode: 'UA',
  province: null,
  subjects: ['Ukrainian language'],
  ...numbers,
  completed: true,
  createdAt: completedAt,
  completedAt,
})

const queued = (key: string, body: unknown, queuedAt = Date.parse('2026-11-29T09:00:00Z')): Pending => ({
  key,
  url: '/resources/practice-session',
  body,
  id: `${key}-1`,
  queuedAt,
  tries: 2,
  nextAt: 0,
})

const session = { examType: 'NMT', countryCode: 'UA', province: null, subjects: ['Ukrainian language'] }
const practiceFinish = (clientId: string) =>
  queued(`practice:${clientId}`, { clientId, session, finish: { ...numbers, answers: [] } })

describe('a signed-in student’s sessions offline', () => {
  it('lists the kept sessions and each queued finish as the server will record it', () => {
    const kept = [serverSession('s-1', 'client-aaaa', '2026-11-28T10:00:00.000Z')]
    const fullExam = queued('full-exam-finish:nmt-1-1764400000000', {
      intent: 'finish',
      clientId: 'nmt-1-1764400000000',
      exam: 'nmt',
      ...numbers,
      subjectScores: { Mathematics: 40 },
      answers: [],
    })
    const sessions = sessionsKeptHere(kept, [practiceFinish('client-bbbb'), fullExam], 'student-1')
    expect(sessions.map((s) => s.id)).toEqual(['s-1', 'client-bbbb', 'nmt-1-1764400000000'])
    expect(sessions[1]).toMatchObject({
      userId: 'student-1',
      examType: 'NMT',
      countryCode: 'UA',
      completed: true,
      questionsCorrect: 7,
      completedAt: '2026-11-29T09:00:00.000Z',
    })
    // The full-length finish as the exam's session (its type and country from the blueprint, its sections).
    expect(sessions[2]).toMatchObject({ examType: 'NMT', countryCode: 'UA', subjects: ['Mathematics'] })
    expect(nmtSessions(sessions)).toHaveLength(3)
  })

  it('shows a finish the server already recorded once, as the server sent it', () => {
    const kept = [serverSession('s-1', 'client-aaaa', '2026-11-28T10:00:00.000Z')]
    const sessions = sessionsKeptHere(kept, [practiceFinish('client-aaaa'), practiceFinish('client-aaaa')], 'x')
    expect(sessions).toEqual(kept)
  })

  it('leaves out saves that are not finishes, and damaged ones', () => {
    const start = queued('practice:client-cccc', { clientId: 'client-cccc', session })
    const state = queued('full-exam:sat-1', { intent: 'save', state: {} })
    const damaged = queued('practice:client-dddd', { clientId: 'client-dddd', session, finish: { answers: [] } })
    const unknownExam = queued('full-exam-finish:x', { intent: 'finish', clientId: 'client-eeee', exam: 'x' })
    expect(sessionsKeptHere([], [start, state, damaged, unknownExam], null)).toEqual([])
  })

  it('reads the copy the server’s last answer left on this device, with the save queue', () => {
    keepAccountResults([serverSession('s-1', 'client-aaaa', '2026-11-28T10:00:00.000Z')])
    store.set(SAVE_QUEUE_KEY, JSON.stringify([practiceFinish('client-bbbb')]))
    expect(accountSessionsOffline().map((s) => [s.id, s.userId])).toEqual([
      ['s-1', 'student-1'],
      ['client-bbbb', 'student-1'],
    ])
  })

  it('a damaged copy counts as none; the queue still shows', () => {
    store.set('accountResults', '{"owner":"student-1","sessions":[{"id":"s-1"}]}')
    store.set(SAVE_QUEUE_KEY, JSON.stringify([practiceFinish('client-bbbb')]))
    expect(accountSessionsOffline().map((s) => s.id)).toEqual(['client-bbbb'])
  })

  it('the copy is dropped when a page knows a visitor or another account here, kept for its own', () => {
    keepAccountResults([serverSession('s-1', 'client-aaaa', '2026-11-28T10:00:00.000Z')])
    forgetAccountResults('student-1')
    expect(accountSessionsOffline()).toHaveLength(1)
    forgetAccountResults('student-2')
    expect(accountSessionsOffline()).toEqual([])
    keepAccountResults([serverSession('s-1', 'client-aaaa', '2026-11-28T10:00:00.000Z')])
    forgetAccountResults(null)
    expect(accountSessionsOffline()).toEqual([])
  })
})
