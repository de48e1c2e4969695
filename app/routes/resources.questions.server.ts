import { z } from 'zod'
import type { Question } from '../../openapi/types.ts'
import { api } from '../utils/api.server.ts'

// The practice flows fetch and generate questions through here (the browser never calls /api directly).

const ExamTypeName = z.enum([
  'NMT',
  'SAT',
  'MATURA_BASIC',
  'MATURA_EXTENDED',
  'ALBERTA_DIPLOMA',
  'ONTARIO_OSSLT',
  'BC_LITERACY',
])

export const ListQuery = z.object({
  examType: ExamTypeName.optional(),
  section: z.string().min(1).max(100).optional(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']).optional(),
  level: z.enum(['Basic', 'Extended']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})

export const GenerateBody = z.object({
  examType: ExamTypeName,
  section: z.string().min(1).max(100),
  difficulty: z.enum(['Easy', 'Medium', 'Hard', 'Basic', 'Extended']),
  topic: z.string().min(1).max(100).optional(),
  count: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(10)]),
})

export type QuestionsResponse = { ok: true; questions: Question[] } | { ok: false; status: number; error: string }

export async function listQuestions(request: Request): Promise<{ body: QuestionsResponse; status: number }> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = ListQuery.safeParse(params)
  if (!parsed.success) return { body: { ok: false, status: 400, error: 'Invalid query' }, status: 400 }
  const { data, response } = await api(request).GET('/api/questions', { params: { query: parsed.data } })
  if (!data)
    return { body: { ok: false, status: response.status, error: 'Failed to fetch questions' }, status: response.status }
  return { body: { ok: true, questions: data }, status: 200 }
}

export async function generateQuestions(request: Request): Promise<{ body: QuestionsResponse; status: number }> {
  const parsed = GenerateBody.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return { body: { ok: false, status: 400, error: 'Invalid generation request' }, status: 400 }
  const { data, response } = await api(request).POST('/api/questions/generate', { body: parsed.data })
  if (!data)
    return {
      body: { ok: false, status: response.status, error: `${response.status}: ${response.statusText}` },
      status: response.status,
    }
  return { body: { ok: true, questions: data }, status: 200 }
}
