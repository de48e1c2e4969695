import type { Language, TutorMessage } from '../../../openapi/types.ts'
import { loadQuestionBank } from '../../seed/index.ts'
import type { TutorInput, TutorQuestion } from '../types.ts'
import { composeTutorReply } from './compose-node.ts'
import type { OfflineReply } from './compose.ts'
import type { EvalCase } from './eval-cases.ts'

/** A case of the evaluation as the server would receive it: the message, the conversation so far, the page's data. */

export const bank = new Map(loadQuestionBank().map((q) => [q.id, q]))

/** A case ready to send: the input, and the tutor's replies to the earlier messages of its conversation. */
export interface PreparedCase {
  input: TutorInput
  earlier: OfflineReply[]
}

export function prepareCase(c: EvalCase): PreparedCase {
  const language = c.requestLanguage ?? c.language
  const { history, earlier } = conversation(c.history ?? [], language)
  const input: TutorInput = { message: c.message, history, language }
  if (c.progress) input.progress = c.progress
  if (c.context) input.context = c.context
  if (c.expect.kind === 'question') input.question = bankQuestion(c.expect.questionId, c.expect.answered)
  return { input, earlier }
}

function bankQuestion(id: string, answered: boolean): TutorQuestion {
  const q = bank.get(id)
  if (!q) throw new Error(`No bank question ${id}`)
  return {
    id: q.id,
    examType: q.examType,
    section: q.section,
    topic: q.topic,
    difficulty: q.difficulty,
    questionText: q.questionText,
    options: q.options,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    answered,
    ...(answered ? { studentAnswer: q.options.find((o) => o !== q.correctAnswer) } : {}),
  }
}

/** Earlier messages as a session holds them: each of the student's, then the tutor's reply to it. */
function conversation(messages: string[], language: Language) {
  const history: TutorMessage[] = []
  const earlier: OfflineReply[] = []
  const timestamp = new Date(0).toISOString()
  for (const content of messages) {
    const reply = composeTutorReply({ message: content, history: [...history], language })
    earlier.push(reply)
    history.push({ role: 'user', content, timestamp }, { role: 'assistant', content: reply.text, timestamp })
  }
  return { history, earlier }
}
