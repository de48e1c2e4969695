// The storage interface the routes see. The lowdb modules beside this file implement it; a PostgreSQL store
// can implement the same interface without touching a route.
import type {
  FullExamState,
  PracticeSession,
  Question,
  TutorMessage,
  TutorSession,
  UpdatePracticeRequest,
} from '../../openapi/types.ts'

export interface UserRecord {
  id: string
  email: string
  firstName: string | null
  passwordHash: string
  createdAt: string
}

export interface UserStore {
  create(input: { email: string; firstName: string | null; passwordHash: string }): Promise<UserRecord | 'email-taken'>
  findById(id: string): Promise<UserRecord | undefined>
  findByEmail(email: string): Promise<UserRecord | undefined>
}

export interface AuthSessionStore {
  get(sid: string): Promise<AuthSessionRecord | undefined>
  set(sid: string, record: AuthSessionRecord): Promise<void>
  destroy(sid: string): Promise<void>
  /** Removes every session that expired before `now`. */
  prune(now: number): Promise<number>
}

export interface AuthSessionRecord {
  data: Record<string, unknown>
  expiresAt: number
}

export type NewPracticeSession = Omit<
  PracticeSession,
  'id' | 'createdAt' | 'completedAt' | 'scorePercentage' | 'subjectScores' | 'topicBreakdown'
>

export interface PracticeStore {
  create(input: NewPracticeSession): Promise<PracticeSession>
  get(id: string): Promise<PracticeSession | undefined>
  update(id: string, patch: UpdatePracticeRequest): Promise<PracticeSession | undefined>
  listByUser(userId: string): Promise<PracticeSession[]>
}

export interface TutorStore {
  create(userId: string | null): Promise<TutorSession>
  get(id: string): Promise<TutorSession | undefined>
  append(id: string, messages: TutorMessage[]): Promise<TutorSession>
  listByUser(userId: string): Promise<TutorSession[]>
}

export interface QuestionFilter {
  examType?: string
  section?: string
  difficulty?: string
  topic?: string
  level?: string
  /** Absent: multiple-choice items with 4 options only (the short flows); see QuestionTypeFilter in the contract. */
  type?: string
}

export interface QuestionStore {
  /** Bank and generated questions matching the filter, generated newest first, then bank items by id. */
  list(filter: QuestionFilter, page?: { limit: number; offset: number }): Promise<Question[]>
  addGenerated(questions: Question[]): Promise<void>
  /** Ids of questions already handed to this requester by generation (user id or anonymous client id). */
  seenIds(requester: string): Promise<Set<string>>
  markSeen(requester: string, ids: string[]): Promise<void>
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
  practice: PracticeStore
  tutor: TutorStore
  questions: QuestionStore
  fullExams: FullExamStore
}
