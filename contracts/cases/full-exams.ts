import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus } from '../harness.ts'

/** JSON with every object's keys sorted: a store may keep the state's keys in another order (PostgreSQL's jsonb does). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )

/** A digital SAT attempt in module 1, its deadline 32 minutes after it started (epoch ms). */
function satState(form = 1) {
  const startedAt = Date.UTC(2026, 10, 24, 8, 0, 0)
  return {
    v: 1,
    exam: 'sat',
    form,
    startedAt,
    updatedAt: startedAt + 60_000,
    partIndex: 0,
    phase: 'part',
    deadline: startedAt + 32 * 60_000,
    routes: {},
    closed: [],
    answers: { 'sat-ebrw-001': 'It strengthens the claim.' },
    marked: ['sat-ebrw-002'],
    struck: { 'sat-ebrw-003': [0, 2] },
    current: 2,
    // Time per item (optional fields): ms spent, and the item on screen since `at`.
    spent: { 'sat-ebrw-001': 41_000, 'sat-ebrw-002': 9_000 },
    shown: { id: 'sat-ebrw-003', at: startedAt + 50_000 },
  }
}

export const fullExamCases: Case[] = [
  {
    name: 'PUT /api/full-exams/{id} saves the attempt with the server time; GET gives it back unchanged',
    operation: 'PUT /api/full-exams/{id}',
    async run(t) {
      const { client } = await t.existingUser('Worker')
      const before = Date.now()
      const saved = await client.call('put', '/api/full-exams/{id}', {
        params: { id: 'sat-1' },
        body: { state: satState() },
      })
      expectStatus(saved, 200)
      expect(saved.body.id === 'sat-1', 'the id is the attempt id')
      expect(Date.parse(saved.body.savedAt) >= before - 5_000, 'savedAt is the server time of the save')
      const got = await client.call('get', '/api/full-exams/{id}', { params: { id: 'sat-1' } })
      expectStatus(got, 200)
      expect(canonical(got.body.state) === canonical(satState()), 'the state comes back as saved')
      expect(got.body.state.deadline === satState().deadline, 'the deadline is kept (not a countdown)')
      expect(Date.parse(got.body.serverTime) >= Date.parse(saved.body.savedAt), 'serverTime is now')
      const next = {
        ...satState(),
        phase: 'break',
        partIndex: 2,
        closed: ['rw-1', 'rw-2'],
        routes: { 'rw-2': 'harder' },
      }
      const replaced = await client.call('put', '/api/full-exams/{id}', {
        params: { id: 'sat-1' },
        body: { state: next },
      })
      expectStatus(replaced, 200)
      const again = await client.call('get', '/api/full-exams/{id}', { params: { id: 'sat-1' } })
      expect(again.body.state.routes['rw-2'] === 'harder' && again.body.state.phase === 'break', 'a save replaces')
    },
  },
  {
    name: 'GET /api/full-exams/{id}: 401 signed out, 404 for an attempt this student has not saved (another’s included)',
    operation: 'GET /api/full-exams/{id}',
    async run(t) {
      const a = await t.existingUser('Worker')
      const b = await t.existingUser('Stranger')
      expectProblem(await t.client().call('get', '/api/full-exams/{id}', { params: { id: 'sat-1' } }), 401)
      expectStatus(
        await a.client.call('put', '/api/full-exams/{id}', { params: { id: 'sat-2' }, body: { state: satState(2) } }),
        200,
      )
      expectProblem(await b.client.call('get', '/api/full-exams/{id}', { params: { id: 'sat-2' } }), 404)
      expectProblem(await a.client.call('get', '/api/full-exams/{id}', { params: { id: 'nmt-1' } }), 404)
    },
  },
  {
    name: 'PUT /api/full-exams/{id}: 401 signed out, 400 for an id or a state that does not fit',
    operation: 'PUT /api/full-exams/{id}',
    async run(t) {
      const { client } = await t.existingUser('Worker')
      const put = (id: string, state: unknown, c = client) =>
        c.call('put', '/api/full-exams/{id}', { params: { id }, body: { state } })
      expectProblem(await put('sat-1', satState(), t.client()), 401)
      expectProblem(await put('sat-1', satState(2)), 400)
      expectProblem(await put('sat-3', { ...satState(), form: 3 }), 400)
      expectProblem(await put('sat-1', { ...satState(), phase: 'paused' }), 400)
      expectProblem(await put('sat-1', { ...satState(), deadline: -1 }), 400)
      expectProblem(await put('sat-1', { ...satState(), extra: true }), 400)
      expectProblem(await put('sat-1', { ...satState(), spent: { 'sat-ebrw-001': 86_400_001 } }), 400)
      expectProblem(await put('sat-1', { ...satState(), shown: { id: 'sat-ebrw-003' } }), 400)
    },
  },
]
