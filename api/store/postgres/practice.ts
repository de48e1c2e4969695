import type { Sql } from 'postgres'
import { applySessionPatch } from '../../../domain/practice.ts'
import type { PracticeSession } from '../../../openapi/types.ts'
import { newPracticeSession } from '../ids.ts'
import type { PracticeStore } from '../types.ts'
import { jsonb, type Queries } from './sql.ts'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

interface PracticeRow {
  id: string
  user_id: string
  exam_type: string
  country_code: string
  province: string | null
  subjects: string[]
  questions_attempted: number
  questions_correct: number
  total_time: number
  completed: boolean
  created_at: Date
  completed_at: Date | null
  score_percentage: number | null
  subject_scores: PracticeSession['subjectScores']
  topic_breakdown: PracticeSession['topicBreakdown']
  client_id: string | null
}

export const toPractice = (r: PracticeRow): PracticeSession => ({
  id: r.id,
  userId: r.user_id,
  examType: r.exam_type,
  countryCode: r.country_code as PracticeSession['countryCode'],
  province: r.province,
  subjects: r.subjects,
  questionsAttempted: r.questions_attempted,
  questionsCorrect: r.questions_correct,
  totalTime: r.total_time,
  completed: r.completed,
  createdAt: r.created_at.toISOString(),
  completedAt: iso(r.completed_at),
  scorePercentage: r.score_percentage,
  subjectScores: r.subject_scores,
  topicBreakdown: r.topic_breakdown,
  ...(r.client_id ? { clientId: r.client_id } : {}),
})

/** The row a PracticeSession is stored as (insert and import use it). */
export function practiceRow(sql: Queries, s: PracticeSession) {
  return {
    id: s.id,
    user_id: s.userId,
    exam_type: s.examType,
    country_code: s.countryCode,
    province: s.province,
    subjects: sql.array(s.subjects),
    questions_attempted: s.questionsAttempted,
    questions_correct: s.questionsCorrect,
    total_time: s.totalTime,
    completed: s.completed,
    created_at: new Date(s.createdAt),
    completed_at: s.completedAt ? new Date(s.completedAt) : null,
    score_percentage: s.scorePercentage,
    subject_scores: jsonb(sql, s.subjectScores),
    topic_breakdown: jsonb(sql, s.topicBreakdown),
    client_id: s.clientId ?? null,
  }
}

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)

export function practiceStore(sql: Sql): PracticeStore {
  return {
    create: async (input) => {
      const session = newPracticeSession(input)
      // A retried start (same user and clientId) meets the unique index and answers the session already there.
      const [row] = await sql<PracticeRow[]>`
        INSERT INTO practice_sessions ${sql(practiceRow(sql, session))}
        ON CONFLICT (user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING RETURNING *`
      if (row) return toPractice(row)
      const [started] = await sql<PracticeRow[]>`
        SELECT * FROM practice_sessions WHERE user_id = ${input.userId} AND client_id = ${input.clientId ?? null}`
      return toPractice(started)
    },
    ownerOf: async (id) => {
      const [row] = await sql<{ user_id: string }[]>`SELECT user_id FROM practice_sessions WHERE id = ${id}`
      return row?.user_id
    },
    get: async (userId, id) => {
      const [row] = await sql<PracticeRow[]>`SELECT * FROM practice_sessions WHERE id = ${id} AND user_id = ${userId}`
      return row && toPractice(row)
    },
    // Read-modify-write under a row lock: concurrent PATCHes (from any number of app servers) run one after
    // another on the row, each seeing the previous one's result, so none is lost.
    update: (userId, id, patch) =>
      sql.begin(async (tx) => {
        const [row] = await tx<PracticeRow[]>`
          SELECT * FROM practice_sessions WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`
        if (!row) return undefined
        const next = applySessionPatch(toPractice(row), patch, new Date())
        const { id: _id, user_id: _user, created_at: _created, ...changes } = practiceRow(tx, next)
        const [updated] = await tx<PracticeRow[]>`
          UPDATE practice_sessions SET ${tx(changes)} WHERE id = ${id} AND user_id = ${row.user_id} RETURNING *`
        return toPractice(updated)
      }) as Promise<PracticeSession | undefined>,
    listByUser: async (userId) => {
      const rows = await sql<PracticeRow[]>`
        SELECT * FROM practice_sessions WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`
      return rows.map(toPractice).sort(newestFirst)
    },
  }
}
