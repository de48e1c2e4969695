import type { PracticeSession, ProgressEntry, User } from '../../openapi/types.ts'
import type { LocalEntry } from './results.ts'

type LocalProgressEntry = LocalEntry

/**
 * /progress: the numbers the page shows, the same shape for a signed-in student (the API's progress, sessions
 * and user) and for a visitor (userProgress in this browser), and the one streak/accuracy/share rule the server
 * (domain/progress.ts) applies too. Pure; thresholds stay in scoring.ts.
 */

/** Spec section 9: recent sessions shown. */
export const RECENT_SESSIONS_SHOWN = 5

export interface SubjectProgress {
  subject: string
  correct: number
  total: number
  /** Percent with one decimal. */
  accuracy: number
}

export interface RecentSession {
  id: string
  examType: string
  subjects: string[]
  /** ISO timestamp. */
  date: string
  attempted: number
  correct: number
  completed: boolean
}

export interface ProgressSummary {
  totalSessions: number
  questionsAnswered: number
  /** Percent with one decimal. */
  overallAccuracy: number
  /** Consecutive days with a finished session, ending today or yesterday. */
  streak: number
  /** Per subject, by name. Empty when there is no progress yet. */
  subjects: SubjectProgress[]
  /** Newest first, at most RECENT_SESSIONS_SHOWN. */
  recent: RecentSession[]
}

const DAY_MS = 24 * 60 * 60 * 1000

export const round1 = (n: number): number => Math.round(n * 10) / 10

/** A percent with one decimal (0 when there is nothing to divide by), as the server reports accuracy. */
export function accuracyOf(correct: number, total: number): number {
  if (!(total > 0)) return 0
  return round1((Math.min(Math.max(correct, 0), total) / total) * 100)
}

/**
 * Mastery per subject from a session that keeps only percents: its questions are shared evenly among the
 * subjects (the first ones get the remainder), each scored by its percent. Returns [subject, total, correct].
 */
export function shareBySubject(attempted: number, scores: readonly [string, number][]): [string, number, number][] {
  return scores.map(([subject, pct], i) => {
    const share = Math.floor(attempted / scores.length) + (i < attempted % scores.length ? 1 : 0)
    return [subject, share, Math.round((share * Math.min(Math.max(pct, 0), 100)) / 100)]
  })
}

const bySubjectName = (a: SubjectProgress, b: SubjectProgress) => a.subject.localeCompare(b.subject)
const time = (iso: string) => {
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? ms : Number.NEGATIVE_INFINITY
}

/** Sums tallies per subject name into accuracy rows. */
function toSubjects(parts: Iterable<[string, number, number]>): SubjectProgress[] {
  const totals = new Map<string, { correct: number; total: number }>()
  for (const [subject, total, correct] of parts) {
    if (!(total > 0)) continue
    const t = totals.get(subject) ?? { correct: 0, total: 0 }
    t.total += total
    t.correct += Math.min(Math.max(correct, 0), total)
    totals.set(subject, t)
  }
  return [...totals.entries()]
    .map(([subject, t]) => ({ subject, ...t, accuracy: accuracyOf(t.correct, t.total) }))
    .sort(bySubjectName)
}

/** The API's entries are per exam type and subject: one row per subject over every exam. */
export function subjectsFromProgress(entries: readonly ProgressEntry[]): SubjectProgress[] {
  return toSubjects(entries.map((e) => [e.subject, e.totalQuestions, e.correctAnswers]))
}

/**
 * A visitor's entries, one row per subject. A tally is taken as it is; a bare percent shares the entry's
 * questions evenly among its subjects (as the server does); an entry without subject scores counts under its
 * test type.
 */
export function subjectsFromLocal(entries: readonly LocalProgressEntry[]): SubjectProgress[] {
  const parts: [string, number, number][] = []
  for (const e of entries) {
    const scored = Object.entries(e.subjectScores)
    if (scored.length === 0) {
      parts.push([e.testType, e.questionsAttempted, e.questionsCorrect])
      continue
    }
    const shares = shareBySubject(
      e.questionsAttempted,
      scored.map(([subject, v]): [string, number] => [subject, typeof v === 'number' ? v : 0]),
    )
    scored.forEach(([subject, v], i) => parts.push(typeof v === 'number' ? shares[i] : [subject, v.total, v.correct]))
  }
  return toSubjects(parts)
}

