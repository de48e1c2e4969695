import * as v from 'valibot'
import { AnswerRecord as RECORD, Question as QUESTION, ReviewCard as CARD } from '#openapi/limits.ts'
import {
  difficultyValues,
  examTypeNameValues,
  idPattern,
  type AnswerRecord,
  type ReviewGradeResult,
} from '#openapi/types.ts'

const Text = v.pipe(v.string(), v.minLength(RECORD.section.minLength), v.maxLength(RECORD.section.maxLength))
const Int = (min: number, max: number) =>
  v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/**
 * The daily review's answer form (the route's action and clientAction read it; valibot, so the browser does not
 * load zod for it). It names the card's question as the answer history records it.
 */
export const GradeForm = v.object({
  questionId: v.pipe(v.string(), v.regex(idPattern)),
  examType: v.picklist(examTypeNameValues),
  section: Text,
  topic: Text,
  difficulty: v.picklist(difficultyValues),
  chosen: v.optional(v.pipe(v.string(), v.maxLength(RECORD.chosen.maxLength))),
  correct: v.pipe(
    v.picklist(['true', 'false']),
    v.transform((value) => value === 'true'),
  ),
  seconds: Int(RECORD.seconds.minimum, RECORD.seconds.maximum),
  timeLimit: Int(QUESTION.timeLimit.minimum, QUESTION.timeLimit.maximum),
  /** The card's reps when shown (the API's idempotency key of a grade). */
  reps: v.optional(Int(CARD.reps.minimum, CARD.reps.maximum)),
  /** When the student answered (the history's key: a retried save records it once). */
  answeredAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
})

/** kept: not saved yet, kept in this browser and retried by the save queue (decision 038). */
export type GradeReply = { ok: true; result: ReviewGradeResult } | { ok: false; status: number; kept?: boolean }

/** The posted form as the answer to record (null when it is not a valid answer form). */
export function readGradeForm(
  form: FormData | Record<string, unknown>,
): { record: AnswerRecord; timeLimit: number; reps?: number; answeredAt?: string } | null {
  const parsed = v.safeParse(GradeForm, form instanceof FormData ? Object.fromEntries(form) : form)
  if (!parsed.success) return null
  const { timeLimit, chosen, reps, answeredAt, ...rest } = parsed.output
  return { record: { ...rest, chosen: chosen ?? null }, timeLimit, reps, answeredAt }
}
