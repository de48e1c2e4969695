import type { Question } from '../../../openapi/types.ts'

/** What one built-in item says: section, topic, text, options, the index of the correct one, explanation, passage. */
export type DemoItem = [
  section: string,
  topic: string,
  questionText: string,
  options: string[],
  correct: number,
  explanation: string,
  passage?: string,
]

/** The fields a demo set gives all its items. */
type DemoFixed = Pick<Question, 'id' | 'examType' | 'countryCode' | 'difficulty' | 'timeLimit' | 'level'>

/** A built-in demo question (a bank-shaped item) of a set. */
export function demoQuestion(
  { id, examType, countryCode, difficulty, timeLimit, level }: DemoFixed,
  ...[section, topic, questionText, options, correct, explanation, passage]: DemoItem
): Question {
  return {
    id,
    examType,
    countryCode,
    section,
    topic,
    difficulty,
    questionText,
    ...(passage ? { passage } : {}),
    options,
    correctAnswer: options[correct],
    explanation,
    timeLimit,
    ...(level ? { level } : {}),
    source: 'bank',
  }
}
