import * as v from 'valibot'
import { MAX_SEED } from '#domain/option-order.ts'
import { FullExamState as LIMITS } from '#openapi/limits.ts'
import {
  cardStateValues,
  difficultyValues,
  examTypeNameValues,
  fullExamIdValues,
  fullExamPhaseValues,
  fullExamRouteValues,
  idPattern,
  type AnswerRecord,
  type FullExamState,
  type ReviewCard,
} from '#openapi/types.ts'

/**
 * What the browser store keeps of a visitor's answers, review cards and full-length attempts, checked before it
 * is written and when it is moved in from the old browser keys (decision 134). Valibot like the other browser
 * storage (decision 024: zod stays off the pages' bundles); bounded like the contract's records.
 */

const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/** The newest answers kept; older ones drop off. */
export const ANSWER_HISTORY_MAX = 1000
/** The most cards kept (the soonest due). */
export const REVIEW_CARDS_MAX = 500
/** The newest finished tests kept. */
export const RESULTS_MAX = 200
/** The most answers and cards one import call takes (POST /api/answers/import). */
export const IMPORT_MAX = 200

export const StoredAnswer = v.object({
  questionId: v.pipe(v.string(), v.regex(idPattern)),
  examType: v.picklist(examTypeNameValues),
  section: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  topic: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  difficulty: v.picklist(difficultyValues),
  chosen: v.nullable(v.pipe(v.string(), v.maxLength(2000))),
  correct: v.boolean(),
  seconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86400)),
  answeredAt: v.pipe(v.string(), v.isoTimestamp()),
  shuffleSeed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEED))),
}) satisfies v.GenericSchema<unknown, AnswerRecord>
export type StoredAnswer = v.InferOutput<typeof StoredAnswer>

const Timestamp = v.pipe(v.string(), v.isoTimestamp())
const Count = (max: number) => Int(0, max)
export const StoredCard = v.object({
  questionId: v.pipe(v.string(), v.regex(idPattern)),
  examType: v.picklist(examTypeNameValues),
  section: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  topic: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  due: Timestamp,
  stability: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
  difficulty: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  elapsedDays: Count(1_000_000),
  scheduledDays: Count(1_000_000),
  learningSteps: Count(100),
  reps: Count(1_000_000),
  lapses: Count(1_000_000),
  state: v.picklist(cardStateValues),
  lastReview: v.nullable(Timestamp),
}) satisfies v.GenericSchema<unknown, ReviewCard>

export const StoredCards = v.object({
  /** The newest history answer already taken in (null: none yet). */
  syncedTo: v.nullable(Timestamp),
  cards: v.pipe(v.array(StoredCard), v.maxLength(REVIEW_CARDS_MAX)),
})
export type StoredCards = v.InferOutput<typeof StoredCards>

const ItemId = v.pipe(v.string(), v.regex(idPattern))
const PartId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/))
const Millis = Int(0, Number.MAX_SAFE_INTEGER)
const atMost = <T extends Record<string, unknown>>(n: number) => v.check<T>((record) => Object.keys(record).length <= n)

/** A visitor's full-length attempt (one per exam and form). */
export const StoredAttempt = v.strictObject({
  v: v.literal(1),
  exam: v.picklist(fullExamIdValues),
  form: Int(LIMITS.form.minimum, LIMITS.form.maximum),
  startedAt: Millis,
  updatedAt: Millis,
  partIndex: Int(LIMITS.partIndex.minimum, LIMITS.partIndex.maximum),
  phase: v.picklist(fullExamPhaseValues),
  deadline: v.nullable(Millis),
  routes: v.pipe(v.record(PartId, v.picklist(fullExamRouteValues)), atMost(LIMITS.routes.maxProperties)),
  closed: v.pipe(v.array(PartId), v.maxLength(LIMITS.closed.maxItems)),
  answers: v.pipe(
    v.record(ItemId, v.pipe(v.string(), v.maxLength(LIMITS.answers.values.maxLength))),
    atMost(LIMITS.answers.maxProperties),
  ),
  marked: v.pipe(v.array(ItemId), v.maxLength(LIMITS.marked.maxItems)),
  struck: v.pipe(
    v.record(
      ItemId,
      v.pipe(
        v.array(Int(LIMITS.struck.values.items.minimum, LIMITS.struck.values.items.maximum)),
        v.maxLength(LIMITS.struck.values.maxItems),
      ),
    ),
    atMost(LIMITS.struck.maxProperties),
  ),
  current: Int(LIMITS.current.minimum, LIMITS.current.maximum),
  spent: v.optional(
    v.pipe(
      v.record(ItemId, Int(LIMITS.spent.values.minimum, LIMITS.spent.values.maximum)),
      atMost(LIMITS.spent.maxProperties),
    ),
  ),
  shown: v.optional(v.nullable(v.strictObject({ id: ItemId, at: Millis }))),
  shuffleSeed: v.optional(Int(0, MAX_SEED)),
}) satisfies v.GenericSchema<unknown, FullExamState>
