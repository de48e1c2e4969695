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

  it('refuses a malformed or too long list', () => {
    expect(v.is(QuestionRefs, [{ questionId: 'a b', examType: 'NMT', topic: 'x' }])).toBe(false)
    const many = Array.from({ length: 101 }, (_, i) => ({ questionId: `q${i}`, examType: 'NMT', topic: 'x' }))
    expect(v.is(QuestionRefs, many)).toBe(false)
  })
})
