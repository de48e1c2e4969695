import type { SelectedSession } from '~/utils/practice-storage.ts'
import { MAX_ROWS, parseTutorQuery, type MaturaLevel, type TutorExam, type TutorQuery } from '~/utils/tutor-query.ts'
import {
  canadaIsStrong,
  canadaIsWeak,
  isStrongTopic,
  isWeakTopic,
  maturaIsStrong,
  maturaIsWeak,
  percent,
  satHalves,
} from '#domain/exam/scoring.ts'
import { sumTallies, type Tallies } from '#domain/exam/tally.ts'

/**
 * The tutor page's pure logic (spec sections 2 and 3, "/ai-tutor" and "Tutor page query parameters"):
 * what the first assistant message says — the analysis of a result from the URL or from the stored
 * selectedSession, or the default greeting. The parameters are parsed in tutor-query.ts, the context sent to the
 * tutor is built in tutor-context.ts.
 * The texts themselves are translated in the component; this module only decides the content.
 */

export const SAT_MIN_TOTAL = 400
export const SAT_MAX_TOTAL = 1600

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

/** A percent as a whole number from 0 to 100. */
export const clampPct = (n: number) => Math.min(Math.max(Math.round(n), 0), 100)

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
