// The answers and review-card rules of the in-process stores (memory and lowdb), over plain arrays: the
// PostgreSQL store gives the same results from SQL. No node-only imports (the browser mocks bundle it).
import { bySoonestDue } from '../../domain/review/fsrs.ts'
import { isMistake } from '../../domain/review/rating.ts'
import type { ReviewCard, ReviewSummary } from '../../openapi/types.ts'
import type { AnswerCursor, AnswerFilter, ReviewCardQuery, StoredAnswer } from './types.ts'

/** A card as the in-process stores keep it: with its owner. */
export type OwnedCard = ReviewCard & { userId: string }

/** Code-point order (as PostgreSQL's COLLATE "C" and the cursor's comparison), not the locale's. */
const byCodePoint = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)

/** Newest first: answeredAt, then id, both descending. */
export const answersNewestFirst = (a: StoredAnswer, b: StoredAnswer) =>
  byCodePoint(b.answeredAt, a.answeredAt) || byCodePoint(b.id, a.id)

const isAfter = (a: StoredAnswer, cursor: AnswerCursor) =>
  a.answeredAt < cursor.answeredAt || (a.answeredAt === cursor.answeredAt && a.id < cursor.id)

export function matchesAnswer(a: StoredAnswer, userId: string, filter: AnswerFilter): boolean {
  return (
    a.userId === userId &&
    (!filter.examType || a.examType === filter.examType) &&
    (!filter.section || a.section === filter.section) &&
    (!filter.topic || a.topic.toLowerCase() === filter.topic.toLowerCase()) &&
    (!filter.sessionId || a.sessionId === filter.sessionId) &&
    (!filter.mistakes || isMistake(a))
  )
}

/** The answers of `incoming` that `existing` (and the ones before them in `incoming`) do not already hold. */
export function newAnswers(existing: StoredAnswer[], userId: string, incoming: StoredAnswer[]): StoredAnswer[] {
  const keys = new Set<string>()
  for (const a of existing) if (a.userId === userId) for (const k of answerKeys(a)) keys.add(k)
  const added: StoredAnswer[] = []
  for (const a of incoming) {
    const ks = answerKeys({ ...a, userId })
    if (ks.some((k) => keys.has(k))) continue
    for (const k of ks) keys.add(k)
    added.push({ ...structuredClone(a), userId })
  }
  return added
}

/** The unique keys of an answer: the question at an instant, and the question in a session. */
function answerKeys(a: StoredAnswer): string[] {
  const keys = [`t\u0000${a.questionId}\u0000${a.answeredAt}`]
  if (a.sessionId) keys.push(`s\u0000${a.sessionId}\u0000${a.questionId}`)
  return keys
}

export function pageOfAnswers(
  all: StoredAnswer[],
  userId: string,
  filter: AnswerFilter,
  page: { limit: number; after?: AnswerCursor },
): StoredAnswer[] {
  return all
    .filter((a) => matchesAnswer(a, userId, filter) && (!page.after || isAfter(a, page.after)))
    .sort(answersNewestFirst)
    .slice(0, page.limit)
    .map((a) => structuredClone(a))
}

export function allAnswers(all: StoredAnswer[], userId: string, examType?: string): StoredAnswer[] {
  return all
    .filter((a) => a.userId === userId && (!examType || a.examType === examType))
    .sort((a, b) => -answersNewestFirst(a, b))
    .map((a) => structuredClone(a))
}

export function sessionQuestionIds(all: StoredAnswer[], userId: string, sessionId: string): Set<string> {
  return new Set(all.filter((a) => a.userId === userId && a.sessionId === sessionId).map((a) => a.questionId))
}

const strip = ({ userId: _user, ...card }: OwnedCard): ReviewCard => structuredClone(card)

export function findCard(cards: OwnedCard[], userId: string, questionId: string): ReviewCard | undefined {
  const card = cards.find((c) => c.userId === userId && c.questionId === questionId)
  return card && strip(card)
}

/** Runs `change` on the user's card and writes what it returns into `cards` (in place). */
export function changeCard(
  cards: OwnedCard[],
  userId: string,
  questionId: string,
  change: (card: ReviewCard | undefined) => ReviewCard | undefined,
): ReviewCard | undefined {
  const index = cards.findIndex((c) => c.userId === userId && c.questionId === questionId)
  const next = change(index < 0 ? undefined : strip(cards[index]))
  if (!next) return index < 0 ? undefined : strip(cards[index])
  const owned = { ...structuredClone(next), questionId, userId }
  if (index < 0) cards.push(owned)
  else cards[index] = owned
  return strip(owned)
}

export function addMissingCards(cards: OwnedCard[], userId: string, incoming: ReviewCard[]): number {
  let added = 0
  for (const card of incoming) {
    if (cards.some((c) => c.userId === userId && c.questionId === card.questionId)) continue
    cards.push({ ...structuredClone(card), userId })
    added++
  }
  return added
}

export function listCards(cards: OwnedCard[], userId: string, query: ReviewCardQuery): ReviewCard[] {
  return cards
    .filter(
      (c) =>
        c.userId === userId &&
        (!query.dueBy || Date.parse(c.due) <= Date.parse(query.dueBy)) &&
        (!query.examType || c.examType === query.examType),
    )
    .map(strip)
    .sort(bySoonestDue)
    .slice(0, query.limit)
}

export function cardSummary(cards: OwnedCard[], userId: string, now: string): ReviewSummary {
  const own = cards.filter((c) => c.userId === userId).sort(bySoonestDue)
  return {
    due: own.filter((c) => Date.parse(c.due) <= Date.parse(now)).length,
    total: own.length,
    nextDue: own[0]?.due ?? null,
  }
}
