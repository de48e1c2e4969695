import { describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '~/utils/api.server.ts'
import type { LocalProgressEntry } from '~/utils/storage.ts'
import {
  countryOfTestType,
  importVisitorReview,
  MIGRATE_MAX,
  migrateVisitorProgress,
  parseVisitorProgress,
  parseVisitorReview,
  sessionFromEntry,
  visitorClientId,
} from '~/utils/visitor-progress.server.ts'

const entry: LocalProgressEntry = {
  date: '2026-11-20T10:00:00.000Z',
  testType: 'ALBERTA_DIPLOMA',
  province: 'Alberta',
  questionsAttempted: 5,
  questionsCorrect: 4,
  scorePercentage: 80,
  subjectScores: { 'Math 30-1': { correct: 3, total: 3 }, 'English 30-1': 50 },
  topicBreakdown: { algebra: { correct: 4, total: 5 } },
  totalTime: 300,
}

describe('carrying browser results into a new account', () => {
  it('reads the posted userProgress, drops malformed or impossible entries, keeps the newest', () => {
    expect(parseVisitorProgress(null)).toEqual([])
    expect(parseVisitorProgress('not json')).toEqual([])
    expect(parseVisitorProgress(JSON.stringify([{ date: 'x' }]))).toEqual([])
    expect(parseVisitorProgress(JSON.stringify([entry, { ...entry, questionsCorrect: 9 }]))).toEqual([entry])
    const many = Array.from({ length: MIGRATE_MAX + 5 }, (_, i) => ({ ...entry, questionsAttempted: 10 + i }))
    const kept = parseVisitorProgress(JSON.stringify(many))
    expect(kept).toHaveLength(MIGRATE_MAX)
    expect(kept.at(-1)?.questionsAttempted).toBe(10 + MIGRATE_MAX + 4)
  })

  it('knows the country of each stored test type', () => {
    const expected = {
      NMT: 'UA',
      SAT: 'US',
      MATURA_BASIC: 'PL',
      MATURA_EXTENDED: 'PL',
      ONTARIO_OSSLT: 'CA',
      CANADA_EXAM: 'CA',
    }
    for (const [testType, country] of Object.entries(expected)) expect(countryOfTestType(testType)).toBe(country)
  })

  it('makes a started session and its completion, subject tallies as percents', () => {
    expect(sessionFromEntry('usr_1', entry)).toEqual({
      start: {
        userId: 'usr_1',
        examType: 'ALBERTA_DIPLOMA',
        countryCode: 'CA',
        province: 'Alberta',
        subjects: ['Math 30-1', 'English 30-1'],
        clientId: visitorClientId(entry),
        questionsAttempted: 0,
        questionsCorrect: 0,
        totalTime: 0,
        completed: false,
      },
      finish: {
        questionsAttempted: 5,
        questionsCorrect: 4,
        scorePercentage: 80,
        subjectScores: { 'Math 30-1': 100, 'English 30-1': 50 },
        topicBreakdown: { algebra: { correct: 4, total: 5 } },
        totalTime: 300,
        completed: true,
      },
    })
  })

  it('keys each result by its content: the same on every try, another for another result', () => {
    expect(visitorClientId(entry)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(visitorClientId({ ...entry })).toBe(visitorClientId(entry))
    expect(visitorClientId({ ...entry, date: '2026-11-20T10:00:01.000Z' })).not.toBe(visitorClientId(entry))
  })

  it('counts the results the API took, skips refused ones, and counts outages to try again', async () => {
    const calls: string[] = []
    const startStatus = [200, 400, 200, 503, 200]
    const completed = [false, false, false, false, true]
    let n = 0
    const client = {
      POST: async (path: string) => {
        calls.push(path)
        const i = n++
        const status = startStatus[i]
        return status === 200
          ? { data: { id: `ses_${i + 1}`, completed: completed[i] }, response: { status } }
          : { data: undefined, response: { status } }
      },
      PATCH: async (path: string, init: { params: { path: { id: string } } }) => {
        calls.push(`${path} ${init.params.path.id}`)
        return init.params.path.id === 'ses_3' ? { data: undefined, response: { status: 502 } } : { data: {} }
      },
    } as unknown as ApiClient
    const five = Array.from({ length: 5 }, (_, i) => ({ ...entry, questionsAttempted: 5 + i }))
    // 1 taken; 2 refused (skipped); 3 started, its finish failed; 4 an outage; 5 already completed by an earlier try.
    expect(await migrateVisitorProgress(client, 'usr_1', five)).toEqual({ migrated: 2, failed: 2 })
    expect(calls).toEqual([
      '/api/practice/start',
      '/api/practice/sessions/{id} ses_1',
      '/api/practice/start',
      '/api/practice/start',
      '/api/practice/sessions/{id} ses_3',
      '/api/practice/start',
      '/api/practice/start',
    ])
  })
})

describe("carrying a visitor's answers and review cards into a new account", () => {
  const answer = {
    questionId: 'nmt-math-1',
    examType: 'NMT',
    section: 'Mathematics',
    topic: 'algebra',
    difficulty: 'Easy',
    chosen: '2',
    correct: false,
    seconds: 30,
    answeredAt: '2026-11-24T07:00:00.000Z',
  }
  const card = {
    questionId: 'nmt-math-1',
    examType: 'NMT',
    section: 'Mathematics',
    topic: 'algebra',
    due: '2026-11-27T07:00:00.000Z',
    stability: 3.2,
    difficulty: 5.1,
    elapsedDays: 0,
    scheduledDays: 3,
    learningSteps: 0,
    reps: 1,
    lapses: 0,
    state: 'Review',
    lastReview: '2026-11-24T07:10:00.000Z',
  }

  it('reads the posted lists item by item: malformed items dropped, at most one call of each', () => {
    expect(parseVisitorReview(null, 'not json')).toEqual({ answers: [], cards: [] })
    expect(parseVisitorReview('{"a":1}', '[]')).toEqual({ answers: [], cards: [] })
    const parsed = parseVisitorReview(
      JSON.stringify([answer, { ...answer, seconds: -1 }, { ...answer, questionId: 'bad id!' }]),
      JSON.stringify([card, { ...card, state: 'Sleeping' }]),
    )
    expect(parsed).toEqual({ answers: [answer], cards: [card] })
    const many = Array.from({ length: 250 }, (_, i) => ({ ...answer, seconds: i }))
    const kept = parseVisitorReview(JSON.stringify(many), '[]').answers ?? []
    expect(kept).toHaveLength(200)
    expect(kept[0].seconds).toBe(50)
  })

  it('imports in one call, makes none when there is nothing to move, and asks for a retry only after an outage', async () => {
    const bodies: unknown[] = []
    let status = 200
    const client = {
      POST: async (path: string, init: { body: unknown }) => {
        bodies.push([path, init.body])
        return status === 200
          ? { data: { answers: { imported: 1, skipped: 0 }, cards: { imported: 1, skipped: 0 } }, response: { status } }
          : { data: undefined, response: { status } }
      },
    } as unknown as ApiClient
    const payload = parseVisitorReview(JSON.stringify([answer]), JSON.stringify([card]))
    expect(await importVisitorReview(client, payload)).toEqual({
      ok: true,
      result: { answers: { imported: 1, skipped: 0 }, cards: { imported: 1, skipped: 0 } },
    })
    expect(bodies).toEqual([['/api/answers/import', payload]])
    expect(await importVisitorReview(client, { answers: [], cards: [] })).toEqual({ ok: true, result: null })
    expect(bodies).toHaveLength(1)
    status = 400
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await importVisitorReview(client, payload)).toEqual({ ok: true, result: null })
    status = 503
    expect(await importVisitorReview(client, payload)).toEqual({ ok: false, result: null })
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
