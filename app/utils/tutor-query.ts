import * as v from 'valibot'
import { parseSections } from '#domain/exam/links.ts'
import type { Tallies } from '#domain/exam/tally.ts'
import { maturaLevelValues, type MaturaLevel } from '#openapi/types.ts'

/**
 * The tutor page's query parameters (spec section 3, "Tutor page query parameters"), each parsed with valibot on its
 * own: a malformed one is ignored, the others still count.
 */

export const TUTOR_EXAMS = ['SAT', 'CANADA', 'Matura'] as const
export type TutorExam = (typeof TUTOR_EXAMS)[number]
export type { MaturaLevel }
/** At most this many rows in each list (breakdown, weak, strong), and of subjects. */
export const MAX_ROWS = 12

// ── Parameter schemas ────────────────────────────────────────────────────────────────────────────────────

// No control characters (Unicode category Cc: U+0000–U+001F, U+007F–U+009F).
const NoControl = /^\P{Cc}+$/u
// Valibot, not zod: this runs in the browser on the tutor page and in the home page's tutor popup, where zod's
// runtime would add 25 KB gzip (decision 024).
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), v.regex(NoControl))
const ExamParam = v.pipe(
  v.string(),
  v.trim(),
  v.transform((x) => TUTOR_EXAMS.find((e) => e.toLowerCase() === x.toLowerCase())),
  v.picklist(TUTOR_EXAMS),
)
const NumberParam = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,5}(\.\d{1,4})?$/), v.transform(Number))
const LevelParam = v.pipe(
  v.string(),
  v.trim(),
  v.transform((x) => (x.toLowerCase() === 'basic' ? 'Basic' : x.toLowerCase() === 'extended' ? 'Extended' : undefined)),
  v.picklist(maturaLevelValues),
)
const ProvinceParam = v.pipe(v.string(), v.trim(), v.regex(/^\p{L}[\p{L}\p{M} .'’-]{0,59}$/u))
const SubjectsParam = v.pipe(v.array(Name), v.minLength(1), v.maxLength(MAX_ROWS * 2))
const WeakAreasParam = v.pipe(
  v.array(v.object({ topic: Name, accuracy: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) })),
  v.maxLength(MAX_ROWS * 2),
)
const SessionParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/))
/** A question from the mistake review (text, options, both answers): lines of text, no other control characters. */
export const MAX_QUESTION = 1500
const QuestionParam = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(MAX_QUESTION),
  v.regex(/^[^\p{Cc}]*(?:\n[^\p{Cc}]*)*$/u),
)

/** A JSON parameter: read as is, then once more URI-decoded (links that were encoded twice). */
function parseJson<T>(raw: string | null, schema: v.GenericSchema<unknown, T>): T | null {
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
      const parsed = v.safeParse(schema, JSON.parse(text))
      if (parsed.success) return parsed.output
    } catch {
      // not JSON: try the next reading
    }
  }
  return null
}

function parsePlain<T>(raw: string | null, schema: v.GenericSchema<string, T>): T | null {
  if (raw === null) return null
  const parsed = v.safeParse(schema, raw)
  return parsed.success ? parsed.output : null
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
  /** The question a student asks about from /review (the tutor's context). */
  question: string | null
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
    question: parsePlain(params.get('question'), QuestionParam),
  }
}
