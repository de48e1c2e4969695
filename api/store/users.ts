import { newId } from './ids.ts'
import type { Collection } from './partitions.ts'
import type { ExternalIdentity, UserRecord, UserStore } from './types.ts'

export type UserData = { users: UserRecord[] }

const normalEmail = (email: string) => email.trim().toLowerCase()
const holds = (user: UserRecord, id: ExternalIdentity) =>
  (user.identities ?? []).some((i) => i.issuer === id.issuer && i.subject === id.subject)

/** Users, unique by email (case and surrounding spaces aside) and by provider identity. Reads hand out copies. */
export function userStore(col: Collection<UserData>): UserStore {
  const find = (match: (u: UserRecord) => boolean) => structuredClone(col.data.users.find(match))
  return {
    create: (input) =>
      col.update((data) => {
        const email = normalEmail(input.email)
        if (data.users.some((u) => u.email === email)) return 'email-taken' as const
        const { identity } = input
        if (identity && data.users.some((u) => holds(u, identity))) return 'email-taken' as const
        const user: UserRecord = {
          id: newId('usr'),
          email,
          firstName: input.firstName,
          passwordHash: input.passwordHash,
          createdAt: new Date().toISOString(),
          ...(identity ? { identities: [{ issuer: identity.issuer, subject: identity.subject }] } : {}),
        }
        data.users.push(user)
        return structuredClone(user)
      }),
    findById: async (id) => find((u) => u.id === id),
    findByEmail: async (email) => find((u) => u.email === normalEmail(email)),
    findByIdentity: async (identity) => find((u) => holds(u, identity)),
    linkIdentity: (userId, identity) =>
      col.update((data) => {
        const holder = data.users.find((u) => holds(u, identity))
        if (holder && holder.id !== userId) return 'taken' as const
        const user = data.users.find((u) => u.id === userId)
        if (!user) return undefined
        if (!holder)
          user.identities = [...(user.identities ?? []), { issuer: identity.issuer, subject: identity.subject }]
        return structuredClone(user)
      }),
    setPasswordHash: (userId, passwordHash) =>
      col.update((data) => {
        const user = data.users.find((u) => u.id === userId)
        if (user) user.passwordHash = passwordHash
        return Boolean(user)
      }),
  }
}
