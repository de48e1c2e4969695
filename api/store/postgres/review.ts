import type { Sql } from 'postgres'
import type { AnswerStore, ReviewCardStore, StoredAnswer } from '../types.ts'
import { cardRow, toCard, type CardRow } from './card-rows.ts'
import { cardUpdates } from './card-updates.ts'

// The answer history and review cards (issue 13) over PostgreSQL. Every query names the owner (issue 16).

interface AnswerRow {
  id: string
  user_id: string
  session_id: string | null
  question_id: string
  exam_type: string
  section: string
  topic: string
  difficulty: string
  chosen: string | null
  correct: boolean
  seconds: number
  answered_at: Date
  shuffle_seed: string | number | null
}

const toAnswer = (r: AnswerRow): StoredAnswer => ({
  id: r.id,
  userId: r.user_id,
  sessionId: r.session_id,
  questionId: r.question_id,
  examType: r.exam_type as StoredAnswer['examType'],
  section: r.section,
  topic: r.topic,
  difficulty: r.difficulty as StoredAnswer['difficulty'],
  chosen: r.chosen,
  correct: r.correct,
  seconds: r.seconds,
  answeredAt: r.answered_at.toISOString(),
  ...(r.shuffle_seed === null ? {} : { shuffleSeed: Number(r.shuffle_seed) }),
})

/** The row an answer is stored as (add and the lowdb import use it). */
export function answerRow(a: StoredAnswer) {
  return {
    id: a.id,
    user_id: a.userId,
    session_id: a.sessionId,
    question_id: a.questionId,
    exam_type: a.examType,
    section: a.section,
    topic: a.topic,
    difficulty: a.difficulty,
    chosen: a.chosen,
    correct: a.correct,
    seconds: a.seconds,
    answered_at: new Date(a.answeredAt),
    shuffle_seed: a.shuffleSeed ?? null,
  }
}

export function answerStore(sql: Sql): AnswerStore {
  return {
    // One statement: the rows a unique key already holds (same session and question, or same question and
    // instant) are skipped, in the request too (ON CONFLICT sees the rows inserted before it in the statement).
    add: async (userId, answers) => {
      if (!answers.length) return []
      const rows = await sql<AnswerRow[]>`
        INSERT INTO answers ${sql(answers.map((a) => answerRow({ ...a, userId })))}
        ON CONFLICT DO NOTHING
        RETURNING *`
      const added = new Set(rows.map((r) => r.id))
      return answers.filter((a) => added.has(a.id)).map((a) => ({ ...a, userId }))
    },
    list: async (userId, filter, page) => {
      const rows = await sql<AnswerRow[]>`
        SELECT * FROM answers
        WHERE user_id = ${userId}
          ${filter.examType ? sql`AND exam_type = ${filter.examType}` : sql``}
          ${filter.section ? sql`AND section = ${filter.section}` : sql``}
          ${filter.topic ? sql`AND lower(topic) = ${filter.topic.toLowerCase()}` : sql``}
          ${filter.sessionId ? sql`AND session_id = ${filter.sessionId}` : sql``}
          ${filter.mistakes ? sql`AND (correct = false OR chosen IS NULL)` : sql``}
          ${
            page.after
              ? sql`AND (answered_at < ${new Date(page.after.answeredAt)}
                  OR (answered_at = ${new Date(page.after.answeredAt)} AND id COLLATE "C" < ${page.after.id}))`
              : sql``
          }
        ORDER BY answered_at DESC, id COLLATE "C" DESC
        LIMIT ${page.limit}`
      return rows.map(toAnswer)
    },
    all: async (userId, examType) => {
      const rows = await sql<AnswerRow[]>`
        SELECT * FROM answers WHERE user_id = ${userId} ${examType ? sql`AND exam_type = ${examType}` : sql``}
        ORDER BY answered_at, id COLLATE "C"`
      return rows.map(toAnswer)
    },
    questionIds: async (userId, sessionId) =>
      new Set(
        (
          await sql<{ question_id: string }[]>`
            SELECT question_id FROM answers WHERE user_id = ${userId} AND session_id = ${sessionId}`
        ).map((r) => r.question_id),
      ),
    outcomes: async () =>
      (
        await sql<{ user_id: string; question_id: string; correct: boolean }[]>`
          SELECT user_id, question_id, correct FROM answers`
      ).map((r) => ({ userId: r.user_id, questionId: r.question_id, correct: r.correct })),
  }
}

const CARD_ORDER = 'due, question_id COLLATE "C"'

export function reviewCardStore(sql: Sql): ReviewCardStore {
  return {
    get: async (userId, questionId) => {
      const [row] = await sql<CardRow[]>`
        SELECT * FROM review_cards WHERE user_id = ${userId} AND question_id = ${questionId}`
      return row && toCard(row)
    },
    // Under row locks, so two answers to one question (from any app server) change the card one after the other;
    // one student's changes of a tick in one transaction (card-updates.ts).
    update: cardUpdates(sql),
    addMissing: async (userId, cards) => {
      if (!cards.length) return 0
      const result = await sql`
        INSERT INTO review_cards ${sql(cards.map((c) => cardRow(userId, c)))}
        ON CONFLICT (user_id, question_id) DO NOTHING`
      return result.count
    },
    list: async (userId, query) => {
      const rows = await sql<CardRow[]>`
        SELECT * FROM review_cards
        WHERE user_id = ${userId}
          ${query.dueBy ? sql`AND due <= ${new Date(query.dueBy)}` : sql``}
          ${query.examType ? sql`AND exam_type = ${query.examType}` : sql``}
        ORDER BY ${sql.unsafe(CARD_ORDER)}
        LIMIT ${query.limit}`
      return rows.map(toCard)
    },
    summary: async (userId, now) => {
      const [row] = await sql<{ due: number; total: number; next_due: Date | null }[]>`
        SELECT count(*) FILTER (WHERE due <= ${new Date(now)})::int AS due, count(*)::int AS total, min(due) AS next_due
        FROM review_cards WHERE user_id = ${userId}`
      return { due: row.due, total: row.total, nextDue: row.next_due ? row.next_due.toISOString() : null }
    },
  }
}
