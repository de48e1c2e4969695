import type { QuestionFilter } from '../../domain/questions.ts'
import type { GenerateQuestionsRequest, Question } from '../../openapi/types.ts'
import { requesterOf, type Caller, type Operation } from './context.ts'
import { resolveGeneration } from './generation.ts'

export type QuestionQuery = QuestionFilter & { limit?: number | string; offset?: number | string }

/** The bank plus the caller's own generated items (never anyone else's: they are not reviewed for the bank). */
export const listQuestions: Operation<QuestionQuery, Question[]> = async (ctx, caller, query) => {
  const { examType, section, difficulty, topic, level, type } = query
  return ctx.store.questions.list(
    { examType, section, difficulty, topic, level, type, owner: requesterOf(caller) },
    { limit: Number(query.limit ?? 10), offset: Number(query.offset ?? 0) },
  )
}

/**
 * New items from the AI (or bank items this requester has not seen); the new ones are kept for this requester.
 * Aborting `signal` (the student pressed Cancel or left) cancels the provider's calls; nothing is kept.
 */
export const generateQuestions = async (
  ctx: Parameters<Operation<GenerateQuestionsRequest, Question[]>>[0],
  caller: Caller,
  body: GenerateQuestionsRequest,
  signal?: AbortSignal,
): Promise<Question[]> => {
  const resolved = resolveGeneration(body, ctx.examTypes)
  await ctx.aiBudget?.assertAvailable(caller)
  const questions = await ctx.ai.generateQuestions({
    ...resolved,
    requester: requesterOf(caller),
    caller: { userId: caller.userId, clientKey: caller.clientKey },
    signal,
  })
  signal?.throwIfAborted()
  const fresh = questions.filter((q) => q.source === 'generated')
  if (fresh.length) await ctx.store.questions.addGenerated(fresh, requesterOf(caller))
  return questions
}
