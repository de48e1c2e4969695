import * as v from 'valibot'
import { parseUrlFilters } from '~/utils/url-filters.ts'
import { listAnswersQuery } from '#openapi/limits.ts'
import { examTypeNameValues, type ExamTypeName } from '#openapi/types.ts'

/**
 * /review's filters (exam, subject, topic) live in the URL. Each is checked on its own: a malformed value, or one
 * that matches none of the student's mistakes, is named and ignored; the others still apply. Never throws.
 */

export type ReviewFilters = { exam?: ExamTypeName; subject?: string; topic?: string }
export type FilterKey = keyof ReviewFilters

// A filter is looked up as the answer history's section or topic, so it takes that parameter's limits.
const { minLength, maxLength } = listAnswersQuery.topic
const Text = v.pipe(v.string(), v.trim(), v.minLength(minLength), v.maxLength(maxLength), v.regex(/^\P{Cc}+$/u))
const FILTER_VALUES = { exam: v.picklist(examTypeNameValues), subject: Text, topic: Text }
export const FILTER_KEYS = Object.keys(FILTER_VALUES) as FilterKey[]

/** The fields of a mistake the filters look at. */
export interface Filterable {
  examType: ExamTypeName
  section: string
  topic: string
}

/** The field of a mistake each filter compares. */
const FIELD = { exam: 'examType', subject: 'section', topic: 'topic' } as const satisfies Record<
  FilterKey,
  keyof Filterable
>

export function parseReviewFilters(
  params: URLSearchParams,
  items: readonly Filterable[],
): { filters: ReviewFilters; rejected: FilterKey[] } {
  const { values, rejected } = parseUrlFilters(params, FILTER_VALUES)
  const filters: ReviewFilters = {}
  for (const key of FILTER_KEYS) {
    const value = values[key]
    if (value === undefined) continue
    if (items.some((i) => i[FIELD[key]] === value)) Object.assign(filters, { [key]: value })
    else rejected.push(key)
  }
  rejected.sort((a, b) => FILTER_KEYS.indexOf(a) - FILTER_KEYS.indexOf(b))
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
  const values = (key: FilterKey) =>
    [...new Set(applyReviewFilters(items, { ...filters, [key]: undefined }).map((i) => i[FIELD[key]]))].sort((a, b) =>
      a.localeCompare(b),
    )
  return { exam: values('exam') as ExamTypeName[], subject: values('subject'), topic: values('topic') }
}

/** The newest answer of each question only (a question missed twice is listed once), newest first. */
export function newestPerQuestion<T extends { questionId: string; answeredAt: string }>(items: readonly T[]): T[] {
  const sorted = [...items].sort((a, b) => b.answeredAt.localeCompare(a.answeredAt))
  const seen = new Set<string>()
  return sorted.filter((i) => (seen.has(i.questionId) ? false : (seen.add(i.questionId), true)))
}
