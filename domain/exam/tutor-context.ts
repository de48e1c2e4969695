import type { TutorQuestionContext } from '../../openapi/types.ts'
import { displayAnswer, displayOption } from '../option-order.ts'
import { isCanadaTestId, type CanadaTestId } from './exams.ts'
import type { PracticeQuestion } from './tally.ts'

// What the practice chats send the tutor besides the student's words (spec sections 7 and 8).

const cap = (text: string, max: number) => text.slice(0, max)

/**
 * The question as the tutor gets it: text, options, passage, the student's answer if any and whether it was
 * answered (checked). Until `answered`, the tutor explains the concept and never gives the key away. The options
 * are the student's order (the question as the attempt shows it), lettered as on their screen.
 */
export function questionContext(
  question: PracticeQuestion,
  studentAnswer: string | null | undefined,
  answered: boolean,
): TutorQuestionContext {
  return {
    id: cap(question.id, 100),
    examType: question.examType,
    section: cap(question.section, 200),
    topic: cap(question.topic, 100),
    difficulty: question.difficulty,
    questionText: cap(question.questionText, 4000),
    ...(question.passage ? { passage: cap(question.passage, 8000) } : {}),
    ...(question.figure ? { figureDescription: cap(question.figure.description, 800) } : {}),
    options: question.options.slice(0, 10).map((o, i) => cap(displayOption(o, i), 1000)),
    correctAnswer: cap(displayAnswer(question.options, question.correctAnswer), 1000),
    ...(question.explanation ? { explanation: cap(question.explanation, 4000) } : {}),
    answered,
    ...(studentAnswer ? { studentAnswer: cap(displayAnswer(question.options, studentAnswer), 1000) } : {}),
  }
}

const COACH_ROLE: Record<CanadaTestId | 'default', string> = {
  'alberta-diploma': 'A coach helping a Grade 12 student prepare for the Alberta Diploma Exams.',
  'ontario-osslt':
    'A coach helping a Grade 10 student in Ontario prepare for the Ontario Secondary School Literacy Test (OSSLT).',
  'bc-literacy':
    'A coach helping a British Columbia student prepare for the Graduation Literacy and Numeracy Assessments.',
  default: 'A coach helping a student prepare for a Canadian provincial exam.',
}

/**
 * The page context of Canada's "Ask AI Helper": the coaching role for the province test and the spec's
 * "Canadian province exam preparation" text. Subject, topic, passage and question go as the structured question.
 */
export function coachContext(test: { id: string; name: string; province: string }): string {
  const role = isCanadaTestId(test.id) ? COACH_ROLE[test.id] : COACH_ROLE.default
  return `${role}\nCanadian province exam preparation: ${test.name} (${test.province}).`
}
