import { importPayload } from '~/utils/review-card-schema.ts'
import { readLocal } from '~/utils/storage.ts'

/** The most bytes of answers and cards a sign-up carries (the app takes bodies up to 64 KB in all). */
const SIGN_UP_REVIEW_BUDGET = 40_000

/** The sign-up form's three fields from what this browser holds: results, answers and review cards. */
export function visitorImportFields() {
  const review = importPayload(SIGN_UP_REVIEW_BUDGET)
  return { progress: JSON.stringify(readLocal('userProgress') ?? []), answers: review.answers, cards: review.cards }
}
