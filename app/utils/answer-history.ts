import { z } from 'zod'
import { readValue, writeValue } from './storage.ts'
import { difficultyValues, examTypeNameValues, type AnswerRecord } from '#openapi/types.ts'

/**
 * A visitor's answer history (issue 13): every finished question, newest last, in the browser under
 * `answerHistory`. Validated on read like every stored key; bounded so localStorage never fills up.
 */

export const ANSWER_HISTORY_KEY = 'answerHistory'
/** The newest answers kept; older ones drop off (about 200 KB at most). */
export const ANSWER_HISTORY_MAX = 1000

export const StoredAnswer = z.object({
  questionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  examType: z.enum(examTypeNameValues),
  section: z.string().min(1).max(200),
  topic: z.string().min(1).max(200),
  difficulty: z.enum(difficultyValues),
  chosen: z.string().max(2000).nullable(),
  correct: z.boolean(),
  seconds: z.number().int().min(0).max(86400),
  answeredAt: z.string().datetime(),
}) satisfies z.ZodType<AnswerRecord>
export type StoredAnswer = z.infer<typeof StoredAnswer>

const StoredHistory = z.array(StoredAnswer)

export function readVisitorAnswers(): StoredAnswer[] {
  return readValue('local', ANSWER_HISTORY_KEY, StoredHistory) ?? []
}

/** Appends finished questions (stamped now when they carry no time) and keeps the newest ANSWER_HISTORY_MAX. */
export function appendVisitorAnswers(records: AnswerRecord[], now = new Date()) {
  const stamped = records.map((r) => ({ ...r, answeredAt: r.answeredAt ?? now.toISOString() }))
  const next = [...readVisitorAnswers(), ...stamped].slice(-ANSWER_HISTORY_MAX)
  writeValue('local', ANSWER_HISTORY_KEY, StoredHistory, next)
}
