import { computeOverallAccuracy, computeProgress } from '../../domain/progress.ts'
import {
  examTypeNameValues,
  type AiChatRequest,
  type AiChatResponse,
  type ExamTypeName,
  type PracticeSession,
  type Problem,
  type TutorChatRequest,
  type TutorChatResponse,
  type TutorSession,
  type TutorStreamDelta,
  type TutorStreamDone,
} from '../../openapi/types.ts'
import {
  streamTutorReply,
  AiUnavailableError,
  type TutorInput,
  type TutorProgress,
  type TutorWeakArea,
} from '../ai/types.ts'
import { requireOwner, type Caller, type OperationContext, type Operation } from './context.ts'
import { HttpProblem, problem } from './problem.ts'

export const listTutorSessions: Operation<{ userId: string }, TutorSession[]> = async (ctx, caller, input) => {
  return ctx.store.tutor.listByUser(requireOwner(caller, input.userId))
}

/** How many weak subjects and how many weak topics of an account the tutor gets (weakest first). */
const MAX_WEAK_SUBJECTS = 6
const MAX_WEAK_TOPICS = 8
/** A visitor's progress from the body: the document caps it at 20 areas; the tutor reads the weakest 12. */
const MAX_VISITOR_AREAS = 12

const examTypeName = (value: string): ExamTypeName | undefined =>
  (examTypeNameValues as readonly string[]).includes(value) ? (value as ExamTypeName) : undefined

/**
 * A signed-in student's progress for the tutor: the weakest subjects by the progress rules of GET /progress
 * (domain/progress.ts) and the weakest topics from the completed sessions' topic breakdowns.
 */
export function accountProgress(sessions: PracticeSession[]): TutorProgress | undefined {
  const done = sessions.filter((s) => s.completed && s.questionsAttempted > 0)
  if (!done.length) return undefined
  const latest = [...done].sort((a, b) => (b.completedAt ?? b.createdAt).localeCompare(a.completedAt ?? a.createdAt))[0]
  const subjects: TutorWeakArea[] = computeProgress(done)
    .sort((a, b) => a.accuracy - b.accuracy || b.totalQuestions - a.totalQuestions)
    .slice(0, MAX_WEAK_SUBJECTS)
    .map((p) => ({
      examType: examTypeName(p.examType),
      section: p.subject,
      accuracy: p.accuracy,
      answered: p.totalQuestions,
    }))
  const topics = new Map<string, { examType?: ExamTypeName; topic: string; correct: number; total: number }>()
  for (const s of done)
    for (const [topic, tally] of Object.entries(s.topicBreakdown)) {
      if (!tally.total) continue
      const key = `${s.examType}\u0000${topic}`
      const t = topics.get(key) ?? { examType: examTypeName(s.examType), topic, correct: 0, total: 0 }
      t.correct += tally.correct
      t.total += tally.total
      topics.set(key, t)
    }
  const weakTopics: TutorWeakArea[] = [...topics.values()]
    .map((t) => ({
      examType: t.examType,
      topic: t.topic,
      accuracy: Math.round((t.correct / t.total) * 1000) / 10,
      answered: t.total,
    }))
    .sort((a, b) => a.accuracy - b.accuracy || (b.answered ?? 0) - (a.answered ?? 0))
    .slice(0, MAX_WEAK_TOPICS)
  return {
    source: 'account',
    examType: examTypeName(latest.examType),
    scorePercentage: computeOverallAccuracy(done),
    weakAreas: [...subjects, ...weakTopics],
  }
}

interface TutorTurn {
  owner: string | null
  session: TutorSession | undefined
  input: TutorInput
}

/** The checks of a tutor turn (403/404) and the engine's input; nothing is stored yet. */
async function prepareTurn(ctx: OperationContext, caller: Caller, body: TutorChatRequest): Promise<TutorTurn> {
  const owner = caller.userId
  // Over today's AI allowance: 429 before anything else, the provider is not called.
  await ctx.aiBudget?.assertAvailable(caller)
  if (body.userId && body.userId !== owner) throw new HttpProblem(403, 'You can only chat as yourself.')
  let session: TutorSession | undefined
  // Signed out, nothing is stored (decision 058): a session id can only name someone's (403) or nothing (404).
  if (body.sessionId && !owner) {
    const sessionOwner = await ctx.store.tutor.ownerOf(body.sessionId)
    throw sessionOwner
      ? new HttpProblem(403, 'This tutor session belongs to someone else.')
      : new HttpProblem(404, 'No tutor session with this id.')
  }
  if (body.sessionId) {
    const sessionOwner = await ctx.store.tutor.ownerOf(body.sessionId)
    if (sessionOwner === undefined) throw new HttpProblem(404, 'No tutor session with this id.')
    if (sessionOwner !== owner) throw new HttpProblem(403, 'This tutor session belongs to someone else.')
    session = await ctx.store.tutor.get(owner, body.sessionId)
    if (!session) throw new HttpProblem(404, 'No tutor session with this id.')
  }
  // Signed in: the account's own progress (the body's is ignored). Signed out: the browser's, capped.
  const progress: TutorProgress | undefined = owner
    ? accountProgress(await ctx.store.practice.listByUser(owner))
    : body.progress
      ? {
          source: 'browser',
          examType: body.progress.examType,
          scorePercentage: body.progress.scorePercentage,
          weakAreas: [...body.progress.weakAreas].sort((a, b) => a.accuracy - b.accuracy).slice(0, MAX_VISITOR_AREAS),
        }
      : undefined
  return {
    owner,
    session,
    input: {
      message: body.message.trim(),
      context: body.context,
      history: owner ? (session?.messages ?? []) : browserHistory(body, ctx.now().toISOString()),
      language: body.language ?? 'en',
      languageExplicit: body.languageExplicit ?? false,
      progress,
      question: body.question,
      caller: { userId: caller.userId, clientKey: caller.clientKey },
    },
  }
}

