import { Router } from 'express'
import type { StartPracticeRequest, UpdatePracticeRequest } from '../../openapi/types.ts'
import { requireOwner } from '../auth/session.ts'
import { sessionPatchProblems } from '../domain/practice.ts'
import { HttpProblem } from '../http/problem.ts'
import { handle, type ApiContext } from './context.ts'

export function practiceRoutes(ctx: ApiContext): Router {
  const router = Router()

  router.post(
    '/practice/start',
    handle(async (req, res) => {
      const body = req.body as StartPracticeRequest
      const userId = requireOwner(req, body.userId)
      const session = await ctx.store.practice.create({
        userId,
        examType: body.examType,
        countryCode: body.countryCode,
        province: body.province ?? null,
        subjects: body.subjects.slice(0, 3),
        questionsAttempted: 0,
        questionsCorrect: 0,
        totalTime: 0,
        completed: false,
      })
      res.status(201).json(session)
    }),
  )

  router.patch(
    '/practice/sessions/:id',
    handle(async (req, res) => {
      const userId = requireOwner(req, undefined)
      const session = await ctx.store.practice.get(req.params.id)
      if (!session) throw new HttpProblem(404, 'No practice session with this id.')
      if (session.userId !== userId) throw new HttpProblem(403, 'This belongs to another user.')
      const patch = req.body as UpdatePracticeRequest
      const problems = sessionPatchProblems(session, patch)
      if (problems.length)
        throw new HttpProblem(
          400,
          `The request has ${problems.length} invalid field${problems.length === 1 ? '' : 's'}.`,
          problems,
        )
      res.json(await ctx.store.practice.update(session.id, patch))
    }),
  )

  return router
}
