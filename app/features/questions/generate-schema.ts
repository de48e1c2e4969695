import { z } from 'zod'
import { COUNTS, DIFFICULTIES, SECTION_MAX, TOPIC_MAX } from '~/features/questions/generate-options.ts'
import type { ExamType, ExamTypeName } from '#openapi/types.ts'

// The route action's rules (server only); the browser checks the same limits with GENERATE_CHECKS (decision 032).
export { COUNTS, DIFFICULTIES, type Count } from '~/features/questions/generate-options.ts'

/** Error messages are keys of the questions namespace; the form shows them in the user's language. */
export function generateSchema(examTypes: Pick<ExamType, 'name' | 'sections'>[]) {
  const names: string[] = examTypes.map((e) => e.name)
  return z
    .object({
      examType: z
        .string({ error: 'form.errors.examType' })
        .refine((v) => names.includes(v), 'form.errors.examType')
        .transform((v) => v as ExamTypeName),
      section: z
        .string({ error: 'form.errors.section' })
        .min(1, 'form.errors.section')
        .max(SECTION_MAX, 'form.errors.section'),
      difficulty: z.enum(DIFFICULTIES, { error: 'form.errors.difficulty' }),
      count: z.literal(COUNTS, { error: 'form.errors.count' }),
      topic: z.string().trim().max(TOPIC_MAX, 'form.errors.topicLong').optional(),
    })
    .superRefine((value, ctx) => {
      const exam = examTypes.find((e) => e.name === value.examType)
      if (exam && !exam.sections.includes(value.section))
        ctx.addIssue({ code: 'custom', path: ['section'], message: 'form.errors.section' })
    })
}
