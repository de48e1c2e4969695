// The storage interface the routes see. The lowdb modules beside this file implement it; a PostgreSQL store
// can implement the same interface without touching a route.
import type { QuestionFilter } from '../../domain/questions.ts'
import type {
  AnswerRecord,
  FullExamState,
  PracticeSession,
  Question,
  ReviewCard,
  ReviewSummary,
  TutorMessage,
  TutorSession,
  UpdatePracticeRequest,
} from '../../openapi/types.ts'
import type { AuthSessionStore, PasswordResetStore, UserRecord, UserStore } from './account-types.ts'

export type {
  AuthSessionRecord,
  AuthSessionStore,
  ExternalIdentity,
  PasswordResetRecord,
  PasswordResetStore,
  UserRecord,
  UserStore,
} from './account-types.ts'

export type NewPracticeSession = Omit<
  PracticeSession,
  'id' | 'createdAt' | 'completedAt' | 'scorePercentage' | 'subjectScores' | 'topicBreakdown'
>

/** Reads and writes of a session name its owner and see only that owner's rows (issue 16: ownership in every query). */
export interface PracticeStore {
  /** With `clientId`: the user's session of that key when there is one (a retried start), else a new one. */
  create(input: NewPracticeSession): Promise<PracticeSession>
  /** Who owns a session (undefined: no such session): tells 404 from 403 without reading the session. */
  ownerOf(id: string): Promise<string | undefined>
  get(userId: string, id: string): Promise<PracticeSession | undefined>
  update(userId: string, id: string, patch: UpdatePracticeRequest): Promise<PracticeSession | undefined>
  listByUser(userId: string): Promise<PracticeSession[]>
}

/** `userId` null is an anonymous (signed-out) chat: those are read and written with null as their owner. */
export interface TutorStore {
  create(userId: string | null): Promise<TutorSession>
  /** Who owns a session: a user id, null (anonymous), or undefined (no such session). */
  ownerOf(id: string): Promise<string | null | undefined>
  get(userId: string | null, id: string): Promise<TutorSession | undefined>
  /** Throws when the owner has no session with this id. */
  append(userId: string | null, id: string, messages: TutorMessage[]): Promise<TutorSession>
  listByUser(userId: string): Promise<TutorSession[]>
}

export interface QuestionStore {
  /**
   * Bank questions (the written bank and the generated items accepted into it) and the generated questions of
   * `filter.owner` matching the filter, generated newest first, then bank items by id. Other requesters' generated
   * items are never listed until accepted.
   */
  list(filter: QuestionFilter, page?: { limit: number; offset: number }): Promise<Question[]>
  /**
   * A token that changes whenever what `list` answers this requester may change (and with each start), known
   * without reading a question; absent where the store cannot know (several servers sharing one database).
   */
  revision?(requester: string): string
  /** The bank and generated questions with these ids (any type, any requester), in no particular order. */
  byIds(ids: string[]): Promise<Question[]>
  /** Generated items not (yet) accepted into the bank, oldest first, with their requester: the operator's queue. */
  pendingGenerated(page: { limit: number; offset: number }): Promise<{ question: Question; requester: string | null }[]>
  /**
   * Moves these generated items into the shared bank: listed to everyone with the bank, no longer their requester's
   * nor counted by the caps. Returns the ids moved; unknown and already accepted ids are skipped.
   */
  acceptGenerated(ids: string[]): Promise<string[]>
  /**
   * Keeps generated questions for their requester (requesterOf), then applies the caps (GeneratedCaps): that
   * requester's oldest items beyond the per-requester cap, then beyond the total the oldest anonymous ones first.
   */
  addGenerated(questions: Question[], requester: string): Promise<void>
  /**
   * Which of these texts (indexedText of an item: its stem and options) the bank or any stored generated item
   * already has, compared after questionTextKey. Answered from an index, never by reading every stored item.
   */
  knownTexts(texts: string[]): Promise<Set<string>>
  /** Ids of questions already handed to this requester by generation (user id or anonymous client id). */
  seenIds(requester: string): Promise<Set<string>>
  markSeen(requester: string, ids: string[]): Promise<void>
}

/** What an account's export and deletion need of a question store (AccountStore), beside QuestionStore. */
export interface RequesterQuestions {
  /** The generated items kept for this requester and not accepted into the bank, oldest first. */
  ownGenerated(requester: string): Promise<Question[]>
  /** Drops this requester's generated items not accepted into the bank, and what they were handed. */
  forgetRequester(requester: string): Promise<void>
}

