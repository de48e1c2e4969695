// Issue 11: the attacks reproduced against the API server, each now refused.
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiApp } from './app.ts'
import { parseEnv } from './env.ts'

const servers: { server: Server; close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(async ({ server, close }) => {
      await new Promise((r) => server.close(r))
      await close()
    }),
  )
})

async function start(dataDir: string, extra: Record<string, string> = {}) {
  const { app, close } = await createApiApp({
    env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...extra } as NodeJS.ProcessEnv),
  })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  servers.push({ server, close })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function stopAll() {
  await Promise.all(
    servers.splice(0).map(async ({ server, close }) => {
      await new Promise((r) => server.close(r))
      await close()
    }),
  )
}

const STRONG = 'Quiet-lantern-harbour-47'
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

describe('item 7: a truncated data file at start-up', () => {
  it('starts, serves the last good copy, loses no acknowledged sign-up and logs no content', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-corrupt-'))
    const base = await start(dataDir)
    for (const n of [1, 2]) {
      const res = await fetch(
        `${base}/api/auth/register`,
        json({ email: `kept${n}@example.test`, password: STRONG, firstName: 'K' }),
      )
      expect(res.status).toBe(201)
    }
    await stopAll()
    const users = path.join(dataDir, 'users.json')
    writeFileSync(users, readFileSync(users, 'utf8').slice(0, 40))
    writeFileSync(path.join(dataDir, 'auth-sessions.json.31337.tmp'), '{"sessions":')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const again = await start(dataDir)
      for (const n of [1, 2]) {
        const login = await fetch(`${again}/api/auth/login`, json({ email: `kept${n}@example.test`, password: STRONG }))
        expect(login.status).toBe(200)
      }
      const logged = errors.mock.calls.flat().join('\n')
      expect(logged).toMatch(/users\.json could not be read/)
      expect(logged).not.toMatch(/kept\d@example|scrypt\$|argon2id\$/)
    } finally {
      errors.mockRestore()
    }
    const names = readdirSync(dataDir)
    expect(names.some((n) => n.startsWith('users.json.corrupt-'))).toBe(true)
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([])
  })
})

describe('item 8: sessions and sign-ups', () => {
  it('does not write the sessions log on every signed-in request', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-touch-'))
    const base = await start(dataDir)
    const reg = await fetch(
      `${base}/api/auth/register`,
      json({ email: 'touch@example.test', password: STRONG, firstName: 'T' }),
    )
    expect(reg.status).toBe(201)
    const cookie = reg.headers.getSetCookie()[0].split(';')[0]
    // The request that signed in has finished saving its session.
    expect((await fetch(`${base}/api/auth/user`, { headers: { cookie } })).status).toBe(200)
    await new Promise((r) => setTimeout(r, 500))
    const file = path.join(dataDir, 'auth-sessions.jsonl')
    const before = { text: readFileSync(file, 'utf8'), mtime: statSync(file).mtimeMs }
    for (let i = 0; i < 30; i++)
      expect((await fetch(`${base}/api/auth/user`, { headers: { cookie } })).status).toBe(200)
    expect(readFileSync(file, 'utf8')).toBe(before.text)
    expect(statSync(file).mtimeMs).toBe(before.mtime)
  })

  it('limits successful sign-ups per address per hour (refused ones do not count)', async () => {
    const base = await start(mkdtempSync(path.join(tmpdir(), 'examready-signup-')), { SIGNUP_LIMIT_PER_HOUR: '2' })
    const register = (email: string) =>
      fetch(`${base}/api/auth/register`, json({ email, password: STRONG, firstName: 'S' }))
    expect((await register('one@example.test')).status).toBe(201)
    expect((await register('one@example.test')).status).toBe(409)
    expect((await register('two@example.test')).status).toBe(201)
    const third = await register('three@example.test')
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('3600')
    expect((await third.json()).detail).toMatch(/Too many new accounts/)
  })
})
