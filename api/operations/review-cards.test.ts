import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { closeCollections } from '../store/collection.ts'
import { openLowStore } from '../store/index.ts'
import { bank } from '../store/store.contract.ts'
import type { StoredAnswer } from '../store/types.ts'
import type { OperationContext } from './context.ts'
import { updateCardsFor } from './review.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) {
    await closeCollections(dir)
    rmSync(dir, { recursive: true, force: true })
  }
})

const answer = (i: number, correct: boolean, questionId = `q${i}`): StoredAnswer => ({
  id: `ans_${i}`,
  userId: 'usr_finish',
  sessionId: i < 100 ? 'ses_1' : null,
  questionId,
  examType: 'SAT',
  section: 'Math',
  topic: 'Algebra',
  difficulty: 'Medium',
  chosen: correct ? 'A' : null,
  correct,
  seconds: 30,
  answeredAt: new Date(Date.UTC(2026, 10, 29, 8, 0, i)).toISOString(),
})

/** The journal's lines (decision 081): one per document and append. */
function journalLines(dir: string): string[] {
  const journal = path.join(dir, 'journal')
  return readdirSync(journal).flatMap((name) =>
    readFileSync(path.join(journal, name), 'utf8').split('\n').filter(Boolean),
  )
}

describe("a finish's review cards", () => {
  it('are written in one journal append on lowdb, one card per mistake, none for a right answer', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examready-cards-'))
    dirs.push(dir)
    const store = await openLowStore(dir, bank)
    const ctx = { store } as Partial<OperationContext> as OperationContext
    const answers = Array.from({ length: 60 }, (_, i) => answer(i, i % 3 === 0))
    const before = journalLines(dir).length
    await updateCardsFor(ctx, 'usr_finish', answers)
    expect(journalLines(dir).length - before).toBe(1)
    const cards = await store.reviewCards.list('usr_finish', { limit: 1000 })
    expect(cards.map((c) => c.questionId).sort()).toEqual(
      answers
        .filter((a) => !a.correct)
        .map((a) => a.questionId)
        .sort(),
    )
  })

  it("applies one question's answers in their order (the later answer's card is the one kept)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examready-cards-'))
    dirs.push(dir)
    const store = await openLowStore(dir, bank)
    const ctx = { store } as Partial<OperationContext> as OperationContext
    // Outside a session the same question can be answered twice in one batch.
    await updateCardsFor(ctx, 'usr_finish', [answer(100, false, 'q-again'), answer(140, false, 'q-again')])
    const [card] = await store.reviewCards.list('usr_finish', { limit: 10 })
    expect(card.due).toBe('2026-11-29T08:02:20.000Z')
  })
})
