// The in-process stores, lowdb (DATA_DIR) and memory (the mocks, tests): the same resource modules over a
// Collection each, so both keep the same ids, ordering and rules. No node-only imports: the browser mocks bundle it.
import type { Question } from '../../openapi/types.ts'
import { answerStore, reviewCardStore, type AnswerData, type ReviewCardData } from './answers.ts'
import { authSessionStore, type AuthSessionData } from './auth-sessions.ts'
import { fullExamStore, type FullExamData } from './full-exams.ts'
import type { GeneratedCaps } from './generated.ts'
import { practiceStore, type PracticeData } from './practice.ts'
import { questionStore, type QuestionData } from './questions.ts'
import { tutorStore, type TutorData } from './tutor.ts'
import type { Store } from './types.ts'
import { userStore, type UserData } from './users.ts'

/**
 * One resource's data and the one way to change it: `update` runs `mutate` on the data and resolves once the
 * change is kept (lowdb: written and fsynced, one change at a time; memory: at once).
 */
export interface Collection<T> {
  readonly data: T
  update<R>(mutate: (data: T) => R | Promise<R>): Promise<R>
}

/** Each resource: its lowdb file (DATA_DIR/<file>.json) and its data when there is none yet. */
export const COLLECTIONS = {
  users: { file: 'users', empty: (): UserData => ({ users: [] }) },
  authSessions: { file: 'auth-sessions', empty: (): AuthSessionData => ({ sessions: {} }) },
  practice: { file: 'practice-sessions', empty: (): PracticeData => ({ sessions: [] }) },
  tutor: { file: 'tutor-sessions', empty: (): TutorData => ({ sessions: [] }) },
  questions: { file: 'questions', empty: (): QuestionData => ({ generated: [], owners: {}, accepted: [], seen: {} }) },
  answers: { file: 'answers', empty: (): AnswerData => ({ answers: [] }) },
  reviewCards: { file: 'review-cards', empty: (): ReviewCardData => ({ cards: [] }) },
  fullExams: { file: 'full-exams', empty: (): FullExamData => ({ attempts: [] }) },
} as const satisfies Record<keyof Store, { file: string; empty: () => unknown }>

export type CollectionName = keyof typeof COLLECTIONS
export type CollectionData<K extends CollectionName> = ReturnType<(typeof COLLECTIONS)[K]['empty']>
export type Collections = { [K in CollectionName]: Collection<CollectionData<K>> }
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[]

/** The collections by name, from a list in COLLECTION_NAMES order. */
export const collectionsByName = (list: readonly Collection<unknown>[]): Collections =>
  Object.fromEntries(COLLECTION_NAMES.map((name, i) => [name, list[i]])) as Collections

/** The Store over these collections. */
export function inProcessStore(collections: Collections, bank: Question[], caps: GeneratedCaps): Store {
  return {
    users: userStore(collections.users),
    authSessions: authSessionStore(collections.authSessions),
    practice: practiceStore(collections.practice),
    tutor: tutorStore(collections.tutor),
    questions: questionStore(collections.questions, bank, caps),
    answers: answerStore(collections.answers),
    reviewCards: reviewCardStore(collections.reviewCards),
    fullExams: fullExamStore(collections.fullExams),
  }
}

/** A collection kept in memory only: a change applies at once and nothing is written. */
export function memoryCollection<T>(data: T): Collection<T> {
  return { data, update: async (mutate) => mutate(data) }
}

/**
 * `ownerOf`, `get` and `listByUser` (newest first by `newest`, then by id) of sessions kept with their owner
 * (practice and tutor sessions). Reads hand out copies.
 */
export function ownedSessions<S extends { id: string; userId: string | null }>(
  sessions: () => S[],
  newest: keyof S & ('createdAt' | 'updatedAt'),
) {
  const byNewest = (a: S, b: S) => String(b[newest]).localeCompare(String(a[newest])) || b.id.localeCompare(a.id)
  return {
    ownerOf: async (id: string): Promise<S['userId'] | undefined> => sessions().find((s) => s.id === id)?.userId,
    get: async (userId: S['userId'], id: string) =>
      structuredClone(sessions().find((s) => s.id === id && s.userId === userId)),
    listByUser: async (userId: string) => structuredClone(sessions().filter((s) => s.userId === userId)).sort(byNewest),
  }
}
