import type { FieldCheck } from '~/utils/form-check.ts'
import * as LIMITS from '#openapi/limits.ts'
import { difficultyValues, generateQuestionsRequestCountValues, type GenerateQuestionsRequest } from '#openapi/types.ts'

// The generation form's options and limits: the browser's form and the server's zod schema (generate-schema.ts)
// both read them. No zod here, so the page does not ship it (decision 032).

/** The spec's generation options (section 5). */
export const COUNTS = generateQuestionsRequestCountValues
export const DIFFICULTIES = difficultyValues
export type Count = GenerateQuestionsRequest['count']
export const SECTION_MAX = LIMITS.GenerateQuestionsRequest.section.maxLength
export const TOPIC_MAX = LIMITS.GenerateQuestionsRequest.topic.maxLength

/**
 * The browser's checks (messages are keys of the questions namespace, as the schema's). The selects only offer
 * valid values; the action checks the exam, the section of that exam, the difficulty and the count.
 */
export const GENERATE_CHECKS: Record<string, FieldCheck> = {
  examType: { required: 'form.errors.examType' },
  section: { required: 'form.errors.section', maxLength: [SECTION_MAX, 'form.errors.section'] },
  difficulty: { required: 'form.errors.difficulty' },
  count: { required: 'form.errors.count' },
  topic: { trim: true, maxLength: [TOPIC_MAX, 'form.errors.topicLong'] },
}
