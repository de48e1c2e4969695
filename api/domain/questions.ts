import type { Question, QuestionType } from '../../openapi/types.ts'
import type { QuestionFilter } from '../store/types.ts'

/** An item's type: absent means multiple choice (every item written before types existed). */
export function questionType(q: Pick<Question, 'type'>): QuestionType {
  return q.type ?? 'choice'
}

/**
 * Whether an item answers the `type` filter of GET /api/questions. Without one, only multiple-choice items with
 * 4 options and no stimulus (table or chart) — what the short practice flows can show — so those flows never
 * receive numeric, matching, 5-option or data items. `choice` is every multiple-choice item, `any` every item.
 */
export function matchesType(q: Question, type: string | undefined): boolean {
  const t = questionType(q)
  if (!type) return t === 'choice' && q.options.length === 4 && !q.stimulus
  if (type === 'any') return true
  return t === type
}

export function filterQuestions(questions: Question[], filter: QuestionFilter): Question[] {
  const topic = filter.topic?.toLowerCase()
  return questions.filter(
    (q) =>
      (!filter.examType || q.examType === filter.examType) &&
      (!filter.section || q.section === filter.section) &&
      (!filter.difficulty || q.difficulty === filter.difficulty) &&
      (!topic || q.topic.toLowerCase() === topic) &&
      (!filter.level || q.level === filter.level) &&
      matchesType(q, filter.type),
  )
}

/** A stable order: generated questions newest first, then the written bank by id. */
export function orderQuestions(bank: Question[], generated: Question[]): Question[] {
  const newest = [...generated].sort(
    (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id),
  )
  const written = [...bank].sort((a, b) => a.id.localeCompare(b.id))
  return [...newest, ...written]
}

/** The questions with these ids among the bank and the generated ones (copies). */
export function questionsByIds(ids: string[], ...sources: Question[][]): Question[] {
  const wanted = new Set(ids)
  return sources.flatMap((list) => list.filter((q) => wanted.has(q.id))).map((q) => structuredClone(q))
}
