import type { StoredAnswer } from '../api/store/types.ts'

/** The `i`-th wrong NMT geometry answer of a student, a minute after the one before, for the store's cost tests. */
export const sampleAnswer = (userId: string, i: number, id = `ans_${i}`): StoredAnswer => ({
  id,
  userId,
  sessionId: null,
  questionId: `q-${i}`,
  examType: 'NMT',
  section: 'Mathematics',
  topic: 'Geometry',
  difficulty: 'Medium',
  chosen: 'A',
  correct: false,
  seconds: 40,
  answeredAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
})
