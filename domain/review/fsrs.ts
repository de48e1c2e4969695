import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs'
import type { CardState, ReviewCard, ReviewRating } from '../../openapi/types.ts'
import { isMistake } from './rating.ts'

/**
 * The one FSRS scheduler (ts-fsrs, its default FSRS weights) with fixed parameters (decision 026): 90% retention,
 * at most a year between reviews, no fuzz (the same answer always gives the same date, in the server, the mocks and
 * the browser), one 10-minute (re)learning step, so a miss comes back the same day and a right answer days later.
 */
export const FSRS_PARAMETERS = generatorParameters({
  request_retention: 0.9,
  maximum_interval: 365,
  enable_fuzz: false,
  enable_short_term: true,
  learning_steps: ['10m'],
  relearning_steps: ['10m'],
})

const scheduler = fsrs(FSRS_PARAMETERS)

const GRADES: Record<ReviewRating, Grade> = {
  Again: Rating.Again,
  Hard: Rating.Hard,
  Good: Rating.Good,
  Easy: Rating.Easy,
}

const STATES: Record<State, CardState> = {
  [State.New]: 'New',
  [State.Learning]: 'Learning',
  [State.Review]: 'Review',
  [State.Relearning]: 'Relearning',
}
const STATE_OF: Record<CardState, State> = {
  New: State.New,
  Learning: State.Learning,
  Review: State.Review,
  Relearning: State.Relearning,
}

/** What a card says about its question (copied from the answer that made it, for the filters). */
export type CardSubject = Pick<ReviewCard, 'questionId' | 'examType' | 'section' | 'topic'>

function toContract(subject: CardSubject, card: Card): ReviewCard {
  return {
    questionId: subject.questionId,
    examType: subject.examType,
    section: subject.section,
    topic: subject.topic,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state],
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  }
}

function fromContract(card: ReviewCard): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_OF[card.state],
    ...(card.lastReview ? { last_review: new Date(card.lastReview) } : {}),
  }
}

/**
 * The card after a wrong or skipped answer given at `at`: a new card due at once, or the question's card reset
 * to new and due at once (its reps and lapses kept). Undefined for a right answer (it changes no card).
 */
export function cardAfterAnswer(
  existing: ReviewCard | undefined,
  answer: CardSubject & { chosen: string | null; correct: boolean },
  at: Date,
): ReviewCard | undefined {
  if (!isMistake(answer)) return undefined
  const subject = existing ?? answer
  if (!existing) return toContract(subject, createEmptyCard(at))
  return toContract(subject, scheduler.forget(fromContract(existing), at, false).card)
}

/** The card rescheduled by FSRS after a review answered at `now` with `rating`. */
export function gradeCard(card: ReviewCard, rating: ReviewRating, now: Date): ReviewCard {
  return toContract(card, scheduler.next(fromContract(card), now, GRADES[rating]).card)
}

/** Whether a card is due at `now`. */
export function isDue(card: Pick<ReviewCard, 'due'>, now: Date): boolean {
  return Date.parse(card.due) <= now.getTime()
}

/** Soonest due first, then by question id (a stable order). */
export function bySoonestDue(a: ReviewCard, b: ReviewCard): number {
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)
  return cmp(a.due, b.due) || cmp(a.questionId, b.questionId)
}
