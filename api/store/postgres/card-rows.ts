import type { ReviewCard } from '../../../openapi/types.ts'

// A review card as a `review_cards` row and back: the store, its batched changes and the lowdb import share these.

export interface CardRow {
  user_id: string
  question_id: string
  exam_type: string
  section: string
  topic: string
  due: Date
  stability: number
  difficulty: number
  elapsed_days: number
  scheduled_days: number
  learning_steps: number
  reps: number
  lapses: number
  state: ReviewCard['state']
  last_review: Date | null
}

export const toCard = (r: CardRow): ReviewCard => ({
  questionId: r.question_id,
  examType: r.exam_type as ReviewCard['examType'],
  section: r.section,
  topic: r.topic,
  due: r.due.toISOString(),
  stability: r.stability,
  difficulty: r.difficulty,
  elapsedDays: r.elapsed_days,
  scheduledDays: r.scheduled_days,
  learningSteps: r.learning_steps,
  reps: r.reps,
  lapses: r.lapses,
  state: r.state,
  lastReview: r.last_review ? r.last_review.toISOString() : null,
})

/** The row a card is stored as (the store and the lowdb import use it). */
export function cardRow(userId: string, c: ReviewCard) {
  return {
    user_id: userId,
    question_id: c.questionId,
    exam_type: c.examType,
    section: c.section,
    topic: c.topic,
    due: new Date(c.due),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsedDays,
    scheduled_days: c.scheduledDays,
    learning_steps: c.learningSteps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    last_review: c.lastReview ? new Date(c.lastReview) : null,
  }
}
