import { Router } from 'express'
import type { Language } from '../../openapi/types.ts'
import { requireOwner } from '../auth/session.ts'
import { computeProgress, computeRecommendations } from '../domain/progress.ts'
import { recommendationTexts } from '../domain/texts.ts'
import { handle, type ApiContext } from './context.ts'

export function progressRoutes(ctx: ApiContext): Router {
  const router = Router()

  router.get(
    '/progress/:userId',
    handle(async (req, res) => {
      const userId = requireOwner(req, req.params.userId)
      res.json(computeProgress(await ctx.store.practice.listByUser(userId)))
    }),
  )

  router.get(
    '/sessions/:userId',
    handle(async (req, res) => {
      const userId = requireOwner(req, req.params.userId)
      res.json(await ctx.store.practice.listByUser(userId))
    }),
  )

  router.post(
    '/analysis/weaknesses',
    handle(async (req, res) => {
      const body = req.body as { userId: string; language?: Language }
      const userId = requireOwner(req, body.userId)
      const progress = computeProgress(await ctx.store.practice.listByUser(userId))
      res.json({ recommendations: computeRecommendations(progress, recommendationTexts(body.language)) })
    }),
  )

  return router
}
