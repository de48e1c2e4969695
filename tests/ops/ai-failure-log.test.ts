// Issue 23: every AI failure logged with its real outcome, against a provider on a real socket that answers 500,
// malformed JSON, a reply cut at max_tokens or midway, or hangs; generation under one overall deadline and
// cancelled upstream when the client goes away.
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiApp } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'
import { createLogger } from '../../api/ops/logger.ts'
import { Metrics } from '../../api/ops/metrics.ts'
import { startFakeProvider, type FakeProvider } from '../fake-ai-provider.ts'

type Line = Record<string, unknown> & { ai?: Record<string, unknown>; aiFailure?: Record<string, unknown> }

const DEADLINE_MS = 1500
let provider: FakeProvider
let base: string
let raw: string[] = []
const lines = () => raw.map((l) => JSON.parse(l) as Line)
const aiLines = () => lines().flatMap((l) => (l.ai ? [l.ai] : []))
const failures = () => lines().flatMap((l) => (l.aiFailure ? [l.aiFailure] : []))
let stop: () => Promise<void>

beforeAll(async () => {
  provider = await startFakeProvider()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-ai-log-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    DATA_DIR: dataDir,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: provider.url,
    OPENAI_MAX_RETRIES: '1',
    OPENAI_TIMEOUT_MS: String(DEADLINE_MS),
    GENERATE_LIMIT_PER_HOUR: '10000',
    GENERATE_LIMIT_PER_HOUR_USER: '10000',
    RATE_LIMIT_PER_MINUTE: '10000',
  } as NodeJS.ProcessEnv)
  const logger = createLogger(env, { write: (line: string) => void raw.push(line) })
  const { app, close } = await createApiApp({ env, logger, metrics: new Metrics({ defaultMetrics: false }) })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  stop = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await close()
    await provider.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 60_000)
afterAll(() => stop())
beforeEach(() => {
  raw = []
})

const post = (route: string, body: object, signal?: AbortSignal) =>
  fetch(`${base}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
    signal,
  })
const generate = (signal?: AbortSignal) =>
  post('/questions/generate', { examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count: 3 }, signal)
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('generation failures in the log', () => {
  it('a provider answering 500: each attempt http_error and one aiFailure line (generate, http)', async () => {
    provider.behaviour = 'error-500'
    expect((await generate()).status).toBe(503)
    await settle()
    expect(aiLines().map((a) => a.outcome)).toEqual(['http_error', 'http_error'])
    expect(failures()).toEqual([expect.objectContaining({ operation: 'generate', reason: 'http', status: 500 })])
  })

  it('a malformed body is logged malformed, never ok', async () => {
    provider.behaviour = 'malformed'
    expect((await generate()).status).toBe(503)
    await settle()
    expect(aiLines().length).toBeGreaterThan(0)
    expect(aiLines().map((a) => a.outcome)).not.toContain('ok')
    expect(aiLines()[0]).toMatchObject({ outcome: 'malformed', status: 200 })
    expect(failures()).toEqual([expect.objectContaining({ operation: 'generate', reason: 'malformed' })])
  })

  it('a reply cut at max_tokens is logged cut, never ok', async () => {
    provider.behaviour = 'cut-at-length'
    const res = await generate()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([])
    await settle()
    expect(aiLines().map((a) => a.outcome)).toEqual(['cut', 'cut']) // the draft and its one retry
    expect(failures().map((f) => f.reason)).toEqual(['cut', 'malformed', 'cut', 'malformed'])
  })

  it('a hanging provider: one overall deadline (not one per attempt), aborted upstream, logged deadline', async () => {
    provider.behaviour = 'hang'
    const abandoned = provider.abandoned
    const started = Date.now()
    expect((await generate()).status).toBe(503)
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 50)
    expect(took).toBeLessThan(DEADLINE_MS * 1.6)
    await settle()
    expect(provider.abandoned).toBeGreaterThan(abandoned)
    expect(failures()).toEqual([expect.objectContaining({ operation: 'generate', reason: 'deadline' })])
  })

  it('a client that cancels: the provider call is aborted upstream, logged cancelled', async () => {
    provider.behaviour = 'hang'
    const abandoned = provider.abandoned
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 300)
    await expect(generate(controller.signal)).rejects.toThrow()
    await expect.poll(() => provider.abandoned, { timeout: 1000 }).toBeGreaterThan(abandoned)
    await expect
      .poll(() => failures(), { timeout: 1000 })
      .toEqual([expect.objectContaining({ operation: 'generate', reason: 'cancelled' })])
    expect(failures()[0].latencyMs as number).toBeLessThan(DEADLINE_MS)
  })
})

describe('tutor stream failures in the log', () => {
  const stream = async () => {
    const res = await post('/tutor/chat/stream', { message: 'Solve 3x + 5 = 17' })
    return res.text()
  }

  it('a malformed event: malformed, not cancelled or network', async () => {
    provider.behaviour = 'malformed'
    expect(await stream()).toContain('event: error')
    await settle()
    expect(aiLines().map((a) => a.outcome)).toEqual(['malformed'])
    expect(failures()).toEqual([expect.objectContaining({ operation: 'tutor-stream', reason: 'malformed' })])
  })

  it('a stream that stops midway: cut, and the reply is not taken as complete', async () => {
    provider.behaviour = 'cut'
    const text = await stream()
    expect(text).toContain('event: delta')
    expect(text).toContain('event: error')
    expect(text).not.toContain('event: done')
    await settle()
    expect(aiLines().map((a) => a.outcome)).toEqual(['cut'])
    expect(failures().map((f) => f.reason)).not.toContain('cancelled')
  })
})
