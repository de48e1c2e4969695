import type { Language, PracticeSession, ProgressEntry, WeaknessAnalysis } from '../../openapi/types.ts'
import { computeProgress, computeRecommendations } from '../domain/progress.ts'
import { topicMastery, topicProgress } from '../domain/review/mastery.ts'
import { recommendationTextsFrom } from '../domain/server-texts.ts'
import { requireOwner, type Caller, type OperationContext } from './context.ts'

export async function getProgress(
  ctx: OperationContext,
  caller: Caller,
  input: { userId: string },
): Promise<ProgressEntry[]> {
  const userId = requireOwner(caller, input.userId)
  return computeProgress(await ctx.store.practice.listByUser(userId))
}

export async function listSessions(
  ctx: OperationContext,
  caller: Caller,
  input: { userId: string },
): Promise<PracticeSession[]> {
  return ctx.store.practice.listByUser(requireOwner(caller, input.userId))
}

export async function analyseWeaknesses(
  ctx: OperationContext,
  caller: Caller,
  body: { userId: string; language?: Language },
): Promise<WeaknessAnalysis> {
  const userId = requireOwner(caller, body.userId)
  const texts = recommendationTextsFrom(ctx.texts(body.language ?? 'en'))
  // Topic numbers from the answer history when the user has one (issue 13), else the sessions' subject numbers.
  const answers = await ctx.store.answers.all(userId)
  const progress = answers.length
    ? topicProgress(topicMastery(answers))
    : computeProgress(await ctx.store.practice.listByUser(userId))
  return { recommendations: computeRecommendations(progress, texts) }
}
