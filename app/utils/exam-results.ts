import { z } from 'zod'
import type { Question, Tally } from '../../openapi/types.ts'
import { CANADA_MAX_LISTED, canadaIsStrong, canadaIsWeak, percent, satHalves } from '../scoring.ts'
import type { CanadaResults } from './practice-storage.ts'
import type { LocalProgressEntry } from './storage.ts'

/**
 * Pure helpers of the SAT, Matura and Canada flows: tallies from answers, the session and local-progress
 * numbers, the results pages' query parameters (built and parsed), the Canada results record and the links
 * to the tutor. Every threshold comes from app/scoring.ts.
 */

export type Tallies = Record<string, Tally>
export type Answers = readonly (string | null | undefined)[]
type Scorable = Pick<Question, 'section' | 'topic' | 'correctAnswer'>

export const isCorrectAnswer = (q: Pick<Question, 'correctAnswer'>, answer: string | null | undefined) =>
  answer != null && answer === q.correctAnswer

export function countCorrect(questions: readonly Scorable[], answers: Answers): number {
  return questions.reduce((n, q, i) => n + (isCorrectAnswer(q, answers[i]) ? 1 : 0), 0)
}

/** correct/total per key, in the order the keys first appear. */
export function tallyBy(questions: readonly Scorable[], answers: Answers, key: (q: Scorable) => string): Tallies {
  const out: Tallies = {}
  questions.forEach((q, i) => {
    const k = key(q)
    const t = (out[k] ??= { correct: 0, total: 0 })
    t.total += 1
    if (isCorrectAnswer(q, answers[i])) t.correct += 1
  })
  return out
}

export const sumTallies = (tallies: Tallies): Tally =>
  Object.values(tallies).reduce((acc, t) => ({ correct: acc.correct + t.correct, total: acc.total + t.total }), {
    correct: 0,
    total: 0,
  })

export function tallyPercents(tallies: Tallies): Record<string, number> {
  return Object.fromEntries(Object.entries(tallies).map(([k, t]) => [k, percent(t.correct, t.total)]))
}

export interface ScoreSummary {
  total: number
  correct: number
  scorePercentage: number
  /** Per section (SAT), subject (Matura, Canada). */
  sections: Tallies
  topics: Tallies
}

export function summarise(questions: readonly Scorable[], answers: Answers): ScoreSummary {
  const correct = countCorrect(questions, answers)
  return {
    total: questions.length,
    correct,
    scorePercentage: percent(correct, questions.length),
    sections: tallyBy(questions, answers, (q) => q.section),
    topics: tallyBy(questions, answers, (q) => q.topic),
  }
}

/** The final numbers of a server session (PATCH /api/practice/sessions/{id}). */
export function sessionNumbers(summary: ScoreSummary, totalTimeSeconds: number) {
  return {
    questionsAttempted: summary.total,
    questionsCorrect: summary.correct,
    scorePercentage: summary.scorePercentage,
    subjectScores: tallyPercents(summary.sections),
    topicBreakdown: summary.topics,
    totalTime: Math.min(Math.max(Math.round(totalTimeSeconds), 0), 86400),
  }
}

/** A visitor's finished test, for userProgress. */
export function localProgressEntry(
  summary: ScoreSummary,
  testType: string,
  province: string | null,
  date: Date,
): LocalProgressEntry {
  return {
    date: date.toISOString(),
    testType,
    province,
    questionsAttempted: summary.total,
    questionsCorrect: summary.correct,
    scorePercentage: summary.scorePercentage,
    subjectScores: summary.sections,
    topicBreakdown: summary.topics,
  }
}

// ── Query parameters ─────────────────────────────────────────────────────────────────────────────────────

/** A count from the URL: a non-negative whole number, anything else (missing included) is 0. */
export function parseCount(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === '') return 0
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : 0
}

const TallyParam = z
  .object({ correct: z.number().int().min(0).max(100000), total: z.number().int().min(0).max(100000) })
  .refine((t) => t.correct <= t.total, 'correct must not exceed total')
export const SectionsParam = z
  .record(z.string().min(1).max(100), TallyParam)
  .refine((r) => Object.keys(r).length <= 50, 'too many sections')

/** `sections` (JSON of name → {correct, total}): missing is empty; malformed is empty and flagged. */
export function parseSections(raw: string | null | undefined): { sections: Tallies; invalid: boolean } {
  if (raw === null || raw === undefined || raw.trim() === '') return { sections: {}, invalid: false }
  for (const text of [raw, safeDecode(raw)]) {
    if (text === null) continue
    try {
      const parsed = SectionsParam.safeParse(JSON.parse(text))
      if (parsed.success) return { sections: parsed.data, invalid: false }
    } catch {
      // not JSON: try the next reading
    }
  }
  return { sections: {}, invalid: true }
}

function safeDecode(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw)
    return decoded === raw ? null : decoded
  } catch {
    return null
  }
}

function query(path: string, params: Record<string, string | number>): string {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) search.set(k, String(v))
  return `${path}?${search.toString()}`
}

