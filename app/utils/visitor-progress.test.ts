import { describe, expect, it } from 'vitest'
import type { ApiClient } from '~/utils/api.server.ts'
import type { LocalProgressEntry } from '~/utils/storage.ts'
import {
  countryOfTestType,
  MIGRATE_MAX,
  migrateVisitorProgress,
  parseVisitorProgress,
  sessionFromEntry,
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

  it('counts only results the API accepted', async () => {
    const calls: string[] = []
    let n = 0
    const client = {
      POST: async (path: string) => {
        calls.push(path)
        n++
        return n === 2 ? { data: undefined } : { data: { id: `ses_${n}` } }
      },
      PATCH: async (path: string, init: { params: { path: { id: string } } }) => {
        calls.push(`${path} ${init.params.path.id}`)
        return { data: {} }
      },
    } as unknown as ApiClient
    expect(await migrateVisitorProgress(client, 'usr_1', [entry, entry, entry])).toBe(2)
    expect(calls).toEqual([
      '/api/practice/start',
      '/api/practice/sessions/{id} ses_1',
      '/api/practice/start',
      '/api/practice/start',
      '/api/practice/sessions/{id} ses_3',
    ])
  })
})
