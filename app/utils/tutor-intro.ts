import { z } from 'zod'
import type { SelectedSession, TutorContext } from '~/utils/practice-storage.ts'
import { parseSections } from '#api/domain/exam/links.ts'
import {
  canadaIsStrong,
  canadaIsWeak,
  isStrongTopic,
  isWeakTopic,
  maturaIsStrong,
  maturaIsWeak,
  percent,
  satHalves,
} from '#api/domain/exam/scoring.ts'
import { sumTallies, type Tallies } from '#api/domain/exam/tally.ts'
import type { TutorSession } from '#openapi/types.ts'

/**
 * The tutor page's pure logic (spec sections 2 and 3, "/ai-tutor" and "Tutor page query parameters"):
 * what the first assistant message says — the analysis of a result from the URL or from the stored
 * selectedSession, or the default greeting — and the context text sent to the tutor with each message.
 * Every parameter is parsed with zod on its own: a malformed one is ignored, the others still count.
 * The texts themselves are translated in the component; this module only decides the content.
 */

export const TUTOR_EXAMS = ['SAT', 'CANADA', 'Matura'] as const
export type TutorExam = (typeof TUTOR_EXAMS)[number]
export type MaturaLevel = 'Basic' | 'Extended'

export const SAT_MIN_TOTAL = 400
export const SAT_MAX_TOTAL = 1600
/** At most this many rows in each list (breakdown, weak, strong), and of subjects. */
export const MAX_ROWS = 12

export interface AreaRow {
  name: string
  pct: number
}
export interface SubjectRow {
  name: string
  pct: number
  /** Null when only a percentage is known (a stored session's subjectScores). */
  correct: number | null
  total: number | null
}
export type OverallScore = { kind: 'sat'; value: number } | { kind: 'percent'; value: number }

export interface TutorAnalysis {
  source: 'query' | 'session'
  exam: TutorExam | null
  score: OverallScore | null
  level: MaturaLevel | null
  province: string | null
  subjects: string[]
  breakdown: SubjectRow[]
  weak: AreaRow[]
  strong: AreaRow[]
}

export type TutorIntro = { kind: 'greeting' } | { kind: 'analysis'; analysis: TutorAnalysis }
export const GREETING: TutorIntro = { kind: 'greeting' }

// ── Parameter schemas ────────────────────────────────────────────────────────────────────────────────────

// No control characters (Unicode category Cc: U+0000–U+001F, U+007F–U+009F).
const NoControl = /^\P{Cc}+$/u
const Name = z.string().trim().min(1).max(100).regex(NoControl)
const ExamParam = z
  .string()
  .trim()
  .transform((v) => TUTOR_EXAMS.find((e) => e.toLowerCase() === v.toLowerCase()))
  .pipe(z.enum(TUTOR_EXAMS))
const NumberParam = z
  .string()
  .trim()
  .regex(/^\d{1,5}(\.\d{1,4})?$/)
  .transform(Number)
const LevelParam = z
  .string()
  .trim()
  .transform((v) => (v.toLowerCase() === 'basic' ? 'Basic' : v.toLowerCase() === 'extended' ? 'Extended' : undefined))
  .pipe(z.enum(['Basic', 'Extended']))
const ProvinceParam = z
  .string()
  .trim()
  .regex(/^\p{L}[\p{L}\p{M} .'’-]{0,59}$/u)
const SubjectsParam = z
  .array(Name)
  .min(1)
  .max(MAX_ROWS * 2)
const WeakAreasParam = z.array(z.object({ topic: Name, accuracy: z.number().min(0).max(100) })).max(MAX_ROWS * 2)
const SessionParam = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)

/** A JSON parameter: read as is, then once more URI-decoded (links that were encoded twice). */
function parseJson<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (raw === null || raw.trim() === '') return null
  const readings = [raw]
  try {
    const decoded = decodeURIComponent(raw)
    if (decoded !== raw) readings.push(decoded)
  } catch {
    // not URI-encoded
  }
  for (const text of readings) {
    try {
      const parsed = schema.safeParse(JSON.parse(text))
      if (parsed.success) return parsed.data
    } catch {
      // not JSON: try the next reading
    }
  }
  return null
}

