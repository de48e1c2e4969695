import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LocalProgressEntry } from '~/utils/storage.ts'
import { sessionNumbers, visitorProgressEntry } from './progress.ts'
import type { Estimate } from '#domain/exam/full-length/index.ts'

const estimate: Estimate = {
  scale: 'sat',
  sections: [
    { id: 'rw', label: 'Reading and Writing', points: 40, max: 54, right: 40, total: 54, percent: 74, scaled: 620 },
    { id: 'math', label: 'Math', points: 11, max: 44, right: 11, total: 44, percent: 25, scaled: 330 },
  ],
  topics: [
    { section: 'rw', topic: 'Algebra', right: 1, total: 2 },
    { section: 'math', topic: 'Algebra', right: 3, total: 10 },
    { section: 'math', topic: 'Geometry', right: 0, total: 4 },
  ],
  total: 950,
  records: [],
}

describe('a finished mock in the visitor’s progress', () => {
  it('is a valid userProgress entry with tallies per section and topics summed across sections', () => {
    const entry = visitorProgressEntry(estimate, {
      testType: 'SAT',
      date: new Date('2026-11-24T10:00:00Z'),
      seconds: 7000.4,
    })
    expect(v.safeParse(LocalProgressEntry, entry).success).toBe(true)
    expect(entry).toEqual({
      date: '2026-11-24T10:00:00.000Z',
      testType: 'SAT',
      province: null,
      questionsAttempted: 98,
      questionsCorrect: 51,
      scorePercentage: 52,
      subjectScores: { 'Reading and Writing': { correct: 40, total: 54 }, Math: { correct: 11, total: 44 } },
      topicBreakdown: { Algebra: { correct: 4, total: 12 }, Geometry: { correct: 0, total: 4 } },
      totalTime: 7000,
    })
  })

  it('keeps the session numbers within the API bounds', () => {
    expect(sessionNumbers(estimate, 1e9).totalTime).toBe(86_400)
    expect(sessionNumbers(estimate, -5).totalTime).toBe(0)
    expect(sessionNumbers(estimate, 60).subjectScores).toEqual({ 'Reading and Writing': 74, Math: 25 })
  })
})
