import { z } from 'zod'
import { api } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { SessionNumbers, completedNumbers, startSession } from '~/utils/practice.server.ts'
import { EXAM_TYPES } from '#api/domain/exam/exams.ts'
import { BLUEPRINTS, attemptId } from '#api/domain/exam/full-length/index.ts'
import type { AnswerRecord, FullExamState } from '#openapi/types.ts'

// The browser's way to save a signed-in student's full-length attempt and, at the end, to record it as a practice
// session with its answers. The API validates every field against the contract; this only shapes the request.

const Save = z.object({ intent: z.literal('save'), state: z.record(z.string(), z.unknown()) })
const Finish = SessionNumbers.extend({
  intent: z.literal('finish'),
  exam: z.string().max(40),
  answers: z.array(z.record(z.string(), z.unknown())).max(1000),
})
const FullExamRequest = z.discriminatedUnion('intent', [Save, Finish])

export type FullExamResponse = { ok: true } | { ok: false; status: number }

/** The answers go in chunks of the contract's maximum per update (200); the last update completes the session. */
const CHUNK = 200

export async function handleFullExamRequest(request: Request): Promise<{ body: FullExamResponse; status: number }> {
  const parsed = FullExamRequest.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return { body: { ok: false, status: 400 }, status: 400 }
  const user = await getUser(request)
  if (!user) return { body: { ok: false, status: 401 }, status: 401 }
  const client = api(request)
  const fail = (status: number) => ({ body: { ok: false as const, status }, status })
  if (parsed.data.intent === 'save') {
    const state = parsed.data.state as unknown as FullExamState
    const { data, response } = await client.PUT('/api/full-exams/{id}', {
      params: { path: { id: attemptId(state.exam, state.form) } },
      body: { state },
    })
    return data ? { body: { ok: true }, status: 200 } : fail(response.status)
  }
  const { exam, answers, intent: _intent, ...numbers } = parsed.data
  const blueprint = Object.hasOwn(BLUEPRINTS, exam) ? BLUEPRINTS[exam as keyof typeof BLUEPRINTS] : null
  if (!blueprint) return fail(400)
  const started = await startSession(request, {
    userId: user.id,
    examType: blueprint.examType,
    countryCode: EXAM_TYPES[blueprint.examType].countryCode,
    province: null,
    subjects: Object.keys(numbers.subjectScores),
  })
  if (!started.data) return fail(started.response.status)
  const records = answers as unknown as AnswerRecord[]
  for (let i = 0; i < records.length || i === 0; i += CHUNK) {
    const last = i + CHUNK >= records.length
    const { data, response } = await client.PATCH('/api/practice/sessions/{id}', {
      params: { path: { id: started.data.id } },
      body: {
        answers: records.slice(i, i + CHUNK),
        ...(last ? completedNumbers(numbers) : {}),
      },
    })
    if (!data) return fail(response.status)
  }
  return { body: { ok: true }, status: 200 }
}
