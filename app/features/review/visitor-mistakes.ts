import { newestPerQuestion } from '~/features/review/filters.ts'
import { MISTAKES_MAX, type Mistake, type ReviewQuestion } from '~/features/review/types.ts'
import { visitorDueCards } from '~/features/review/visitor-cards.ts'
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
  const questions = await lookUp(
    answers.map(({ questionId, examType, topic }) => ({ questionId, examType, topic })),
    signal,
  )
  if (questions === null) return { mistakes: [], loadError: true }
  return {
    mistakes: answers.map((a) => ({ ...a, question: questions[a.questionId] ?? null })),
    loadError: false,
  }
}

/** The questions of some references, through /resources/review-questions (null when the lookup failed). */
async function lookUp(
  refs: { questionId: string; examType: string; topic: string }[],
  signal?: AbortSignal,
): Promise<Record<string, ReviewQuestion> | null> {
  if (refs.length === 0) return {}
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

/** A visitor's due cards (this browser's) with their questions; a card whose question is gone is left out. */
export async function loadVisitorDue(signal?: AbortSignal, now = new Date()) {
  const cards = visitorDueCards(now).slice(0, 50)
  const questions = await lookUp(
    cards.map(({ questionId, examType, topic }) => ({ questionId, examType, topic })),
    signal,
  )
  if (questions === null) return { items: [], loadError: true }
  return {
    items: cards.flatMap((card) =>
      questions[card.questionId] ? [{ card, question: questions[card.questionId] }] : [],
    ),
    loadError: false,
  }
}
