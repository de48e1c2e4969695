import * as v from 'valibot'
import { ImportAnswersRequest } from '#openapi/limits.ts'
import { fullExamStateSchema, importedAnswerSchema, reviewCardSchema, timestampSchema } from '#openapi/records.ts'

/**
 * What the browser store keeps of a visitor's answers, review cards and full-length attempts, checked before it
 * is written and when it is moved in from the old browser keys (decision 134): the contract's records as generated
 * from the document (openapi/records.ts, decision 136), so a limit changed there changes here.
 */

/** The newest answers kept; older ones drop off. */
export const ANSWER_HISTORY_MAX = 1000
/** The most cards kept (the soonest due). */
export const REVIEW_CARDS_MAX = 500
/** The newest finished tests kept. */
export const RESULTS_MAX = 200
/** The most answers (and cards) one import call takes (POST /api/answers/import), as the contract sets it. */
export const IMPORT_MAX = Math.min(ImportAnswersRequest.answers.maxItems, ImportAnswersRequest.cards.maxItems)

/** An answer as kept here: the contract's ImportedAnswer (`answeredAt` set), as the sign-up import sends it. */
export const StoredAnswer = importedAnswerSchema
export type StoredAnswer = v.InferOutput<typeof StoredAnswer>

export const StoredCard = reviewCardSchema

export const StoredCards = v.object({
  /** The newest history answer already taken in (null: none yet). */
  syncedTo: v.nullable(timestampSchema),
  cards: v.pipe(v.array(StoredCard), v.maxLength(REVIEW_CARDS_MAX)),
})
export type StoredCards = v.InferOutput<typeof StoredCards>

/** A visitor's full-length attempt (one per exam and form). */
export const StoredAttempt = fullExamStateSchema
