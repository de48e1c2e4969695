import { z } from 'zod'
import type { ReviewGradeResult } from '#openapi/types.ts'

/** The daily review's answer form (the route's action and clientAction read it). */
export const GradeForm = z.object({
  questionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  chosen: z.string().max(2000).optional(),
  correct: z.enum(['true', 'false']).transform((v) => v === 'true'),
  seconds: z.coerce.number().int().min(0).max(86400),
  timeLimit: z.coerce.number().int().min(1).max(3600),
})

export type GradeReply = { ok: true; result: ReviewGradeResult } | { ok: false; status: number }
