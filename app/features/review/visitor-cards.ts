import { DUE_MAX, type DueItem } from '~/features/review/types.ts'
import { lookUpQuestions } from '~/features/review/visitor-mistakes.ts'
import { addAnswers, readAnswers, readCards, writeCards } from '~/utils/browser-store/records.ts'
import { REVIEW_CARDS_MAX } from '~/utils/browser-store/schemas.ts'
import { bySoonestDue, cardAfterAnswer, gradeCard, isDue } from '#domain/review/fsrs.ts'
import { ratingFor } from '#domain/review/rating.ts'
import type { AnswerRecord, ReviewCard, ReviewGradeResult, ReviewSummary } from '#openapi/types.ts'

/**
 * A visitor's review cards (FSRS, the same rules as the server: domain/review), in the browser store. Cards are
 * made from the wrong and skipped answers of the visitor's answer history: each read first takes in the answers
 * given since the last one. The scheduler (ts-fsrs) comes with this module: /review/today imports it lazily, for
 * visitors only.
 */

/** Storage full or unavailable (the store has told the student): the cards are made again from the history next time. */
const write = (syncedTo: string | null, cards: ReviewCard[]) =>
  writeCards(syncedTo, cards, bySoonestDue).catch(() => {})

/** The visitor's cards, after taking in the answers given since the last read (a miss makes or resets a card). */
export async function readVisitorCards(): Promise<ReviewCard[]> {
  // Storage unavailable reads as nothing kept: the page works without it.
  const [stored, answers] = await Promise.all([
    readCards().catch(() => ({ syncedTo: null, cards: [] })),
    readAnswers().catch(() => []),
  ])
  const fresh = answers
    .filter((a) => stored.syncedTo === null || a.answeredAt > stored.syncedTo)
    .sort((a, b) => a.answeredAt.localeCompare(b.answeredAt))
  if (fresh.length === 0) return stored.cards
  const byId = new Map(stored.cards.map((c) => [c.questionId, c]))
  for (const answer of fresh) {
    const next = cardAfterAnswer(byId.get(answer.questionId), answer, new Date(answer.answeredAt))
    if (next) byId.set(answer.questionId, next)
  }
  const cards = [...byId.values()]
  await write(fresh[fresh.length - 1].answeredAt, cards)
  return cards.sort(bySoonestDue).slice(0, REVIEW_CARDS_MAX)
}

/** The cards due at `now`, soonest first. */
export async function visitorDueCards(now = new Date()): Promise<ReviewCard[]> {
  return (await readVisitorCards()).filter((c) => isDue(c, now)).sort(bySoonestDue)
}

/** Due now, all cards and the soonest due time: the same figures as GET /api/review/summary. */
export async function visitorReviewSummary(now = new Date()): Promise<ReviewSummary> {
  const cards = (await readVisitorCards()).sort(bySoonestDue)
  return { due: cards.filter((c) => isDue(c, now)).length, total: cards.length, nextDue: cards[0]?.due ?? null }
}

/**
 * Grades a card answered again (rating from correctness and time) and reschedules it, as the server does; the
 * answer goes into the history too, already taken in (it grades the card, it does not reset it as a new miss).
 */
export async function gradeVisitorCard(
  record: AnswerRecord,
  timeLimit: number,
  now = new Date(),
): Promise<ReviewGradeResult | null> {
  const cards = await readVisitorCards()
  const card = cards.find((c) => c.questionId === record.questionId)
  if (!card) return null
  const rating = ratingFor(record, timeLimit)
  const next = gradeCard(card, rating, now)
  const answeredAt = now.toISOString()
  // Storage full or unavailable (the store has told the student): the card is still graded.
  await addAnswers([{ ...record, answeredAt }]).catch(() => {})
  await write(
    answeredAt,
    cards.map((c) => (c.questionId === record.questionId ? next : c)),
  )
  return { rating, card: next }
}

/** A visitor's due cards (this browser's) with their questions; a card whose question is gone is left out. */
export async function loadVisitorDue(signal?: AbortSignal, now = new Date()) {
  const cards = (await visitorDueCards(now)).slice(0, DUE_MAX)
  const questions = await lookUpQuestions(cards, signal)
  if (questions === null) return { items: [], loadError: true }
  const items: DueItem[] = cards.flatMap((card) =>
    questions[card.questionId] ? [{ card, question: questions[card.questionId] }] : [],
  )
  return { items, loadError: false }
}
