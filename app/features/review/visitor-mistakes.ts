import { newestPerQuestion } from '~/features/review/filters.ts'
import { MISTAKES_MAX, type Mistake, type ReviewQuestion } from '~/features/review/types.ts'
import { readAnswers } from '~/utils/browser-store/records.ts'

/** A visitor's wrong and skipped answers (this browser's history), newest first, one per question. */
export async function visitorMistakeAnswers() {
  // Storage unavailable reads as nothing kept.
  const history = await readAnswers().catch(() => [])
  return newestPerQuestion(history.filter((a) => !a.correct)).slice(0, MISTAKES_MAX)
}

/** The visitor's mistakes with their questions, looked up through /resources/review-questions. */
export async function loadVisitorMistakes(signal?: AbortSignal): Promise<{ items: Mistake[]; loadError: boolean }> {
  const answers = await visitorMistakeAnswers()
  if (answers.length === 0) return { items: [], loadError: false }
  const questions = await lookUpQuestions(answers, signal)
  if (questions === null) return { items: [], loadError: true }
  return {
    items: answers.map((a) => ({ ...a, question: questions[a.questionId] ?? null })),
    loadError: false,
  }
}

/** The questions of some references, through /resources/review-questions (null when the lookup failed). */
export async function lookUpQuestions(
  items: { questionId: string; examType: string; topic: string }[],
  signal?: AbortSignal,
): Promise<Record<string, ReviewQuestion> | null> {
  if (items.length === 0) return {}
  const refs = items.map(({ questionId, examType, topic }) => ({ questionId, examType, topic }))
  try {
    const res = await fetch('/resources/review-questions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(refs),
      signal,
    })
    const body = (await res.json()) as { ok: boolean; questions?: Record<string, ReviewQuestion> }
    return res.ok && body.ok ? (body.questions ?? {}) : null
  } catch {
    return null
  }
}
