// The in-process stores, lowdb (DATA_DIR) and memory (the mocks, tests): the same resource modules over the same
// collections and per-student documents, so both keep the same ids, ordering and rules. No node-only imports: the
// browser mocks bundle it.
import type { Question } from '../../openapi/types.ts'
import { accountStore } from './accounts.ts'
import { answerStore, reviewCardStore } from './answers.ts'
import { authSessionStore } from './auth-sessions.ts'
import { fullExamStore } from './full-exams.ts'
import type { GeneratedCaps } from './generated.ts'
import type { Collection, OwnerIndex, Partitioned, RecordMap, StudentData } from './partitions.ts'
import { passwordResetStore, type PasswordResetData } from './password-resets.ts'
import { practiceStore } from './practice.ts'
import { questionStore, type QuestionData } from './questions.ts'
import { tutorStore } from './tutor.ts'
import type { AuthSessionRecord, Store } from './types.ts'
import { userStore, type UserData } from './users.ts'

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What is shared by everyone (lowdb: one file each, DATA_DIR/<file>.json), its data when there is none yet, and the
 * shape a stored file must have (a file of another shape stops the start). What a student owns is in partitions.ts;
 * the sign-in sessions are records by key (lowdb: an append-only log, record-log.ts).
 */
export const COLLECTIONS = {
  users: {
    file: 'users',
    empty: (): UserData => ({ users: [] }),
    valid: (d: object) => Array.isArray((d as UserData).users),
  },
  passwordResets: {
    file: 'password-resets',
    empty: (): PasswordResetData => ({ resets: [] }),
    valid: (d: object) => Array.isArray((d as PasswordResetData).resets),
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
  authSessions: RecordMap<AuthSessionRecord>
  passwordResets: Collection<PasswordResetData>
  questions: Collection<QuestionData>
  students: Partitioned<StudentData>
  owners: OwnerIndex
}

/** The Store over these parts. */
export function inProcessStore(parts: StoreParts, bank: Question[], caps: GeneratedCaps): Store {
  const questions = questionStore(parts.questions, bank, caps)
  return {
    users: userStore(parts.users),
    authSessions: authSessionStore(parts.authSessions),
    passwordResets: passwordResetStore(parts.passwordResets),
    practice: practiceStore(parts.students, parts.owners),
    tutor: tutorStore(parts.students, parts.owners),
    questions,
    answers: answerStore(parts.students),
    reviewCards: reviewCardStore(parts.students),
    fullExams: fullExamStore(parts.students),
    accounts: accountStore(parts, questions),
  }
}
