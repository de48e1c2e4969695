import { readAnswers, readCards, readResults } from '~/utils/browser-store/records.ts'
import { IMPORT_MAX } from '~/utils/browser-store/schemas.ts'

/** The most bytes of answers and cards a sign-up carries (the app takes bodies up to 64 KB in all). */
const SIGN_UP_REVIEW_BUDGET = 40_000

const bytes = (text: string) => new TextEncoder().encode(text).length

/**
 * The sign-up form's three fields from what this browser store holds: results, answers and review cards. Of the
 * answers and cards, the newest answers and the soonest-due cards, fewer of each until both fit in `budget` bytes
 * of JSON. Read only: the browser keeps all of it (the account's import skips what it already holds).
 */
export async function visitorImportFields(budget = SIGN_UP_REVIEW_BUDGET) {
  // Storage unavailable reads as nothing to move.
  const [results, answers, stored] = await Promise.all([
    readResults().catch(() => []),
    readAnswers().catch(() => []),
    readCards().catch(() => ({ cards: [] })),
  ])
  let newest = answers.slice(-IMPORT_MAX)
  let cards = [...stored.cards].sort((a, b) => a.due.localeCompare(b.due)).slice(0, IMPORT_MAX)
  for (;;) {
    const payload = { answers: JSON.stringify(newest), cards: JSON.stringify(cards) }
    if (bytes(payload.answers) + bytes(payload.cards) <= budget)
      return { progress: JSON.stringify(results), ...payload }
    // Drop a tenth of the larger list (the oldest answers, the latest-due cards) and try again.
    if (newest.length > 0 && payload.answers.length >= payload.cards.length)
      newest = newest.slice(Math.ceil(newest.length / 10))
    else cards = cards.slice(0, Math.floor((cards.length * 9) / 10))
  }
}
