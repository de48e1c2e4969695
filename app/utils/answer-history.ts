import * as v from 'valibot'
import { readValue, writeValue } from './storage.ts'
import { importedAnswerSchema } from '#openapi/records.ts'
import type { AnswerRecord } from '#openapi/types.ts'

/**
 * A visitor's answer history (issue 13): every finished question, newest last, in the browser under
 * `answerHistory`. Validated on read like every stored key; bounded so the browser's storage never fills up.
 */

export const ANSWER_HISTORY_KEY = 'answerHistory'
/** The newest answers kept; older ones drop off (about 200 KB at most). */
export const ANSWER_HISTORY_MAX = 1000

/** An answer as kept here: the contract's ImportedAnswer (`answeredAt` set), as the sign-up import sends it. */
export const StoredAnswer = importedAnswerSchema
export type StoredAnswer = v.InferOutput<typeof StoredAnswer>

const StoredHistory = v.array(StoredAnswer)

export function readVisitorAnswers(): StoredAnswer[] {
  return readValue('local', ANSWER_HISTORY_KEY, StoredHistory) ?? []
}

/** Appends finished questions (stamped now when they carry no time) and keeps the newest ANSWER_HISTORY_MAX. */
export function appendVisitorAnswers(records: AnswerRecord[], now = new Date()) {
  const stamped = records.map((r) => ({ ...r, answeredAt: r.answeredAt ?? now.toISOString() }))
  const next = [...readVisitorAnswers(), ...stamped].slice(-ANSWER_HISTORY_MAX)
  writeValue('local', ANSWER_HISTORY_KEY, StoredHistory, next)
}
