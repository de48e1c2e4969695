import { z } from 'zod'
import {
  difficultyValues,
  generateQuestionsRequestCountValues,
  type ExamType,
  type ExamTypeName,
  type GenerateQuestionsRequest,
} from '#openapi/types.ts'

// Shared by the form (browser validation) and the route action (the same rules on the server).

/** The spec's generation options (section 5). */
export const COUNTS = generateQuestionsRequestCountValues
export const DIFFICULTIES = difficultyValues
export type Count = GenerateQuestionsRequest['count']

/** Error messages are keys of the questions namespace; the form shows them in the user's language. */
export function generateSchema(examTypes: Pick<ExamType, 'name' | 'sections'>[]) {
  const names: string[] = examTypes.map((e) => e.name)
  return z
    .object({
      examType: z
        .string({ error: 'form.errors.examType' })
        .refine((v) => names.includes(v), 'form.errors.examType')
        .transform((v) => v as ExamTypeName),
      section: z.string({ error: 'form.errors.section' }).min(1, 'form.errors.section').max(100, 'form.errors.section'),
      difficulty: z.enum(DIFFICULTIES, { error: 'form.errors.difficulty' }),
      count: z.literal(COUNTS, { error: 'form.errors.count' }),
      topic: z.string().trim().max(100, 'form.errors.topicLong').optional(),
    })
    .superRefine((value, ctx) => {
      const exam = examTypes.find((e) => e.name === value.examType)
      if (exam && !exam.sections.includes(value.section))
        ctx.addIssue({ code: 'custom', path: ['section'], message: 'form.errors.section' })
    })
}
