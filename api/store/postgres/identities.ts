// Provider identities (OpenID Connect issuer + subject) in `user_identities` (migration 008, decision 060).
import type { Sql } from 'postgres'
import { newId } from '../ids.ts'
import type { UserStore } from '../types.ts'
import { normalEmail, toUser, type UserRow } from './user-rows.ts'

type IdentityCalls = Pick<UserStore, 'findByIdentity' | 'linkIdentity'> & {
  createWithIdentity: UserStore['create']
}

export function identityStore(sql: Sql): IdentityCalls {
  return {
    findByIdentity: async ({ issuer, subject }) => {
      const [row] = await sql<UserRow[]>`
        SELECT u.* FROM users u JOIN user_identities i ON i.user_id = u.id
        WHERE i.issuer = ${issuer} AND i.subject = ${subject}`
      return row && toUser(row)
    },
    linkIdentity: async (userId, { issuer, subject }) => {
      const [user] = await sql<UserRow[]>`SELECT * FROM users WHERE id = ${userId}`
      if (!user) return undefined
      await sql`
        INSERT INTO user_identities (issuer, subject, user_id) VALUES (${issuer}, ${subject}, ${userId})
        ON CONFLICT (issuer, subject) DO NOTHING`
      const [holder] = await sql<{ user_id: string }[]>`
        SELECT user_id FROM user_identities WHERE issuer = ${issuer} AND subject = ${subject}`
      return holder?.user_id === userId ? toUser(user) : 'taken'
    },
    // The user and the identity together or neither: a taken email or identity leaves nothing behind.
    createWithIdentity: (input) =>
      sql
        .begin(async (tx) => {
          const [row] = await tx<UserRow[]>`
          INSERT INTO users (id, email, first_name, password_hash, created_at)
          VALUES (${newId('usr')}, ${normalEmail(input.email)}, ${input.firstName}, ${input.passwordHash}, ${new Date()})
          ON CONFLICT (email) DO NOTHING
          RETURNING *`
          if (!row) return 'email-taken' as const
          if (!input.identity) return toUser(row)
          const linked = await tx`
          INSERT INTO user_identities (issuer, subject, user_id)
          VALUES (${input.identity.issuer}, ${input.identity.subject}, ${row.id})
          ON CONFLICT (issuer, subject) DO NOTHING
          RETURNING user_id`
          if (!linked.length) throw new IdentityTaken()
          return toUser(row)
        })
        .catch((error: unknown) => {
          if (error instanceof IdentityTaken) return 'email-taken' as const
          throw error
        }),
  }
}

/** Rolls the transaction back when the identity already signs in as someone else. */
class IdentityTaken extends Error {}
