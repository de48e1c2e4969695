import { beforeEach, describe, expect, it, vi } from 'vitest'
import { visitorImportResponse } from '~/utils/visitor-import.server.ts'
import { setWelcome } from '~/utils/welcome.server.ts'
import { sampleResult } from '../../tests/sample-result.ts'

// A small account server: sessions keyed by the start's clientId (as the API's idempotent start), an import that
// can be made to fail, and a sign-in lookup that can be made to fail.
const server = { up: true, importUp: true, signedIn: true, lookupFails: false, sessions: new Map<string, boolean>() }
const reply = (data: unknown, status = 200) =>
  server.up ? { data, response: { status } } : { data: undefined, response: { status: 503 } }

vi.mock('~/utils/auth.server.ts', () => ({
  lookupUser: async () => ({
    user: server.signedIn && !server.lookupFails ? { id: 'usr_1' } : null,
    failed: server.lookupFails,
  }),
}))
vi.mock('~/utils/api.server.ts', () => ({
  api: () => ({
    POST: async (path: string, init: { body: { clientId?: string } }) => {
      if (path === '/api/practice/start') {
        const id = init.body.clientId ?? 'none'
        if (server.up && !server.sessions.has(id)) server.sessions.set(id, false)
        return reply({ id, completed: server.sessions.get(id) })
      }
      if (!server.importUp) return { data: undefined, response: { status: 502 } }
      return reply({ answers: { imported: 1, skipped: 0 }, cards: { imported: 0, skipped: 0 } })
    },
    PATCH: async (_path: string, init: { params: { path: { id: string } } }) => {
      if (server.up) server.sessions.set(init.params.path.id, true)
      return reply({})
    },
  }),
}))

const entry = sampleResult()
const answer = {
  questionId: 'nmt-math-1',
  examType: 'NMT',
  section: 'Mathematics',
  topic: 'algebra',
  difficulty: 'Easy',
  chosen: '2',
  correct: false,
  seconds: 30,
  answeredAt: '2026-11-24T07:00:00.000Z',
}
const body = {
  progress: JSON.stringify([entry, { ...entry, date: '2026-11-21T10:00:00.000Z' }]),
  answers: JSON.stringify([answer]),
  cards: '[]',
}
const post = async (payload: unknown, cookie = '') =>
  visitorImportResponse(
    new Request('http://localhost/resources/visitor-import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify(payload),
    }),
  )

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  Object.assign(server, { up: true, importUp: true, signedIn: true, lookupFails: false, sessions: new Map() })
})

describe("the save queue's retry of a sign-up's browser data", () => {
  it('refuses a body that is not the form, asks a signed-out browser to sign in, and retries an unknown account', async () => {
    expect((await post({ progress: 1 })).status).toBe(400)
    server.signedIn = false
    expect((await post(body)).status).toBe(401)
    server.lookupFails = true
    expect((await post(body)).status).toBe(503)
  })

  it('answers 503 while any part fails, then moves everything once: retries never count a result twice', async () => {
    server.importUp = false
    expect((await post(body)).status).toBe(503)
    expect([...server.sessions.values()]).toEqual([true, true])
    server.up = false
    expect((await post(body)).status).toBe(503)
    Object.assign(server, { up: true, importUp: true })
    const welcome = await setWelcome({ migrated: 0, pending: true })
    const done = await post(body, welcome.split(';')[0])
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ ok: true, migrated: 2 })
    // Two results, two sessions, however many tries.
    expect(server.sessions.size).toBe(2)
    // The welcome note stops asking for the import, and keeps what it says.
    expect(done.headers.get('Set-Cookie')).toMatch(/^examready\.welcome=/)
    expect(done.headers.get('Set-Cookie')).not.toBe(welcome)
  })
})
