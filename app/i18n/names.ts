import type { TFunction } from '~/i18n/react.tsx'

/** Display names of what the catalogue and the bank name by key: subjects, topics and exam types. */

export type T = TFunction | ((key: string, options?: Record<string, unknown>) => string)

/** A subject (section) by its translated name, else as it is. */
export function subjectName(t: T, subject: string): string {
  return String((t as TFunction)(`common:subjects.${subject}`, { defaultValue: subject }))
}

/** A topic key (snake_case) by its translated name, else made readable. */
export function topicName(t: T, topic: string): string {
  const plain = topic.replaceAll('_', ' ').trim()
  const readable = plain ? plain[0].toUpperCase() + plain.slice(1) : topic
  return String((t as TFunction)(`common:topics.${topic}`, { defaultValue: readable }))
}

/** An exam type (NMT, MATURA_BASIC, ALBERTA_DIPLOMA…) by its catalogue test's name, else as it is. */
export function examName(t: T, examType: string): string {
  const testId = examType.trim().toLowerCase().replaceAll('_', '-')
  return String((t as TFunction)(`select:tests.${testId}.name`, { defaultValue: examType }))
}

/** A catalogue value as the locale files key it: 'Not Meeting' → 'notMeeting', 'Needs Improvement' → 'needsImprovement'. */
export const textKey = (value: string): string =>
  value.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase())
