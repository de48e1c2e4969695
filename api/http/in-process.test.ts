import express from 'express'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env.ts'
import { createLogger } from '../ops/logger.ts'
import { Metrics } from '../ops/metrics.ts'
import { inProcessFetch } from './in-process.ts'
import { REQUEST_ID_HEADER } from './observe.ts'

// The pages' calls to the API in the same process: each writes its `/api/...` line with the page's request id
// (README "Architecture"), a caller that goes away reaches the handler, and nothing but JSON lines is written.

function capture() {
  const raw: string[] = []
  const logger = createLogger(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' } as NodeJS.ProcessEnv), {
    write: (line: string) => void raw.push(line),
  })
  return { logger, lines: () => raw.map((l) => JSON.parse(l) as Record<string, unknown>) }
}

/** A router with the two behaviours the tests need: a quick answer and one that waits for the client. */
function router(seen: { gone: boolean; connection?: unknown }) {
  const r = express.Router()
  r.get('/health', (req, res) => {
    seen.connection = req.connection
    ;(req as typeof req & { openapi?: { openApiRoute: string } }).openapi = { openApiRoute: '/api/health' }
    res.json({ status: 'ok' })
  })
  r.post('/slow', express.json(), (req, res) => {
    const gone = () => {
      if (!res.writableFinished) seen.gone = true
    }
    if (res.destroyed) gone()
    res.on('close', gone)
    req.on('error', gone)
    setTimeout(() => {
      if (!res.writableEnded && !res.destroyed) res.json({ late: true })
    }, 10_000)
  })
  return r
}

describe('in-process API calls', () => {
  it('write no deprecation warning (a non-JSON line) while Express reads req.connection', async () => {
    const warnings: string[] = []
    const onWarning = (w: Error & { code?: string }) => warnings.push(w.code ?? w.name)
    process.on('warning', onWarning)
    try {
      const seen = { gone: false, connection: undefined as unknown }
      const call = inProcessFetch(router(seen), 'k'.repeat(32), { NODE_ENV: 'test' })
      expect((await call(new Request('http://in-process/api/health'))).status).toBe(200)
      expect(seen.connection).toBeDefined()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(warnings).not.toContain('FST_LIGHTMYREQUEST_DEP01')
    } finally {
      process.off('warning', onWarning)
    }
  })

  it('write the /api line with the request id', async () => {
    const log = capture()
    const call = inProcessFetch(
      router({ gone: false }),
      'k'.repeat(32),
      { NODE_ENV: 'test' },
      {
        logger: log.logger,
        metrics: new Metrics({ defaultMetrics: false }),
      },
    )
    const res = await call(new Request('http://in-process/api/health'))
    expect(res.status).toBe(200)
    await new Promise((resolve) => setImmediate(resolve))
    const line = log.lines().find((l) => l.route === '/api/health')
    expect(line).toMatchObject({ method: 'GET', status: 200, requestId: res.headers.get(REQUEST_ID_HEADER) })
  })

  it('aborting the caller reaches the handler as a client that went away', async () => {
    const seen = { gone: false }
    const call = inProcessFetch(router(seen), 'k'.repeat(32), { NODE_ENV: 'test' })
    const controller = new AbortController()
    const pending = call(
      new Request('http://in-process/api/slow', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: controller.signal,
      }),
    )
    setTimeout(() => controller.abort(), 100)
    await expect(pending).rejects.toThrow()
    await expect.poll(() => seen.gone, { timeout: 5000 }).toBe(true)
  })
})
