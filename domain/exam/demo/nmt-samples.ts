import { SECTION } from '../registry.ts'
import type { ResultCard } from '../results.ts'

/**
 * The spec's hard-coded sample sessions. /nmt-results shows them ONLY as a clearly labelled example when the
 * student has no NMT results yet (decision 007).
 */
export const NMT_SAMPLE_CARDS: ResultCard[] = [
  {
    id: 'example-2',
    number: 2,
    date: '2025-03-12T09:30:00.000Z',
    minutes: 25,
    attempted: 20,
    correct: 16,
    scorePercentage: 80,
    subjectScores: {
      [SECTION.ukrainian]: 86,
      [SECTION.mathematics]: 71,
      [SECTION.historyOfUkraine]: 83,
    },
    topicBreakdown: {
      punctuation: {
        correct: 4,
        total: 4,
      },
      vocabulary: {
        correct: 2,
        total: 3,
      },
      algebra: {
        correct: 3,
        total: 4,
      },
      geometry: {
        correct: 2,
        total: 3,
      },
      medieval_period: {
        correct: 3,
        total: 3,
      },
      modern_history: {
        correct: 2,
        total: 3,
      },
    },
  },
  {
    id: 'example-1',
    number: 1,
    date: '2025-03-05T15:00:00.000Z',
    minutes: 18,
    attempted: 15,
    correct: 9,
    scorePercentage: 60,
    subjectScores: {
      [SECTION.ukrainian]: 60,
      [SECTION.mathematics]: 40,
      [SECTION.historyOfUkraine]: 80,
    },
    topicBreakdown: {
      grammar: {
        correct: 2,
        total: 3,
      },
      punctuation: {
        correct: 1,
        total: 2,
      },
      algebra: {
        correct: 1,
        total: 3,
      },
      geometry: {
        correct: 1,
        total: 2,
      },
      medieval_period: {
        correct: 2,
        total: 2,
      },
      modern_history: {
        correct: 2,
        total: 3,
      },
    },
  },
]
