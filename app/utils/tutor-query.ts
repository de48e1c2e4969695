import { z } from 'zod'
import { parseSections } from '#api/domain/exam/links.ts'
import type { Tallies } from '#api/domain/exam/tally.ts'
import { maturaLevelValues, type MaturaLevel } from '#openapi/types.ts'

/**
 * The tutor page's query parameters (spec section 3, "Tutor page query parameters"), each parsed with zod on its
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
  .pipe(z.enum(maturaLevelValues))
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
/** A question from the mistake review (text, options, both answers): lines of text, no other control characters. */
export const MAX_QUESTION = 1500
const QuestionParam = z
  .string()
  .trim()
  .min(1)
  .max(MAX_QUESTION)
  .regex(/^[^\p{Cc}]*(?:\n[^\p{Cc}]*)*$/u)

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
