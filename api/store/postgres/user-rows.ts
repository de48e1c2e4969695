import type { UserRecord } from '../types.ts'

/** A users row as PostgreSQL returns it, and its record (shared by the users and identities stores). */
export interface UserRow {
  id: string
  email: string
  first_name: string | null
  password_hash: string | null
  created_at: Date
}
export const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  passwordHash: r.password_hash,
  createdAt: r.created_at.toISOString(),
})
export const normalEmail = (email: string) => email.trim().toLowerCase()
