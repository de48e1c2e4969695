import type { Sql } from 'postgres'
import type { TutorMessage, TutorSession } from '../../../openapi/types.ts'
import { newId } from '../ids.ts'
import type { TutorStore } from '../types.ts'
import type { Queries } from './sql.ts'

// Long conversations keep their latest messages only, as in the lowdb store.
export const MAX_TUTOR_MESSAGES = 200

interface TutorRow {
  id: string
  user_id: string | null
  created_at: Date
  updated_at: Date
  messages: { role: TutorMessage['role']; content: string; sent_at: string }[]
}

// Each session with its messages in order, aggregated in one query.
const TUTOR_SELECT = `
  SELECT s.id, s.user_id, s.created_at, s.updated_at,
    COALESCE((SELECT json_agg(json_build_object('role', m.role, 'content', m.content, 'sent_at', m.sent_at) ORDER BY m.id)
              FROM tutor_messages m WHERE m.session_id = s.id), '[]') AS messages
  FROM tutor_sessions s`

const toTutor = (r: TutorRow): TutorSession => ({
  id: r.id,
  userId: r.user_id,
  messages: r.messages.map((m) => ({ role: m.role, content: m.content, timestamp: new Date(m.sent_at).toISOString() })),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
})

export function tutorStore(sql: Sql): TutorStore {
  // `IS NOT DISTINCT FROM`: an anonymous session (user_id NULL) is found with a null owner.
  const get = async (userId: string | null, id: string, q: Queries = sql) => {
    const [row] = await q.unsafe<TutorRow[]>(`${TUTOR_SELECT} WHERE s.id = $1 AND s.user_id IS NOT DISTINCT FROM $2`, [
      id,
      userId,
    ])
    return row && toTutor(row)
  }
  return {
    create: async (userId) => {
      const now = new Date()
      const id = newId('tut')
      await sql`INSERT INTO tutor_sessions (id, user_id, created_at, updated_at) VALUES (${id}, ${userId}, ${now}, ${now})`
      return { id, userId, messages: [], createdAt: now.toISOString(), updatedAt: now.toISOString() }
    },
    ownerOf: async (id) => {
      const [row] = await sql<{ user_id: string | null }[]>`SELECT user_id FROM tutor_sessions WHERE id = ${id}`
      return row ? row.user_id : undefined
    },
    get: (userId, id) => get(userId, id),
    // One transaction: lock the session, add the messages, drop the oldest beyond the cap, touch updated_at.
    append: (userId, id, messages) =>
      sql.begin(async (tx) => {
        const locked = await tx`
          SELECT id FROM tutor_sessions WHERE id = ${id} AND user_id IS NOT DISTINCT FROM ${userId} FOR UPDATE`
        if (!locked.length) throw new Error(`No tutor session ${id}`)
        if (messages.length)
          await tx`INSERT INTO tutor_messages ${tx(
            messages.map((m) => ({ session_id: id, role: m.role, content: m.content, sent_at: new Date(m.timestamp) })),
          )}`
        await tx`
          DELETE FROM tutor_messages WHERE session_id = ${id} AND id < (
            SELECT min(id) FROM (
              SELECT id FROM tutor_messages WHERE session_id = ${id} ORDER BY id DESC LIMIT ${MAX_TUTOR_MESSAGES}
            ) AS newest)`
        await tx`UPDATE tutor_sessions SET updated_at = ${new Date()} WHERE id = ${id}`
        return (await get(userId, id, tx))!
      }) as Promise<TutorSession>,
    listByUser: async (userId) => {
      const rows = await sql.unsafe<TutorRow[]>(
        `${TUTOR_SELECT} WHERE s.user_id = $1 ORDER BY s.updated_at DESC, s.id DESC`,
        [userId],
      )
      return rows.map(toTutor).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id))
    },
  }
}
