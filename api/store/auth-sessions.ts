import { LowCollection } from './collection.ts'
import type { AuthSessionRecord, AuthSessionStore } from './types.ts'

type Data = { sessions: Record<string, AuthSessionRecord> }

/** Sign-in sessions on disk, so a restart signs nobody out. */
export async function openAuthSessionStore(dataDir: string): Promise<AuthSessionStore> {
  const col = await LowCollection.open<Data>(dataDir, 'auth-sessions', { sessions: {} })
  return {
    get: async (sid) => {
      const record = col.data.sessions[sid]
      if (!record || record.expiresAt < Date.now()) return undefined
      return record
    },
    set: (sid, record) => col.update((data) => void (data.sessions[sid] = record)),
    destroy: (sid) => col.update((data) => void delete data.sessions[sid]),
    countActive: async (now) =>
      Object.values(col.data.sessions).filter((r) => r.expiresAt >= now && r.data.userId).length,
    prune: (now) =>
      col.update((data) => {
        let removed = 0
        for (const [sid, record] of Object.entries(data.sessions)) {
          if (record.expiresAt < now) {
            delete data.sessions[sid]
            removed++
          }
        }
        return removed
      }),
  }
}
