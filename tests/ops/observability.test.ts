// Issue 17: request lines (redacted), request ids from the page to the API and into problem+json, AI calls against
// a failing and a slow provider (the real SDK against msw), and a Prometheus scrape.
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApi, createApiApp } from '../../api/app.ts'
import { ensureBuild } from '../../api/build.ts'
import { parseEnv } from '../../api/env.ts'
import { createLogger } from '../../api/ops/logger.ts'
import { Metrics } from '../../api/ops/metrics.ts'
import { createAppServer } from '../../api/server.ts'
import { freePort } from './server-process.ts'

type Line = Record<string, unknown> & { ai?: Record<string, unknown>; aiFailure?: Record<string, unknown> }

function capture() {
  const raw: string[] = []
  const logger = createLogger(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' } as NodeJS.ProcessEnv), {
    write: (line: string) => void raw.push(line),
  })
  return { logger, raw, lines: () => raw.map((l) => JSON.parse(l) as Line) }
}

let cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn()
  cleanup = []
})

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-obs-'))
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function listen(app: express.Express, port = 0): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s))
  })
  cleanup.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// ── the AI provider, as msw answers it ───────────────────────────────────────────────────────────────────────────
const ORIGIN = 'https://observed-ai.fake.test'
// (msw's own delay() left a failed answer's body unreadable for the SDK's retry; a plain timer does not.)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
type Script = () => Promise<Response> | Response
let script: Script = () => HttpResponse.json({})
const provider = setupServer(http.post(`${ORIGIN}/v1/chat/completions`, () => script()))
beforeAll(() => provider.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => provider.close())

const completion = (content: string) =>
  HttpResponse.json({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 },
  })

async function apiWithAi(logger: ReturnType<typeof capture>['logger'], metrics: Metrics) {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: tempDir(),
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${ORIGIN}/v1`,
    OPENAI_MAX_RETRIES: '1',
    OPENAI_TIMEOUT_MS: '5000',
  } as NodeJS.ProcessEnv)
  const { app, close } = await createApiApp({ env, logger, metrics })
  cleanup.push(close)
  return listen(app)
}

const chat = (base: string, message: string) =>
  fetch(`${base}/api/tutor/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ message }),
  })

describe('AI calls in the logs and metrics', () => {
  it('a failing provider: each attempt with its status and latency, the failed reply, the 503 line', async () => {
    const log = capture()
    const metrics = new Metrics({ defaultMetrics: false })
    const base = await apiWithAi(log.logger, metrics)
    script = async () => {
      await sleep(120)
      return HttpResponse.json({ error: { message: 'upstream exploded' } }, { status: 500 })
    }
    const res = await chat(base, 'What is a derivative?')
    expect(res.status).toBe(503)
    const problem = (await res.json()) as { requestId?: string }
    const attempts = log.lines().filter((l) => l.ai)
    expect(attempts.map((l) => [l.ai!.attempt, l.ai!.status, l.ai!.outcome])).toEqual([
      [1, 500, 'http_error'],
      [2, 500, 'http_error'],
    ])
    for (const a of attempts) {
      expect(a.ai!.provider).toBe('openai')
      expect(a.ai!.model).toBe('gpt-4o-mini')
      expect(a.ai!.latencyMs).toBeGreaterThanOrEqual(100)
      expect(a.level).toBe('warn')
    }
    const failure = log.lines().find((l) => l.aiFailure)
    expect(failure?.aiFailure).toMatchObject({ status: 500, reason: 'http', attempt: 2 })
    // The request's own line, with the id the problem+json body names.
    const line = log.lines().find((l) => l.route === '/api/tutor/chat')
    expect(line).toMatchObject({ method: 'POST', status: 503, requestId: problem.requestId })
    expect(res.headers.get('x-request-id')).toBe(problem.requestId)
    const text = (await metrics.scrape()).body
    expect(text).toMatch(
      /examready_ai_calls_total\{provider="openai",model="gpt-4o-mini",outcome="http_error",status="500"\} 2/,
    )
    expect(text).toMatch(/examready_ai_failures_total\{operation="tutor",reason="http"\} 1/)
  })

  it('a slow provider: latency and tokens of a successful call', async () => {
    const log = capture()
    const metrics = new Metrics({ defaultMetrics: false })
    const base = await apiWithAi(log.logger, metrics)
    script = async () => {
      await sleep(400)
      return completion('A derivative measures how fast a function changes.')
    }
    const res = await chat(base, 'What is a derivative?')
    expect(res.status).toBe(200)
    const [call] = log.lines().filter((l) => l.ai)
    expect(call.ai).toMatchObject({ attempt: 1, status: 200, outcome: 'ok', promptTokens: 321, completionTokens: 45 })
    expect(call.ai!.latencyMs).toBeGreaterThanOrEqual(380)
    const text = (await metrics.scrape()).body
    expect(text).toMatch(/examready_ai_tokens_total\{provider="openai",model="gpt-4o-mini",kind="prompt"\} 321/)
    expect(text).toMatch(
      /examready_ai_call_duration_seconds_count\{provider="openai",model="gpt-4o-mini",outcome="ok"\} 1/,
    )
  })
})

