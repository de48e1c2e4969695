import type { PracticeSession, Question, Tally } from '../../openapi/types.ts'
import { query, type MaturaResultFigures } from './links.ts'
import {
  CANADA_MAX_LISTED,
  canadaIsStrong,
  canadaIsWeak,
  maturaIsStrong,
  maturaIsWeak,
  maturaStatus,
  maturaSubjectStatus,
  percent,
} from './scoring.ts'
import { isCorrect, summarize, type Answers, type Tallies } from './tally.ts'

/**
 * Results records and views: the Canada results record (each question with the student's answer), topic rows
 * and strong/weak lists, result cards of finished sessions (server or this browser) and the tutor link.
 */

/** What the results need of a visitor's stored entry (app/utils/storage.ts validates the full shape). */
export interface LocalEntry {
  date: string
  testType: string
  province?: string | null
  questionsAttempted: number
  questionsCorrect: number
  scorePercentage: number
  subjectScores: Record<string, number | Tally>
  topicBreakdown: Tallies
  totalTime?: number
}

type RecordQuestion = Omit<Question, 'source' | 'createdAt'> & Partial<Pick<Question, 'source' | 'createdAt'>>

export function buildCanadaResults(input: {
  examType: string
  province: string
  testName: string
  questions: readonly RecordQuestion[]
  answers: Answers
  date: Date
}) {
  const summary = summarize(input.questions, input.answers)
  return {
    examType: input.examType,
    countryCode: 'CA' as const,
    province: input.province,
    testName: input.testName,
    totalQuestions: summary.questionsAttempted,
    correctAnswers: summary.questionsCorrect,
    scorePercentage: summary.scorePercentage,
    subjectScores: summary.subjectTallies,
    topicBreakdown: summary.topicBreakdown,
    questions: input.questions.map((q, i) => {
      const { source: _source, createdAt: _createdAt, ...rest } = q
      const userAnswer = input.answers[i] ?? null
      return { ...rest, userAnswer, isCorrect: isCorrect(q, userAnswer) }
    }),
    date: input.date.toISOString(),
  }
}

export interface TopicRow {
  topic: string
  pct: number
  correct: number
  total: number
}

export function topicRows(breakdown: Tallies): TopicRow[] {
  return Object.entries(breakdown)
    .filter(([, t]) => t.total > 0)
    .map(([topic, t]) => ({ topic, pct: percent(t.correct, t.total), correct: t.correct, total: t.total }))
}

/** Canada: strong topics (≥ 80%) best first and weak ones (< 70%) weakest first, at most 3 listed of each. */
export function canadaTopicLists(breakdown: Tallies) {
  const rows = topicRows(breakdown)
  const strong = rows.filter((r) => canadaIsStrong(r.pct)).sort((a, b) => b.pct - a.pct)
  const weak = rows.filter((r) => canadaIsWeak(r.pct)).sort((a, b) => a.pct - b.pct)
  return {
    strong: strong.slice(0, CANADA_MAX_LISTED),
    weak: weak.slice(0, CANADA_MAX_LISTED),
    strongCount: strong.length,
    weakCount: weak.length,
  }
}

export function canadaTutorHref(results: {
  scorePercentage: number
  province: string
  subjectScores: Tallies
  topicBreakdown: Tallies
}): string {
  const weak = canadaTopicLists(results.topicBreakdown).weak.map((r) => ({ topic: r.topic, accuracy: r.pct }))
  return query('/ai-tutor', {
    examType: 'CANADA',
    score: results.scorePercentage,
    province: results.province,
    subjects: JSON.stringify(Object.keys(results.subjectScores)),
    sections: JSON.stringify(results.subjectScores),
    weakAreas: JSON.stringify(weak),
  })
}

// ── Result cards (/nmt-results) ──────────────────────────────────────────────────────────────────────────

export interface ResultCard {
  id: string
  /** 1 for the oldest shown. */
  number: number
  date: string
  /** Whole minutes, or null when unknown. */
  minutes: number | null
  attempted: number
  correct: number
  scorePercentage: number
  subjectScores: Record<string, number>
  topicBreakdown: Record<string, Tally>
}

