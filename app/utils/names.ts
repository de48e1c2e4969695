import type { TFunction } from '~/i18n/react.tsx'
import { testIdOf } from '#domain/exam/registry.ts'

/** The one home of the names pages show for the contract's keys: subjects, topics and exam types. */

export type T = TFunction | ((key: string, options?: Record<string, unknown>) => string)

/** A key as words, for keys with no translation: "words_in_context" → "Words in context". */
export function humanizeKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key
}

/** A section (subject) by its translated name, else as the bank writes it. */
export function subjectName(t: T, subject: string): string {
  return String((t as TFunction)(`common:subjects.${subject}`, { defaultValue: subject }))
}

/** A topic key (snake_case) by its translated name, else made readable. */
export function topicName(t: T, topic: string): string {
  return String((t as TFunction)(`common:topics.${topic}`, { defaultValue: humanizeKey(topic) }))
}

/** An exam type (NMT, MATURA_BASIC, ALBERTA_DIPLOMA…) by its catalogue test's name, else as it is. */
export function examName(t: T, examType: string): string {
  return String((t as TFunction)(`select:tests.${testIdOf(examType)}.name`, { defaultValue: examType }))
}

/** A catalogue value as the locale files key it: 'Not Meeting' → 'notMeeting', 'Needs Improvement' → 'needsImprovement'. */
export const textKey = (value: string): string =>
  value.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase())
