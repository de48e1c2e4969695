import type { TutorMessage } from '../../../../openapi/types.ts'
import { classifyIntent } from '../intents/classifier.ts'
import { stripMarkup } from '../maths/notation.ts'
import { solveMaths, type MathSolved } from '../maths/solve.ts'
import type { Reply } from './reply.ts'

/**
 * The conversation so far as the tutor can trust it: the student's own messages (the tutor's replies are not
 * data), oldest first, each with what it asked — a problem solved again here, so every value used later is checked.
 */

export interface Asked {
  message: string
  /** The history before this message. */
  before: TutorMessage[]
  solved?: MathSolved
  /** A question of its own (a problem, a concept, a plan), not a follow-up on an earlier one. */
  standalone: boolean
}

const FOLLOW_UPS = new Set(['similar', 'check-answer', 'explain-step', 'translate', 'recall'])

export function askedSoFar(r: Reply, history: TutorMessage[]): Asked[] {
  const asked: Asked[] = []
  history.forEach((m, i) => {
    if (m.role !== 'user') return
    const message = stripMarkup(m.content).slice(0, 4000)
    const maths = solveMaths(message, r.language, r.t)
    const solved = maths?.status === 'solved' ? maths : undefined
    const intent = classifyIntent(message, r.language).intent
    asked.push({ message, before: history.slice(0, i), solved, standalone: !!solved || !FOLLOW_UPS.has(intent) })
  })
  return asked
}

/** The latest problem the student asked about (solved), if any. */
export const lastProblem = (asked: Asked[]) => [...asked].reverse().find((a) => a.solved)
