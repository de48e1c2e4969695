import type { Sql } from 'postgres'
import type { ReviewCard } from '../../../openapi/types.ts'
import type { ReviewCardStore } from '../types.ts'
import { cardRow, toCard, type CardRow } from './card-rows.ts'

interface CardChange {
  questionId: string
  change: Parameters<ReviewCardStore['update']>[2]
  resolve: (card: ReviewCard | undefined) => void
  reject: (error: unknown) => void
}

/**
 * ReviewCardStore.update over PostgreSQL. The changes of one student's cards asked in the same tick go in one
 * transaction: their rows locked (in question order, so two transactions never wait on each other crosswise), each
 * change applied in the order asked — a second change of one card sees the first — and one upsert of the cards
 * changed. A finish's hundred mistakes are one commit, not a hundred transactions holding the pool's connections in
 * turn. A change that throws fails its own call only.
 */
export function cardUpdates(sql: Sql): ReviewCardStore['update'] {
  const asked = new Map<string, CardChange[]>()

  const run = async (userId: string, batch: CardChange[]) => {
    const ids = [...new Set(batch.map((c) => c.questionId))]
    const outcomes = await sql.begin(async (tx) => {
      const rows = await tx<CardRow[]>`
        SELECT * FROM review_cards WHERE user_id = ${userId} AND question_id = ANY(${ids}::text[])
        ORDER BY question_id FOR UPDATE`
      const cards = new Map(rows.map((row) => [row.question_id, toCard(row)]))
      const changed = new Map<string, ReturnType<typeof cardRow>>()
      const outcomes = batch.map(({ questionId, change }) => {
        try {
          const current = cards.get(questionId)
          const next = change(current && structuredClone(current))
          if (!next) return { card: current }
          const row = cardRow(userId, { ...next, questionId })
          changed.set(questionId, row)
          // As the row reads back (dates to ISO text), for the next change of this card and for the caller.
          const card = toCard(row as CardRow)
          cards.set(questionId, card)
          return { card }
        } catch (error) {
          return { error }
        }
      })
      const values = [...changed.values()]
      if (values.length) {
        const columns = Object.keys(values[0]).filter((c) => c !== 'user_id' && c !== 'question_id')
        await tx`
          INSERT INTO review_cards ${tx(values)}
          ON CONFLICT (user_id, question_id) DO UPDATE SET
          ${tx.unsafe(columns.map((c) => `${c} = EXCLUDED.${c}`).join(', '))}`
      }
      return outcomes
    })
    for (const [i, outcome] of outcomes.entries())
      if ('error' in outcome) batch[i].reject(outcome.error)
      else batch[i].resolve(outcome.card)
  }

  return (userId, questionId, change) =>
    new Promise((resolve, reject) => {
      const batch = asked.get(userId)
      if (batch) return void batch.push({ questionId, change, resolve, reject })
      asked.set(userId, [{ questionId, change, resolve, reject }])
      queueMicrotask(() => {
        const all = asked.get(userId) ?? []
        asked.delete(userId)
        run(userId, all).catch((error: unknown) => all.forEach((c) => c.reject(error)))
      })
    })
}
