import { describe, expect, it } from 'vitest'
import { SECTION } from '../registry.ts'
import { NMT_SAMPLE_CARDS } from './nmt-samples.ts'

describe('NMT_SAMPLE_CARDS', () => {
  it('work out the sample sessions’ totals and percentages from their topic tallies', () => {
    const figures = NMT_SAMPLE_CARDS.map(({ id, attempted, correct, scorePercentage, subjectScores }) => ({
      id,
      attempted,
      correct,
      scorePercentage,
      subjectScores,
    }))
    expect(figures).toEqual([
      {
        id: 'example-2',
        attempted: 20,
        correct: 16,
        scorePercentage: 80,
        subjectScores: { [SECTION.ukrainian]: 86, [SECTION.mathematics]: 71, [SECTION.historyOfUkraine]: 83 },
      },
      {
        id: 'example-1',
        attempted: 15,
        correct: 9,
        scorePercentage: 60,
        subjectScores: { [SECTION.ukrainian]: 60, [SECTION.mathematics]: 40, [SECTION.historyOfUkraine]: 80 },
      },
    ])
    expect(NMT_SAMPLE_CARDS[1].topicBreakdown).toEqual({
      grammar: { correct: 2, total: 3 },
      punctuation: { correct: 1, total: 2 },
      algebra: { correct: 1, total: 3 },
      geometry: { correct: 1, total: 2 },
      medieval_period: { correct: 2, total: 2 },
      modern_history: { correct: 2, total: 3 },
    })
  })
})
