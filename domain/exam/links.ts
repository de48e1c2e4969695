import * as v from 'valibot'
import type { CountryCode, ExamType, ExamTypeName, Tally } from '../../openapi/types.ts'
import { isExamTypeName, parseMaturaLevel, type Flow, type MaturaLevelName } from './exams.ts'
import { EXAM_TYPE_NAMES, EXAMS, sectionNames } from './registry.ts'
import { exactPercent, satHalves } from './scoring.ts'
import { sumTallies, type PracticeSummary, type Tallies } from './tally.ts'

/**
 * Links in and out of the practice flows: /practice?exam=..&section=.. checked against the exam types, the
 * results pages' query parameters (built and parsed, malformed values flagged) and the links to the tutor.
 */

/** The page a short flow's finished test opens (the NMT's shows its results on the practice page itself). */
export const SHORT_RESULTS_PAGES = {
  sat: '/sat-results',
  matura: '/matura-results',
  canada: '/canada-results',
} as const satisfies Partial<Record<Flow, string>>

export const shortResultsPage = (flow: Flow): string | undefined =>
  Object.hasOwn(SHORT_RESULTS_PAGES, flow) ? SHORT_RESULTS_PAGES[flow as keyof typeof SHORT_RESULTS_PAGES] : undefined

/** The generic /practice page (a question-bank or dashboard link, a catalogue test without a page of its own). */
export const GENERIC_PRACTICE_PAGE = '/practice'

/** The page a generic test opens when finished: Ukrainian tests list with the NMT's results, others /results. */
export const genericResultsPage = (countryCode: CountryCode | null): string =>
  countryCode === 'UA' ? '/nmt-results' : '/results'

export type SectionLink =
  | { ok: true; examType: ExamTypeName; countryCode: ExamType['countryCode']; section: string }
  | {
      ok: false
      problem: 'missingExam' | 'missingSection' | 'unknownExam' | 'unknownSection'
      exam: string
      section: string
    }

/** What a section link is checked against: the contract's exam types, or offline the registry's (the same list). */
export type LinkExamType = Pick<ExamType, 'id' | 'name' | 'countryCode' | 'sections'>
export const REGISTRY_EXAM_TYPES: readonly LinkExamType[] = EXAM_TYPE_NAMES.map((name) => ({
  id: EXAMS[name].testId,
  name,
  countryCode: EXAMS[name].countryCode,
  sections: sectionNames(name),
}))

/** Checks /practice?exam=..&section=.. against the exam types: the exam must exist and own the section. */
export function checkSectionLink(
  exam: string | null,
  section: string | null,
  examTypes: readonly LinkExamType[],
): SectionLink {
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

// ── Query parameters ─────────────────────────────────────────────────────────────────────────────────────

/** A count from the URL: a non-negative whole number, anything else (missing included) is 0. */
/** A percentage parameter as given (29.5 stays 29.5: the grade is read from it), within 0–100; else 0. */
export function parsePercent(raw: string | null | undefined): number {
  const n = raw === null || raw === undefined || raw.trim() === '' ? NaN : Number(raw)
  return Number.isFinite(n) && n >= 0 ? Math.min(n, 100) : 0
}

export function parseCount(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === '') return 0
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : 0
}

// Valibot (not zod): the results pages and practice flows parse this in the browser, and valibot's schemas add a few
// hundred bytes where zod's runtime is 25 KB gzip (decision 024).
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100000))
const TallyParam = v.pipe(
  v.object({ correct: Count, total: Count }),
  v.check((t) => t.correct <= t.total, 'correct must not exceed total'),
)
export const SectionsParam = v.pipe(
  v.unknown(),
  // valibot's record takes an array as an object of indices; a list is not a sections object
  v.check((x) => !Array.isArray(x), 'sections must be an object'),
  v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(100)), TallyParam),
  v.check((r) => Object.keys(r).length <= 50, 'too many sections'),
)

/** `sections` (JSON of name → {correct, total}): missing is empty; malformed is empty and flagged. */
export function parseSections(raw: string | null | undefined): { sections: Tallies; invalid: boolean } {
  if (raw === null || raw === undefined || raw.trim() === '') return { sections: {}, invalid: false }
  for (const text of [raw, safeDecode(raw)]) {
    if (text === null) continue
    try {
      const parsed = v.safeParse(SectionsParam, JSON.parse(text))
      if (parsed.success) return { sections: parsed.output, invalid: false }
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

export function query(path: string, params: Record<string, string | number>): string {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) search.set(k, String(v))
  return `${path}?${search.toString()}`
}

// ── SAT ──────────────────────────────────────────────────────────────────────────────────────────────────

export function satResultsHref(summary: PracticeSummary): string {
  return query(SHORT_RESULTS_PAGES.sat, {
    score: satHalves(summary.subjectTallies).total,
    correct: summary.questionsCorrect,
    total: summary.questionsAttempted,
    sections: JSON.stringify(summary.subjectTallies),
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

export function maturaResultsHref(summary: PracticeSummary, level: MaturaLevelName): string {
  return query(SHORT_RESULTS_PAGES.matura, {
    score: summary.scorePercentage,
    correct: summary.questionsCorrect,
    total: summary.questionsAttempted,
    level,
    sections: JSON.stringify(summary.subjectTallies),
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
  const percentage = params.has('score') ? parsePercent(params.get('score')) : exactPercent(correct, total)
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

/** Tutor page query (spec: examType, score, sections as JSON of subject → correct and total). */
export function tutorQuery(examType: string, scorePercentage: number, sections: Record<string, Tally>): string {
  const params = new URLSearchParams({ examType, score: String(scorePercentage), sections: JSON.stringify(sections) })
  return params.toString()
}
