import type { Language, Question } from '#openapi/types.ts'

/** What the screen gives one question of a full-length mock (QuestionInput and its per-type entries). */
export interface Props {
  item: Question
  number: number
  language: Language
  answer: string | undefined
  struck: number[]
  strikeOn: boolean
  onAnswer: (value: string | null) => void
  onStrike: (option: number) => void
  /** The attempt's seed: a set item's list in the attempt's order (decision 105); absent, the bank's. */
  seed?: number
}

/** The props of a typed answer: the item (its id names the inputs), the exam's language, the answer so far, the
 * attempt's seed. */
export type EntryProps = Pick<Props, 'language' | 'answer' | 'onAnswer' | 'seed'> & {
  item: Pick<Question, 'id' | 'type' | 'correctAnswer' | 'matching' | 'ordering' | 'selection' | 'statements'>
}