/** An answer as stored (issue 13): the record stamped, with its id, owner and session (null when imported). */
export interface StoredAnswer extends AnswerRecord {
  id: string
  userId: string
  sessionId: string | null
  answeredAt: string
}

export interface AnswerFilter {
  examType?: string
  section?: string
  topic?: string
  sessionId?: string
  /** Only wrong or skipped answers. */
  mistakes?: boolean
}

/** Where a page of answers starts: after this one (newest first). */
export interface AnswerCursor {
  answeredAt: string
  id: string
}

/** Every method takes the owner and reads or writes only that user's rows (issue 16: ownership in every query). */
export interface AnswerStore {
  /**
   * Adds answers, skipping one the user already has: the same question in the same session, or the same question
   * answered at the same instant (what makes imports idempotent). Returns the answers added.
   */
  add(userId: string, answers: StoredAnswer[]): Promise<StoredAnswer[]>
  /** Newest first (answeredAt, then id, both descending), after `after` when given. */
  list(userId: string, filter: AnswerFilter, page: { limit: number; after?: AnswerCursor }): Promise<StoredAnswer[]>
  /** Every answer of the user (of one exam type when given), oldest first: topic mastery reads them all. */
  all(userId: string, examType?: string): Promise<StoredAnswer[]>
  /** The questions already answered in one of the user's sessions. */
  questionIds(userId: string, sessionId: string): Promise<Set<string>>
  /** Every user's outcomes, for the operator's item statistics (npm run bank:review -- --difficulty) only. */
  outcomes(): Promise<AnswerOutcome[]>
}

/** Who answered which question, and whether right: what item statistics need and nothing more. */
export type AnswerOutcome = Pick<StoredAnswer, 'userId' | 'questionId' | 'correct'>

export interface ReviewCardQuery {
  /** Only cards due at or before this instant. */
  dueBy?: string
  examType?: string
  limit: number
}

export interface ReviewCardStore {
  get(userId: string, questionId: string): Promise<ReviewCard | undefined>
  /**
   * Changes one card atomically: `change` gets the user's card for the question (or undefined) and returns the
   * card to keep, or undefined to leave it as it is. Returns the card kept.
   */
  update(
    userId: string,
    questionId: string,
    change: (card: ReviewCard | undefined) => ReviewCard | undefined,
  ): Promise<ReviewCard | undefined>
  /** Inserts the cards whose question has no card of this user yet; returns how many were inserted. */
  addMissing(userId: string, cards: ReviewCard[]): Promise<number>
  /** Soonest due first (then by question id). */
  list(userId: string, query: ReviewCardQuery): Promise<ReviewCard[]>
  summary(userId: string, now: string): Promise<ReviewSummary>
}

/** A signed-in student's saved full-length mock attempt (one per user and attempt id). */
export interface SavedFullExam {
  userId: string
  id: string
  state: FullExamState
  savedAt: string
}

export interface FullExamStore {
  get(userId: string, id: string): Promise<SavedFullExam | undefined>
  /** Replaces (or creates) the attempt. */
  put(record: SavedFullExam): Promise<SavedFullExam>
}

export interface Store {
  users: UserStore
  authSessions: AuthSessionStore
  passwordResets: PasswordResetStore
  practice: PracticeStore
  tutor: TutorStore
  questions: QuestionStore
  answers: AnswerStore
  reviewCards: ReviewCardStore
  fullExams: FullExamStore
  accounts: AccountStore
}

/** Everything held about one student, as stored (GET /api/account/export; decision 070). */
export interface AccountData {
  user: UserRecord
  practice: PracticeSession[]
  answers: StoredAnswer[]
  reviewCards: ReviewCard[]
  fullExams: SavedFullExam[]
  tutor: TutorSession[]
  generated: Question[]
}

/** A student's whole account: what an export hands over and a deletion removes (decision 070). */
export interface AccountStore {
  /** Everything held about the user; undefined when there is no such user. */
  export(userId: string): Promise<AccountData | undefined>
  /**
   * Removes the user and everything held about them: their sign-in sessions first (every device is signed out),
   * then what they own, the user last (a deletion cut short can be asked for again). False: there was no such user.
   */
  remove(userId: string): Promise<boolean>
}
