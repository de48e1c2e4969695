// The Store in memory: the mocks (node and the browser worker) and tests use it. Same ids, ordering and rules
// as the lowdb modules beside it; no node-only imports, so it bundles for the browser.
import type { PracticeSession, Question, TutorSession } from '../../openapi/types.ts'
import { applySessionPatch } from '../domain/practice.ts'
import { filterQuestions, orderQuestions } from '../domain/questions.ts'
import { newId, newPracticeSession } from './ids.ts'
import type { AuthSessionRecord, SavedFullExam, Store, UserRecord } from './types.ts'

// Long tutor conversations keep their latest messages only (as api/store/tutor.ts).
const MAX_TUTOR_MESSAGES = 200

export interface MemoryStore extends Store {
  /** Back to an empty store (the bank stays). */
  clear(): void
}

/** Every read hands out a copy, so no caller can change a record without going through the store. */
const copy = <T>(value: T): T => structuredClone(value)
const normalEmail = (email: string) => email.trim().toLowerCase()
const newestFirst = (a: PracticeSession, b: PracticeSession) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)
const lastUpdatedFirst = (a: TutorSession, b: TutorSession) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id)

export function createMemoryStore(bank: Question[]): MemoryStore {
  const users = new Map<string, UserRecord>()
  const authSessions = new Map<string, AuthSessionRecord>()
  const practice = new Map<string, PracticeSession>()
  const tutor = new Map<string, TutorSession>()
  const generated: Question[] = []
  const seen = new Map<string, Set<string>>()
  const fullExams = new Map<string, SavedFullExam>()

  return {
    clear() {
      for (const map of [users, authSessions, practice, tutor, seen, fullExams]) map.clear()
      generated.length = 0
    },
    users: {
      create: async (input) => {
        const email = normalEmail(input.email)
        if ([...users.values()].some((u) => u.email === email)) return 'email-taken'
        const user: UserRecord = { ...input, id: newId('usr'), email, createdAt: new Date().toISOString() }
        users.set(user.id, user)
        return copy(user)
      },
      findById: async (id) => copy(users.get(id)),
      findByEmail: async (email) => copy([...users.values()].find((u) => u.email === normalEmail(email))),
    },
    authSessions: {
      get: async (sid) => {
        const record = authSessions.get(sid)
        return record && record.expiresAt >= Date.now() ? copy(record) : undefined
      },
      set: async (sid, record) => void authSessions.set(sid, copy(record)),
      destroy: async (sid) => void authSessions.delete(sid),
      prune: async (now) => {
        let removed = 0
        for (const [sid, record] of authSessions) if (record.expiresAt < now && authSessions.delete(sid)) removed++
        return removed
      },
    },
    practice: {
      create: async (input) => {
        const session = newPracticeSession(copy(input))
        practice.set(session.id, session)
        return copy(session)
      },
      get: async (id) => copy(practice.get(id)),
      update: async (id, patch) => {
        const current = practice.get(id)
        if (!current) return undefined
        const next = applySessionPatch(current, patch, new Date())
        practice.set(id, next)
        return copy(next)
      },
      listByUser: async (userId) => copy([...practice.values()].filter((s) => s.userId === userId)).sort(newestFirst),
    },
    tutor: {
      create: async (userId) => {
        const now = new Date().toISOString()
        const session: TutorSession = { id: newId('tut'), userId, messages: [], createdAt: now, updatedAt: now }
        tutor.set(session.id, session)
        return copy(session)
      },
      get: async (id) => copy(tutor.get(id)),
      append: async (id, messages) => {
        const session = tutor.get(id)
        if (!session) throw new Error(`No tutor session ${id}`)
        session.messages = [...session.messages, ...copy(messages)].slice(-MAX_TUTOR_MESSAGES)
        session.updatedAt = new Date().toISOString()
        return copy(session)
      },
      listByUser: async (userId) => copy([...tutor.values()].filter((s) => s.userId === userId)).sort(lastUpdatedFirst),
    },
    questions: {
      list: async (filter, page = { limit: 10, offset: 0 }) => {
        const all = orderQuestions(filterQuestions(bank, filter), filterQuestions(generated, filter))
        return copy(all.slice(page.offset, page.offset + page.limit))
      },
      addGenerated: async (questions) => void generated.push(...copy(questions)),
      seenIds: async (requester) => new Set(seen.get(requester)),
      markSeen: async (requester, ids) => {
        const set = seen.get(requester) ?? new Set<string>()
        for (const id of ids) set.add(id)
        seen.set(requester, set)
      },
    },
    fullExams: {
      get: async (userId, id) => copy(fullExams.get(`${userId} ${id}`)),
      put: async (record) => {
        fullExams.set(`${record.userId} ${record.id}`, copy(record))
        return copy(record)
      },
    },
  }
}
