import * as v from 'valibot'
import { api, hasSessionCookie } from '~/utils/api.server.ts'
import { FullExamFinish, fullExamSession } from '~/utils/session-records.ts'
import { saveSession } from '~/utils/session-save.server.ts'
import { attemptId } from '#domain/exam/full-length/index.ts'
import type { FullExamState } from '#openapi/types.ts'

// The browser's way (through its save queue) to save a signed-in student's full-length attempt and, at the end, to
// record it as a practice session with its answers. Each is checked once: a finish here, with the contract's
// generated schemas (it is split into several API calls); a save's state by the API (one call, most of an exam's
// requests), so here it is only an object.

const Save = v.object({
  intent: v.literal('save'),
  state: v.custom<FullExamState>((state) => typeof state === 'object' && state !== null),
})
const FullExamRequest = v.variant('intent', [Save, FullExamFinish])

export type FullExamResponse = { ok: true } | { ok: false; status: number }

export async function handleFullExamRequest(request: Request): Promise<{ body: FullExamResponse; status: number }> {
  const parsed = v.safeParse(FullExamRequest, await request.json().catch(() => null))
  const fail = (status: number) => ({ body: { ok: false as const, status }, status })
  if (!parsed.success) return fail(400)
  if (parsed.output.intent === 'save') {
    // One call: the API answers 401 itself when no one is signed in (a save is most of an exam's requests, so no
    // lookup of the user first). An outage is 503, to be retried, not 401 "signed out".
    if (!hasSessionCookie(request)) return fail(401)
    const { state } = parsed.output
    const saved = await api(request)
      .PUT('/api/full-exams/{id}', { params: { path: { id: attemptId(state.exam, state.form) } }, body: { state } })
      .catch(() => null)
    if (!saved) return fail(503)
    return saved.data ? { body: { ok: true }, status: 200 } : fail(saved.response.status)
  }
  const { exam, answers, clientId, intent: _intent, ...numbers } = parsed.output
  const session = fullExamSession({ exam, subjectScores: numbers.subjectScores })
  if (!session) return fail(400)
  const finish = { ...numbers, answers }
  const reply = await saveSession(request, { clientId, session, finish })
  return reply.ok ? { body: { ok: true }, status: 200 } : fail(reply.status)
}
