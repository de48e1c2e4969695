import type { Language, PracticeSession, ProgressEntry, WeaknessAnalysis } from '../../openapi/types.ts'
import { computeProgress, computeRecommendations } from '../domain/progress.ts'
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
  const progress = computeProgress(await ctx.store.practice.listByUser(userId))
  const texts = recommendationTextsFrom(ctx.texts(body.language ?? 'en'))
  return { recommendations: computeRecommendations(progress, texts) }
}
