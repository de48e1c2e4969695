import { newestPerQuestion } from '~/features/review/filters.ts'
import { MISTAKES_MAX, type Mistake, type ReviewQuestion } from '~/features/review/types.ts'
import { readVisitorAnswers } from '~/utils/answer-history.ts'

/** A visitor's wrong and skipped answers (this browser's history), newest first, one per question. */
export function visitorMistakeAnswers() {
  let history: ReturnType<typeof readVisitorAnswers> = []
  try {
    history = readVisitorAnswers()
  } catch {
    history = []
  }
  return newestPerQuestion(history.filter((a) => !a.correct)).slice(0, MISTAKES_MAX)
}

/** The visitor's mistakes with their questions, looked up through /resources/review-questions. */
export async function loadVisitorMistakes(signal?: AbortSignal): Promise<{ mistakes: Mistake[]; loadError: boolean }> {
  const answers = visitorMistakeAnswers()
  if (answers.length === 0) return { mistakes: [], loadError: false }
  const refs = answers.map(({ questionId, examType, topic }) => ({ questionId, examType, topic }))
  let questions: Record<string, ReviewQuestion> = {}
  try {
    const res = await fetch('/resources/review-questions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(refs),
      signal,
    })
    const body = (await res.json()) as { ok: boolean; questions?: Record<string, ReviewQuestion> }
    if (!res.ok || !body.ok) return { mistakes: [], loadError: true }
    questions = body.questions ?? {}
  } catch {
    return { mistakes: [], loadError: true }
  }
  return {
    mistakes: answers.map((a) => ({ ...a, question: questions[a.questionId] ?? null })),
    loadError: false,
  }
}
