// Password reset tokens in `password_resets` (migration 010, decision 067).
import type { Sql } from 'postgres'
import type { PasswordResetStore } from '../types.ts'

export function passwordResetStore(sql: Sql): PasswordResetStore {
  return {
    put: async ({ tokenHash, userId, expiresAt }) => {
      await sql`
        INSERT INTO password_resets (token_hash, user_id, expires_at)
        VALUES (${tokenHash}, ${userId}, ${new Date(expiresAt)})
        ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at`
    },
    find: async (tokenHash, now) => {
      const [row] = await sql<{ user_id: string }[]>`
        SELECT user_id FROM password_resets WHERE token_hash = ${tokenHash} AND expires_at > ${new Date(now)}`
      return row?.user_id
    },
    // One statement: of two requests racing with the same token, only one gets the row back.
    consume: async (tokenHash, now) => {
      const [row] = await sql<{ user_id: string; expires_at: Date }[]>`
        DELETE FROM password_resets WHERE token_hash = ${tokenHash} RETURNING user_id, expires_at`
      return row && row.expires_at.getTime() > now ? row.user_id : undefined
    },
  }
}
