import * as v from 'valibot'
import { reportNotKept } from '~/utils/storage-events.ts'
import { LocalProgressEntry } from '~/utils/storage.ts'
import { announceChange, type StoreChange } from './changes.ts'
import { dropOldest } from './database.ts'
import { progressDb } from './progress-db.ts'
import {
  ANSWER_HISTORY_MAX,
  RESULTS_MAX,
  REVIEW_CARDS_MAX,
  StoredAnswer,
  StoredAttempt,
  StoredCard,
} from './schemas.ts'
import type { AnswerRecord, FullExamState, ReviewCard } from '#openapi/types.ts'

/**
 * A visitor's progress as the browser store reads and writes it (decision 134): finished tests, the answer
 * history, review cards and full-length attempts in IndexedDB. Every write is checked by its schema first and is
 * one transaction, through `write`: the one place that announces a committed change to this page and the other tabs
 * and reports a write the browser refused (the page shows a notice, decision 147) before it throws.
 */

async function write(stores: StoreChange, run: () => Promise<void>) {
  try {
    await run()
  } catch (error) {
    reportNotKept(error)
    throw error
  }
  announceChange(stores)
}

/** The finished tests, oldest first. */
export async function readResults(): Promise<LocalProgressEntry[]> {
  return (await progressDb()).getAll('results')
}

export function addResult(entry: LocalProgressEntry) {
  return write(['results'], async () => {
    const checked = v.parse(LocalProgressEntry, entry)
    const tx = (await progressDb()).transaction(['results'], 'readwrite')
    await tx.objectStore('results').put(checked)
    await dropOldest(tx, 'results', RESULTS_MAX)
    await tx.done
  })
}

/** The answer history, oldest first. */
export async function readAnswers(): Promise<StoredAnswer[]> {
  return (await progressDb()).getAll('answers')
}

/** Adds finished questions (stamped now when they carry no time); the newest ANSWER_HISTORY_MAX are kept. */
export function addAnswers(records: AnswerRecord[], now = new Date()) {
  return write(['answers'], async () => {
    const stamped = records.map((r) => v.parse(StoredAnswer, { ...r, answeredAt: r.answeredAt ?? now.toISOString() }))
    const tx = (await progressDb()).transaction(['answers'], 'readwrite')
    for (const answer of stamped) await tx.objectStore('answers').put(answer)
    await dropOldest(tx, 'answers', ANSWER_HISTORY_MAX)
    await tx.done
  })
}

/** The review cards and the newest answer they took in (null: none yet). */
export async function readCards(): Promise<{ syncedTo: string | null; cards: ReviewCard[] }> {
  const tx = (await progressDb()).transaction(['cards', 'meta'])
  const [cards, syncedTo] = await Promise.all([
    tx.objectStore('cards').getAll(),
    tx.objectStore('meta').get('cardsSyncedTo'),
  ])
  return { syncedTo: syncedTo ?? null, cards }
}

/** Replaces the cards (the soonest due REVIEW_CARDS_MAX are kept) and the answer they took in. */
export function writeCards(
  syncedTo: string | null,
  cards: ReviewCard[],
  bySoonest: (a: ReviewCard, b: ReviewCard) => number,
) {
  return write(['cards'], async () => {
    const kept = [...cards]
      .sort(bySoonest)
      .slice(0, REVIEW_CARDS_MAX)
      .map((card) => v.parse(StoredCard, card))
    const tx = (await progressDb()).transaction(['cards', 'meta'], 'readwrite')
    await tx.objectStore('cards').clear()
    for (const card of kept) await tx.objectStore('cards').put(card)
    await tx.objectStore('meta').put(syncedTo, 'cardsSyncedTo')
    await tx.done
  })
}

export async function readAttempt(id: string): Promise<FullExamState | null> {
  return (await (await progressDb()).get('attempts', id)) ?? null
}

export function writeAttempt(id: string, state: FullExamState) {
  return write(['attempts'], async () => {
    await (await progressDb()).put('attempts', v.parse(StoredAttempt, state), id)
  })
}
