import { Router } from 'express'
import type { AiChatRequest, TutorChatRequest } from '../../openapi/types.ts'
import { currentUserId, requireOwner } from '../auth/session.ts'
import { HttpProblem } from '../http/problem.ts'
import { handle, type ApiContext } from './context.ts'

export function tutorRoutes(ctx: ApiContext): Router {
  const router = Router()

  router.get(
    '/tutor/sessions/:userId',
    handle(async (req, res) => {
      const userId = requireOwner(req, req.params.userId)
      res.json(await ctx.store.tutor.listByUser(userId))
    }),
  )

  router.post(
    '/tutor/chat',
    handle(async (req, res) => {
      const body = req.body as TutorChatRequest
      const caller = currentUserId(req) ?? null
      // A userId in the body must be the caller's own; signed-out callers chat anonymously.
      if (body.userId && body.userId !== caller) throw new HttpProblem(403, 'You can only chat as yourself.')
      let session = body.sessionId ? await ctx.store.tutor.get(body.sessionId) : undefined
      if (body.sessionId && !session) throw new HttpProblem(404, 'No tutor session with this id.')
      if (session && session.userId !== caller)
        throw new HttpProblem(403, 'This tutor session belongs to someone else.')
      const reply = await ctx.ai.tutorReply({
        message: body.message.trim(),
        context: body.context,
        history: session?.messages ?? [],
        language: body.language ?? 'en',
      })
      session ??= await ctx.store.tutor.create(caller)
      const at = new Date().toISOString()
      session = await ctx.store.tutor.append(session.id, [
        { role: 'user', content: body.message.trim(), timestamp: at },
        { role: 'assistant', content: reply, timestamp: new Date().toISOString() },
      ])
      res.json({ response: reply, session })
    }),
  )

  router.post(
    '/ai/chat',
    handle(async (req, res) => {
      const body = req.body as AiChatRequest
      const message = await ctx.ai.coachReply({
        message: body.message.trim(),
        context: body.context,
        language: body.language ?? 'en',
      })
      res.json({ message })
    }),
  )

  return router
}
