import * as v from 'valibot'
import { readValue, writeValue } from '~/utils/storage.ts'
import { MAX_SEED } from '#domain/option-order.ts'
import { FullExamState as LIMITS } from '#openapi/limits.ts'
import {
  fullExamIdValues,
  fullExamPhaseValues,
  fullExamRouteValues,
  idPattern,
  type FullExamState,
} from '#openapi/types.ts'

/**
 * A visitor's full-length attempt in this browser, under `fullExam:<exam>-<form>` (one per form). Validated on
 * read like every stored key (a bad value is removed and reported) and bounded like the contract's FullExamState.
 * Valibot like the other browser storage (decision 024: zod stays off the pages' bundles).
 */

const ItemId = v.pipe(v.string(), v.regex(idPattern))
const PartId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/))
const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
const Millis = Int(0, Number.MAX_SAFE_INTEGER)
const atMost = <T extends Record<string, unknown>>(n: number) => v.check<T>((record) => Object.keys(record).length <= n)

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

export const attemptKey = (id: string) => `fullExam:${id}`

export const readVisitorAttempt = (id: string): FullExamState | null =>
  readValue('local', attemptKey(id), StoredAttempt)

export function writeVisitorAttempt(id: string, state: FullExamState) {
  writeValue('local', attemptKey(id), StoredAttempt, state)
}
