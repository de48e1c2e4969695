// Issue 11's and 17's durability: SIGTERM and SIGKILL during a write loop, a truncated data file at start-up.
// Each case runs `tsx api/start.ts` (npm start) in a child process on a temp DATA_DIR and a free port.
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  existsSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureBuild } from '../../api/build.ts'
import { logLines, startServerProcess, type ServerProcess } from './server-process.ts'

let dirs: string[] = []
let running: ServerProcess[] = []

afterEach(async () => {
  for (const server of running)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
  await Promise.all(running.map((s) => s.exited))
  running = []
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})

async function start(dataDir: string): Promise<ServerProcess> {
  ensureBuild()
  // These cases never call the AI: with a key the server starts without loading the offline tutor's libraries
  // first (seconds per start, and each case starts two or three servers).
  const server = await startServerProcess({ DATA_DIR: dataDir, OPENAI_API_KEY: 'sk-never-called' })
  running.push(server)
  return server
}

/**
 * GET /api/ready until it answers 200 (at most 20 s): the store probe writes and fsyncs a file within 2 s, which a
 * disk shared with other jobs can miss right after a start's journal replay; a 503 that lasts is the failure.
 * Returns the last answer's status and body, so a failure says which check failed.
 */
async function readiness(base: string): Promise<{ status: number; body: unknown }> {
  for (const deadline = Date.now() + 10_000; ;) {
    const res = await fetch(`${base}/api/ready`)
    const answer = { status: res.status, body: await res.json() }
    if (answer.status === 200 || Date.now() > deadline) return answer
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-durable-'))
  dirs.push(dir)
  return dir
}

interface Student {
  userId: string
  cookie: string
}

async function register(base: string): Promise<Student> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `durable-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse battery staple 42',
      firstName: 'Olena',
    }),
  })
  expect(res.status).toBe(201)
  const cookie = res.headers.getSetCookie()[0].split(';')[0]
  return { userId: ((await res.json()) as { id: string }).id, cookie }
}

/**
 * Starts practice sessions, four at a time, until a request fails (the server went away): returns the ids the
 * server acknowledged (201 with the session). `onAcked` runs after each acknowledgement (to stop the server mid-loop).
 */
async function writeLoop(base: string, student: Student, onAcked: (count: number) => void): Promise<string[]> {
  const acked: string[] = []
  let failed = false
  const worker = async () => {
    while (!failed) {
      try {
        const res = await fetch(`${base}/api/practice/start`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: student.cookie, origin: base },
          body: JSON.stringify({
            userId: student.userId,
            examType: 'NMT',
            countryCode: 'UA',
            subjects: ['Mathematics'],
          }),
        })
        if (res.status !== 201) {
          failed = true
          return
        }
        acked.push(((await res.json()) as { id: string }).id)
        onAcked(acked.length)
      } catch {
        failed = true
      }
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return acked
}

async function storedSessionIds(base: string, student: Student): Promise<Set<string>> {
  const res = await fetch(`${base}/api/sessions/${student.userId}`, { headers: { cookie: student.cookie } })
  expect(res.status).toBe(200)
  return new Set(((await res.json()) as { id: string }[]).map((s) => s.id))
}

describe('durability (npm start in a child process)', () => {
  it('SIGTERM during a write loop: exit 0, every acknowledged write present after restart', async () => {
    const dataDir = tempDir()
    const first = await start(dataDir)
    const student = await register(first.base)
    const acked = await writeLoop(first.base, student, (n) => {
      if (n === 40) first.child.kill('SIGTERM')
    })
    expect(await first.exited).toBe(0)
    expect(acked.length).toBeGreaterThanOrEqual(40)
    const lines = logLines(first.output())
    expect(lines.some((l) => l.msg === 'shut down' && l.exitCode === 0)).toBe(true)
    // The process said who served DATA_DIR while it ran, and took it back when it stopped.
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false)

    const second = await start(dataDir)
    const stored = await storedSessionIds(second.base, student)
    expect(acked.filter((id) => !stored.has(id))).toEqual([])
  }, 240_000)

  it('SIGTERM while a request is in flight: its answer still arrives, then the process exits 0', async () => {
    const dataDir = tempDir()
    const server = await start(dataDir)
    // Registration hashes the password on the thread pool, then writes: still running when the signal arrives.
    const pending = register(server.base)
    await new Promise((r) => setTimeout(r, 20))
    server.child.kill('SIGTERM')
    const student = await pending
    expect(student.userId).toMatch(/\S/)
    expect(await server.exited).toBe(0)
    const again = await start(dataDir)
    expect((await storedSessionIds(again.base, student)).size).toBe(0)
  }, 240_000)

  it('SIGKILL during a write loop: every acknowledged write present after restart', async () => {
    const dataDir = tempDir()
    const first = await start(dataDir)
    const student = await register(first.base)
    const acked = await writeLoop(first.base, student, (n) => {
      if (n === 40) first.child.kill('SIGKILL')
    })
    expect(await first.exited).toBe('SIGKILL')
    expect(acked.length).toBeGreaterThanOrEqual(40)

    const second = await start(dataDir)
    const stored = await storedSessionIds(second.base, student)
    expect(acked.filter((id) => !stored.has(id))).toEqual([])
    // No temp file of the killed process is left behind.
    expect(readdirSync(path.join(dataDir, 'students')).filter((n) => n.endsWith('.tmp'))).toEqual([])
  }, 240_000)

  it('SIGKILL during sign-ins: every acknowledged session is still signed in after restart (decision 150)', async () => {
    const dataDir = tempDir()
    const first = await start(dataDir)
    const acked: Student[] = [] // each registration signs in: one line of auth-sessions.jsonl
    const worker = async () => {
      // Until the server is gone: register then fails.
      for (;;) if (acked.push(await register(first.base)) === 12) first.child.kill('SIGKILL')
    }
    await Promise.all([worker(), worker(), worker()].map((w) => w.catch(() => undefined)))
    expect(await first.exited).toBe('SIGKILL') // only once 12 were acknowledged
    const second = await start(dataDir)
    const me = ({ cookie }: Student) => fetch(`${second.base}/api/auth/user`, { headers: { cookie } })
    expect((await Promise.all(acked.map(me))).filter((res) => res.status !== 200)).toEqual([])
    expect(existsSync(path.join(dataDir, 'auth-sessions.json'))).toBe(false)
  }, 240_000)

  it('a truncated data file at start-up: recovered from the rotated backup, nothing acknowledged lost, the server serves', async () => {
    const dataDir = tempDir()
    const first = await start(dataDir)
    const student = await register(first.base)
    const acked = await writeLoop(first.base, student, (n) => {
      if (n === 25) first.child.kill('SIGKILL')
    })
    await first.exited
    // The kill left the last changes in the write-ahead journal (decision 081): a start replays them into the
    // student's document and a clean stop leaves no journal, so the damage below hits the only copy but the backup.
    const between = await start(dataDir)
    expect(await readiness(between.base)).toMatchObject({ status: 200 })
    between.child.kill('SIGTERM')
    expect(await between.exited).toBe(0)
    // The student's own document (their practice sessions are in it).
    const file = path.join(dataDir, 'students', `${student.userId}.json`)
    truncateSync(file, Math.floor(statSync(file).size / 2))
    expect(() => JSON.parse(readFileSync(file, 'utf8'))).toThrow()

    const second = await start(dataDir)
    const stored = await storedSessionIds(second.base, student)
    expect(acked.filter((id) => !stored.has(id))).toEqual([])
    expect(await readiness(second.base)).toMatchObject({ status: 200 })
    // The bad file is kept aside; the log names it without its content.
    expect(second.output()).toMatch(/could not be read/)
    expect(second.output()).not.toContain(acked[0])
  }, 240_000)

  // Issue 27, H2: a shared file with no readable copy, or of the wrong shape, is never served as an empty store.
  it.each([
    ['users.json and its backup cut short', '{"users":[{"id":"usr_a","email":"alice@example.com"', '{"users":['],
    ['users.json empty, no backup', '', undefined],
    ['users.json of the wrong shape', '{"users":"not-a-list"}', undefined],
  ])(
    '%s: the start is refused with a clear message and a non-zero exit',
    async (_case, main, bak) => {
      const dataDir = tempDir()
      const first = await start(dataDir)
      await register(first.base)
      first.child.kill('SIGTERM')
      await first.exited
      writeFileSync(path.join(dataDir, 'users.json'), main)
      if (bak === undefined) rmSync(path.join(dataDir, 'users.json.bak'), { force: true })
      else writeFileSync(path.join(dataDir, 'users.json.bak'), bak)

      ensureBuild()
      const refused = await startServerProcess({ DATA_DIR: dataDir }).then(
        (server) => {
          running.push(server)
          return undefined
        },
        (error: Error) => error.message,
      )
      expect(refused).toMatch(/exited \(1\) before listening/)
      expect(refused).toMatch(/users\.json cannot be read .*npm run restore/)
      expect(refused).not.toContain('alice@example.com')
      // Nothing was changed or moved: the operator finds the files as they were.
      expect(readFileSync(path.join(dataDir, 'users.json'), 'utf8')).toBe(main)
    },
    240_000,
  )
})
