import * as v from 'valibot'
import { readVisitorAnswers } from '~/utils/answer-history.ts'
import { readValue } from '~/utils/storage.ts'
import { reviewCardSchema, timestampSchema } from '#openapi/records.ts'
import type { ReviewCard, ReviewSummary } from '#openapi/types.ts'

/** The stored shape of a visitor's review cards (`reviewCards`), apart from the FSRS rules that change them. */

export const REVIEW_CARDS_KEY = 'reviewCards'
/** The most cards kept (the soonest due); about 150 KB at most. */
export const REVIEW_CARDS_MAX = 500
// Fired on window when the visitor's cards change; its own module so the header's badge need not load this one.
export { REVIEW_CARDS_EVENT } from '~/utils/review-events.ts'

export const StoredCard = reviewCardSchema

export const StoredCards = v.object({
  /** The newest history answer already taken in (null: none yet). */
  syncedTo: v.nullable(timestampSchema),
  cards: v.pipe(v.array(StoredCard), v.maxLength(REVIEW_CARDS_MAX)),
})
export type StoredCards = v.InferOutput<typeof StoredCards>

/** The cards as stored (not yet brought up to date with the newest answers: the server does that on import). */
export function readStoredCards(): ReviewCard[] {
  try {
    return readValue('local', REVIEW_CARDS_KEY, StoredCards)?.cards ?? []
  } catch {
    return []
  }
}

/**
 * Due now, all cards and the soonest due time, without the scheduler (so the header need not load it): a wrong
 * or skipped answer newer than the cards makes its question's card new and due at the time of the answer, so
 * the figures equal those of the cards brought up to date (visitor-cards.ts).
 */
export function peekVisitorSummary(now = new Date()): ReviewSummary {
  let stored: StoredCards | null = null
  let answers: ReturnType<typeof readVisitorAnswers> = []
  try {
    stored = readValue('local', REVIEW_CARDS_KEY, StoredCards)
    answers = readVisitorAnswers()
  } catch {
    // Storage unavailable: nothing is kept here.
  }
  const due = new Map((stored?.cards ?? []).map((c) => [c.questionId, c.due]))
  const syncedTo = stored?.syncedTo ?? null
  const fresh = new Map<string, string>()
  for (const a of answers) {
    if ((syncedTo === null || a.answeredAt > syncedTo) && (!a.correct || a.chosen === null)) {
      // The newest miss sets the card's due time (a card reset at the time of the answer).
      if (a.answeredAt > (fresh.get(a.questionId) ?? '')) {
        due.set(a.questionId, a.answeredAt)
        fresh.set(a.questionId, a.answeredAt)
      }
    }
  }
  const times = [...due.values()].sort()
  return {
    due: times.filter((t) => Date.parse(t) <= now.getTime()).length,
    total: times.length,
    nextDue: times[0] ?? null,
  }
}

/** The most answers and cards one import call takes (POST /api/answers/import). */
export const IMPORT_MAX = 200

/**
 * What the register form carries of the visitor's answers and cards: the newest answers and the soonest-due
 * cards, fewer of each until both fit in `budget` bytes of JSON (the app takes bodies up to 64 KB).
 */
export function importPayload(budget: number): { answers: string; cards: string } {
  let answers: ReturnType<typeof readVisitorAnswers> = []
  try {
    answers = readVisitorAnswers()
  } catch {
    answers = []
  }
  let newest = answers.slice(-IMPORT_MAX)
  let cards = readStoredCards()
    .sort((a, b) => a.due.localeCompare(b.due))
    .slice(0, IMPORT_MAX)
  const bytes = (text: string) => new TextEncoder().encode(text).length
  for (;;) {
    const payload = { answers: JSON.stringify(newest), cards: JSON.stringify(cards) }
    if (bytes(payload.answers) + bytes(payload.cards) <= budget) return payload
    // Drop a tenth of the larger list (the oldest answers, the latest-due cards) and try again.
    if (newest.length > 0 && payload.answers.length >= payload.cards.length)
      newest = newest.slice(Math.ceil(newest.length / 10))
    else cards = cards.slice(0, Math.floor((cards.length * 9) / 10))
  }
}
