import type { Question } from '../../openapi/types.ts'
import type { QuestionFilter } from '../store/types.ts'

export function filterQuestions(questions: Question[], filter: QuestionFilter): Question[] {
  const topic = filter.topic?.toLowerCase()
  return questions.filter(
    (q) =>
      (!filter.examType || q.examType === filter.examType) &&
      (!filter.section || q.section === filter.section) &&
      (!filter.difficulty || q.difficulty === filter.difficulty) &&
      (!topic || q.topic.toLowerCase() === topic) &&
      (!filter.level || q.level === filter.level),
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