/** The sessions /nmt-results lists: completed Ukrainian ones (the NMT mock and generic UA tests). */
export function nmtSessions(sessions: readonly PracticeSession[]): PracticeSession[] {
  return sessions.filter((s) => s.completed && (s.countryCode === 'UA' || s.examType === 'NMT'))
}

/** The visitor's entries /nmt-results lists. */
export function nmtLocalEntries(entries: readonly LocalEntry[]): LocalEntry[] {
  return entries.filter((e) => e.testType === 'NMT')
}

/** A stable id for a visitor's entry (they have none of their own). */
export function localEntryId(entry: Pick<LocalEntry, 'date'>, index: number): string {
  const ms = Date.parse(entry.date)
  return `local-${Number.isFinite(ms) ? ms : index}`
}

const toMinutes = (seconds: number | null | undefined): number | null =>
  seconds === null || seconds === undefined ? null : Math.max(0, Math.round(seconds / 60))

/** Subject scores may be percents or tallies (visitors' older entries): always percents here. */
export function subjectPercents(scores: Record<string, number | Tally>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(scores).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v) : percent(v.correct, v.total)]),
  )
}

/** Cards newest first, numbered from the oldest (Test #1). */
function numbered(cards: Omit<ResultCard, 'number'>[]): ResultCard[] {
  const oldestFirst = [...cards].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
  const numbers = new Map(oldestFirst.map((c, i) => [c, i + 1]))
  return [...cards]
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .map((c) => ({ ...c, number: numbers.get(c) ?? 0 }))
}

export function cardsFromSessions(sessions: readonly PracticeSession[]): ResultCard[] {
  return numbered(
    sessions.map((s) => ({
      id: s.id,
      date: s.completedAt ?? s.createdAt,
      minutes: toMinutes(s.totalTime),
      attempted: s.questionsAttempted,
      correct: s.questionsCorrect,
      scorePercentage: Math.round(s.scorePercentage ?? percent(s.questionsCorrect, s.questionsAttempted)),
      subjectScores: subjectPercents(s.subjectScores),
      topicBreakdown: s.topicBreakdown,
    })),
  )
}

export function cardsFromLocal(entries: readonly LocalEntry[]): ResultCard[] {
  return numbered(
    entries.map((e, i) => ({
      id: localEntryId(e, i),
      date: e.date,
      minutes: toMinutes(e.totalTime),
      attempted: e.questionsAttempted,
      correct: e.questionsCorrect,
      scorePercentage: Math.round(e.scorePercentage),
      subjectScores: subjectPercents(e.subjectScores),
      topicBreakdown: e.topicBreakdown,
    })),
  )
}

/**
 * The subject analysis of a Matura result: each subject's percentage and pass status, the strong and the weak
 * subjects (weakest first) and the next steps by their text key — each weak subject, the pass mark if failed, the
 * tutor, then the Extended level for a strong Basic result or else a retake.
 */
export function maturaAnalysis(figures: Pick<MaturaResultFigures, 'percentage' | 'level' | 'sections'>) {
  const subjects = Object.entries(figures.sections).map(([subject, tally]) => {
    const pct = percent(tally.correct, tally.total)
    return { subject, pct, tally, status: maturaSubjectStatus(pct) }
  })
  const listed = (keep: (pct: number) => boolean) =>
    subjects.filter((s) => keep(s.pct)).map((s) => ({ topic: s.subject, pct: s.pct }))
  const weak = listed(maturaIsWeak).sort((a, b) => a.pct - b.pct)
  const strongBasic = figures.level === 'Basic' && maturaIsStrong(figures.percentage)
  const steps: { key: string; subject?: string }[] = [
    ...weak.map((s) => ({ key: 'weakSubject', subject: s.topic })),
    ...(maturaStatus(figures.percentage) === 'ZDANY' ? [] : [{ key: 'passMark' }]),
    { key: 'tutor' },
    { key: strongBasic ? 'tryExtended' : 'retake' },
  ]
  return { subjects, strong: listed(maturaIsStrong), weak, steps }
}