describe('request lines', () => {
  it('one line per request with method, route pattern, status, duration, id and user; no secret or personal data', async () => {
    const log = capture()
    const { app, close } = await createApiApp({
      env: parseEnv({ NODE_ENV: 'test', DATA_DIR: tempDir() } as NodeJS.ProcessEnv),
      logger: log.logger,
    })
    cleanup.push(close)
    const base = await listen(app)
    const email = 'private.person@example.com'
    const password = 'secret horse battery staple 77'
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password, firstName: 'Iryna' }),
    })
    expect(reg.status).toBe(201)
    const cookie = reg.headers.getSetCookie()[0].split(';')[0]
    const { id: userId } = (await reg.json()) as { id: string }
    const wrong = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: 'not my password at all' }),
    })
    expect(wrong.status).toBe(401)
    const message = 'my very private tutoring question'
    const tutor = await fetch(`${base}/api/tutor/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie, authorization: 'Bearer sk-should-not-log' },
      body: JSON.stringify({ message, userId }),
    })
    expect(tutor.status).toBe(200)
    const progress = await fetch(`${base}/api/progress/${userId}?x=${encodeURIComponent(email)}`, {
      headers: { cookie },
    })
    expect(progress.status).toBe(400) // an unknown query parameter: still one line, without the query

    const lines = log.lines().filter((l) => l.route)
    expect(lines.map((l) => `${l.method} ${l.route} ${l.status}`)).toEqual([
      'POST /api/auth/register 201',
      'POST /api/auth/login 401',
      'POST /api/tutor/chat 200',
      `GET ${lines[3]?.route} 400`,
    ])
    for (const l of lines) {
      expect(l.requestId).toMatch(/^[0-9a-f-]{36}$/)
      expect(typeof l.durationMs).toBe('number')
    }
    expect(lines[2].userId).toBe(userId)
    expect(lines[1].level).toBe('warn')
    const all = log.raw.join('\n')
    for (const secret of [
      email,
      password,
      'not my password at all',
      message,
      cookie.split('=')[1],
      'sk-should-not-log',
    ])
      expect(all).not.toContain(secret)
  })

  it('a browser cannot choose its request id; a trusted proxy (TRUST_PROXY) can', async () => {
    const serve = async (extra: Record<string, string>) => {
      const { app, close } = await createApiApp({
        env: parseEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), ...extra } as NodeJS.ProcessEnv),
      })
      cleanup.push(close)
      return listen(app)
    }
    const direct = await serve({})
    const chosen = await fetch(`${direct}/api/health`, {
      headers: { 'x-request-id': 'browser-chosen', 'x-request-id-signature': 'forged' },
    })
    expect(chosen.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const proxied = await serve({ TRUST_PROXY: 'loopback' })
    const fromProxy = await fetch(`${proxied}/api/health`, { headers: { 'x-request-id': 'edge-123' } })
    expect(fromProxy.headers.get('x-request-id')).toBe('edge-123')
    // Even from a trusted proxy, only a plain token (no spaces, no line breaks) is taken.
    const odd = await fetch(`${proxied}/api/health`, { headers: { 'x-request-id': 'a b' } })
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the whole app server (real Remix build)', () => {
  it('one request id in the page line, the API line and the problem+json body; /metrics behind its token', async () => {
    ensureBuild()
    const port = await freePort()
    process.env.API_BASE_URL = `http://127.0.0.1:${port}`
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tempDir(),
      METRICS_TOKEN: 'metrics-token-0123456789',
    } as NodeJS.ProcessEnv)
    const log = capture()
    const metrics = new Metrics()
    cleanup.push(() => metrics.close())
    const api = await createApi({ env, logger: log.logger, metrics })
    cleanup.push(api.close)
    // What the page's loader gets back from the API, as it left the API.
    const problems: { requestId?: string; header?: string }[] = []
    const tap = express.Router()
    tap.use((req, res, next) => {
      const send = res.send.bind(res)
      res.send = (body?: unknown) => {
        if (String(res.getHeader('content-type')).startsWith('application/problem+json'))
          problems.push({
            ...(JSON.parse(String(body)) as { requestId?: string }),
            header: String(res.getHeader('x-request-id')),
          })
        return send(body)
      }
      next()
    })
    tap.use(api.router)
    const app = await createAppServer({ env, api: tap, logger: log.logger, metrics })
    const base = await listen(app, port)

    // A sign-in form with a wrong password: the page's action calls the API, which answers a 401 problem.
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        'x-request-id': 'browser-chosen-id',
      },
      body: new URLSearchParams({ email: 'nobody@example.com', password: 'wrong password 123' }).toString(),
    })
    expect(res.status).toBe(401)
    await res.text() // the line is written when the answer has gone out
    await new Promise((resolve) => setTimeout(resolve, 50))
    const pageId = res.headers.get('x-request-id')
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/) // not the browser's
    // Page routes take an optional language segment (decision 064).
    const pageLine = log.lines().find((l) => l.route === '/:lang?/login')
    const apiLine = log.lines().find((l) => l.route === '/api/auth/login')
    expect(pageLine).toMatchObject({ method: 'POST', requestId: pageId })
    expect(apiLine).toMatchObject({ method: 'POST', status: 401, requestId: pageId })
    expect(problems).toEqual([expect.objectContaining({ status: 401, requestId: pageId, header: pageId })])

    // A page: its route pattern in the line and the metrics.
    const page = await fetch(`${base}/questions`)
    expect(page.status).toBe(200)
    await page.text()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(log.lines().some((l) => l.route === '/:lang?/questions' && l.status === 200)).toBe(true)

    // A sign-up writes the store (the student and the session): its write time is in the metrics.
    const signUp = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        email: 'metrics.reader@example.com',
        password: 'metrics horse battery 77',
        firstName: 'Ola',
      }),
    })
    expect(signUp.status).toBe(201)

    expect((await fetch(`${base}/metrics`)).status).toBe(401)
    expect(
      (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401)
    const scrape = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer metrics-token-0123456789' } })
    expect(scrape.status).toBe(200)
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await scrape.text()
    expect(text).toMatch(/examready_http_requests_total\{method="POST",route="\/api\/auth\/login",status="401"\} 1/)
    expect(text).toMatch(/examready_http_requests_total\{method="GET",route="\/:lang\?\/questions",status="200"\} 1/)
    expect(text).toMatch(
      /examready_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/:lang\?\/questions",status="200"\}/,
    )
    expect(text).toMatch(/examready_store_write_duration_seconds_count\{collection="auth-sessions"\} \d+/)
    expect(text).toMatch(/examready_active_sessions 1/)
    expect(text).toMatch(/examready_ready 0/) // this test never marked the server ready
    expect(text).toMatch(/examready_event_loop_lag_seconds\{quantile="0.99"\}/)
    expect(text).toMatch(/examready_process_cpu_seconds_total/)
  }, 240_000)

  it('/metrics is 404 without METRICS_TOKEN', async () => {
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() } as NodeJS.ProcessEnv)
    ensureBuild()
    const app = await createAppServer({ env })
    const base = await listen(app)
    expect((await fetch(`${base}/metrics`)).status).toBe(404)
  }, 240_000)
})
