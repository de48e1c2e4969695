import type { Collection } from './partitions.ts'
import type { AuthSessionRecord, AuthSessionStore } from './types.ts'

export type AuthSessionData = { sessions: Record<string, AuthSessionRecord> }

/** Sign-in sessions (on disk with lowdb, so a restart signs nobody out). Reads hand out copies. */
export function authSessionStore(col: Collection<AuthSessionData>): AuthSessionStore {
  return {
    get: async (sid) => {
      const record = col.data.sessions[sid]
      return record && record.expiresAt >= Date.now() ? structuredClone(record) : undefined
    },
    set: (sid, record) => col.update((data) => void (data.sessions[sid] = structuredClone(record))),
    destroy: (sid) => col.update((data) => void delete data.sessions[sid]),
    destroyByUser: (userId) =>
      col.update((data) => {
        const ended = Object.keys(data.sessions).filter((sid) => data.sessions[sid].data.userId === userId)
        for (const sid of ended) delete data.sessions[sid]
        return ended.length
      }),
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
