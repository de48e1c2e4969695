import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_SESSIONS_LOG, authSessionLog, authSessionStore } from './auth-sessions.ts'
import { LEGACY_DIR } from './migrate-layout.ts'
import { readRecords, RecordLog } from './record-log.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-record-log-'))
  dirs.push(dir)
  return dir
}

const open = (dir: string, slack?: number) => RecordLog.open(dir, AUTH_SESSIONS_LOG, { ...authSessionLog, slack })
const logFile = (dir: string) => path.join(dir, `${AUTH_SESSIONS_LOG}.jsonl`)
const lines = (dir: string) => readFileSync(logFile(dir), 'utf8').trim().split('\n')
const later = Date.now() + 60_000
const record = (userId: string) => ({ data: { userId, cookie: { path: '/' } }, expiresAt: later })

describe('the sign-in sessions as an append-only log (decision 150)', () => {
  it('a session is one appended line; a start reads the log back, a last line cut short by a crash is dropped', async () => {
    const dir = tempDir()
    const log = await open(dir)
    const sessions = authSessionStore(log)
    await sessions.set('sid-a', record('usr_a'))
    await sessions.set('sid-b', record('usr_b'))
    await sessions.destroy('sid-a')
    expect(lines(dir)).toEqual([
      JSON.stringify(['sid-a', record('usr_a')]),
      JSON.stringify(['sid-b', record('usr_b')]),
      JSON.stringify(['sid-a', null]),
    ])
    // No close: as after kill -9, with an append cut short.
    appendFileSync(logFile(dir), '["sid-c",{"data":{"userId":"us')
    const reopened = authSessionStore(await open(dir))
    expect(await reopened.get('sid-a')).toBeUndefined()
    expect(await reopened.get('sid-b')).toEqual(record('usr_b'))
    expect(await reopened.get('sid-c')).toBeUndefined()
    expect(readFileSync(logFile(dir), 'utf8').endsWith('\n')).toBe(true)
    await log.close()
  })

  it('moves auth-sessions.json into the log once, keeps the old file aside, and an interrupted move ends the same', async () => {
    const dir = tempDir()
    const legacy = { sessions: { 'sid-old': record('usr_old'), 'sid-gone': record('usr_gone') } }
    writeFileSync(path.join(dir, 'auth-sessions.json'), JSON.stringify(legacy))
    // As if a start had logged a change after reading the old file, then died before moving it aside.
    writeFileSync(logFile(dir), `${JSON.stringify(['sid-gone', null])}\n`)
    const log = await open(dir)
    expect([...log.entries()]).toEqual([['sid-old', record('usr_old')]])
    expect(existsSync(path.join(dir, 'auth-sessions.json'))).toBe(false)
    expect(existsSync(path.join(dir, LEGACY_DIR, 'auth-sessions.json'))).toBe(true)
    await log.close()
    const again = await open(dir)
    expect([...again.entries()]).toEqual([['sid-old', record('usr_old')]])
    // The import tool reads the same records.
    expect([...(await readRecords(dir, AUTH_SESSIONS_LOG, authSessionLog)).records]).toEqual([...again.entries()])
  })

  it('rewrites the log once most of its lines are outdated, and a purge leaves no line of the purged records', async () => {
    const dir = tempDir()
    const log = await open(dir, 10)
    const sessions = authSessionStore(log)
    await sessions.set('sid-kept', record('usr_kept'))
    for (let i = 0; i < 30; i++) await sessions.set('sid-touched', { ...record('usr_t'), expiresAt: later + i })
    await log.close()
    expect(lines(dir).length).toBeLessThan(15)
    const reopened = await open(dir, 10)
    expect(reopened.get('sid-touched')?.expiresAt).toBe(later + 29)
    await reopened.purge(['sid-touched'])
    expect(readFileSync(logFile(dir), 'utf8')).not.toContain('sid-touched')
    expect([...reopened.entries()].map(([sid]) => sid)).toEqual(['sid-kept'])
    await reopened.close()
  })
})