/** A signed-out visitor's conversation as the browser sent it (the server keeps none). */
function browserHistory(body: TutorChatRequest, now: string): TutorSession['messages'] {
  return (body.history ?? []).map((m) => ({ role: m.role, content: m.content, timestamp: now }))
}

/** Stores the exchange of a signed-in student: in the given session, else in a new one; nothing when signed out. */
async function storeTurn(ctx: OperationContext, turn: TutorTurn, askedAt: string, reply: string) {
  if (!turn.owner) return null
  const session = turn.session ?? (await ctx.store.tutor.create(turn.owner))
  return ctx.store.tutor.append(turn.owner, session.id, [
    { role: 'user', content: turn.input.message, timestamp: askedAt },
    { role: 'assistant', content: reply, timestamp: ctx.now().toISOString() },
  ])
}

/** One tutor turn; a userId in the body must be the caller's own, signed-out callers chat without a stored session. */
export const tutorChat: Operation<TutorChatRequest, TutorChatResponse> = async (ctx, caller, body) => {
  const turn = await prepareTurn(ctx, caller, body)
  const askedAt = ctx.now().toISOString()
  const reply = await ctx.ai.tutorReply(turn.input)
  return { response: reply, session: await storeTurn(ctx, turn, askedAt, reply) }
}

/** One server-sent event of POST /api/tutor/chat/stream. */
export type TutorStreamEvent =
  | { event: 'delta'; data: TutorStreamDelta }
  | { event: 'done'; data: TutorStreamDone }
  | { event: 'error'; data: Problem }

export const TUTOR_STREAM_PATH = '/api/tutor/chat/stream'
export const TUTOR_SLOW_DETAIL = 'The tutor is slow or unavailable right now. Try again in a moment.'

/**
 * The streamed tutor turn. The checks run before this resolves, so a bad request is still a plain 4xx problem;
 * the events then follow: `delta` pieces, then `done` (the exchange stored in the session) or `error` (a 503
 * problem: the provider failed or passed the reply's one deadline; nothing stored). Aborting `signal` (the
 * client went away or pressed Stop) cancels the engine's request and ends the events without storing anything.
 */
export async function streamTutorChat(
  ctx: OperationContext,
  caller: Caller,
  body: TutorChatRequest,
  signal?: AbortSignal,
): Promise<AsyncIterable<TutorStreamEvent>> {
  const turn = await prepareTurn(ctx, caller, body)
  const askedAt = ctx.now().toISOString()
  return (async function* events(): AsyncGenerator<TutorStreamEvent> {
    let reply = ''
    try {
      for await (const text of streamTutorReply(ctx.ai, turn.input, signal)) {
        if (signal?.aborted) return
        if (!text) continue
        reply += text
        yield { event: 'delta', data: { text } }
      }
      if (signal?.aborted) return
      if (!reply.trim()) throw new AiUnavailableError('The AI engine returned an empty reply')
      const session = await storeTurn(ctx, turn, askedAt, reply)
      yield { event: 'done', data: { sessionId: session?.id ?? null, response: reply } }
    } catch (error) {
      if (signal?.aborted) return
      const slow = error instanceof AiUnavailableError
      if (!slow) console.error('[tutor] the streamed reply failed', error)
      yield {
        event: 'error',
        data: slow
          ? problem(503, TUTOR_SLOW_DETAIL, { instance: TUTOR_STREAM_PATH })
          : problem(500, 'The tutor failed unexpectedly. Try again.', { instance: TUTOR_STREAM_PATH }),
      }
    }
  })()
}

/** An event as text/event-stream writes it: its name and one line of JSON, then a blank line. */
export function formatStreamEvent({ event, data }: TutorStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

export const aiChat: Operation<AiChatRequest, AiChatResponse> = async (ctx, caller, body) => {
  await ctx.aiBudget?.assertAvailable(caller)
  const message = await ctx.ai.coachReply({
    message: body.message.trim(),
    context: body.context,
    language: body.language ?? 'en',
    caller: { userId: caller.userId, clientKey: caller.clientKey },
  })
  return { message }
}
