// The exam-morning driver at a tiny N against `npm start`: every step runs and is counted, and a student's finished
// mock is on the server afterwards (what the bench reports is what happened). No timing is asserted.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../../api/build.ts'
import { loadQuestionBank } from '../../api/seed/index.ts'
import { startServerProcess, type ServerProcess } from '../ops/server-process.ts'
import { examMorning, meetsTargets } from './exam-morning.ts'
import { BENCH_PASSWORD } from './stores.ts'

let server: ServerProcess
let dataDir: string

beforeAll(async () => {
  ensureBuild()
  dataDir = mkdtempSync(path.join(tmpdir(), 'examready-morning-test-'))
  server = await startServerProcess({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
}, 600_000)

afterAll(async () => {
  server?.child.kill('SIGTERM')
  await server?.exited
  rmSync(dataDir, { recursive: true, force: true })
})

describe('exam-morning driver', () => {
  it('two students sit a mock each (SAT and NMT) beside a visitor: every step answered, no errors', async () => {
    const students = []
    for (const i of [0, 1]) {
      const email = `morning-test-${i}-${Date.now()}@school.example`
      const res = await fetch(`${server.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base },
        body: JSON.stringify({ email, password: BENCH_PASSWORD, firstName: 'Student' }),
      })
      expect(res.status).toBe(201)
      students.push({ email, password: BENCH_PASSWORD })
    }
    const { steps } = await examMorning({
      base: server.base,
      students,
      bank: loadQuestionBank(),
      answersPerPart: 1,
      paceMs: 5,
      arrivalMs: 0,
      visitors: 1,
    })
    const step = (name: string) => steps.find((s) => s.step === name)!
    expect(steps.filter((s) => s.errors > 0)).toEqual([])
    for (const name of ['sign in', 'exam page', 'exam form', 'finish', 'progress', 'review'])
      expect(step(name).count).toBe(2)
    // Per part: its start and one answer; then the finished state.
    expect(step('save').count).toBeGreaterThanOrEqual(2 * 3)
    expect(step('visitor page').count).toBeGreaterThanOrEqual(1)
    expect(typeof meetsTargets(steps)).toBe('boolean')

    // The finish reached the store: the student's history holds the sitting.
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify(students[0]),
    })
    const cookie = login.headers.getSetCookie()[0].split(';')[0]
    const { id } = (await login.json()) as { id: string }
    const sessions = (await (await fetch(`${server.base}/api/sessions/${id}`, { headers: { cookie } })).json()) as {
      completed: boolean
    }[]
    expect(sessions.filter((s) => s.completed)).toHaveLength(1)
  }, 300_000)
})
