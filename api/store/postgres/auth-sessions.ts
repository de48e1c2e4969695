import type postgres from 'postgres'
import type { Sql } from 'postgres'
import type { AuthSessionStore } from '../types.ts'

export function authSessionStore(sql: Sql): AuthSessionStore {
  return {
    get: async (sid) => {
      const [row] = await sql<{ data: Record<string, unknown>; expires_at: Date }[]>`
        SELECT data, expires_at FROM auth_sessions WHERE sid = ${sid} AND expires_at >= ${new Date()}`
      return row && { data: row.data, expiresAt: row.expires_at.getTime() }
    },
    set: async (sid, record) => {
      await sql`
        INSERT INTO auth_sessions (sid, data, expires_at)
        VALUES (${sid}, ${sql.json(record.data as postgres.JSONValue)}, ${new Date(record.expiresAt)})
        ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`
    },
    destroy: async (sid) => {
      await sql`DELETE FROM auth_sessions WHERE sid = ${sid}`
    },
    destroyByUser: async (userId) => (await sql`DELETE FROM auth_sessions WHERE data->>'userId' = ${userId}`).count,
    countActive: async (now) => {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM auth_sessions WHERE expires_at >= ${new Date(now)} AND data ? 'userId'`
      return row.n
    },
    prune: async (now) => (await sql`DELETE FROM auth_sessions WHERE expires_at < ${new Date(now)}`).count,
  }
}
