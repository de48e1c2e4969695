import { computeProgress, computeRecommendations } from '../../domain/progress.ts'
import { topicMastery, topicProgress } from '../../domain/review/mastery.ts'
import type { Language, PracticeSession, ProgressEntry, WeaknessAnalysis } from '../../openapi/types.ts'
import { recommendationTextsFrom } from '../locales/server-texts.ts'
import { requireOwner, type Operation } from './context.ts'

export const getProgress: Operation<{ userId: string }, ProgressEntry[]> = async (ctx, caller, input) => {
  const userId = requireOwner(caller, input.userId)
  return computeProgress(await ctx.store.practice.listByUser(userId))
}

export const listSessions: Operation<{ userId: string }, PracticeSession[]> = async (ctx, caller, input) => {
  return ctx.store.practice.listByUser(requireOwner(caller, input.userId))
}

export const analyseWeaknesses: Operation<{ userId: string; language?: Language }, WeaknessAnalysis> = async (
  ctx,
  caller,
  body,
) => {
  const userId = requireOwner(caller, body.userId)
  const texts = recommendationTextsFrom(ctx.texts(body.language ?? 'en'))
  // Topic numbers from the answer history when the user has one (issue 13), else the sessions' subject numbers.
  const answers = await ctx.store.answers.all(userId)
  const progress = answers.length
    ? topicProgress(topicMastery(answers))
    : computeProgress(await ctx.store.practice.listByUser(userId))
  return { recommendations: computeRecommendations(progress, texts) }
}
