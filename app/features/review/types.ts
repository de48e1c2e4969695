import type { PracticeQuestion } from '#domain/exam/tally.ts'
import type { AnswerHistoryItem, Question, ReviewCard } from '#openapi/types.ts'

/** What the review shows of a question (bank items, generated ones and the built-in sets alike). */
export type ReviewQuestion = PracticeQuestion &
  Partial<Pick<Question, 'type' | 'acceptedAnswers' | 'matching' | 'ordering' | 'selection' | 'statements'>>

/** One mistake on /review: the answer as recorded and its question (null when it is no longer available). */
export type Mistake = Pick<
  AnswerHistoryItem,
  'questionId' | 'examType' | 'section' | 'topic' | 'chosen' | 'correct' | 'answeredAt' | 'shuffleSeed'
> & { question: ReviewQuestion | null }

/** The most mistakes one page lists (one API page). */
export const MISTAKES_MAX = 100

/** The most cards one daily review brings (one API page). */
export const DUE_MAX = 50

/** A due card with its question, as the daily review shows it. */
export type DueItem = { card: ReviewCard; question: ReviewQuestion }