// ── SAT ──────────────────────────────────────────────────────────────────────────────────────────────────

export function satResultsHref(summary: ScoreSummary): string {
  return query('/sat-results', {
    score: satHalves(summary.sections).total,
    correct: summary.correct,
    total: summary.total,
    sections: JSON.stringify(summary.sections),
  })
}

export interface SatResultFigures {
  correct: number
  total: number
  sections: Tallies
  sectionsInvalid: boolean
  /** The two halves, when the sections are known; null when only `score` was given. */
  halves: { readingWriting: number; math: number } | null
  totalScore: number
}

/**
 * /sat-results figures. With sections, everything is computed from them with the scoring module (so a crafted
 * URL shows exactly the level of its sections); `score`, `correct` and `total` are the fallback.
 */
export function satResultFigures(params: URLSearchParams): SatResultFigures {
  const { sections, invalid } = parseSections(params.get('sections'))
  if (Object.keys(sections).length > 0) {
    const sum = sumTallies(sections)
    const halves = satHalves(sections)
    return {
      correct: sum.correct,
      total: sum.total,
      sections,
      sectionsInvalid: false,
      halves: { readingWriting: halves.readingWriting, math: halves.math },
      totalScore: halves.total,
    }
  }
  const total = parseCount(params.get('total'))
  return {
    correct: Math.min(parseCount(params.get('correct')), total),
    total,
    sections: {},
    sectionsInvalid: invalid,
    halves: null,
    totalScore: Math.min(parseCount(params.get('score')), 1600),
  }
}

export function satTutorHref(figures: Pick<SatResultFigures, 'totalScore' | 'sections'>): string {
  return query('/ai-tutor', { examType: 'SAT', score: figures.totalScore, sections: JSON.stringify(figures.sections) })
}

// ── Matura ───────────────────────────────────────────────────────────────────────────────────────────────

export type MaturaLevelName = 'Basic' | 'Extended'
export const parseMaturaLevel = (raw: string | null | undefined): MaturaLevelName =>
  raw?.toLowerCase() === 'extended' ? 'Extended' : 'Basic'

export function maturaResultsHref(summary: ScoreSummary, level: MaturaLevelName): string {
  return query('/matura-results', {
    score: summary.scorePercentage,
    correct: summary.correct,
    total: summary.total,
    level,
    sections: JSON.stringify(summary.sections),
  })
}

export interface MaturaResultFigures {
  percentage: number
  correct: number
  total: number
  level: MaturaLevelName
  sections: Tallies
  sectionsInvalid: boolean
}

/** /matura-results figures: `score` is the percentage (0-100); without it, correct/total decide. */
export function maturaResultFigures(params: URLSearchParams): MaturaResultFigures {
  const { sections, invalid } = parseSections(params.get('sections'))
  const sum = sumTallies(sections)
  const total = params.has('total') ? parseCount(params.get('total')) : sum.total
  const correct = Math.min(params.has('correct') ? parseCount(params.get('correct')) : sum.correct, total)
  const percentage = params.has('score') ? Math.min(parseCount(params.get('score')), 100) : percent(correct, total)
  return {
    percentage,
    correct,
    total,
    level: parseMaturaLevel(params.get('level')),
    sections,
    sectionsInvalid: invalid,
  }
}

export function maturaTutorHref(figures: Pick<MaturaResultFigures, 'percentage' | 'level' | 'sections'>): string {
  return query('/ai-tutor', {
    examType: 'Matura',
    score: figures.percentage,
    level: figures.level,
    sections: JSON.stringify(figures.sections),
  })
}

// ── Canada ───────────────────────────────────────────────────────────────────────────────────────────────

/** Up to `total` questions, taking in turn from each subject's list (each list already in the wanted order). */
export function interleave<T>(lists: readonly (readonly T[])[], total: number): T[] {
  const out: T[] = []
  for (let round = 0; out.length < total; round++) {
    let took = false
    for (const list of lists) {
      if (round < list.length && out.length < total) {
        out.push(list[round])
        took = true
      }
    }
    if (!took) break
  }
  return out
}

export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}

export function buildCanadaResults(input: {
  examType: string
  province: string
  testName: string
  questions: readonly Question[]
  answers: Answers
  date: Date
}): CanadaResults {
  const summary = summarise(input.questions, input.answers)
  return {
    examType: input.examType,
    countryCode: 'CA',
    province: input.province,
    testName: input.testName,
    totalQuestions: summary.total,
    correctAnswers: summary.correct,
    scorePercentage: summary.scorePercentage,
    subjectScores: summary.sections,
    topicBreakdown: summary.topics,
    questions: input.questions.map((q, i) => {
      const { source: _source, createdAt: _createdAt, ...rest } = q
      const userAnswer = input.answers[i] ?? null
      return { ...rest, userAnswer, isCorrect: isCorrectAnswer(q, userAnswer) }
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

export function canadaTutorHref(
  results: Pick<CanadaResults, 'scorePercentage' | 'province' | 'subjectScores' | 'topicBreakdown'>,
): string {
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
