import { fixtureQuestions } from '../fixtures.ts'
import type { Case, TestContext } from '../harness.ts'
import { expect, expectStatus } from '../harness.ts'

// Issue 25: the exams' set item types (ordering, "3 of 7", true/false) in the contract, graded by their rules.

type Q = Record<string, any>

const ofType = (type: string): Q => {
  const [q] = fixtureQuestions((x) => x.type === type)
  expect(q, `the fixtures hold a ${type} item (contracts/README.md "Fixture data")`)
  return q
}

/** An answer record as a client sends it: the answer in the contract's encoding and a flag that may lie. */
const record = (q: Q, chosen: string, correct: boolean) => ({
  questionId: q.id,
  examType: q.examType,
  section: q.section,
  topic: q.topic,
  difficulty: q.difficulty,
  chosen,
  correct,
  seconds: 60,
})

/** The key with two places swapped (`1-B,2-D,…` → `1-D,2-B,…`): a wrong but well-formed order. */
const swapped = (key: string) => {
  const places = key.split(',').map((p) => p.split('-')[1])
  ;[places[0], places[1]] = [places[1], places[0]]
  return places.map((letter, i) => `${i + 1}-${letter}`).join(',')
}

async function session(t: TestContext, person?: Awaited<ReturnType<TestContext['newUser']>>) {
  const who = person ?? (await t.newUser())
  const res = await who.client.call('post', '/api/practice/start', {
    body: { userId: who.user.id, examType: 'NMT', countryCode: 'UA', subjects: ['History of Ukraine'] },
  })
  expectStatus(res, 201)
  t.created.practiceSessions.push(res.body.id)
  return { ...who, session: res.body }
}

export const itemTypeCases: Case[] = [
  {
    name: 'GET /api/questions?type=…: ordering, multiple-select and true-false items come with their sets and keys',
    operation: 'GET /api/questions',
    async run(t) {
      const client = t.client()
      for (const [type, set] of [
        ['ordering', 'ordering'],
        ['multiple-select', 'selection'],
        ['true-false', 'statements'],
      ] as const) {
        const fixture = ofType(type)
        const res = await client.call('get', '/api/questions', {
          query: { examType: fixture.examType, section: fixture.section, type, limit: 100 },
        })
        expectStatus(res, 200)
        const served = res.body.find((q: Q) => q.id === fixture.id)
        expect(served, `${fixture.id} is listed with type=${type}`)
        expect(
          res.body.every((q: Q) => q.type === type && q.options.length === 0 && q[set]),
          `type=${type} lists only ${type} items, each with its ${set} and no options`,
        )
        expect(
          JSON.stringify(served[set]) === JSON.stringify(fixture[set]) &&
            served.correctAnswer === fixture.correctAnswer,
          `${fixture.id} comes with the fixture's ${set} and key`,
        )
      }
    },
  },
  {
    name: 'GET /api/questions without type: the short flows get the set items and 4- or 5-option choices, no numeric or stimulus items',
    operation: 'GET /api/questions',
    async run(t) {
      const client = t.client()
      for (const type of ['ordering', 'multiple-select', 'true-false']) {
        const fixture = ofType(type)
        const res = await client.call('get', '/api/questions', {
          query: { examType: fixture.examType, section: fixture.section, limit: 100 },
        })
        expectStatus(res, 200)
        expect(
          res.body.some((q: Q) => q.id === fixture.id),
          `${fixture.id} (${type}) is listed without a type (decision 104)`,
        )
        const shown = (q: Q) =>
          !q.stimulus &&
          q.type !== 'numeric' &&
          ((q.type ?? 'choice') !== 'choice' || [4, 5].includes(q.options.length))
        expect(
          res.body.every(shown),
          'without a type only 4- or 5-option choices and set items are listed, none numeric or with a stimulus',
        )
      }
    },
  },
  {
    name: 'PATCH /api/practice/sessions/{id}: the server grades from the key the ordering, "3 of 7" and true/false items',
    operation: 'PATCH /api/practice/sessions/{id}',
    async run(t) {
      const first = await session(t)
      const ordering = ofType('ordering')
      const selection = ofType('multiple-select')
      const statements = ofType('true-false')
      const picked = selection.correctAnswer.split(',')
      const flipped = statements.correctAnswer
        .split(',')
        .map((m: string, i: number) => (i === 0 ? (m === 'T' ? 'F' : 'T') : m))
        .join(',')
      // Right answers sent as wrong (the server's grade is the key's), partly right ones sent as right (an item is
      // right only with every point); one answer per question and request, so the swapped order goes in a second session.
      const requests = [
        [
          record(ordering, ordering.correctAnswer, false),
          record(selection, [...picked].reverse().join(','), false),
          record(statements, flipped, true),
        ],
        [record(ordering, swapped(ordering.correctAnswer), true)],
      ]
      const second = await session(t, first)
      for (const [i, answers] of requests.entries()) {
        const res = await first.client.call('patch', '/api/practice/sessions/{id}', {
          params: { id: [first, second][i].session.id },
          body: { answers },
        })
        expectStatus(res, 200)
      }
      const list = await first.client.call('get', '/api/answers', { query: { limit: 50 } })
      expectStatus(list, 200)
      const stored = (id: string, chosen: string) =>
        list.body.items.find((a: Q) => a.questionId === id && a.chosen === chosen)?.correct
      expect(stored(ordering.id, ordering.correctAnswer) === true, 'the keyed order sent with correct: false is right')
      expect(
        stored(selection.id, [...picked].reverse().join(',')) === true,
        'the keyed choices in another order, sent with correct: false, are right',
      )
      expect(
        stored(ordering.id, swapped(ordering.correctAnswer)) === false,
        'an order with two places swapped, sent with correct: true, is wrong',
      )
      expect(stored(statements.id, flipped) === false, 'one statement marked wrong, sent with correct: true, is wrong')
    },
  },
]
