import type { LocalProgressEntry } from '~/utils/storage.ts'
import type { Estimate } from '#domain/exam/full-length/index.ts'
import { MAX_SESSION_SECONDS } from '#domain/exam/tally.ts'

/** A topic's tallies summed over the sections it appears in. */
function topicTallies(estimate: Estimate) {
  const out: Record<string, { correct: number; total: number }> = {}
  for (const t of estimate.topics) {
    const old = out[t.topic] ?? { correct: 0, total: 0 }
    out[t.topic] = { correct: old.correct + t.right, total: old.total + t.total }
  }
  return out
}

const wholeSeconds = (seconds: number) => Math.min(MAX_SESSION_SECONDS, Math.max(0, Math.round(seconds)))

/** Tallies of an estimate in the numbers a practice session keeps (the signed-in student's server session). */
export function sessionNumbers(estimate: Estimate, seconds: number) {
  const right = estimate.sections.reduce((n, s) => n + s.right, 0)
  const total = estimate.sections.reduce((n, s) => n + s.total, 0)
  return {
    questionsAttempted: total,
    questionsCorrect: right,
    scorePercentage: total ? Math.round((100 * right) / total) : 0,
    subjectScores: Object.fromEntries(estimate.sections.map((s) => [s.label, s.percent])),
    topicBreakdown: topicTallies(estimate),
    totalTime: wholeSeconds(seconds),
  }
}

/**
 * A visitor's finished mock as a userProgress entry (spec section 3), like the short flows write: the exam type
 * the server session would get, subject scores as tallies so /progress shows exact accuracy.
 */
export function visitorProgressEntry(
  estimate: Estimate,
  info: { testType: string; date: Date; seconds: number },
): LocalProgressEntry {
  const numbers = sessionNumbers(estimate, info.seconds)
  return {
    date: info.date.toISOString(),
    testType: info.testType,
    province: null,
    questionsAttempted: numbers.questionsAttempted,
    questionsCorrect: numbers.questionsCorrect,
    scorePercentage: numbers.scorePercentage,
    subjectScores: Object.fromEntries(estimate.sections.map((s) => [s.label, { correct: s.right, total: s.total }])),
    topicBreakdown: numbers.topicBreakdown,
    totalTime: numbers.totalTime,
  }
}
