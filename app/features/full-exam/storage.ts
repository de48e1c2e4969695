import { z } from 'zod'
import { readValue, writeValue } from '~/utils/storage.ts'
import { fullExamIdValues, fullExamPhaseValues, fullExamRouteValues, type FullExamState } from '#openapi/types.ts'

/**
 * A visitor's full-length attempt in this browser, under `fullExam:<exam>-<form>` (one per form). Validated on
 * read like every stored key (a bad value is removed and reported) and bounded like the contract's FullExamState.
 */

const ItemId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)
const PartId = z.string().regex(/^[a-z0-9-]{1,40}$/)
const Millis = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

export const StoredAttempt = z
  .object({
    v: z.literal(1),
    exam: z.enum(fullExamIdValues),
    form: z.number().int().min(1).max(2),
    startedAt: Millis,
    updatedAt: Millis,
    partIndex: z.number().int().min(0).max(20),
    phase: z.enum(fullExamPhaseValues),
    deadline: Millis.nullable(),
    routes: z.record(PartId, z.enum(fullExamRouteValues)),
    closed: z.array(PartId).max(20),
    answers: z.record(ItemId, z.string().max(2000)).refine((a) => Object.keys(a).length <= 400),
    marked: z.array(ItemId).max(400),
    struck: z
      .record(ItemId, z.array(z.number().int().min(0).max(9)).max(10))
      .refine((s) => Object.keys(s).length <= 400),
    current: z.number().int().min(0).max(400),
  })
  .strict() satisfies z.ZodType<FullExamState>

export const attemptKey = (id: string) => `fullExam:${id}`

export const readVisitorAttempt = (id: string): FullExamState | null =>
  readValue('local', attemptKey(id), StoredAttempt)

export function writeVisitorAttempt(id: string, state: FullExamState) {
  writeValue('local', attemptKey(id), StoredAttempt, state)
}
