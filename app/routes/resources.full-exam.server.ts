import { z } from 'zod'
import { api } from '~/utils/api.server.ts'
import { lookupUser } from '~/utils/auth.server.ts'
import { ClientId, SessionNumbers, saveSession } from '~/utils/session-save.server.ts'
import { BLUEPRINTS, attemptId } from '#domain/exam/full-length/index.ts'
import { EXAMS } from '#domain/exam/registry.ts'
import type { FullExamState } from '#openapi/types.ts'

// The browser's way (through its save queue) to save a signed-in student's full-length attempt and, at the end, to
// record it as a practice session with its answers. The API validates every field against the contract; this
// only shapes the request.

const Save = z.object({ intent: z.literal('save'), state: z.record(z.string(), z.unknown()) })
const Finish = SessionNumbers.extend({
  intent: z.literal('finish'),
  clientId: ClientId,
  exam: z.string().max(40),
  answers: z.array(z.record(z.string(), z.unknown())).max(1000),
})
const FullExamRequest = z.discriminatedUnion('intent', [Save, Finish])

export type FullExamResponse = { ok: true } | { ok: false; status: number }

export async function handleFullExamRequest(request: Request): Promise<{ body: FullExamResponse; status: number }> {
  const parsed = FullExamRequest.safeParse(await request.json().catch(() => null))
  const fail = (status: number) => ({ body: { ok: false as const, status }, status })
  if (!parsed.success) return fail(400)
  if (parsed.data.intent === 'save') {
    // A failed lookup (an outage) is 503, to be retried, not 401 "signed out".
    const { user, failed } = await lookupUser(request)
    if (!user) return fail(failed ? 503 : 401)
    const state = parsed.data.state as unknown as FullExamState
    const { data, response } = await api(request).PUT('/api/full-exams/{id}', {
      params: { path: { id: attemptId(state.exam, state.form) } },
      body: { state },
    })
    return data ? { body: { ok: true }, status: 200 } : fail(response.status)
  }
  const { exam, answers, clientId, intent: _intent, ...numbers } = parsed.data
  const blueprint = Object.hasOwn(BLUEPRINTS, exam) ? BLUEPRINTS[exam as keyof typeof BLUEPRINTS] : null
  if (!blueprint) return fail(400)
  const session = {
    examType: blueprint.examType,
    countryCode: EXAMS[blueprint.examType].countryCode,
    province: null,
    subjects: Object.keys(numbers.subjectScores),
  }
  const finish = { ...numbers, answers: answers as never }
  const reply = await saveSession(request, { clientId, session, finish })
  return reply.ok ? { body: { ok: true }, status: 200 } : fail(reply.status)
}
