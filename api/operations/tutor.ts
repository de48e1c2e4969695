import type {
  AiChatRequest,
  AiChatResponse,
  TutorChatRequest,
  TutorChatResponse,
  TutorSession,
} from '../../openapi/types.ts'
import { requireOwner, type Caller, type OperationContext } from './context.ts'
import { HttpProblem } from './problem.ts'

export async function listTutorSessions(
  ctx: OperationContext,
  caller: Caller,
  input: { userId: string },
): Promise<TutorSession[]> {
  return ctx.store.tutor.listByUser(requireOwner(caller, input.userId))
}

/** One tutor turn; a userId in the body must be the caller's own, signed-out callers chat anonymously. */
export async function tutorChat(
  ctx: OperationContext,
  caller: Caller,
  body: TutorChatRequest,
): Promise<TutorChatResponse> {
  const owner = caller.userId
  if (body.userId && body.userId !== owner) throw new HttpProblem(403, 'You can only chat as yourself.')
  let session = body.sessionId ? await ctx.store.tutor.get(body.sessionId) : undefined
  if (body.sessionId && !session) throw new HttpProblem(404, 'No tutor session with this id.')
  if (session && session.userId !== owner) throw new HttpProblem(403, 'This tutor session belongs to someone else.')
  const message = body.message.trim()
  const reply = await ctx.ai.tutorReply({
    message,
    context: body.context,
    history: session?.messages ?? [],
    language: body.language ?? 'en',
  })
  session ??= await ctx.store.tutor.create(owner)
  const at = ctx.now().toISOString()
  session = await ctx.store.tutor.append(session.id, [
    { role: 'user', content: message, timestamp: at },
    { role: 'assistant', content: reply, timestamp: ctx.now().toISOString() },
  ])
  return { response: reply, session }
}

export async function aiChat(ctx: OperationContext, _caller: Caller, body: AiChatRequest): Promise<AiChatResponse> {
  const message = await ctx.ai.coachReply({
    message: body.message.trim(),
    context: body.context,
    language: body.language ?? 'en',
  })
  return { message }
}
