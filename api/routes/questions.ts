import { Router, type Request } from 'express'
import type { GenerateQuestionsRequest, MaturaLevel } from '../../openapi/types.ts'
import { handle, type ApiContext } from './context.ts'
import { HttpProblem } from '../http/problem.ts'
import { currentUserId } from '../auth/session.ts'

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
      const body = req.body as GenerateQuestionsRequest
      const examType = ctx.examTypes.find((e) => e.name === body.examType)
      if (!examType) throw new HttpProblem(400, 'The request has 1 invalid field.', [{ path: '/body/examType', message: 'unknown exam type' }])
      if (!examType.sections.includes(body.section)) {
        throw new HttpProblem(400, 'The request has 1 invalid field.', [{ path: '/body/section', message: `must be one of: ${examType.sections.join(', ')}` }])
      }
      const isMatura = examType.name.startsWith('MATURA')
      const levelFromDifficulty = body.difficulty === 'Basic' || body.difficulty === 'Extended' ? (body.difficulty as MaturaLevel) : undefined
      if (levelFromDifficulty && !isMatura) {
        throw new HttpProblem(400, 'The request has 1 invalid field.', [{ path: '/body/difficulty', message: 'Basic and Extended are Matura levels' }])
      }
      if (body.level && !isMatura) throw new HttpProblem(400, 'The request has 1 invalid field.', [{ path: '/body/level', message: 'only Matura has levels' }])
      const level = isMatura ? (body.level ?? levelFromDifficulty ?? (examType.name === 'MATURA_EXTENDED' ? 'Extended' : 'Basic')) : undefined
      const difficulty = levelFromDifficulty ? (levelFromDifficulty === 'Extended' ? 'Hard' : 'Medium') : (body.difficulty as 'Easy' | 'Medium' | 'Hard')
      const questions = await ctx.ai.generateQuestions({
        examType,
        section: body.section,
        difficulty,
        level,
        topic: body.topic,
        count: body.count,
        requester: requester(req),
      })
      const fresh = questions.filter((q) => q.source === 'generated')
      if (fresh.length) await ctx.store.questions.addGenerated(fresh)
      res.json(questions)
    }),
  )

  return router
}
