import * as v from 'valibot'
import type { ReviewGradeResult } from '#openapi/types.ts'

/**
 * The daily review's answer form (the route's action and clientAction read it). valibot, not zod: a visitor's
 * answer is graded in the browser, where zod would add 24 KB to /review/today (decision 032).
 */
export const GradeForm = v.object({
  questionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  chosen: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  correct: v.pipe(
    v.picklist(['true', 'false']),
    v.transform((x) => x === 'true'),
  ),
  seconds: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(86400)),
  timeLimit: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(3600)),
})

/** The form's fields, or null when any is missing or out of range. */
export function parseGradeForm(form: FormData): v.InferOutput<typeof GradeForm> | null {
  const parsed = v.safeParse(GradeForm, Object.fromEntries(form))
  return parsed.success ? parsed.output : null
}

export type GradeReply = { ok: true; result: ReviewGradeResult } | { ok: false; status: number }
