import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { questionsFor, QuestionRefs } from '~/routes/review.server.ts'
import type { ApiClient } from '~/utils/api.server.ts'

describe("a visitor's questions, looked up for the review", () => {
  const bankItem = (id: string, topic: string) => ({
    id,
    examType: 'NMT',
    countryCode: 'UA',
    section: 'Mathematics',
    topic,
    difficulty: 'Easy',
    questionText: `Question ${id}`,
    options: ['1', '2', '3', '4'],
    correctAnswer: '2',
    explanation: 'Because.',
    timeLimit: 60,
    source: 'bank',
  })

  it('takes built-in items from the sets, the rest from the bank (one call per exam and topic), leaves out the unknown', async () => {
    const calls: unknown[] = []
    const client = {
      GET: async (_path: string, init: { params: { query: { topic: string } } }) => {
        calls.push(init.params.query)
        if (init.params.query.topic === 'geometry') throw new Error('down')
        return { data: [bankItem('nmt-1', 'algebra'), bankItem('nmt-9', 'algebra')] }
      },
    } as unknown as ApiClient
    const refs = v.parse(QuestionRefs, [
      { questionId: 'nmt-builtin-1', examType: 'NMT', topic: 'grammar' },
      { questionId: 'nmt-1', examType: 'NMT', topic: 'algebra' },
      { questionId: 'nmt-2', examType: 'NMT', topic: 'algebra' },
      { questionId: 'nmt-3', examType: 'NMT', topic: 'geometry' },
    ])
    const found = await questionsFor(client, refs)
    expect(Object.keys(found).sort()).toEqual(['nmt-1', 'nmt-builtin-1'])
    expect(found['nmt-builtin-1'].correctAnswer).toBe('Петре')
    expect(calls).toEqual([
      { examType: 'NMT', topic: 'algebra', type: 'any', limit: 100 },
      { examType: 'NMT', topic: 'geometry', type: 'any', limit: 100 },
    ])
  })

  it("reads a topic's list page by page until every answered item is found (generated items come first)", async () => {
    const queries: { offset?: number }[] = []
    const topic = Array.from({ length: 250 }, (_, i) => bankItem(`nmt-${i}`, 'algebra'))
    const client = {
      GET: async (_path: string, init: { params: { query: { offset?: number; limit: number } } }) => {
        queries.push(init.params.query)
        const from = init.params.query.offset ?? 0
        return { data: topic.slice(from, from + init.params.query.limit) }
      },
    } as unknown as ApiClient
    const refs = v.parse(QuestionRefs, [
      { questionId: 'nmt-3', examType: 'NMT', topic: 'algebra' },
      { questionId: 'nmt-142', examType: 'NMT', topic: 'algebra' },
    ])
    expect(Object.keys(await questionsFor(client, refs)).sort()).toEqual(['nmt-142', 'nmt-3'])
    expect(queries.map((q) => q.offset)).toEqual([undefined, 100])

    // An id the topic no longer holds: read to the end of the list, then left out.
    queries.length = 0
    const gone = v.parse(QuestionRefs, [{ questionId: 'nmt-999', examType: 'NMT', topic: 'algebra' }])
    expect(await questionsFor(client, gone)).toEqual({})
    expect(queries.map((q) => q.offset)).toEqual([undefined, 100, 200])
  })

  it('refuses a malformed or too long list', () => {
    expect(v.is(QuestionRefs, [{ questionId: 'a b', examType: 'NMT', topic: 'x' }])).toBe(false)
    const many = Array.from({ length: 101 }, (_, i) => ({ questionId: `q${i}`, examType: 'NMT', topic: 'x' }))
    expect(v.is(QuestionRefs, many)).toBe(false)
  })
})
