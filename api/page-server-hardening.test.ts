// Issue 27 against the whole app server. H3: a page action whose Origin names another host than the one it was
// sent to is a 403 problem with one JSON log line, before Remix (which threw: a 500 and a multi-line stack); behind
// a proxy TRUST_PROXY names, the forwarded host is the one that counts. And no-store on signed-in answers.
import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApi } from './app.ts'
import { ensureBuild } from './build.ts'
import { parseEnv } from './env.ts'
import { HOST_MISMATCH_DETAIL } from './http/origin-check.ts'
import { createLogger } from './ops/logger.ts'
import { createAppServer } from './server.ts'

const logLines: string[] = []
const servers: { base: string; server: Server; close: () => Promise<void> }[] = []

async function start(trustProxy?: string) {
  const env = parseEnv({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-origin-')),
    ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
  } as NodeJS.ProcessEnv)
  const sink = new Writable({
    write: (chunk, _enc, done) => (logLines.push(...String(chunk).trim().split('\n')), done()),
  })
  const logger = createLogger(env, sink)
  const { router, close } = await createApi({ env, logger })
  const app = await createAppServer({ env, api: router, logger, inProcess: true, pageCache: false })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push({ base, server, close })
  return base
}

let direct = ''
let proxied = ''
beforeAll(async () => {
  ensureBuild()
  direct = await start()
  proxied = await start('loopback')
}, 240_000)

afterAll(async () => {
  for (const { server, close } of servers) {
    await new Promise((r) => server.close(r))
    await close()
  }
})

afterEach(() => {
  logLines.length = 0
  vi.restoreAllMocks()
})

const signIn = (base: string, headers: Record<string, string>) =>
  fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'email=nobody%40example.com&password=wrong-password-1',
  })

describe('H3: Origin and Host on page actions', () => {
  it('answers 403 problem+json, one JSON log line and no stack, when X-Forwarded-Host names another host', async () => {
    const consoleError = vi.spyOn(console, 'error')
    const res = await signIn(direct, { origin: direct, 'x-forwarded-host': 'evil.example' })
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toContain('application/problem+json')
    expect((await res.json()).detail).toBe(HOST_MISMATCH_DETAIL)
    await new Promise((r) => setTimeout(r, 50))
    const lines = logLines.filter((line) => line.includes('"POST'))
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'warn', status: 403 })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('answers 403 when a proxy rewrote Host and did not forward the original', async () => {
    const res = await signIn(direct, { origin: 'https://exam.example', 'sec-fetch-site': 'same-origin' })
    expect(res.status).toBe(403)
    expect((await res.json()).detail).toBe(HOST_MISMATCH_DETAIL)
  })

  it("lets a same-host form post through to the page's action", async () => {
    const res = await signIn(direct, { origin: direct })
    expect(res.status).toBe(401)
  })

  it('behind a proxy TRUST_PROXY names, compares the Origin with X-Forwarded-Host', async () => {
    const ok = await signIn(proxied, { origin: 'https://exam.example', 'x-forwarded-host': 'exam.example' })
    expect(ok.status).toBe(401)
    const other = await signIn(proxied, { origin: proxied, 'x-forwarded-host': 'evil.example' })
    expect(other.status).toBe(403)
  })
})

describe('no-store on what a signed-in student sees', () => {
  it('GET /api/auth/user and signed-in pages send Cache-Control: no-store; a signed-out page does not', async () => {
    const signedOut = await fetch(`${direct}/api/auth/user`)
    expect(signedOut.status).toBe(401)
    expect(signedOut.headers.get('cache-control')).toBe('no-store')
    const registered = await fetch(`${direct}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nadia.k@example.test', password: 'Quiet-lantern-harbour-47', firstName: 'Nadia' }),
    })
    expect(registered.status).toBe(201)
    const cookie = registered.headers.getSetCookie()[0].split(';')[0]
    const user = await fetch(`${direct}/api/auth/user`, { headers: { cookie } })
    expect(user.status).toBe(200)
    expect(user.headers.get('cache-control')).toBe('no-store')
    const progress = await fetch(`${direct}/api/progress/${(await user.json()).id}`, { headers: { cookie } })
    expect(progress.headers.get('cache-control')).toBe('no-store')
    const page = await fetch(`${direct}/progress`, { headers: { cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const landing = await fetch(`${direct}/`)
    expect(landing.headers.get('cache-control')).not.toBe('no-store')
    // The service worker's offline copy of a page (decisions 095, 100): without the session (so not no-store), in the
    // stored language, with no account in it: the header says the account cannot be reached (not Login, which a
    // signed-in student opening it offline would misread).
    const shell = await fetch(`${direct}/full-exam/sat`, {
      headers: { cookie: `${cookie}; lng=uk`, 'x-offline-shell': '1' },
    })
    expect(shell.status).toBe(200)
    expect(shell.headers.get('cache-control')).not.toBe('no-store')
    const html = await shell.text()
    expect(html).toContain('<html lang="uk"')
    expect(html).toContain('data-testid="account-unknown"')
    expect(html).not.toContain(`data-testid="user-name"`)
  })
})