/** A calendar day number in the given clock (the browser's local time unless told otherwise). */
function dayNumber(date: Date, utc: boolean): number {
  return utc
    ? Math.floor(date.getTime() / DAY_MS)
    : Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS)
}

/**
 * Consecutive calendar days with at least one date, ending today or yesterday (a streak is kept until a whole
 * day passes without practice). Invalid dates are ignored. Local days by default, since a visitor's day is
 * their own; `utc` to count as the server does.
 */
export function streakFromDates(dates: readonly string[], now: Date, options: { utc?: boolean } = {}): number {
  const utc = options.utc ?? false
  const days = new Set(
    dates
      .map((iso) => new Date(iso))
      .filter((d) => Number.isFinite(d.getTime()))
      .map((d) => dayNumber(d, utc)),
  )
  const today = dayNumber(now, utc)
  let day = days.has(today) ? today : today - 1
  let streak = 0
  while (days.has(day)) {
    streak++
    day--
  }
  return streak
}

/** Newest first, at most `limit`; undated items go last. */
export function newestFirst<T extends { date: string }>(items: readonly T[], limit = RECENT_SESSIONS_SHOWN): T[] {
  return [...items].sort((a, b) => time(b.date) - time(a.date)).slice(0, Math.max(0, limit))
}

/** A stable id for a visitor's entry (they have none of their own). */
function localId(entry: LocalProgressEntry, index: number): string {
  const ms = Date.parse(entry.date)
  return `local-${Number.isFinite(ms) ? ms : 'x'}-${index}`
}

/** A visitor's progress, from userProgress. Every stored entry is a finished test. */
export function summarizeLocal(entries: readonly LocalProgressEntry[], now: Date): ProgressSummary {
  const attempted = entries.reduce((n, e) => n + e.questionsAttempted, 0)
  const correct = entries.reduce((n, e) => n + Math.min(e.questionsCorrect, e.questionsAttempted), 0)
  return {
    totalSessions: entries.length,
    questionsAnswered: attempted,
    overallAccuracy: accuracyOf(correct, attempted),
    streak: streakFromDates(
      entries.map((e) => e.date),
      now,
    ),
    subjects: subjectsFromLocal(entries),
    recent: newestFirst(
      entries.map((e, i) => ({
        id: localId(e, i),
        examType: e.testType,
        subjects: Object.keys(e.subjectScores),
        date: e.date,
        attempted: e.questionsAttempted,
        correct: Math.min(e.questionsCorrect, e.questionsAttempted),
        completed: true,
      })),
    ),
  }
}

/**
 * A signed-in student's progress: sessions and questions from their sessions, accuracy and streak as the
 * server keeps them on the user, subjects from the progress entries.
 */
export function summarizeServer(input: {
  user: Pick<User, 'streak' | 'overallAccuracy'>
  progress: readonly ProgressEntry[]
  sessions: readonly PracticeSession[]
}): ProgressSummary {
  const { user, progress, sessions } = input
  return {
    totalSessions: sessions.length,
    questionsAnswered: sessions.filter((s) => s.completed).reduce((n, s) => n + s.questionsAttempted, 0),
    overallAccuracy: user.overallAccuracy,
    streak: user.streak,
    subjects: subjectsFromProgress(progress),
    recent: newestFirst(
      sessions.map((s) => ({
        id: s.id,
        examType: s.examType,
        subjects: s.subjects,
        date: s.createdAt,
        attempted: s.questionsAttempted,
        correct: Math.min(s.questionsCorrect, s.questionsAttempted),
        completed: s.completed,
      })),
    ),
  }
}

/** Progress is empty until some subject has answered questions (the page then invites a first test). */
export const hasProgress = (summary: Pick<ProgressSummary, 'subjects'>): boolean => summary.subjects.length > 0
