import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiApp } from './app.ts'
import { parseEnv } from './env.ts'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

async function start(dataDir: string, extra: Record<string, string> = {}) {
  const { app } = await createApiApp({
    env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...extra } as NodeJS.ProcessEnv),
  })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function cookieOf(res: Response) {
  return res.headers.getSetCookie()[0].split(';')[0]
}

describe('the API server', () => {
  it('keeps a signed-in cookie working after a restart, and generates its secret once in DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-restart-'))
    const first = await start(dataDir)
    const reg = await fetch(`${first}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.test', password: 'long-enough-1', firstName: 'Re' }),
    })
    expect(reg.status).toBe(201)
    const cookie = cookieOf(reg)
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
    const second = await start(dataDir)
    const me = await fetch(`${second}/api/auth/user`, { headers: { cookie } })
    expect(me.status).toBe(200)
    expect((await me.json()).email).toBe('restart@example.test')
  })

  it('accepts cookies signed with an older secret while SESSION_SECRET rotates', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-rotate-'))
    const old = await start(dataDir, { SESSION_SECRET: 'old-secret-0123456789' })
    const reg = await fetch(`${old}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rotate@example.test', password: 'long-enough-1', firstName: 'Ro' }),
    })
    const cookie = cookieOf(reg)
    const rotated = await start(dataDir, { SESSION_SECRET: 'new-secret-0123456789,old-secret-0123456789' })
    expect((await fetch(`${rotated}/api/auth/user`, { headers: { cookie } })).status).toBe(200)
    const dropped = await start(dataDir, { SESSION_SECRET: 'new-secret-0123456789' })
    expect((await fetch(`${dropped}/api/auth/user`, { headers: { cookie } })).status).toBe(401)
  })

  it('never answers 5xx to random junk', async () => {
    const base = await start(mkdtempSync(path.join(tmpdir(), 'examready-junk-')), {
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    })
    const paths = [
      '/api/auth/register',
      '/api/auth/login',
      '/api/questions/generate',
      '/api/practice/start',
      '/api/tutor/chat',
      '/api/ai/chat',
      '/api/analysis/weaknesses',
      '/api/practice/sessions/x',
    ]
    const bodies = [
      'null',
      '1',
      '"s"',
      '[]',
      '{}',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
      '\u0000',
      '{"a":' + '['.repeat(5000),
      JSON.stringify({ message: '\ud800' }),
    ]
    for (const p of paths) {
      for (const body of bodies) {
        for (const method of ['POST', 'PATCH', 'PUT', 'GET']) {
          const res = await fetch(`${base}${p}`, {
            method,
            headers: { 'content-type': 'application/json' },
            body: method === 'GET' ? undefined : body,
          })
          expect(res.status, `${method} ${p} ${body.slice(0, 20)}`).toBeLessThan(500)
          await res.text()
        }
      }
    }
  })
})
