import { newId } from './ids.ts'
import type { Collection } from './in-process.ts'
import type { UserRecord, UserStore } from './types.ts'

export type UserData = { users: UserRecord[] }

const normalEmail = (email: string) => email.trim().toLowerCase()

/** Users, unique by email (case and surrounding spaces aside). Reads hand out copies. */
export function userStore(col: Collection<UserData>): UserStore {
  const find = (match: (u: UserRecord) => boolean) => structuredClone(col.data.users.find(match))
  return {
    create: (input) =>
      col.update((data) => {
        const email = normalEmail(input.email)
        if (data.users.some((u) => u.email === email)) return 'email-taken' as const
        const user: UserRecord = {
          id: newId('usr'),
          email,
          firstName: input.firstName,
          passwordHash: input.passwordHash,
          createdAt: new Date().toISOString(),
        }
        data.users.push(user)
        return structuredClone(user)
      }),
    findById: async (id) => find((u) => u.id === id),
    findByEmail: async (email) => find((u) => u.email === normalEmail(email)),
  }
}
