import type { Question, QuestionType } from '../openapi/types.ts'

/** The filters of GET /api/questions, as the store applies them. */
export interface QuestionFilter {
  examType?: string
  section?: string
  difficulty?: string
  topic?: string
  level?: string
  /** Absent: what the short flows show (decision 104); see QuestionTypeFilter in the contract. */
  type?: string
  /** The requester whose generated items are listed with the bank (requesterOf); absent: the bank only. */
  owner?: string
}

/** An item's type: absent means multiple choice (every item written before types existed). */
export function questionType(q: Pick<Question, 'type'>): QuestionType {
  return q.type ?? 'choice'
}

/** The letter label SAT and Matura options carry in their text ("A) they"); the exam screens print their own. */
const OPTION_LABEL = /^[A-E]\) /

/** An option's text without its letter label: "A) they" → "they"; an option without one is as written. */
export const optionText = (option: string): string => option.replace(OPTION_LABEL, '')

/** Whether an option starts with a letter label. */
export const hasOptionLabel = (option: string): boolean => OPTION_LABEL.test(option)

/** The option counts of the exams' choice items (4, and 5 in NMT and SAT-style forms) the short flows show. */
const SHORT_FLOW_OPTIONS = [4, 5]

/**
 * Whether an item answers the `type` filter of GET /api/questions. Without one, what the short practice flows show
 * (decision 104): choice items with 4 or 5 options and the set types (matching, ordering, "3 of 7", true/false),
 * none with a stimulus (table or chart) and no numeric entry. `choice` is every multiple-choice item, `any` every
 * item.
 */
export function matchesType(q: Question, type: string | undefined): boolean {
  const t = questionType(q)
  if (!type) return !q.stimulus && t !== 'numeric' && (t !== 'choice' || SHORT_FLOW_OPTIONS.includes(q.options.length))
  if (type === 'any') return true
  return t === type
}

/** Whether an item answers every field of the filter (topic in any case). */
export function matchesFilter(q: Question, filter: QuestionFilter): boolean {
  return (
    (!filter.examType || q.examType === filter.examType) &&
    (!filter.section || q.section === filter.section) &&
    (!filter.difficulty || q.difficulty === filter.difficulty) &&
    (!filter.topic || q.topic.toLowerCase() === filter.topic.toLowerCase()) &&
    (!filter.level || q.level === filter.level) &&
    matchesType(q, filter.type)
  )
}

export function filterQuestions(questions: Question[], filter: QuestionFilter): Question[] {
  return questions.filter((q) => matchesFilter(q, filter))
}

const byId = (a: Question, b: Question) => a.id.localeCompare(b.id)
const newestFirst = (a: Question, b: Question) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id)

/** The list's order: generated questions newest first, then the written bank by id. */
export function orderQuestions(bank: Question[], generated: Question[]): Question[] {
  return [...[...generated].sort(newestFirst), ...[...bank].sort(byId)]
}

/** A copy of the bank in the list's order, made once per change of the bank rather than on every request. */
export function sortById(bank: Question[]): Question[] {
  return [...bank].sort(byId)
}

/**
 * One page of `orderQuestions(filterQuestions([...bank, ...accepted]), filterQuestions(own))` without building
 * either list: the written bank, already in id order (`sortById`), is walked only until the page is full, with the
 * accepted items (few) merged in by id. A request no longer copies, filters and sorts the whole bank (issue 15).
 */
export function pageOfQuestions(
  lists: { bankById: readonly Question[]; accepted: Question[]; own: Question[] },
  filter: QuestionFilter,
  page: { limit: number; offset: number },
): Question[] {
  const end = page.offset + page.limit
  const found: Question[] = []
  let position = 0
  const take = (q: Question) => {
    if (position >= page.offset) found.push(q)
    position++
  }
  for (const q of filterQuestions(lists.own, filter).sort(newestFirst)) {
    if (position >= end) return found
    take(q)
  }
  const accepted = filterQuestions(lists.accepted, filter).sort(byId)
  let next = 0
  for (const q of lists.bankById) {
    if (!matchesFilter(q, filter)) continue
    while (next < accepted.length && position < end && byId(accepted[next], q) < 0) take(accepted[next++])
    if (position >= end) return found
    take(q)
  }
  while (next < accepted.length && position < end) take(accepted[next++])
  return found
}

/** The questions with these ids among the bank and the generated ones (copies). */
export function questionsByIds(ids: string[], ...sources: Question[][]): Question[] {
  const wanted = new Set(ids)
  return sources.flatMap((list) => list.filter((q) => wanted.has(q.id))).map((q) => structuredClone(q))
}
