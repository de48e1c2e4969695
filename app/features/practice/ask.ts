import { isCanadaTestId, type CanadaTestId } from '#api/domain/exam/exams.ts'
import type { PracticeQuestion } from '#api/domain/exam/tally.ts'
import type { TutorQuestionContext } from '#openapi/types.ts'

// The practice chats (spec sections 7 and 8). Every flow streams its reply through the tutor page's hook
// (POST /api/tutor/chat/stream, see AskAiDialog) with the question as structured context; what differs between
// the flows is the page context sent along and what a failed or empty reply shows.

/** How one flow asks the tutor about the question on screen. */
export interface AskPlan {
  /** Free text from the page (the request's `context`), if the flow sends any. */
  context?: string
  /** What to append when the reply failed; null appends nothing (the failure is logged). */
  failure: string | null
  /** What to show when the reply arrived with no text (Canada's helper). */
  empty?: string
}

/** A flow's chat: given the question on screen and the student's words, how to ask. */
export type PracticeAsk = (question: PracticeQuestion, message: string) => AskPlan

/** Generic: the question text as context; a failure shows the spec's apology (`failure`). */
export function askGeneric(question: PracticeQuestion, _message: string, failure: string): AskPlan {
  return { context: question.questionText.slice(0, 8000), failure }
}

/** SAT and Matura: the question and the student's words only; on failure nothing is shown (logged). */
export function askTutor(_question: PracticeQuestion, _message: string): AskPlan {
  return { failure: null }
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

/** Canada's helper: a failed call answers with the province hint, an empty reply with `texts.empty`. */
export function askCoach(
  test: { id: string; name: string; province: string },
  _question: PracticeQuestion,
  _message: string,
  texts: { failure: string; empty: string },
): AskPlan {
  return { context: coachContext(test), failure: texts.failure, empty: texts.empty }
}

const cap = (text: string, max: number) => text.slice(0, max)

/**
 * The question as the tutor gets it: text, options, passage, the student's answer if any and whether it was
 * answered (checked). Until `answered`, the tutor explains the concept and never gives the key away.
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
    options: question.options.slice(0, 10).map((o) => cap(o, 1000)),
    correctAnswer: cap(question.correctAnswer, 1000),
    ...(question.explanation ? { explanation: cap(question.explanation, 4000) } : {}),
    answered,
    ...(studentAnswer ? { studentAnswer: cap(studentAnswer, 1000) } : {}),
  }
}
