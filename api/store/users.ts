import { LowCollection } from './collection.ts'
import { newId } from './ids.ts'
import type { UserRecord, UserStore } from './types.ts'

type Data = { users: UserRecord[] }

export async function openUserStore(dataDir: string): Promise<UserStore> {
  const col = await LowCollection.open<Data>(dataDir, 'users', { users: [] })
  const normal = (email: string) => email.trim().toLowerCase()
  return {
    create: (input) =>
      col.update((data) => {
        const email = normal(input.email)
        if (data.users.some((u) => u.email === email)) return 'email-taken' as const
        const user: UserRecord = {
          id: newId('usr'),
          email,
          firstName: input.firstName,
          passwordHash: input.passwordHash,
          createdAt: new Date().toISOString(),
        }
        data.users.push(user)
        return user
      }),
    findById: async (id) => col.data.users.find((u) => u.id === id),
    findByEmail: async (email) => col.data.users.find((u) => u.email === normal(email)),
  }
}
