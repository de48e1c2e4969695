import { describe, expect, it } from 'vitest'
import { computeRecommendations, type RecommendationTexts } from './progress.ts'
import type { ProgressEntry } from '#openapi/types.ts'

const texts: RecommendationTexts = {
  timeline: 'Practice daily',
  description: (skill, accuracy) => `${skill} ${accuracy}`,
  methods: ['m'],
  target: '75%+',
}
const entry = (subject: string, correctAnswers: number, totalQuestions = 10, examType = 'ALBERTA_DIPLOMA') =>
  ({
    examType,
    subject,
    correctAnswers,
    totalQuestions,
    accuracy: (correctAnswers / totalQuestions) * 100,
  }) as ProgressEntry

describe('weakness analysis', () => {
  it('lists the weakest subjects first, at most 3, strong ones included (so Advanced can appear)', () => {
    const list = computeRecommendations(
      [entry('Math 30-1', 9), entry('English 30-1', 4), entry('Biology 30', 8), entry('Chemistry 30', 6)],
      texts,
    )
    expect(list.map((r) => [r.skill, r.accuracy])).toEqual([
      ['English 30-1', 40],
      ['Chemistry 30', 60],
      ['Biology 30', 80],
    ])
  })
  it('a student whose every subject is strong still gets them, with the texts', () => {
    const [only] = computeRecommendations([entry('Math 30-1', 9)], texts)
    expect(only).toEqual({
      skill: 'Math 30-1',
      accuracy: 90,
      timeline: 'Practice daily',
      description: 'Math 30-1 90',
      methods: ['m'],
      target: '75%+',
    })
  })
  it('adds up one subject across exams', () => {
    const list = computeRecommendations([entry('Mathematics', 2, 10, 'NMT'), entry('Mathematics', 8, 10, 'SAT')], texts)
    expect(list).toHaveLength(1)
    expect(list[0].accuracy).toBe(50)
  })
  it('nothing practised, nothing listed', () => {
    expect(computeRecommendations([], texts)).toEqual([])
  })
})
