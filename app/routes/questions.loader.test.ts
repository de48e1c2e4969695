import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadExamTypes } from '#api/seed/index.ts'

// The API client is replaced by one that records when each call starts and answers after a delay.
const calls: { path: string; query?: Record<string, unknown>; startedAt: number; answeredAt?: number }[] = []
vi.mock('~/utils/api.server.ts', () => ({
  api: () => ({
    GET: async (path: string, init?: { params?: { query?: Record<string, unknown> } }) => {
      const call: (typeof calls)[number] = { path, query: init?.params?.query, startedAt: Date.now() }
      calls.push(call)
      await new Promise((resolve) => setTimeout(resolve, 60))
      call.answeredAt = Date.now()
      return { data: path === '/api/exam-types' ? loadExamTypes() : [] }
    },
  }),
}))

const { questionsLoader } = await import('./questions.server.ts')

beforeEach(() => {
  calls.length = 0
})

describe('/questions loader', () => {
  it('asks for the exam types and the list at the same time (not one after the other)', async () => {
    const result = await questionsLoader(new Request('http://x/questions?examType=SAT&difficulty=Hard'))
    expect(calls.map((c) => c.path).sort()).toEqual(['/api/exam-types', '/api/questions'])
    const firstAnswer = Math.min(...calls.map((c) => c.answeredAt ?? Infinity))
    expect(calls.every((c) => c.startedAt < firstAnswer)).toBe(true)
    expect(result.list).toEqual({ ok: true, questions: [] })
    expect(result.filters).toEqual({ examType: 'SAT', difficulty: 'Hard' })
  })

  it('asks for the list again only when the exam types reject a filter', async () => {
    const result = await questionsLoader(new Request('http://x/questions?examType=SAT&section=Mathematics'))
    const lists = calls.filter((c) => c.path === '/api/questions')
    expect(lists).toHaveLength(2)
    expect(lists[1].query).toEqual({ examType: 'SAT', limit: 10 })
    expect(result.rejected).toEqual(['section'])
  })
})
