import type { GradeReply } from '~/features/review/grade.ts'
import type { DueItem, Mistake } from '~/features/review/types.ts'
import type { LocalProgressEntry } from '~/utils/storage.ts'
import type { StoreKind } from '~/utils/store-kind.ts'
import type { Estimate, FullExamId } from '#domain/exam/full-length/index.ts'
import type { ProgressSummary } from '#domain/exam/progress.ts'
import type { FinishedTest, PracticeSummary } from '#domain/exam/tally.ts'
import type { AnswerRecord, CountryCode, FullExamState, Mastery } from '#openapi/types.ts'

/** Where a finished test ended up: the account, the save queue (kept here, retried), this browser, or nowhere. */
export type SavedWhere = FinishedTest['saved']

export interface SessionInfo {
  examType: string
  countryCode: CountryCode
  province: string | null
  /** The test's subjects (the server session keeps the first 3). */
  subjects: readonly string[]
}

export interface PracticeFinish {
  /** The session's key (the API's clientId): a retried save finds the session it may have started. */
  clientId: string
  session: SessionInfo
  summary: PracticeSummary
  /** Seconds the test took. */
  totalTime: number
  records: AnswerRecord[]
  date: Date
}

export interface FullExamFinish {
  /** The attempt (exam and form). */
  id: string
  exam: FullExamId
  /** The exam type the result is counted under. */
  examType: string
  state: FullExamState
  estimate: Estimate
}

/** What /progress shows from a store that keeps it in the browser (`reset`: a damaged value was removed). */
export interface KeptProgress {
  summary: ProgressSummary
  mastery: Mastery
  reset: boolean
}

/** What moves to a new account at sign-up: the register form's three fields, each a JSON list. */
export interface AccountImport {
  progress: string
  answers: string
  cards: string
}

/** A list a review page shows, or that it could not be read. */
export type KeptList<T> = { items: T[]; loadError: boolean }

/**
 * One progress store (decision 118): what the pages write and read about a student's practice, through the
 * account (the API, via the save queue) or this browser (a visitor). Chosen once per page (useProgressStore);
 * pages call it and never ask where the data goes. A read answers null where the page's loader already brought
 * the figures (the account's are read on the server, per request).
 */
export interface ProgressStore {
  readonly kind: StoreKind
  /** A short flow starts (the account keeps the session from its start; the browser only keeps results). */
  startPractice(clientId: string, session: SessionInfo): void
  /** A short flow's result and answers. */
  finishPractice(finish: PracticeFinish): Promise<SavedWhere>
  /** The attempt to resume: the newest of what the page was given and what this browser still holds. */
  resumeFullExam(id: string, saved: FullExamState | undefined): Promise<FullExamState | null>
  /** Every change of a running attempt (the newest wins). */
  keepFullExam(id: string, state: FullExamState): void
  /** A full-length attempt's result and answers, once; where they ended up (the results screen says it). */
  finishFullExam(finish: FullExamFinish): Promise<SavedWhere>
  readProgress(now: Date): Promise<KeptProgress | null>
  /** The finished tests as progress entries (the NMT results list). */
  readResults(): Promise<LocalProgressEntry[] | null>
  readMistakes(signal: AbortSignal): Promise<KeptList<Mistake> | null>
  readDueCards(signal: AbortSignal): Promise<KeptList<DueItem> | null>
  /** A due card answered again (the review form's fields), graded and rescheduled. */
  gradeCard(form: FormData): Promise<GradeReply>
  /** What this store holds for a new account (the sign-up import); null: nothing to move (the account's own). */
  exportForAccount(): Promise<AccountImport | null>
}
