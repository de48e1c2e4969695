// Issue 11, item 1, against the whole app server in one process (npm start's shape): the pages' loaders and
// actions reach the API in-process, carrying the visitor's own address. Clients are told apart by the loopback
// address they connect from (127.0.0.2, 127.0.0.3, …): a real socket address, not a header.
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from './app.ts'
import { ensureBuild } from './build.ts'
import { parseEnv } from './env.ts'
import { INTERNAL_CLIENT_HEADER, signClient } from './http/client-address.ts'
import { createAppServer } from './server.ts'

let port = 0
let server: Server
let closeStore: () => Promise<void>
// Above twice AUTH_LIMIT: a sign-in form post makes two API calls (the sign-in, and the providers for the page again).
const RATE_LIMIT = 150
const AUTH_LIMIT = 60

beforeAll(async () => {
  ensureBuild()
  delete process.env.API_BASE_URL // one process: the loaders call the API in-process
  const env = parseEnv({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-client-')),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
  } as NodeJS.ProcessEnv)
  // Failed sign-ins are what is counted here, not the password hash's cost: a cheap hasher keeps each attempt fast.
  const digest = async (password: string) => createHash('sha256').update(password).digest('hex')
  const passwords = {
    hash: digest,
    verify: async (password: string, stored: string) => (await digest(password)) === stored,
    dummyHash: () => digest('dummy'),
  }
  const { router, close } = await createApi({ env, passwords })
  closeStore = close
  // Every page renders, so each of its loader's API calls counts against the client (the page cache would answer a
  // repeated /select-country without them, and the kept public reads its catalogue call).
  const app = await createAppServer({ env, api: router, inProcess: true, pageCache: false, publicReads: false })
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  port = (server.address() as AddressInfo).port
}, 240_000)

afterAll(async () => {
  await new Promise((r) => server?.close(r))
  await closeStore?.()
})

/** One request from the loopback address `from`; resolves with the status and the body. */
function send(
  from: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: init.method ?? 'GET',
        localAddress: from,
        headers: { origin: `http://127.0.0.1:${port}`, ...init.headers },
        agent: false,
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}

const loginForm = (i: number) =>
  ({
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      // An attacker rotating the header the API used to trust from loopback.
      'x-forwarded-for': `198.51.100.${i % 250}`,
    },
    // A new email each time: the per-account delay (api/http/sign-in-delay.ts) is not what these tests measure.
    body: new URLSearchParams({ email: `someone-${i}@example.com`, password: `wrong password ${i}` }).toString(),
  }) as const

describe('one trusted client address through the pages', () => {
  it('80 wrong passwords through the /login form with a rotated X-Forwarded-For end in 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 80; i++) statuses.push((await send('127.0.0.2', '/login', loginForm(i))).status)
    expect(statuses.slice(0, AUTH_LIMIT).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(AUTH_LIMIT)).toEqual(Array(80 - AUTH_LIMIT).fill(429))
  }, 120_000)

  it('62 failed form logins from one client do not lock out a different client', async () => {
    for (let i = 0; i < 62; i++) await send('127.0.0.3', '/login', loginForm(i))
    expect((await send('127.0.0.3', '/login', loginForm(99))).status).toBe(429)
    // Another student, from another address, still gets an answer about their own password.
    expect((await send('127.0.0.4', '/login', loginForm(100))).status).toBe(401)
  }, 120_000)

  it("anonymous page calls do not share one bucket: one client's flood leaves others served", async () => {
    const statuses: number[] = []
    // /select-country's loader makes one API call (the catalogue) and answers 503 without it.
    for (let i = 0; i < RATE_LIMIT + 10; i++) statuses.push((await send('127.0.0.5', '/select-country')).status)
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(RATE_LIMIT).some((s) => s !== 200)).toBe(true)
    const other = await send('127.0.0.6', '/select-country')
    expect(other.status).toBe(200)
  }, 120_000)

  it('ignores an internal client header a browser makes up (unsigned or signed with another key)', async () => {
    const forged = [
      'v1 0 http 203.0.113.7 AAAA',
      signClient('not the server key at all', { address: '203.0.113.7', protocol: 'http' }),
    ]
    // 127.0.0.7 is at its limit once it has made AUTH_LIMIT failed attempts, whatever it claims to be.
    for (let i = 0; i < AUTH_LIMIT; i++)
      await send('127.0.0.7', '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_CLIENT_HEADER]: forged[i % 2] },
        body: JSON.stringify({ email: `someone-forged-${i}@example.com`, password: 'wrong password' }),
      })
    for (const header of forged) {
      const res = await send('127.0.0.7', '/login', {
        ...loginForm(1),
        headers: { ...loginForm(1).headers, [INTERNAL_CLIENT_HEADER]: header },
      })
      expect(res.status).toBe(429)
    }
  }, 120_000)
})

