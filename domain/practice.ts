import type { PracticeSession, UpdatePracticeRequest } from '../openapi/types.ts'
import { round1 } from './exam/progress.ts'

/** The final numbers of a session, applied by the server and the mocks alike. */
export function applySessionPatch(session: PracticeSession, patch: UpdatePracticeRequest, now: Date): PracticeSession {
  const next: PracticeSession = { ...session, ...structuredClone(patch) }
  // Merged per topic (issue 11): two clients patching different topics of one session both keep theirs. Every
  // store applies this inside its serialized update (lowdb queue, memory, PostgreSQL row lock).
  if (patch.topicBreakdown)
    next.topicBreakdown = { ...session.topicBreakdown, ...structuredClone(patch.topicBreakdown) }
  if (patch.completed === true && !session.completed) next.completedAt = now.toISOString()
  if (patch.completed === false) next.completedAt = null
  if (
    patch.scorePercentage === undefined &&
    (patch.questionsAttempted !== undefined || patch.questionsCorrect !== undefined)
  ) {
    next.scorePercentage =
      next.questionsAttempted > 0 ? round1((next.questionsCorrect / next.questionsAttempted) * 100) : 0
  }
  return next
}

/** A patch that would leave more correct answers than attempted ones, or a topic with more correct than total. */
export function sessionPatchProblems(
  session: PracticeSession,
  patch: UpdatePracticeRequest,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const attempted = patch.questionsAttempted ?? session.questionsAttempted
  const correct = patch.questionsCorrect ?? session.questionsCorrect
  if (correct > attempted)
    problems.push({ path: '/body/questionsCorrect', message: 'must not exceed questionsAttempted' })
  for (const [topic, tally] of Object.entries(patch.topicBreakdown ?? {})) {
    if (tally.correct > tally.total)
      problems.push({ path: `/body/topicBreakdown/${topic}`, message: 'correct must not exceed total' })
  }
  return problems
}
