import { sendChat } from '~/utils/chat-client.ts'
import { isCanadaTestId, type CanadaTestId } from '#api/domain/exam/exams.ts'
import type { PracticeQuestion } from '#api/domain/exam/tally.ts'

// The practice chats (spec section 8): each flow's call and its failure behaviour. A reply to show, or null.

/** Generic: the tutor with the question as context; a failure shows the spec's apology (`failure`). */
export async function askGeneric(question: PracticeQuestion, message: string, failure: string): Promise<string> {
  const res = await sendChat({ kind: 'tutor', message, context: question.questionText })
  return res.ok ? res.reply : failure
}

/** SAT and Matura: the question and the student's words to the tutor; on failure nothing is shown (logged). */
export async function askTutor(question: PracticeQuestion, message: string): Promise<string | null> {
  const text = [
    `Question (${question.section}): ${question.questionText}`,
    `Options: ${question.options.join(' | ')}`,
    `Student's question: ${message.slice(0, 2000)}`,
  ].join('\n')
  const res = await sendChat({ kind: 'tutor', message: text.slice(0, 4000) })
  if (res.ok) return res.reply
  console.warn('The AI tutor did not answer.', res.error)
  return null
}

const COACH_ROLE: Record<CanadaTestId | 'default', string> = {
  'alberta-diploma': 'You are a coach helping a Grade 12 student prepare for the Alberta Diploma Exams.',
  'ontario-osslt':
    'You are a coach helping a Grade 10 student in Ontario prepare for the Ontario Secondary School Literacy Test (OSSLT).',
  'bc-literacy':
    'You are a coach helping a British Columbia student prepare for the Graduation Literacy and Numeracy Assessments.',
  default: 'You are a coach helping a student prepare for a Canadian provincial exam.',
}

/** The message of the "Ask AI Helper" call: a coaching prompt for the province test, the question and the student's words. */
export function coachPrompt(testId: string, question: PracticeQuestion, studentQuestion: string): string {
  const role = isCanadaTestId(testId) ? COACH_ROLE[testId] : COACH_ROLE.default
  return [
    role,
    `Subject: ${question.section}`,
    `Topic: ${question.topic.replace(/_/g, ' ')}`,
    question.passage ? `Passage: ${question.passage}` : null,
    `Question: ${question.questionText}`,
    `Options: ${question.options.join(' | ')}`,
    `Student asks: ${studentQuestion.slice(0, 1500)}`,
    'Guide the student step by step towards the answer without simply giving it away.',
  ]
    .filter(Boolean)
    .join('\n')
}

/** Canada's helper: a failed call answers with the province hint, an empty reply with `texts.empty`. */
export async function askCoach(
  test: { id: string; name: string; province: string },
  question: PracticeQuestion,
  message: string,
  texts: { failure: string; empty: string },
): Promise<string> {
  const res = await sendChat({
    kind: 'coach',
    message: coachPrompt(test.id, question, message),
    context: `Canadian province exam preparation: ${test.name} (${test.province}).`,
  })
  if (!res.ok) {
    console.warn('The AI helper did not answer.', res.error)
    return texts.failure
  }
  return res.reply.trim() ? res.reply : texts.empty
}
