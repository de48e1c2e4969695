import { Router, type Request } from 'express'
import type { GenerateQuestionsRequest } from '../../openapi/types.ts'
import { currentUserId } from '../auth/session.ts'
import { resolveGeneration } from '../domain/generation.ts'
import { handle, type ApiContext } from './context.ts'

/** Generation needs a requester key to hand out unseen items: the user, or the anonymous cookie session. */
function requester(req: Request): string {
  return currentUserId(req) ?? `anon:${req.ip ?? 'unknown'}`
}

export function questionRoutes(ctx: ApiContext): Router {
  const router = Router()

  router.get(
    '/questions',
    handle(async (req, res) => {
      const q = req.query as Record<string, string | undefined>
      const limit = Number(q.limit ?? 10)
      const offset = Number(q.offset ?? 0)
      res.json(
        await ctx.store.questions.list(
          { examType: q.examType, section: q.section, difficulty: q.difficulty, topic: q.topic, level: q.level },
          { limit, offset },
        ),
      )
    }),
  )

  router.post(
    '/questions/generate',
    handle(async (req, res) => {
      const resolved = resolveGeneration(req.body as GenerateQuestionsRequest, ctx.examTypes)
      const questions = await ctx.ai.generateQuestions({ ...resolved, requester: requester(req) })
      const fresh = questions.filter((q) => q.source === 'generated')
      if (fresh.length) await ctx.store.questions.addGenerated(fresh)
      res.json(questions)
    }),
  )

  return router
}
