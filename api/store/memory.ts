// The Store in memory: the mocks (node and the browser worker) and tests use it. Same ids, ordering and rules
// as the lowdb modules beside it; no node-only imports, so it bundles for the browser.
import type { PracticeSession, Question, TutorSession } from '../../openapi/types.ts'
import { applySessionPatch } from '../domain/practice.ts'
import { filterQuestions, orderQuestions, questionsByIds } from '../domain/questions.ts'
import { DEFAULT_GENERATED_CAPS, GeneratedIndex, type GeneratedCaps } from './generated.ts'
import { newId, newPracticeSession } from './ids.ts'
import {
  addMissingCards,
  allAnswers,
  cardSummary,
  changeCard,
  findCard,
  listCards,
  newAnswers,
  pageOfAnswers,
  sessionQuestionIds,
  type OwnedCard,
} from './review-rows.ts'
import type { AuthSessionRecord, SavedFullExam, Store, StoredAnswer, UserRecord } from './types.ts'

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
/** The record when it belongs to this owner (ownership in every read and write, as the other stores). */
const owned = <T extends { userId: string | null }>(record: T | undefined, userId: string | null) =>
  record && record.userId === userId ? record : undefined
const lastUpdatedFirst = (a: TutorSession, b: TutorSession) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id)

export function createMemoryStore(bank: Question[], caps: GeneratedCaps = DEFAULT_GENERATED_CAPS): MemoryStore {
  const users = new Map<string, UserRecord>()
  const authSessions = new Map<string, AuthSessionRecord>()
  const practice = new Map<string, PracticeSession>()
  const tutor = new Map<string, TutorSession>()
  let generated = new GeneratedIndex(bank, [], {})
  const seen = new Map<string, Set<string>>()
  const answers: StoredAnswer[] = []
  const cards: OwnedCard[] = []
  const fullExams = new Map<string, SavedFullExam>()

  return {
    clear() {
      for (const map of [users, authSessions, practice, tutor, seen, fullExams]) map.clear()
      generated = new GeneratedIndex(bank, [], {})
      answers.length = 0
      cards.length = 0
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
      countActive: async (now) => [...authSessions.values()].filter((r) => r.expiresAt >= now && r.data.userId).length,
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
      ownerOf: async (id) => practice.get(id)?.userId,
      get: async (userId, id) => copy(owned(practice.get(id), userId)),
      update: async (userId, id, patch) => {
        const current = owned(practice.get(id), userId)
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
      ownerOf: async (id) => tutor.get(id)?.userId,
      get: async (userId, id) => copy(owned(tutor.get(id), userId)),
      append: async (userId, id, messages) => {
        const session = owned(tutor.get(id), userId)
        if (!session) throw new Error(`No tutor session ${id}`)
        session.messages = [...session.messages, ...copy(messages)].slice(-MAX_TUTOR_MESSAGES)
        session.updatedAt = new Date().toISOString()
        return copy(session)
      },
      listByUser: async (userId) => copy([...tutor.values()].filter((s) => s.userId === userId)).sort(lastUpdatedFirst),
    },
    questions: {
      list: async (filter, page = { limit: 10, offset: 0 }) => {
        const own = generated.of(filter.owner)
        const all = orderQuestions(filterQuestions(bank, filter), filterQuestions(own, filter))
        return copy(all.slice(page.offset, page.offset + page.limit))
      },
      byIds: async (ids) => questionsByIds(ids, bank, generated.items),
      addGenerated: async (questions, requester) => void generated.add(copy(questions), requester, caps),
      knownTexts: async (texts) => generated.known(texts),
      seenIds: async (requester) => new Set(seen.get(requester)),
      markSeen: async (requester, ids) => {
        const set = seen.get(requester) ?? new Set<string>()
        for (const id of ids) set.add(id)
        seen.set(requester, set)
      },
    },
    answers: {
      add: async (userId, incoming) => {
        const added = newAnswers(answers, userId, incoming)
        answers.push(...added)
        return copy(added)
      },
      list: async (userId, filter, page) => pageOfAnswers(answers, userId, filter, page),
      all: async (userId, examType) => allAnswers(answers, userId, examType),
      questionIds: async (userId, sessionId) => sessionQuestionIds(answers, userId, sessionId),
    },
    reviewCards: {
      get: async (userId, questionId) => findCard(cards, userId, questionId),
      update: async (userId, questionId, change) => changeCard(cards, userId, questionId, change),
      addMissing: async (userId, incoming) => addMissingCards(cards, userId, incoming),
      list: async (userId, query) => listCards(cards, userId, query),
      summary: async (userId, now) => cardSummary(cards, userId, now),
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
