import type { ExamType, ExamTypeName, PracticeSession, Question, Tally } from '../../openapi/types.ts'
import { percent } from '../scoring.ts'
import type { LocalProgressEntry } from './storage.ts'

/**
 * Pure helpers of the generic and NMT practice flows and their results pages: picking questions, scoring the
 * answers into the session numbers (subjectScores, topicBreakdown) and turning sessions into result cards.
 */

/** The fields a practice flow uses of a question (bank items, and the built-in fallback sets). */
export type PracticeQuestion = Pick<
  Question,
  | 'id'
  | 'examType'
  | 'countryCode'
  | 'section'
  | 'topic'
  | 'difficulty'
  | 'questionText'
  | 'passage'
  | 'options'
  | 'correctAnswer'
  | 'explanation'
  | 'timeLimit'
>
export type Answer = string | null
/** What scoring needs of a question (stored results hold looser types than the API's). */
export type Scorable = Pick<PracticeQuestion, 'section' | 'topic' | 'correctAnswer'>

/** Generic practice: 5 questions, 120 s each (spec section 9). */
export const GENERIC_QUESTION_COUNT = 5
export const GENERIC_QUESTION_SECONDS = 120
/** NMT mock: 5 questions, each timed by its own timeLimit. */
export const NMT_QUESTION_COUNT = 5
/** The most a session may last (the API's totalTime bound). */
export const MAX_SESSION_SECONDS = 86_400

const EXAM_TYPE_NAMES: readonly ExamTypeName[] = [
  'NMT',
  'SAT',
  'MATURA_BASIC',
  'MATURA_EXTENDED',
  'ALBERTA_DIPLOMA',
  'ONTARIO_OSSLT',
  'BC_LITERACY',
]

/** A catalogue test id → its exam type name: upper case, hyphens → underscores (nmt → NMT, matura-basic → MATURA_BASIC). */
export function examTypeNameForTest(testId: string): string {
  return testId.trim().toUpperCase().replaceAll('-', '_')
}

export function isExamTypeName(value: string): value is ExamTypeName {
  return (EXAM_TYPE_NAMES as readonly string[]).includes(value)
}

export type SectionLink =
  | { ok: true; examType: ExamTypeName; countryCode: ExamType['countryCode']; section: string }
  | {
      ok: false
      problem: 'missingExam' | 'missingSection' | 'unknownExam' | 'unknownSection'
      exam: string
      section: string
    }

/** Checks /practice?exam=..&section=.. against the exam types: the exam must exist and own the section. */
export function checkSectionLink(exam: string | null, section: string | null, examTypes: ExamType[]): SectionLink {
  const e = (exam ?? '').trim()
  const s = (section ?? '').trim()
  if (!e) return { ok: false, problem: 'missingExam', exam: e, section: s }
  const type = examTypes.find((x) => x.name === e.toUpperCase()) ?? examTypes.find((x) => x.id === e.toLowerCase())
  if (!type || !isExamTypeName(type.name)) return { ok: false, problem: 'unknownExam', exam: e, section: s }
  if (!s) return { ok: false, problem: 'missingSection', exam: e, section: s }
  const owned = type.sections.find((x) => x.toLowerCase() === s.toLowerCase())
  if (!owned) return { ok: false, problem: 'unknownSection', exam: e, section: s }
  return { ok: true, examType: type.name, countryCode: type.countryCode, section: owned }
}

/** Fisher-Yates on a copy. */
export function shuffle<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** Takes one from each group in turn until `count` are taken: a few per subject, mixed. Duplicate ids are skipped. */
export function pickMixed<T extends { id: string }>(groups: readonly (readonly T[])[], count: number): T[] {
  const picked: T[] = []
  const seen = new Set<string>()
  const cursors = groups.map(() => 0)
  let progress = true
  while (picked.length < count && progress) {
    progress = false
    for (let g = 0; g < groups.length && picked.length < count; g++) {
      while (cursors[g] < groups[g].length) {
        const item = groups[g][cursors[g]++]
        if (seen.has(item.id)) continue
        seen.add(item.id)
        picked.push(item)
        progress = true
        break
      }
    }
  }
  return picked
}

export const isCorrect = (question: Pick<PracticeQuestion, 'correctAnswer'>, answer: Answer | undefined): boolean =>
  answer !== null && answer !== undefined && answer === question.correctAnswer

/** correct/total per section (subject) or per topic. Unanswered questions count as wrong. */
export function tallyBy(
  questions: readonly Scorable[],
  answers: readonly (Answer | undefined)[],
  key: 'section' | 'topic',
): Record<string, Tally> {
  const out: Record<string, Tally> = {}
  questions.forEach((q, i) => {
    const name = q[key] || 'general'
    const tally = (out[name] ??= { correct: 0, total: 0 })
    tally.total += 1
    if (isCorrect(q, answers[i])) tally.correct += 1
  })
  return out
}

/** Subject → percent, the server's SubjectScores. */
export function percentages(tallies: Record<string, Tally>): Record<string, number> {
  return Object.fromEntries(Object.entries(tallies).map(([k, t]) => [k, percent(t.correct, t.total)]))
}

export interface PracticeSummary {
  /** Every question shown counts as attempted (a timed-out one too). */
  questionsAttempted: number
  questionsAnswered: number
  questionsCorrect: number
  scorePercentage: number
  subjectTallies: Record<string, Tally>
  subjectScores: Record<string, number>
  topicBreakdown: Record<string, Tally>
}

export function summarize(questions: readonly Scorable[], answers: readonly (Answer | undefined)[]): PracticeSummary {
  const questionsCorrect = questions.filter((q, i) => isCorrect(q, answers[i])).length
  const subjectTallies = tallyBy(questions, answers, 'section')
  return {
    questionsAttempted: questions.length,
    questionsAnswered: questions.filter((_, i) => answers[i] !== null && answers[i] !== undefined).length,
    questionsCorrect,
    scorePercentage: percent(questionsCorrect, questions.length),
    subjectTallies,
    subjectScores: percentages(subjectTallies),
    topicBreakdown: tallyBy(questions, answers, 'topic'),
  }
}

/** Whole seconds between two instants, within the API's bounds. */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.min(MAX_SESSION_SECONDS, Math.max(0, Math.round((now - startedAt) / 1000)))
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
export function nmtLocalEntries(entries: readonly LocalProgressEntry[]): LocalProgressEntry[] {
  return entries.filter((e) => e.testType === 'NMT')
}

/** A stable id for a visitor's entry (they have none of their own). */
export function localEntryId(entry: Pick<LocalProgressEntry, 'date'>, index: number): string {
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

export function cardsFromLocal(entries: readonly LocalProgressEntry[]): ResultCard[] {
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

/** Tutor page query (spec: examType, score, sections as JSON of subject → correct and total). */
export function tutorQuery(examType: string, scorePercentage: number, sections: Record<string, Tally>): string {
  const params = new URLSearchParams({ examType, score: String(scorePercentage), sections: JSON.stringify(sections) })
  return params.toString()
}
