import type { FullExamId } from '#domain/exam/full-length/index.ts'
import type { ExamTypeName, Question, StudyNote } from '#openapi/types.ts'

/**
 * The records of the browser's database that are not a visitor's progress: the kept exam packs and the saves handed
 * to the service worker. Their home is the database's schema (database.ts), which the pack store and the outbox use.
 */

/**
 * What an exam pack holds (decision 074): every bank question of its exams, read through GET /api/questions, and
 * their study notes in every language (GET /api/study-notes; decision 102).
 */
export interface ExamPackData {
  exams: FullExamId[]
  examTypes: ExamTypeName[]
  questions: Question[]
  /** Absent in a pack kept before notes were added: "Remove" and "Keep" again bring them. */
  notes?: StudyNote[]
}

/** A kept exam pack in this browser (decision 074): its data, its size and when it was kept. */
export interface KeptPack extends ExamPackData {
  /** The pack's key: its exams, sorted and joined (`nmt`, `matura-basic+matura-extended`). */
  id: string
  bytes: number
  keptAt: number
}

/** A save a page could not send, copied for the service worker's Background Sync (decision 103). */
export interface OutboxEntry {
  id: string
  key: string
  url: string
  body: unknown
  queuedAt: number
  /** Someone is sending it until this time (ms); 0: nobody is. */
  leaseUntil: number
}
