import { SECTION } from '../registry.ts'
import type { ResultCard } from '../results.ts'
import { percent } from '../scoring.ts'
import { percentages, sumTallies, type Tallies } from '../tally.ts'

/** A sample session's answers: per subject, each topic's [correct, total]. */
type SampleTopics = Record<string, Record<string, [correct: number, total: number]>>

/** A sample card from its topic tallies: the totals and percentages are worked out as a real session's are. */
function sampleCard(card: Pick<ResultCard, 'id' | 'number' | 'date' | 'minutes'>, subjects: SampleTopics): ResultCard {
  const bySubject: Record<string, Tallies> = Object.fromEntries(
    Object.entries(subjects).map(([subject, topics]) => [
      subject,
      Object.fromEntries(Object.entries(topics).map(([topic, [correct, total]]) => [topic, { correct, total }])),
    ]),
  )
  const topicBreakdown: Tallies = Object.assign({}, ...Object.values(bySubject))
  const all = sumTallies(topicBreakdown)
  const subjectTallies = Object.fromEntries(Object.entries(bySubject).map(([s, topics]) => [s, sumTallies(topics)]))
  return {
    ...card,
    attempted: all.total,
    correct: all.correct,
    scorePercentage: percent(all.correct, all.total),
    subjectScores: percentages(subjectTallies),
    topicBreakdown,
  }
}

/**
 * The spec's hard-coded sample sessions. /nmt-results shows them ONLY as a clearly labelled example when the
 * student has no NMT results yet (decision 007).
 */
export const NMT_SAMPLE_CARDS: ResultCard[] = [
  sampleCard(
    { id: 'example-2', number: 2, date: '2025-03-12T09:30:00.000Z', minutes: 25 },
    {
      [SECTION.ukrainian]: { punctuation: [4, 4], vocabulary: [2, 3] },
      [SECTION.mathematics]: { algebra: [3, 4], geometry: [2, 3] },
      [SECTION.historyOfUkraine]: { medieval_period: [3, 3], modern_history: [2, 3] },
    },
  ),
  sampleCard(
    { id: 'example-1', number: 1, date: '2025-03-05T15:00:00.000Z', minutes: 18 },
    {
      [SECTION.ukrainian]: { grammar: [2, 3], punctuation: [1, 2] },
      [SECTION.mathematics]: { algebra: [1, 3], geometry: [1, 2] },
      [SECTION.historyOfUkraine]: { medieval_period: [2, 2], modern_history: [2, 3] },
    },
  ),
]
