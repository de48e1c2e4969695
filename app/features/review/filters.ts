import * as v from 'valibot'
import { examTypeNameValues, type ExamTypeName } from '#openapi/types.ts'

/**
 * /review's filters (exam, subject, topic) live in the URL. Each is checked on its own: a malformed value, or one
 * that matches none of the student's mistakes, is named and ignored; the others still apply. Never throws.
 */

export const FILTER_KEYS = ['exam', 'subject', 'topic'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]
export type ReviewFilters = { exam?: ExamTypeName; subject?: string; topic?: string }

// valibot, not zod: this runs in the browser on /review, where zod would add 24 KB to the first load (decision 032).
const Text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200), v.regex(/^\P{Cc}+$/u))
const FilterValue = { exam: v.picklist(examTypeNameValues), subject: Text, topic: Text }

/** The fields of a mistake the filters look at. */
export interface Filterable {
  examType: ExamTypeName
  section: string
  topic: string
}

export function parseReviewFilters(
  params: URLSearchParams,
  items: readonly Filterable[],
): { filters: ReviewFilters; rejected: FilterKey[] } {
  const filters: ReviewFilters = {}
  const rejected: FilterKey[] = []
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)
    if (raw === null || raw === '') continue
    const parsed = v.safeParse(FilterValue[key], raw)
    if (!parsed.success) {
      rejected.push(key)
      continue
    }
    const value = parsed.output
    const known =
      key === 'exam'
        ? items.some((i) => i.examType === value)
        : key === 'subject'
          ? items.some((i) => i.section === value)
          : items.some((i) => i.topic === value)
    if (!known) rejected.push(key)
    else if (key === 'exam') filters.exam = value as ExamTypeName
    else if (key === 'subject') filters.subject = value
    else filters.topic = value
  }
  return { filters, rejected }
}

export function applyReviewFilters<T extends Filterable>(items: readonly T[], filters: ReviewFilters): T[] {
  return items.filter(
    (i) =>
      (!filters.exam || i.examType === filters.exam) &&
      (!filters.subject || i.section === filters.subject) &&
      (!filters.topic || i.topic === filters.topic),
  )
}

/** The choices each filter offers: the values of the mistakes that pass the other filters, sorted. */
export function filterChoices(items: readonly Filterable[], filters: ReviewFilters) {
  const values = (key: FilterKey, pick: (i: Filterable) => string) =>
    [...new Set(applyReviewFilters(items, { ...filters, [key]: undefined }).map(pick))].sort((a, b) =>
      a.localeCompare(b),
    )
  return {
    exam: values('exam', (i) => i.examType) as ExamTypeName[],
    subject: values('subject', (i) => i.section),
    topic: values('topic', (i) => i.topic),
  }
}

/** The newest answer of each question only (a question missed twice is listed once), newest first. */
export function newestPerQuestion<T extends { questionId: string; answeredAt: string }>(items: readonly T[]): T[] {
  const sorted = [...items].sort((a, b) => b.answeredAt.localeCompare(a.answeredAt))
  const seen = new Set<string>()
  return sorted.filter((i) => (seen.has(i.questionId) ? false : (seen.add(i.questionId), true)))
}
