import type { Sql } from 'postgres'
import { newId } from '../ids.ts'
import type { UserStore } from '../types.ts'
import { identityStore } from './identities.ts'
import { normalEmail, toUser, type UserRow } from './user-rows.ts'

export function userStore(sql: Sql): UserStore {
  const { createWithIdentity, ...identities } = identityStore(sql)
  return {
    ...identities,
    create: async (input) => {
      if (input.identity) return createWithIdentity(input)
      const rows = await sql<UserRow[]>`
        INSERT INTO users (id, email, first_name, password_hash, created_at)
        VALUES (${newId('usr')}, ${normalEmail(input.email)}, ${input.firstName}, ${input.passwordHash}, ${new Date()})
        ON CONFLICT (email) DO NOTHING
        RETURNING *`
      return rows.length ? toUser(rows[0]) : 'email-taken'
    },
    findById: async (id) => {
      const [row] = await sql<UserRow[]>`SELECT * FROM users WHERE id = ${id}`
      return row && toUser(row)
    },
    findByEmail: async (email) => {
      const [row] = await sql<UserRow[]>`SELECT * FROM users WHERE email = ${normalEmail(email)}`
      return row && toUser(row)
    },
    setPasswordHash: async (userId, passwordHash) =>
      (await sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`).count > 0,
  }
}
