import type { LocalProgressEntry } from '~/utils/storage.ts'

/** One finished short NMT test as the browser keeps it (4 of 5 right), for the browser store's and import's tests. */
export const sampleResult = (date = '2026-11-20T10:00:00.000Z'): LocalProgressEntry => ({
  date,
  testType: 'NMT',
  questionsAttempted: 5,
  questionsCorrect: 4,
  scorePercentage: 80,
  subjectScores: { Mathematics: 80 },
  topicBreakdown: { algebra: { correct: 4, total: 5 } },
})
