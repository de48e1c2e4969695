// Issue 17: backup → wipe → restore brings every record back (users, sign-in sessions, practice sessions, tutor
// sessions; any other collection too: the backup copies every file of DATA_DIR / the whole database).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiApp } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'
import { backupDataDir, backupPostgres, readManifest, restoreDataDir, restorePostgres } from '../../api/ops/backup.ts'
import { isDataFile, SERVER_PID_FILE } from '../../api/ops/data-dir-files.ts'
import { findPgBin, startCluster } from '../pg/cluster.ts'

const TEST_KEY = Buffer.from('a test key for the backup manifest seal, 32+ chars')

let cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn()
  cleanup = []
})

function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function serve(env: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  const { app, close } = await createApiApp({
    env: parseEnv({ NODE_ENV: 'test', SIGNUP_LIMIT_PER_HOUR: '1000', ...env } as NodeJS.ProcessEnv),
  })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await close()
  }
  cleanup.push(stop)
  return { base, stop }
}

interface Records {
  userId: string
  cookie: string
  practiceIds: string[]
  tutorSessionId: string
}

const json = (base: string, cookie?: string) => ({
  'content-type': 'application/json',
  origin: base,
  ...(cookie ? { cookie } : {}),
})

async function startPractice(base: string, r: Pick<Records, 'userId' | 'cookie'>): Promise<string> {
  const res = await fetch(`${base}/api/practice/start`, {
    method: 'POST',
    headers: json(base, r.cookie),
    body: JSON.stringify({ userId: r.userId, examType: 'SAT', countryCode: 'US', subjects: ['Math'] }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

async function makeRecords(base: string): Promise<Records> {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({
      email: 'backup.student@example.com',
      password: 'correct horse battery staple 42',
      firstName: 'Marta',
    }),
  })
  expect(reg.status).toBe(201)
  const cookie = reg.headers.getSetCookie()[0].split(';')[0]
  const userId = ((await reg.json()) as { id: string }).id
  const practiceIds = [await startPractice(base, { userId, cookie }), await startPractice(base, { userId, cookie })]
  const chat = await fetch(`${base}/api/tutor/chat`, {
    method: 'POST',
    headers: json(base, cookie),
    body: JSON.stringify({ message: 'How do I solve 2x + 3 = 11?', userId }),
  })
  expect(chat.status).toBe(200)
  const tutorSessionId = ((await chat.json()) as { session: { id: string } }).session.id
  return { userId, cookie, practiceIds, tutorSessionId }
}

/** Everything made before the backup is there again, reached with the same sign-in cookie. */
async function expectRecords(base: string, r: Records) {
  const user = await fetch(`${base}/api/auth/user`, { headers: { cookie: r.cookie } })
  expect(user.status).toBe(200)
  expect(((await user.json()) as { id: string }).id).toBe(r.userId)
  const sessions = await fetch(`${base}/api/sessions/${r.userId}`, { headers: { cookie: r.cookie } })
  const ids = ((await sessions.json()) as { id: string }[]).map((s) => s.id)
  for (const id of r.practiceIds) expect(ids).toContain(id)
  const tutor = await fetch(`${base}/api/tutor/sessions/${r.userId}`, { headers: { cookie: r.cookie } })
  const tutorSessions = (await tutor.json()) as { id: string; messages: unknown[] }[]
  const session = tutorSessions.find((s) => s.id === r.tutorSessionId)
  expect(session?.messages.length).toBe(2)
}

describe('backup and restore (lowdb)', () => {
  it('round-trips every record through backup (while writes go on) → wipe → restore', async () => {
    const dataDir = tempDir('examready-data-')
    const backupDir = path.join(tempDir('examready-backups-'), 'b1')
    const first = await serve({ DATA_DIR: dataDir })
    const records = await makeRecords(first.base)

    // Writes keep arriving while the copy is made: the copy is a consistent cut, each file whole.
    let writing = true
    let during = 0
    const loop = (async () => {
      while (writing) {
        await startPractice(first.base, records)
        during++
      }
    })()
    await new Promise((r) => setTimeout(r, 50))
    const manifest = await backupDataDir(dataDir, backupDir, { key: TEST_KEY })
    writing = false
    await loop
    expect(during).toBeGreaterThan(0)

    // Every data file of DATA_DIR is in the backup, not a list of known collections.
    const names = (readdirSync(dataDir, { recursive: true }) as string[])
      .filter((n) => isDataFile(n) && statSync(path.join(dataDir, n)).isFile())
      .sort()
    expect(manifest.files.map((f) => f.name).sort()).toEqual(names)
    expect(names).toEqual(
      expect.arrayContaining(['users.json', 'auth-sessions.jsonl', 'session-owners-log.jsonl', 'session-secret']),
    )
    // The students' changes: in their documents, or still in the store's journal (decision 081), which a start replays.
    expect(names.some((n) => /^(students\/usr_[\w-]+\.json|journal\/\d+\.jsonl)$/.test(n))).toBe(true)
    for (const f of manifest.files.filter((f) => f.name.endsWith('.json')))
      expect(() => JSON.parse(readFileSync(path.join(backupDir, 'files', f.name), 'utf8'))).not.toThrow()
    expect((await readManifest(backupDir, TEST_KEY)).kind).toBe('lowdb')

    await first.stop()
    rmSync(dataDir, { recursive: true, force: true }) // wipe
    const restored = await restoreDataDir(backupDir, dataDir, { key: TEST_KEY })
    expect(restored.previous).toBeUndefined()
    const second = await serve({ DATA_DIR: dataDir })
    await expectRecords(second.base, records)
  })

  it('refuses the DATA_DIR of a running server unless forced, and a damaged backup always', async () => {
    const dataDir = tempDir('examready-data-')
    const backupDir = path.join(tempDir('examready-backups-'), 'b2')
    const server = await serve({ DATA_DIR: dataDir })
    await makeRecords(server.base)
    await backupDataDir(dataDir, backupDir, { key: TEST_KEY })
    await expect(backupDataDir(dataDir, backupDir, { key: TEST_KEY })).rejects.toThrow(/not empty/)
    await server.stop()

    writeFileSync(path.join(dataDir, SERVER_PID_FILE), `${process.pid}\n`) // as a running server leaves it
    await expect(restoreDataDir(backupDir, dataDir, { key: TEST_KEY })).rejects.toThrow(/is using/)
    const forced = await restoreDataDir(backupDir, dataDir, { key: TEST_KEY, force: true })
    expect(forced.previous && existsSync(forced.previous)).toBe(true)
    cleanup.push(() => rmSync(forced.previous!, { recursive: true, force: true }))

    const users = path.join(backupDir, 'files', 'users.json')
    writeFileSync(users, readFileSync(users, 'utf8').replace('Marta', 'Maria'))
    await expect(restoreDataDir(backupDir, dataDir, { key: TEST_KEY, force: true })).rejects.toThrow(/checksum/)
  })
})

describe.skipIf(!findPgBin() && !process.env.TEST_DATABASE_URL)(
  'backup and restore (PostgreSQL, pg_dump/pg_restore)',
  () => {
    it('round-trips every record through pg_dump → wipe → pg_restore', async () => {
      const cluster = await startCluster()
      cleanup.push(() => cluster.stop())
      const url = cluster.url
      const backupDir = path.join(tempDir('examready-backups-'), 'pg')
      const dataDir = tempDir('examready-data-')
      const first = await serve({ DATA_DIR: dataDir, DATABASE_URL: url })
      const records = await makeRecords(first.base)
      const manifest = await backupPostgres(url, backupDir, 'postgres://test', TEST_KEY)
      expect(manifest.kind).toBe('postgres')
      await first.stop()

      const sql = postgres(url, { max: 1, onnotice: () => {} })
      await sql.unsafe('DROP SCHEMA public CASCADE; CREATE SCHEMA public') // wipe
      await sql.end()
      await restorePostgres(backupDir, url, TEST_KEY)
      const second = await serve({ DATA_DIR: dataDir, DATABASE_URL: url })
      await expectRecords(second.base, records)
    }, 120_000)
  },
)
