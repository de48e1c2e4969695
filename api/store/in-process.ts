// The in-process stores, lowdb (DATA_DIR) and memory (the mocks, tests): the same resource modules over the same
// collections and per-student documents, so both keep the same ids, ordering and rules. No node-only imports: the
// browser mocks bundle it.
import type { Question } from '../../openapi/types.ts'
import { answerStore, reviewCardStore } from './answers.ts'
import { authSessionStore, type AuthSessionData } from './auth-sessions.ts'
import { fullExamStore } from './full-exams.ts'
import type { GeneratedCaps } from './generated.ts'
import { sessionKey, type OwnerIndex, type Partitioned, type StudentData } from './partitions.ts'
import { practiceStore } from './practice.ts'
import { questionStore, type QuestionData } from './questions.ts'
import { tutorStore } from './tutor.ts'
import type { Store } from './types.ts'
import { userStore, type UserData } from './users.ts'

/**
 * One shared resource's data and the one way to change it: `update` runs `mutate` on the data and resolves once the
 * change is kept (lowdb: written and fsynced; memory: at once).
 */
export interface Collection<T> {
  readonly data: T
  update<R>(mutate: (data: T) => R | Promise<R>): Promise<R>
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What is shared by everyone (lowdb: one file each, DATA_DIR/<file>.json), its data when there is none yet, and the
 * shape a stored file must have (a file of another shape stops the start). What a student owns is in partitions.ts.
 */
export const COLLECTIONS = {
  users: {
    file: 'users',
    empty: (): UserData => ({ users: [] }),
    valid: (d: object) => Array.isArray((d as UserData).users),
  },
  authSessions: {
    file: 'auth-sessions',
    empty: (): AuthSessionData => ({ sessions: {} }),
    valid: (d: object) => isObject((d as AuthSessionData).sessions),
  },
  questions: {
    file: 'questions',
    empty: (): QuestionData => ({ generated: [], owners: {}, accepted: [], seen: {} }),
    valid: (d: object) => Array.isArray((d as QuestionData).generated) && isObject((d as QuestionData).seen),
  },
} as const

export type CollectionName = keyof typeof COLLECTIONS
export type CollectionData<K extends CollectionName> = ReturnType<(typeof COLLECTIONS)[K]['empty']>
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[]

/** What the in-process Store is made of. */
export interface StoreParts {
  users: Collection<UserData>
  authSessions: Collection<AuthSessionData>
  questions: Collection<QuestionData>
  students: Partitioned<StudentData>
  owners: OwnerIndex
}

/** The Store over these parts. */
export function inProcessStore(parts: StoreParts, bank: Question[], caps: GeneratedCaps): Store {
  return {
    users: userStore(parts.users),
    authSessions: authSessionStore(parts.authSessions),
    practice: practiceStore(parts.students, parts.owners),
    tutor: tutorStore(parts.students, parts.owners),
    questions: questionStore(parts.questions, bank, caps),
    answers: answerStore(parts.students),
    reviewCards: reviewCardStore(parts.students),
    fullExams: fullExamStore(parts.students),
  }
}

/** A collection kept in memory only: a change applies at once and nothing is written. */
export function memoryCollection<T>(data: T): Collection<T> {
  return { data, update: async (mutate) => mutate(data) }
}

/**
 * `ownerOf`, `get` and `listByUser` (newest first by `newest`, then by id) of sessions kept in their owner's document
 * (practice and tutor sessions). Reads hand out copies.
 */
export function ownedSessions<S extends { id: string; userId: string | null }>(
  students: Partitioned<StudentData>,
  owners: OwnerIndex,
  sessions: (doc: StudentData) => S[],
  newest: keyof S & ('createdAt' | 'updatedAt'),
) {
  const byNewest = (a: S, b: S) => String(b[newest]).localeCompare(String(a[newest])) || b.id.localeCompare(a.id)
  const find = async (owner: string | null, id: string): Promise<S | undefined> =>
    sessions(await students.read(sessionKey(owner, id))).find((s) => s.id === id && s.userId === owner)
  return {
    // The index names the owner; the owner's document confirms it (an entry whose session was never kept is none).
    ownerOf: async (id: string): Promise<S['userId'] | undefined> => {
      const owner = owners.get(id)
      return owner !== undefined && (await find(owner, id)) ? (owner as S['userId']) : undefined
    },
    get: async (userId: S['userId'], id: string) => structuredClone(await find(userId, id)),
    listByUser: async (userId: string) =>
      structuredClone(sessions(await students.read(userId)).filter((s) => s.userId === userId)).sort(byNewest),
  }
}
