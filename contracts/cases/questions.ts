import { fixtureQuestions, fixtures } from '../fixtures.ts'
import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus } from '../harness.ts'
import { expectValidItems, generate, generateValid } from './generate-checks.ts'

export const questionCases: Case[] = [
  {
    name: 'GET /api/questions returns at most 10 by default, in a stable order',
    operation: 'GET /api/questions',
    async run(t) {
      const client = t.client()
      const a = await client.call('get', '/api/questions')
      expectStatus(a, 200)
      expect(a.body.length <= 10, `default limit is 10, got ${a.body.length}`)
      const b = await client.call('get', '/api/questions')
      expect(
        JSON.stringify(a.body.map((q: any) => q.id)) === JSON.stringify(b.body.map((q: any) => q.id)),
        'two identical calls return the same order',
      )
      expectValidItems(a.body)
    },
  },
  {
    name: 'GET /api/questions holds the fixture questions, unchanged',
    operation: 'GET /api/questions',
    async run(t) {
      const client = t.client()
      const sections = new Map<string, any[]>()
      // Grouped by type too: each fixture is found under its own type (a choice fixture without one).
      for (const q of fixtures().questions) {
        const key = `${q.examType}|${q.section}|${q.type ?? ''}`
        sections.set(key, [...(sections.get(key) ?? []), q])
      }
      for (const [key, expected] of sections) {
        const [examType, section, type] = key.split('|')
        const query = { examType, section, limit: 100, ...(type ? { type } : {}) }
        const res = await client.call('get', '/api/questions', { query })
        expectStatus(res, 200)
        for (const q of expected) {
          const found = res.body.find((x: any) => x.id === q.id)
          expect(
            found,
            `fixture question ${q.id} (${examType}, ${section}) is not in GET /api/questions?examType=${examType}&section=${section}&limit=100${type ? `&type=${type}` : ''}`,
            'contracts/README.md "Fixture data" (questions.json)',
          )
          for (const field of ['questionText', 'correctAnswer', 'difficulty', 'topic', 'level', 'figure'])
            expect(
              JSON.stringify(found[field]) === JSON.stringify(q[field]),
              `fixture question ${q.id}: ${field} differs`,
              'contracts/README.md "Fixture data" (questions.json)',
            )
          expect(
            JSON.stringify(found.options) === JSON.stringify(q.options),
            `fixture question ${q.id}: options differ`,
          )
        }
      }
    },
  },
  {
    name: "GET /api/questions serves an item's figure unchanged: its SVG and its text description",
    operation: 'GET /api/questions',
    async run(t) {
      const [fixture] = fixtureQuestions((q) => Boolean(q.figure))
      expect(fixture, 'the fixtures hold an item with a figure', 'contracts/README.md "Fixture data" (questions.json)')
      const query = { examType: fixture.examType, section: fixture.section, level: fixture.level, limit: 100 }
      const res = await t.client().call('get', '/api/questions', { query })
      expectStatus(res, 200)
      const served = res.body.find((q: any) => q.id === fixture.id)
      expect(served, `${fixture.id} is listed with its exam, section and level`)
      expect(
        JSON.stringify(served.figure) === JSON.stringify(fixture.figure),
        `${fixture.id} comes with the fixture's figure (svg and description)`,
        '#/components/schemas/Figure',
      )
    },
  },
  {
    name: 'GET /api/questions applies examType, section, difficulty, level and limit',
    operation: 'GET /api/questions',
    async run(t) {
      const client = t.client()
      const satFixture = fixtureQuestions((q) => q.examType === 'SAT' && q.section === 'Math Calculator')
      const sat = await client.call('get', '/api/questions', {
        query: { examType: 'SAT', section: 'Math Calculator', limit: 50 },
      })
      expectStatus(sat, 200)
      expect(
        sat.body.length >= Math.min(satFixture.length, 50),
        `the fixture has ${satFixture.length} SAT Math Calculator questions, got ${sat.body.length}`,
      )
      expect(
        sat.body.every((q: any) => q.examType === 'SAT' && q.section === 'Math Calculator'),
        'every item matches examType and section',
      )
      const hard = await client.call('get', '/api/questions', {
        query: { examType: 'NMT', difficulty: 'Hard', limit: 100 },
      })
      expect(hard.body.length > 0, 'the fixture has NMT questions of difficulty Hard')
      expect(
        hard.body.every((q: any) => q.examType === 'NMT' && q.difficulty === 'Hard'),
        'difficulty filter holds',
      )
      const basic = await client.call('get', '/api/questions', {
        query: { examType: 'MATURA_BASIC', level: 'Basic', limit: 2 },
      })
      expect(
        basic.body.length === 2,
        `the fixture has MATURA_BASIC questions at level Basic; limit 2 gave ${basic.body.length}`,
      )
      expect(
        basic.body.every((q: any) => q.level === 'Basic'),
        'level filter holds',
      )
      const page2 = await client.call('get', '/api/questions', {
        query: { examType: 'SAT', section: 'Math Calculator', limit: 2, offset: 2 },
      })
      expect(
        JSON.stringify(page2.body.map((q: any) => q.id)) === JSON.stringify(sat.body.slice(2, 4).map((q: any) => q.id)),
        'offset pages through the same order',
        '#/paths/~1api~1questions/get/description',
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
    operation: 'GET /api/questions',
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
        expectProblem(await client.call('get', '/api/questions', { query: query as any }), 400)
      }
    },
  },
  {
    name: 'POST /api/questions/generate makes valid items for the asked section, kept in the bank',
    operation: 'POST /api/questions/generate',
    async run(t) {
      const client = t.client()
      const items = await generateValid(t, client, {
        examType: 'SAT',
        section: 'Math Calculator',
        difficulty: 'Medium',
        count: 3,
      })
      const generated = items.filter((q: any) => q.source === 'generated')
      if (generated.length) {
        const listed = await client.call('get', '/api/questions', {
          query: { examType: 'SAT', section: 'Math Calculator', limit: 100 },
        })
        expect(
          generated.every((g: any) => listed.body.some((q: any) => q.id === g.id)),
          'generated questions appear in GET /api/questions',
        )
      }
      await generateValid(t, client, { examType: 'NMT', section: 'History of Ukraine', difficulty: 'Easy', count: 2 })
    },
  },
  {
    name: 'POST /api/questions/generate takes a Matura level as difficulty',
    operation: 'POST /api/questions/generate',
    async run(t) {
      const items = await generate(t, t.client(), {
        examType: 'MATURA_EXTENDED',
        section: 'Mathematics',
        difficulty: 'Extended',
        count: 2,
      })
      expect(
        items.every((q) => q.examType === 'MATURA_EXTENDED' && q.level === 'Extended'),
        'Matura items carry the asked level',
      )
    },
  },
  {
    name: 'POST /api/questions/generate rejects counts other than 1, 2, 3, 5, 10 and foreign sections',
    operation: 'POST /api/questions/generate',
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
