import { examLanguage } from '#domain/exam/exams.ts'
import { isForeignLanguageSection } from '#domain/exam/registry.ts'
import type { Language, Question } from '#openapi/types.ts'

/** The spec: a passage is truncated at 200 characters until expanded. */
const PASSAGE_LIMIT = 200
/** The spec: the time limit is shown in minutes; the default display is 60 s. */
const DEFAULT_TIME_LIMIT_S = 60

/** The first 200 characters (whole code points, trailing space trimmed) and whether anything was cut. */
export function truncatePassage(passage: string, limit = PASSAGE_LIMIT): { text: string; truncated: boolean } {
  const chars = Array.from(passage)
  if (chars.length <= limit) return { text: passage, truncated: false }
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, truncated: true }
}

/** Seconds to minutes for display (90 → "1.5", in the page's number format); a missing or invalid limit counts as 60 s. */
export function timeLimitMinutes(timeLimit: unknown, locale: string): string {
  const seconds =
    typeof timeLimit === 'number' && Number.isFinite(timeLimit) && timeLimit > 0 ? timeLimit : DEFAULT_TIME_LIMIT_S
  let format = minuteFormats.get(locale)
  if (!format) minuteFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })))
  return format.format(seconds / 60)
}

/** One formatter per language: building an Intl.NumberFormat costs more than formatting (every card on the server). */
const minuteFormats = new Map<string, Intl.NumberFormat>()

/** The link of the card's Practice This button (spec: /practice?exam=..&section=..). */
export function practiceHref(q: Pick<Question, 'examType' | 'section'>): string {
  return `/practice?exam=${encodeURIComponent(q.examType)}&section=${encodeURIComponent(q.section)}`
}

/**
 * The language a text of a question is written in, for its lang attribute: the exam's language; in the
 * foreign-language sections English, unless the text is mostly Cyrillic (NMT instructions in Ukrainian).
 */
export function contentLanguage(q: Pick<Question, 'examType' | 'section'>, text = ''): Language {
  if (isForeignLanguageSection(q.section)) {
    const letters = text.replace(/[^\p{L}]/gu, '')
    const cyrillic = (letters.match(/\p{Script=Cyrillic}/gu) ?? []).length
    return letters.length > 0 && cyrillic / letters.length > 0.5 ? 'uk' : 'en'
  }
  return examLanguage(q.examType)
}

/**
 * The toast for an answer of the generation action (keys of the questions namespace): success with the count,
 * "No new questions" when nothing came back (zero items is never a success), the spec's error on failure, and
 * none for a form that did not pass validation (its errors are shown on the fields).
 */
export function generationToast(result: { generated: unknown[] | null; failed: boolean }): {
  title: string
  description: string
  count?: number
  variant: 'success' | 'error' | 'default'
} | null {
  if (result.generated && result.generated.length > 0)
    return {
      title: 'toast.successTitle',
      description: 'toast.successText',
      count: result.generated.length,
      variant: 'success',
    }
  if (result.generated) return { title: 'toast.noneTitle', description: 'toast.noneText', variant: 'default' }
  if (result.failed) return { title: 'toast.errorTitle', description: 'toast.errorText', variant: 'error' }
  return null
}