function parsePlain<T>(raw: string | null, schema: z.ZodType<T, string>): T | null {
  if (raw === null) return null
  const parsed = schema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

export interface TutorQuery {
  exam: TutorExam | null
  /** The raw score as given (its range is checked against the exam in analysisFromQuery). */
  score: number | null
  level: MaturaLevel | null
  sections: Tallies
  province: string | null
  subjects: string[]
  weakAreas: { topic: string; accuracy: number }[] | null
  session: string | null
}

/** Every tutor page parameter, each parsed on its own: a malformed value is null (or empty), never an error. */
export function parseTutorQuery(params: URLSearchParams): TutorQuery {
  return {
    exam: parsePlain(params.get('examType'), ExamParam),
    score: parsePlain(params.get('score'), NumberParam),
    level: parsePlain(params.get('level'), LevelParam),
    sections: parseSections(params.get('sections')).sections,
    province: parsePlain(params.get('province'), ProvinceParam),
    subjects: [...new Set(parseJson(params.get('subjects'), SubjectsParam) ?? [])],
    weakAreas: parseJson(params.get('weakAreas'), WeakAreasParam),
    session: parsePlain(params.get('session'), SessionParam),
  }
}

// ── Strong and weak areas ────────────────────────────────────────────────────────────────────────────────

/** Each exam's own thresholds (app/scoring.ts): Matura 70/60, Canada 80/70, the rest the topic rule 80/70. */
function thresholds(exam: TutorExam | null): { strong: (pct: number) => boolean; weak: (pct: number) => boolean } {
  if (exam === 'Matura') return { strong: maturaIsStrong, weak: maturaIsWeak }
  if (exam === 'CANADA') return { strong: canadaIsStrong, weak: canadaIsWeak }
  return { strong: isStrongTopic, weak: isWeakTopic }
}

function splitAreas(all: readonly AreaRow[], exam: TutorExam | null) {
  const rule = thresholds(exam)
  const rows = all.map((r) => ({ name: r.name, pct: r.pct }))
  return {
    strong: rows
      .filter((r) => rule.strong(r.pct))
      .sort((a, b) => b.pct - a.pct)
      .slice(0, MAX_ROWS),
    weak: rows
      .filter((r) => rule.weak(r.pct))
      .sort((a, b) => a.pct - b.pct)
      .slice(0, MAX_ROWS),
  }
}

const clampPct = (n: number) => Math.min(Math.max(Math.round(n), 0), 100)

function tallyRows(tallies: Tallies): SubjectRow[] {
  return Object.entries(tallies)
    .filter(([, t]) => t.total > 0)
    .slice(0, MAX_ROWS)
    .map(([name, t]) => {
      const correct = Math.min(t.correct, t.total)
      return { name, pct: percent(correct, t.total), correct, total: t.total }
    })
}

// ── The intro ────────────────────────────────────────────────────────────────────────────────────────────

function overallScore(exam: TutorExam | null, given: number | null, sections: Tallies): OverallScore | null {
  if (exam === 'SAT') {
    if (given !== null && given >= SAT_MIN_TOTAL && given <= SAT_MAX_TOTAL)
      return { kind: 'sat', value: Math.round(given) }
    return Object.keys(sections).length > 0 ? { kind: 'sat', value: satHalves(sections).total } : null
  }
  if (given !== null && given <= 100) return { kind: 'percent', value: Math.round(given) }
  const sum = sumTallies(sections)
  return sum.total > 0 ? { kind: 'percent', value: percent(sum.correct, sum.total) } : null
}

/** The analysis of the result described by the URL, or null when it names no score, sections or weak areas. */
export function analysisFromQuery(query: TutorQuery): TutorAnalysis | null {
  const breakdown = tallyRows(query.sections)
  const score = overallScore(query.exam, query.score, query.sections)
  if (score === null && breakdown.length === 0 && query.weakAreas === null) return null
  const split = splitAreas(breakdown, query.exam)
  const weak = query.weakAreas
    ? query.weakAreas
        .map((w) => ({ name: w.topic, pct: clampPct(w.accuracy) }))
        .sort((a, b) => a.pct - b.pct)
        .slice(0, MAX_ROWS)
    : split.weak
  return {
    source: 'query',
    exam: query.exam,
    score,
    level: query.level,
    province: query.province,
    subjects: query.subjects.slice(0, MAX_ROWS),
    breakdown,
    weak,
    strong: split.strong,
  }
}

/** The analysis of a stored NMT session (selectedSession), if it is the one the URL asks for. */
export function analysisFromSession(sessionParam: string | null, stored: SelectedSession | null): TutorAnalysis | null {
  if (sessionParam === null || stored === null) return null
  if (stored.id !== undefined && stored.id !== sessionParam) return null
  const breakdown: SubjectRow[] = Object.entries(stored.subjectScores)
    .slice(0, MAX_ROWS)
    .map(([name, value]) =>
      typeof value === 'number'
        ? { name, pct: clampPct(value), correct: null, total: null }
        : {
            name,
            pct: percent(Math.min(value.correct, value.total), value.total),
            correct: Math.min(value.correct, value.total),
            total: value.total,
          },
    )
  const topics = tallyRows(stored.topicBreakdown).map((r) => ({ name: r.name, pct: r.pct }))
  const { strong, weak } = splitAreas(topics, null)
  return {
    source: 'session',
    exam: null,
    score: { kind: 'percent', value: clampPct(stored.scorePercentage) },
    level: null,
    province: null,
    subjects: [],
    breakdown,
    weak,
    strong,
  }
}

/**
 * The first assistant message: with ?session= the stored session (when it matches), otherwise the result in
 * the query parameters, otherwise the default greeting.
 */
export function tutorIntro(params: URLSearchParams, readStoredSession: () => SelectedSession | null): TutorIntro {
  const query = parseTutorQuery(params)
  const analysis =
    (query.session !== null ? analysisFromSession(query.session, readStoredSession()) : null) ??
    analysisFromQuery(query)
  return analysis ? { kind: 'analysis', analysis } : GREETING
}

/** Whether the intro needs browser storage (the server render cannot know it yet). */
export const needsStoredSession = (params: URLSearchParams) => parseTutorQuery(params).session !== null

// ── The context sent to the tutor ────────────────────────────────────────────────────────────────────────

export interface Labels {
  subject: (name: string) => string
  topic: (name: string) => string
}
const humanize = (key: string) => {
  const text = key.replaceAll('_', ' ').trim()
  return text ? text[0].toUpperCase() + text.slice(1) : key
}
export const plainLabels: Labels = { subject: (s) => s, topic: humanize }

const EXAM_NAMES: Record<TutorExam, string> = {
  SAT: 'SAT',
  CANADA: 'Canadian provincial exam',
  Matura: 'Polish Matura',
}
/** The API takes up to 8000 characters of context; the results never need more than this. */
export const MAX_CONTEXT = 4000

const scoreText = (score: OverallScore) =>
  score.kind === 'sat' ? `${score.value}/${SAT_MAX_TOTAL}` : `${score.value}%`
const areaList = (rows: AreaRow[], label: (name: string) => string) =>
  rows.map((r) => `${label(r.name)} (${r.pct}%)`).join(', ')

/**
 * What the tutor is told about the student's result, one fact a line (the weak areas on a line of their own,
 * weakest first). Labels may be translated so the tutor can quote them in the student's language.
 */
export function tutorContextText(analysis: TutorAnalysis, labels: Labels = plainLabels): string {
  const lines = [
    `Student's recent practice results${analysis.exam ? ` (${EXAM_NAMES[analysis.exam]})` : analysis.source === 'session' ? ' (NMT)' : ''}.`,
  ]
  if (analysis.score) lines.push(`Overall score: ${scoreText(analysis.score)}`)
  if (analysis.level) lines.push(`Level: ${analysis.level}`)
  if (analysis.province) lines.push(`Province: ${analysis.province}`)
  if (analysis.subjects.length) lines.push(`Subjects: ${analysis.subjects.map(labels.subject).join(', ')}`)
  if (analysis.breakdown.length) {
    const rows = analysis.breakdown.map(
      (r) => `${labels.subject(r.name)} ${r.correct !== null ? `${r.correct}/${r.total} ` : ''}(${r.pct}%)`,
    )
    lines.push(`Subject breakdown: ${rows.join('; ')}`)
  }
  const topicOrSubject = (name: string) =>
    analysis.breakdown.some((r) => r.name === name) ? labels.subject(name) : labels.topic(name)
  if (analysis.weak.length) lines.push(`Weak areas: ${areaList(analysis.weak, topicOrSubject)}`)
  if (analysis.strong.length) lines.push(`Strong areas: ${areaList(analysis.strong, topicOrSubject)}`)
  return lines.join('\n').slice(0, MAX_CONTEXT)
}

/** The stored tutorContext (the last results page's summary), for when the page shows the plain greeting. */
export function storedContextText(stored: TutorContext, labels: Labels = plainLabels): string {
  const exam = TUTOR_EXAMS.find((e) => e.toLowerCase() === stored.examType.toLowerCase())
  const name = exam ? EXAM_NAMES[exam] : stored.examType.replace(/[^\p{L}\p{N} _-]/gu, '').slice(0, 60)
  const lines = [
    `Student's most recent practice results${name ? ` (${name})` : ''}.`,
    `Overall score: ${clampPct(stored.scorePercentage)}%`,
  ]
  const weak = stored.weakAreas
    .slice(0, MAX_ROWS)
    .map((w) => (typeof w === 'string' ? labels.topic(w) : `${labels.topic(w.topic)} (${clampPct(w.accuracy)}%)`))
  if (weak.length) lines.push(`Weak areas: ${weak.join(', ')}`)
  return lines.join('\n').slice(0, MAX_CONTEXT)
}

// ── Previous conversations ───────────────────────────────────────────────────────────────────────────────

export interface PreviousConversation {
  id: string
  updatedAt: string
  preview: string
  count: number
  messages: { role: 'user' | 'assistant'; content: string }[]
}
export const MAX_PREVIOUS = 5
const MAX_KEPT_MESSAGES = 40

/** The newest few tutor sessions with messages, each with a short preview (its first question). */
export function previousConversations(sessions: readonly TutorSession[], max = MAX_PREVIOUS): PreviousConversation[] {
  return [...sessions]
    .filter((s) => s.messages.length > 0)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, max)
    .map((s) => {
      const first = s.messages.find((m) => m.role === 'user')?.content ?? s.messages[0].content
      const preview = first.replace(/\s+/g, ' ').trim()
      return {
        id: s.id,
        updatedAt: s.updatedAt,
        preview: preview.length > 80 ? `${preview.slice(0, 79)}…` : preview,
        count: s.messages.length,
        messages: s.messages.slice(-MAX_KEPT_MESSAGES).map((m) => ({ role: m.role, content: m.content })),
      }
    })
}
