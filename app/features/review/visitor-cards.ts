import { DUE_MAX, type DueItem } from '~/features/review/types.ts'
import { lookUpQuestions } from '~/features/review/visitor-mistakes.ts'
import { appendVisitorAnswers, readVisitorAnswers } from '~/utils/answer-history.ts'
import { REVIEW_CARDS_EVENT, REVIEW_CARDS_KEY, REVIEW_CARDS_MAX, StoredCards } from '~/utils/review-card-schema.ts'
import { readValue, writeValue } from '~/utils/storage.ts'
import { bySoonestDue, cardAfterAnswer, gradeCard, isDue } from '#domain/review/fsrs.ts'
import { ratingFor } from '#domain/review/rating.ts'
import type { AnswerRecord, ReviewCard, ReviewGradeResult, ReviewSummary } from '#openapi/types.ts'

/**
 * A visitor's review cards (FSRS, the same rules as the server: domain/review), in the browser under
 * `reviewCards`. Cards are made from the wrong and skipped answers of the visitor's history (answerHistory):
 * each read first takes in the answers given since the last one. Validated on read, bounded. The scheduler
 * (ts-fsrs) comes with this module: /review/today imports it lazily, for visitors only.
 */

export { REVIEW_CARDS_EVENT, REVIEW_CARDS_KEY }

function read(): StoredCards {
  try {
    return readValue('local', REVIEW_CARDS_KEY, StoredCards) ?? { syncedTo: null, cards: [] }
  } catch {
    return { syncedTo: null, cards: [] }
  }
}

function write(value: StoredCards) {
  const cards = [...value.cards].sort(bySoonestDue).slice(0, REVIEW_CARDS_MAX)
  try {
    writeValue('local', REVIEW_CARDS_KEY, StoredCards, { ...value, cards })
    window.dispatchEvent(new Event(REVIEW_CARDS_EVENT))
  } catch {
    // Storage full or unavailable: the cards are made again from the history next time.
  }
}

/** The visitor's cards, after taking in the answers given since the last read (a miss makes or resets a card). */
export function readVisitorCards(): ReviewCard[] {
  const stored = read()
  let answers: ReturnType<typeof readVisitorAnswers> = []
  try {
    answers = readVisitorAnswers()
  } catch {
    answers = []
  }
  const fresh = answers
    .filter((a) => stored.syncedTo === null || a.answeredAt > stored.syncedTo)
    .sort((a, b) => a.answeredAt.localeCompare(b.answeredAt))
  if (fresh.length === 0) return stored.cards
  const byId = new Map(stored.cards.map((c) => [c.questionId, c]))
  for (const answer of fresh) {
    const next = cardAfterAnswer(byId.get(answer.questionId), answer, new Date(answer.answeredAt))
    if (next) byId.set(answer.questionId, next)
  }
  const value = { syncedTo: fresh[fresh.length - 1].answeredAt, cards: [...byId.values()] }
  write(value)
  return read().cards
}

/** The cards due at `now`, soonest first. */
export function visitorDueCards(now = new Date()): ReviewCard[] {
  return readVisitorCards()
    .filter((c) => isDue(c, now))
    .sort(bySoonestDue)
}

/** Due now, all cards and the soonest due time: the same figures as GET /api/review/summary. */
export function visitorReviewSummary(now = new Date()): ReviewSummary {
  const cards = readVisitorCards().sort(bySoonestDue)
  return { due: cards.filter((c) => isDue(c, now)).length, total: cards.length, nextDue: cards[0]?.due ?? null }
}

/**
 * Grades a card answered again (rating from correctness and time) and reschedules it, as the server does; the
 * answer goes into the history too, already taken in (it grades the card, it does not reset it as a new miss).
 */
export function gradeVisitorCard(record: AnswerRecord, timeLimit: number, now = new Date()): ReviewGradeResult | null {
  const cards = readVisitorCards()
  const card = cards.find((c) => c.questionId === record.questionId)
  if (!card) return null
  const rating = ratingFor(record, timeLimit)
  const next = gradeCard(card, rating, now)
  const answeredAt = now.toISOString()
  try {
    appendVisitorAnswers([{ ...record, answeredAt }])
  } catch {
    // Storage full or unavailable: the card is still graded.
  }
  write({ syncedTo: answeredAt, cards: cards.map((c) => (c.questionId === record.questionId ? next : c)) })
  return { rating, card: next }
}

/** A visitor's due cards (this browser's) with their questions; a card whose question is gone is left out. */
export async function loadVisitorDue(signal?: AbortSignal, now = new Date()) {
  const cards = visitorDueCards(now).slice(0, DUE_MAX)
  const questions = await lookUpQuestions(cards, signal)
  if (questions === null) return { items: [], loadError: true }
  const items: DueItem[] = cards.flatMap((card) =>
    questions[card.questionId] ? [{ card, question: questions[card.questionId] }] : [],
  )
  return { items, loadError: false }
}

/** Everything the browser keeps, for the import at sign-up. */
export function visitorCardsForImport(): ReviewCard[] {
  return readVisitorCards()
}
