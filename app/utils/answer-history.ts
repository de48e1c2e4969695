import * as v from 'valibot'
import { readValue, writeValue } from './storage.ts'
import { MAX_SEED } from '#domain/option-order.ts'
import { difficultyValues, examTypeNameValues, idPattern, type AnswerRecord } from '#openapi/types.ts'

/**
 * A visitor's answer history (issue 13): every finished question, newest last, in the browser under
 * `answerHistory`. Validated on read like every stored key; bounded so the browser's storage never fills up.
 */

export const ANSWER_HISTORY_KEY = 'answerHistory'
/** The newest answers kept; older ones drop off (about 200 KB at most). */
export const ANSWER_HISTORY_MAX = 1000

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
