import type { Sql } from 'postgres'
import type { FullExamState } from '../../../openapi/types.ts'
import type { FullExamStore } from '../types.ts'
import { jsonb } from './sql.ts'

interface FullExamRow {
  user_id: string
  id: string
  state: FullExamState
  saved_at: Date
}

export function fullExamStore(sql: Sql): FullExamStore {
  const toRecord = (row: FullExamRow) => ({
    userId: row.user_id,
    id: row.id,
    state: row.state,
    savedAt: row.saved_at.toISOString(),
  })
  return {
    get: async (userId, id) => {
      const [row] = await sql<FullExamRow[]>`
        SELECT user_id, id, state, saved_at FROM full_exam_attempts WHERE user_id = ${userId} AND id = ${id}`
      return row ? toRecord(row) : undefined
    },
    put: async (record) => {
      const [row] = await sql<FullExamRow[]>`
        INSERT INTO full_exam_attempts (user_id, id, state, saved_at)
        VALUES (${record.userId}, ${record.id}, ${jsonb(sql, record.state)}, ${new Date(record.savedAt)})
        ON CONFLICT (user_id, id) DO UPDATE SET state = EXCLUDED.state, saved_at = EXCLUDED.saved_at
        RETURNING user_id, id, state, saved_at`
      return toRecord(row)
    },
  }
}
