import * as v from 'valibot'
import { api, type ApiClient } from '~/utils/api.server.ts'
import { lookupUser } from '~/utils/auth.server.ts'
import { type SessionNumbers, SessionSave } from '~/utils/session-records.ts'
import { SESSION_SUBJECTS } from '#domain/exam/exams.ts'
import { UpdatePracticeRequest as UpdateLimits } from '#openapi/limits.ts'

/**
 * Starting and finishing a signed-in student's session, as the browser's save queue sends it (decision 038): every
 * request names the session by the `clientId` the browser made at Start, so it can be sent again after an
 * outage and still count once. A finish carries the session's start too, so a result whose Start never reached
 * the server is not lost. Answers: 2xx saved; 401 not signed in; 503 the account could not be checked; the API's
 * status otherwise (the queue retries 5xx, 401, 408, 429 and drops what can never succeed).
 * The body is checked once, here, with the contract's generated schemas (openapi/records.ts).
 */

export type SaveReply = { ok: true; sessionId: string } | { ok: false; status: number }

/** The answers go in chunks of the contract's maximum per update; the last update completes the session. */
const CHUNK = UpdateLimits.answers.maxItems

/** The last update of a session: its numbers (never more correct than attempted), completed. */
const completedNumbers = <N extends v.InferOutput<typeof SessionNumbers>>(numbers: N) => ({
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
export async function saveSession(request: Request, body: v.InferOutput<typeof SessionSave>): Promise<SaveReply> {
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
  const records = answers.filter((a) => !known.has(a.questionId))
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
  const parsed = v.safeParse(SessionSave, await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ ok: false, status: 400 }, { status: 400 })
  const reply = await saveSession(request, parsed.output)
  return Response.json(reply, { status: reply.ok ? 200 : reply.status })
}
