import type { RecordMap } from './partitions.ts'
import type { RecordLogOptions } from './record-log.ts'
import type { AuthSessionRecord, AuthSessionStore } from './types.ts'

/** The one-file layout before the sessions' log: every session in DATA_DIR/auth-sessions.json. */
export type LegacyAuthSessionData = { sessions: Record<string, AuthSessionRecord> }

export const isAuthSessionRecord = (value: unknown): value is AuthSessionRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AuthSessionRecord).expiresAt === 'number' &&
  typeof (value as AuthSessionRecord).data === 'object'

/** The sign-in sessions' log (DATA_DIR/auth-sessions.jsonl); auth-sessions.json, from before it, is read into it once. */
export const AUTH_SESSIONS_LOG = 'auth-sessions'
export const authSessionLog: RecordLogOptions<AuthSessionRecord> = {
  isValue: isAuthSessionRecord,
  legacy: {
    file: 'auth-sessions',
    records: (data) => (data as LegacyAuthSessionData).sessions,
    valid: (data) => typeof (data as LegacyAuthSessionData).sessions === 'object',
  },
}

/** The sessions signed in as this user. */
export const sessionsOf = (records: RecordMap<AuthSessionRecord>, userId: string) =>
  [...records.entries()].filter(([, record]) => record.data.userId === userId).map(([sid]) => sid)

/**
 * Sign-in sessions (on disk with lowdb, so a restart signs nobody out): a change writes the sessions it changes
 * only. Reads hand out copies.
 */
export function authSessionStore(records: RecordMap<AuthSessionRecord>): AuthSessionStore {
  return {
    get: async (sid) => {
      const record = records.get(sid)
      return record && record.expiresAt >= Date.now() ? structuredClone(record) : undefined
    },
    set: (sid, record) => records.write([[sid, structuredClone(record)]]),
    destroy: (sid) => (records.get(sid) ? records.write([[sid, null]]) : Promise.resolve()),
    destroyByUser: async (userId) => {
      const ended = sessionsOf(records, userId)
      await records.write(ended.map((sid) => [sid, null]))
      return ended.length
    },
    countActive: async (now) => [...records.entries()].filter(([, r]) => r.expiresAt >= now && r.data.userId).length,
    prune: async (now) => {
      const expired = [...records.entries()].filter(([, record]) => record.expiresAt < now).map(([sid]) => sid)
      await records.write(expired.map((sid) => [sid, null]))
      return expired.length
    },
  }
}
