import { z } from 'zod'
import { api } from '../utils/api.server.ts'
import { getUser } from '../utils/auth.server.ts'

// The browser's way to save a practice session: it posts here, this action calls the API with the student's
// cookie. Visitors get 401 and keep their progress locally.

const Tally = z.object({ correct: z.number().int().min(0), total: z.number().int().min(0) })

export const StartSession = z.object({
  intent: z.literal('start'),
  examType: z.string().min(1).max(64),
  countryCode: z.enum(['UA', 'US', 'PL', 'CA']),
  province: z.string().max(100).nullable().optional(),
  subjects: z.array(z.string().min(1).max(100)).max(50),
})

export const FinishSession = z.object({
  intent: z.literal('finish'),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  questionsAttempted: z.number().int().min(0),
  questionsCorrect: z.number().int().min(0),
  scorePercentage: z.number().min(0).max(100),
  subjectScores: z.record(z.string(), z.number().min(0).max(100)),
  topicBreakdown: z.record(z.string(), Tally),
  totalTime: z.number().int().min(0).max(86400).optional(),
})

export const SessionRequest = z.discriminatedUnion('intent', [StartSession, FinishSession])
export type SessionRequest = z.infer<typeof SessionRequest>

export type SessionResponse = { ok: true; sessionId: string } | { ok: false; status: number; error: string }

export async function handleSessionRequest(request: Request): Promise<{ body: SessionResponse; status: number }> {
  const parsed = SessionRequest.safeParse(await request.json().catch(() => null))
  if (!parsed.success)
    return {
      body: {
        ok: false,
        status: 400,
        error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      },
      status: 400,
    }
  const user = await getUser(request)
  if (!user) return { body: { ok: false, status: 401, error: 'Not signed in' }, status: 401 }
  const client = api(request)
  if (parsed.data.intent === 'start') {
    const { examType, countryCode, province, subjects } = parsed.data
    const { data, response } = await client.POST('/api/practice/start', {
      // The spec sends only the first 3 subjects.
      body: {
        userId: user.id,
        examType,
        countryCode,
        province: province ?? null,
        subjects: subjects.slice(0, 3),
        questionsAttempted: 0,
        questionsCorrect: 0,
        totalTime: 0,
        completed: false,
      },
    })
    if (!data)
      return {
        body: { ok: false, status: response.status, error: `${response.status}: ${response.statusText}` },
        status: response.status,
      }
    return { body: { ok: true, sessionId: data.id }, status: 201 }
  }
  const { sessionId, intent: _intent, ...numbers } = parsed.data
  const { data, response } = await client.PATCH('/api/practice/sessions/{id}', {
    params: { path: { id: sessionId } },
    body: {
      ...numbers,
      questionsCorrect: Math.min(numbers.questionsCorrect, numbers.questionsAttempted),
      completed: true,
    },
  })
  if (!data)
    return {
      body: { ok: false, status: response.status, error: `${response.status}: ${response.statusText}` },
      status: response.status,
    }
  return { body: { ok: true, sessionId: data.id }, status: 200 }
}
