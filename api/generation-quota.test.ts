// Issue 11, item 2: generation requests are limited per client address and per signed-in user (429 problem).
import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApiApp } from './app.ts'
import { parseEnv } from './env.ts'

let base = ''
let server: Server
let close: () => Promise<void>

beforeAll(async () => {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-quota-')),
    GENERATE_LIMIT_PER_HOUR: '5',
    GENERATE_LIMIT_PER_HOUR_USER: '2',
  } as NodeJS.ProcessEnv)
  const api = await createApiApp({ env })
  close = api.close
  server = api.app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((r) => server?.close(r))
  await close?.()
})

const generate = (cookie?: string) =>
  fetch(`${base}/api/questions/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count: 1 }),
  })

it('limits generation per signed-in user and per address, with a 429 problem', async () => {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'quota@example.com', password: 'violet harbour lantern 42', firstName: 'Quota' }),
  })
  expect(reg.status).toBe(201)
  const cookie = reg.headers.getSetCookie()[0].split(';')[0]
  expect((await generate(cookie)).status).toBe(200)
  expect((await generate(cookie)).status).toBe(200)
  const overUser = await generate(cookie)
  expect(overUser.status).toBe(429)
  expect(overUser.headers.get('content-type')).toContain('application/problem+json')
  expect(overUser.headers.get('retry-after')).toBe('3600')
  // The address has made 3 of its 5: signed out, it gets two more, then 429.
  expect((await generate()).status).toBe(200)
  expect((await generate()).status).toBe(200)
  expect((await generate()).status).toBe(429)
})
