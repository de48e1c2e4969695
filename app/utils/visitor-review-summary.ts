import { readAnswers, readCards } from '~/utils/browser-store/records.ts'
import type { ReviewSummary } from '#openapi/types.ts'

/**
 * Due now, all cards and the soonest due time of a visitor's review cards, without the scheduler (so the header
 * need not load it): a wrong or skipped answer newer than the cards makes its question's card new and due at the
 * time of the answer, so the figures equal those of the cards brought up to date (visitor-cards.ts).
 */
export async function peekVisitorSummary(now = new Date()): Promise<ReviewSummary> {
  // Storage unavailable: nothing is kept here.
  const [stored, answers] = await Promise.all([
    readCards().catch(() => ({ syncedTo: null, cards: [] })),
    readAnswers().catch(() => []),
  ])
  const due = new Map(stored.cards.map((c) => [c.questionId, c.due]))
  const syncedTo = stored.syncedTo
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