describe('Origin / Sec-Fetch-Site check on every state-changing route', () => {
  const json = { 'content-type': 'application/json' }
  const form = { 'content-type': 'application/x-www-form-urlencoded' }
  const cases: [string, string, Record<string, string>, string][] = [
    ['POST', '/login', { ...form, origin: 'https://evil.example' }, 'email=a%40b.co&password=x'],
    ['POST', '/register', { ...form, origin: 'null' }, 'email=a%40b.co&password=x'],
    ['POST', '/resources/review-questions', { ...json, 'sec-fetch-site': 'cross-site' }, '{"refs":[]}'],
    ['POST', '/resources/full-exam', { ...json, 'sec-fetch-site': 'same-site' }, '{}'],
    ['POST', '/sat-practice', { ...json, 'sec-fetch-site': 'cross-site' }, '{"intent":"start"}'],
    ['POST', '/api/auth/login', { ...json, origin: 'https://evil.example' }, '{"email":"a@b.co","password":"x"}'],
    ['POST', '/api/questions/generate', { ...json, 'sec-fetch-site': 'cross-site' }, '{}'],
    ['GET', '/api/logout', { 'sec-fetch-site': 'cross-site' }, ''],
  ]
  it.each(cases)('%s %s from another site → 403 problem', async (method, pathname, headers, body) => {
    const res = await send('127.0.0.8', pathname, { method, headers, body: body || undefined })
    expect(res.status).toBe(403)
    expect(JSON.parse(res.body)).toMatchObject({
      status: 403,
      detail: 'Cross-site requests cannot change anything here.',
    })
  })

  it.each(['/resources/review-questions', '/login', '/api/tutor/chat'])(
    'refuses a same-origin text/plain body on %s with 415',
    async (pathname) => {
      const res = await send('127.0.0.8', pathname, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
        body: '{"kind":"tutor","message":"hi"}',
      })
      expect(res.status).toBe(415)
      expect(JSON.parse(res.body)).toMatchObject({ status: 415 })
    },
  )

  it('lets same-origin requests and non-browser clients (no Origin, no Sec-Fetch-Site) through', async () => {
    const login = loginForm(5)
    const same = await send('127.0.0.9', '/login', {
      ...login,
      headers: { ...login.headers, 'sec-fetch-site': 'same-origin' },
    })
    expect(same.status).toBe(401)
    const bare = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/auth/login', method: 'POST', headers: json, localAddress: '127.0.0.9' },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end('{"email":"nobody@example.com","password":"wrong password"}')
    })
    expect(bare).toBe(401)
  })
})

describe('fuzzing page actions and resource routes with random bodies (fast-check, fixed seed)', () => {
  const routes = [
    '/login',
    '/register',
    '/questions',
    '/sat-practice',
    '/nmt-practice',
    '/resources/review-grade',
    '/resources/full-exam',
    '/resources/review-questions',
  ]
  const fields = ['email', 'password', 'firstName', 'redirectTo', 'intent', 'kind', 'message', 'examType', 'count']
  const value = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('', 'SAT', 'tutor'))
  const form = fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), value, { maxKeys: 6 })
  const json = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      { kind: fc.constantFrom('tutor', 'coach', 'start', 'finish'), message: fc.string({ maxLength: 50 }) },
      { requiredKeys: [] },
    ),
  )
  const request = fc.record({
    route: fc.constantFrom(...routes),
    query: fc.constantFrom('', '?index', '?_data=routes%2Flogin', '?examType=SAT&limit=3', '?redirectTo=%2F%09%2Fevil'),
    body: fc.oneof(
      form.map((f) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams(f).toString() })),
      json.map((j) => ({ type: 'application/json', text: JSON.stringify(j) ?? 'null' })),
      fc.string({ maxLength: 40 }).map((text) => ({ type: 'application/json', text })),
    ),
  })
  let sent = 0

  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ route, query, body }) => {
        // Spread over many client addresses, so the run measures the routes, not the rate limits.
        const from = `127.0.1.${(sent++ % 200) + 1}`
        const res = await send(from, `${route}${query}`, {
          method: 'POST',
          headers: { 'content-type': body.type, 'sec-fetch-site': 'same-origin' },
          body: body.text,
        })
        expect(res.status, `${route}${query} ${body.text} → ${res.status} ${res.body.slice(0, 200)}`).toBeLessThan(500)
      }),
      { seed: 20261124, numRuns: 150, endOnFailure: true },
    )
    console.log(`[fuzz] ${sent} page and resource-route posts, none 5xx`)
  }, 120_000)
})
