import { displayAnswer, displayOption } from '#domain/option-order.ts'
import type { Question } from '#openapi/types.ts'

/** The longest question context a review link carries to the tutor (the tutor page checks it again). */
export const MAX_QUESTION_CONTEXT = 1500

/** The line between the question's own text (shown on the tutor page) and the facts for the tutor. */
export const QUESTION_END = '---'

/**
 * The question as the tutor is told about it: the text, the options, what the student gave and the correct
 * answer, with the options in the order the student saw them (the question as their attempt showed it) and
 * lettered as on their screen. Bounded so the link stays short.
 */
export function questionContext(
  question: Pick<Question, 'section' | 'topic' | 'questionText' | 'options' | 'correctAnswer'>,
  chosen: string | null,
): string {
  const head = [
    `Subject: ${question.section}; topic: ${question.topic.replaceAll('_', ' ')}.`,
    question.options.length ? `Options: ${question.options.map(displayOption).join(' | ')}` : null,
    `Student's answer: ${chosen === null ? '(none, skipped or out of time)' : displayAnswer(question.options, chosen)}`,
    `Correct answer: ${displayAnswer(question.options, question.correctAnswer)}`,
  ]
    .filter(Boolean)
    .join('\n')
  const room = MAX_QUESTION_CONTEXT - head.length - 8
  const text =
    question.questionText.length > room ? `${question.questionText.slice(0, room - 1)}…` : question.questionText
  return `${text}\n${QUESTION_END}\n${head}`.slice(0, MAX_QUESTION_CONTEXT)
}

/** "Ask the tutor about this": the tutor page with the question as its context (`question`, see tutor-query.ts). */
export function tutorQuestionHref(question: Parameters<typeof questionContext>[0], chosen: string | null): string {
  return `/ai-tutor?${new URLSearchParams({ question: questionContext(question, chosen) })}`
}

/** "Practise similar": the question bank filtered to the same exam, section and topic. */
export function similarQuestionsHref(question: Pick<Question, 'examType' | 'section' | 'topic'>): string {
  return `/questions?${new URLSearchParams({ examType: question.examType, section: question.section, topic: question.topic })}`
}
