import type { ReviewRating } from '../../openapi/types.ts'

/**
 * The rating of a review answer from correctness and time (decision 026): wrong or skipped → Again; right in more
 * than SLOW_SHARE of the question's time limit → Hard; right within FAST_SHARE of it → Easy; otherwise Good.
 */
export const FAST_SHARE = 0.25
export const SLOW_SHARE = 0.75

export interface GradedAnswer {
  chosen: string | null
  correct: boolean
  seconds: number
}

export function ratingFor(answer: GradedAnswer, timeLimit: number): ReviewRating {
  if (!answer.correct || answer.chosen === null) return 'Again'
  const limit = Math.max(timeLimit, 1)
  if (answer.seconds > limit * SLOW_SHARE) return 'Hard'
  if (answer.seconds <= limit * FAST_SHARE) return 'Easy'
  return 'Good'
}

/** A wrong or skipped answer: the ones the mistake review and the review cards are made of. */
export function isMistake(answer: Pick<GradedAnswer, 'chosen' | 'correct'>): boolean {
  return !answer.correct || answer.chosen === null
}
