import { z } from 'zod'
import { api, type ApiClient } from '~/utils/api.server.ts'
import { lookupUser } from '~/utils/auth.server.ts'
import { SESSION_SUBJECTS } from '#domain/exam/exams.ts'
import { MAX_SEED } from '#domain/option-order.ts'
import {
  clientIdPattern,
  countryCodeValues,
  difficultyValues,
  examTypeNameValues,
  idPattern,
  type AnswerRecord,
} from '#openapi/types.ts'

/**
 * Starting and finishing a signed-in student's session, as the browser's save queue sends it (decision 038): every
 * request names the session by the `clientId` the browser made at Start, so it can be sent again after an
 * outage and still count once. A finish carries the session's start too, so a result whose Start never reached
 * the server is not lost. Answers: 2xx saved; 401 not signed in; 503 the account could not be checked; the API's
 * status otherwise (the queue retries 5xx, 401, 408, 429 and drops what can never succeed).
 */

const Id = z.string().regex(idPattern)
export const ClientId = z.string().regex(clientIdPattern)
export const Answer = z.object({
  questionId: Id,
  examType: z.enum(examTypeNameValues),
  section: z.string().min(1).max(200),
  topic: z.string().min(1).max(200),
  difficulty: z.enum(difficultyValues),
  chosen: z.string().max(2000).nullable(),
  correct: z.boolean(),
  seconds: z.number().int().min(0).max(86400),
  shuffleSeed: z.number().int().min(0).max(MAX_SEED).optional(),
})
const Tally = z.object({ correct: z.number().int().min(0), total: z.number().int().min(0) })
/** The figures of a finished session (spec section 4), as a practice or full-length finish sends them. */
export const SessionNumbers = z.object({
  questionsAttempted: z.number().int().min(0),
  questionsCorrect: z.number().int().min(0),
  scorePercentage: z.number().min(0).max(100),
  subjectScores: z.record(z.string(), z.number().min(0).max(100)),
  topicBreakdown: z.record(z.string(), Tally),
  totalTime: z.number().int().min(0).max(86400),
})
export const SessionStart = z.object({
  examType: z.string().min(1).max(64),
  countryCode: z.enum(countryCodeValues),
  province: z.string().max(100).nullable(),
  subjects: z.array(z.string().min(1).max(100)).max(50),
})
export const SessionSave = z.object({
  clientId: ClientId,
  session: SessionStart,
  /** Absent at Start; at Finish the numbers and the answers. */
  finish: SessionNumbers.extend({ answers: z.array(Answer).max(1000) }).optional(),
})
export type SessionSave = z.input<typeof SessionSave>

export type SaveReply = { ok: true; sessionId: string } | { ok: false; status: number }

/** The answers go in chunks of the contract's maximum per update (200); the last update completes the session. */
const CHUNK = 200

/** The last update of a session: its numbers (never more correct than attempted), completed. */
const completedNumbers = <N extends z.infer<typeof SessionNumbers>>(numbers: N) => ({
  ...numbers,
  questionsCorrect: Math.min(numbers.questionsCorrect, numbers.questionsAttempted),
  completed: true,
})

/** The questions a session already has answers for (a finish retried after part of it went through). */
async function answeredIn(client: ApiClient, sessionId: string): Promise<Set<string> | null> {
  const ids = new Set<string>()
  let cursor: string | undefined
  do {
    const { data } = await client.GET('/api/answers', { params: { query: { sessionId, limit: 100, cursor } } })
    if (!data) return null
    for (const item of data.items) ids.add(item.questionId)
    cursor = data.nextCursor ?? undefined
  } while (cursor)
  return ids
}

/** Starts the session of `clientId` (or finds it, when it was started before) and, with `finish`, completes it. */
export async function saveSession(request: Request, body: SessionSave): Promise<SaveReply> {
  const { user, failed } = await lookupUser(request)
  if (!user) return { ok: false, status: failed ? 503 : 401 }
  const client = api(request)
  const { session, clientId, finish } = body
  const started = await client.POST('/api/practice/start', {
    body: {
      ...session,
      subjects: session.subjects.slice(0, SESSION_SUBJECTS),
      userId: user.id,
      clientId,
      questionsAttempted: 0,
      questionsCorrect: 0,
      totalTime: 0,
      completed: false,
    },
  })
  if (!started.data) return { ok: false, status: started.response.status }
  const sessionId = started.data.id
  // Already completed: an earlier try went through and only its answer was lost.
  if (!finish || started.data.completed) return { ok: true, sessionId }
  const { answers, ...numbers } = finish
  const known = answers.length ? await answeredIn(client, sessionId) : new Set<string>()
  if (!known) return { ok: false, status: 503 }
  const records = (answers as AnswerRecord[]).filter((a) => !known.has(a.questionId))
  for (let i = 0; i < records.length || i === 0; i += CHUNK) {
    const last = i + CHUNK >= records.length
    const { data, response } = await client.PATCH('/api/practice/sessions/{id}', {
      params: { path: { id: sessionId } },
      body: { answers: records.slice(i, i + CHUNK), ...(last ? completedNumbers(numbers) : {}) },
    })
    if (!data) return { ok: false, status: response.status }
  }
  return { ok: true, sessionId }
}

/** A resource route's answer to a save: the reply as JSON with its status. */
export async function saveSessionResponse(request: Request): Promise<Response> {
  const parsed = SessionSave.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ ok: false, status: 400 }, { status: 400 })
  const reply = await saveSession(request, parsed.data)
  return Response.json(reply, { status: reply.ok ? 200 : reply.status })
}
