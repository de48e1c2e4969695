import { HttpProblem } from '../../api/http/problem.ts'
import { appendTutorMessages, createTutorSession, findTutorSession, tutorSessionsOf } from '../db.ts'
import { http, operation } from '../http.ts'
import { requireOwner } from './owner.ts'

// api/routes/tutor.ts, over the mock database.

export const tutorHandlers = [
  http.get(
    '/api/tutor/sessions/{userId}',
    operation(({ response }, call) => {
      const userId = requireOwner(call, call.params.userId)
      return response(200).json(call.effects.emptyLists ? [] : tutorSessionsOf(userId))
    }),
  ),

  http.post(
    '/api/tutor/chat',
    operation(async ({ response }, call) => {
      const body = call.body
      const caller = call.userId ?? null
      // A userId in the body must be the caller's own; signed-out callers chat anonymously.
      if (body.userId && body.userId !== caller) throw new HttpProblem(403, 'You can only chat as yourself.')
      let session = body.sessionId ? findTutorSession(body.sessionId) : undefined
      if (body.sessionId && !session) throw new HttpProblem(404, 'No tutor session with this id.')
      if (session && session.userId !== caller)
        throw new HttpProblem(403, 'This tutor session belongs to someone else.')
      const reply = await call.ai.tutorReply({
        message: body.message.trim(),
        context: body.context,
        history: session?.messages ?? [],
        language: body.language ?? 'en',
      })
      session ??= await createTutorSession(caller)
      const at = new Date().toISOString()
      session = await appendTutorMessages(session.id, [
        { role: 'user', content: body.message.trim(), timestamp: at },
        { role: 'assistant', content: reply, timestamp: new Date().toISOString() },
      ])
      return response(200).json({ response: reply, session })
    }),
  ),

  http.post(
    '/api/ai/chat',
    operation(async ({ response }, call) => {
      const body = call.body
      const message = await call.ai.coachReply({
        message: body.message.trim(),
        context: body.context,
        language: body.language ?? 'en',
      })
      return response(200).json({ message })
    }),
  ),
]
