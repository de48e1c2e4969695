import type { Question } from '../../openapi/types.ts'
import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus } from '../harness.ts'

function expectValidItems(items: Question[]) {
  for (const q of items) {
    expect(
      q.options.filter((o: string) => o === q.correctAnswer).length === 1,
      `${q.id}: correctAnswer must be exactly one option`,
    )
    expect(new Set(q.options).size === q.options.length, `${q.id}: options must be distinct`)
  }
}

export const questionCases: Case[] = [
  {
    name: 'GET /api/questions returns at most 10 by default, in a stable order',
    async run(t) {
      const client = t.client()
      const a = await client.call('get', '/api/questions')
      expectStatus(a, 200)
      expect(a.body.length <= 10, `default limit is 10, got ${a.body.length}`)
      const b = await client.call('get', '/api/questions')
      expect(
        JSON.stringify(a.body.map((q) => q.id)) === JSON.stringify(b.body.map((q) => q.id)),
        'two identical calls return the same order',
      )
      expectValidItems(a.body)
    },
  },
  {
    name: 'GET /api/questions applies examType, section, difficulty, level and limit',
    async run(t) {
      const client = t.client()
      const sat = await client.call('get', '/api/questions', {
        query: { examType: 'SAT', section: 'Math Calculator', limit: 50 },
      })
      expectStatus(sat, 200)
      expect(sat.body.length > 0, 'the bank has SAT Math Calculator questions')
      expect(
        sat.body.every((q) => q.examType === 'SAT' && q.section === 'Math Calculator'),
        'every item matches examType and section',
      )
      const hard = await client.call('get', '/api/questions', {
        query: { examType: 'NMT', difficulty: 'Hard', limit: 100 },
      })
      expect(
        hard.body.every((q) => q.examType === 'NMT' && q.difficulty === 'Hard'),
        'difficulty filter holds',
      )
      const basic = await client.call('get', '/api/questions', {
        query: { examType: 'MATURA_BASIC', level: 'Basic', limit: 5 },
      })
      expect(basic.body.length <= 5 && basic.body.every((q) => q.level === 'Basic'), 'level filter and limit hold')
      const page2 = await client.call('get', '/api/questions', {
        query: { examType: 'SAT', section: 'Math Calculator', limit: 2, offset: 2 },
      })
      expect(
        JSON.stringify(page2.body.map((q) => q.id)) === JSON.stringify(sat.body.slice(2, 4).map((q) => q.id)),
        'offset pages through the same order',
      )
      const none = await client.call('get', '/api/questions', {
        query: { examType: 'SAT', section: 'No Such Section' },
      })
      expectStatus(none, 200)
      expect(none.body.length === 0, 'an unknown section matches nothing')
    },
  },
  {
    name: 'GET /api/questions rejects a bad limit, difficulty or exam type with 400',
    async run(t) {
      const client = t.client()
      for (const query of [
        { limit: 0 },
        { limit: 101 },
        { limit: 'ten' },
        { difficulty: 'Impossible' },
        { examType: 'GRE' },
        { offset: -1 },
        { colour: 'red' },
      ]) {
        expectProblem(await client.call('get', '/api/questions', { query }), 400)
      }
    },
  },
  {
    name: 'POST /api/questions/generate makes valid items for the asked section, kept in the bank',
    async run(t) {
      const client = t.client()
      const res = await client.call('post', '/api/questions/generate', {
        body: { examType: 'SAT', section: 'Math Calculator', difficulty: 'Medium', count: 3 },
      })
      expectStatus(res, 200)
      expect(res.body.length === 3, `asked for 3, got ${res.body.length}`)
      expect(
        res.body.every((q) => q.examType === 'SAT' && q.section === 'Math Calculator'),
        'items match the exam and section',
      )
      expectValidItems(res.body)
      const generated = res.body.filter((q) => q.source === 'generated')
      if (generated.length) {
        const listed = await client.call('get', '/api/questions', {
          query: { examType: 'SAT', section: 'Math Calculator', limit: 100 },
        })
        expect(
          generated.every((g) => listed.body.some((q) => q.id === g.id)),
          'generated questions appear in GET /api/questions',
        )
      }
      const reading = await client.call('post', '/api/questions/generate', {
        body: { examType: 'NMT', section: 'History of Ukraine', difficulty: 'Easy', count: 2 },
      })
      expectStatus(reading, 200)
      expect(
        reading.body.every((q) => q.examType === 'NMT' && q.section === 'History of Ukraine'),
        'items match the exam and section',
      )
      expectValidItems(reading.body)
    },
  },
  {
    name: 'POST /api/questions/generate takes a Matura level as difficulty',
    async run(t) {
      const res = await t.client().call('post', '/api/questions/generate', {
        body: { examType: 'MATURA_EXTENDED', section: 'Mathematics', difficulty: 'Extended', count: 2 },
      })
      expectStatus(res, 200)
      expect(res.body.length > 0 && res.body.every((q) => q.level === 'Extended'), 'Matura items carry the asked level')
    },
  },
  {
    name: 'POST /api/questions/generate rejects counts other than 1, 2, 3, 5, 10 and foreign sections',
    async run(t) {
      const client = t.client()
      for (const count of [0, 4, 6, 11, 2.5, '3']) {
        expectProblem(
          await client.call('post', '/api/questions/generate', {
            body: { examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count },
          }),
          400,
        )
      }
      expectProblem(
        await client.call('post', '/api/questions/generate', {
          body: { examType: 'SAT', section: 'Mathematics', difficulty: 'Easy', count: 1 },
        }),
        400,
      )
      expectProblem(
        await client.call('post', '/api/questions/generate', {
          body: { examType: 'SAT', section: 'Math Calculator', difficulty: 'Basic', count: 1 },
        }),
        400,
      )
    },
  },
]
