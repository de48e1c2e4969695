import { readValue, writeValue } from '~/utils/storage.ts'
import { fullExamStateSchema } from '#openapi/records.ts'
import type { FullExamState } from '#openapi/types.ts'

/**
 * A visitor's full-length attempt in this browser, under `fullExam:<exam>-<form>` (one per form). Validated on
 * read like every stored key (a bad value is removed and reported) with the contract's FullExamState, as generated
 * from the document (openapi/records.ts).
 */

export const StoredAttempt = fullExamStateSchema

export const attemptKey = (id: string) => `fullExam:${id}`

export const readVisitorAttempt = (id: string): FullExamState | null =>
  readValue('local', attemptKey(id), StoredAttempt)

export function writeVisitorAttempt(id: string, state: FullExamState) {
  writeValue('local', attemptKey(id), StoredAttempt, state)
}
