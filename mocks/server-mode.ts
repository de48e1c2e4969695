import type { Server } from 'node:http'
import express, { type Request as ExpressRequest, type Router } from 'express'
import { getResponse, type RequestHandler } from 'msw'
import type { Env } from '../api/env.ts'
import { createLogger } from '../api/ops/logger.ts'
import { createAppServer, listen } from '../api/server.ts'

/**
 * `npm run start:mocks`: the Remix app with the msw mocks in place of the API. No DATA_DIR, network or key.
 * msw starts before the Remix build is imported (openapi-fetch may capture fetch when the app's client is
 * made), so the loaders' calls to http://127.0.0.1:PORT/api/... are answered in-process. Calls that reach
 * Express itself (browser navigations to /api/login and /api/logout, which no service worker sees, and any
 * browser fetch) go through the same handlers and the same mock database.
 */
export async function startMockServer(env: Env): Promise<Server> {
  const { mockServer, handlers, getMockScenario, setMockOptions, mockRuntime } = await import('./node.ts')
  // The server's limits: sign-in failures as configured (60 by default, like the server); the overall limit only
  // when RATE_LIMIT_PER_MINUTE is set, so long QA and browser-test runs never trip it by accident.
  setMockOptions({ authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE })
  if (process.env.RATE_LIMIT_PER_MINUTE) setMockOptions({ rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE })
  const logger = createLogger(env)
  const app = await createAppServer({
    env,
    logger,
    api: mswRouter(handlers),
    // QA switch scenarios and data under the same pages: every page is rendered afresh.
    pageCache: false,
    beforeRemix: async () => {
      mockServer.listen({ onUnhandledRequest: 'bypass' })
    },
  })
  // As the server does: the offline tutor loaded before listening and warmed after, so QA's first question is not
  // the one that loads the CAS, the classifiers and the search index.
  const { ai } = mockRuntime().ctx
  await ai.prepare?.()
  const server = await listen(app, env, 'mock mode: no API server, no DATA_DIR, no AI key', logger)
  void ai.warmUp?.()
  console.log(
    `Mock mode: msw answers /api (scenario: ${getMockScenario() ?? 'none'}; per browser: ?mockScenario=<name> or the mock-scenario cookie).`,
  )
  return server
}

// Bodies beyond this are cut short: the mocks answer 413 from the first 64 KiB + 1 byte anyway.
const READ_LIMIT_BYTES = 64 * 1024 + 1
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
  'host',
  'content-length',
])

/** Express → Fetch Request → msw handlers → Express response. */
export function mswRouter(handlers: RequestHandler[]): Router {
  const router = express.Router()
  router.use((req, res, next) => {
    void (async () => {
      // The client going away aborts the request, so a streamed reply stops upstream too.
      const closed = new AbortController()
      res.on('close', () => {
        if (!res.writableFinished) closed.abort()
      })
      const request = await toFetchRequest(req, closed.signal)
      const response = await getResponse(handlers, request)
      if (!response) return next()
      res.status(response.status)
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') res.setHeader(name, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.setHeader('Set-Cookie', cookies)
      // browser.ts looks for this to know that the server already answers /api with the mocks.
      res.setHeader('X-Mock-Server', 'examready')
      if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
        // Server-sent events: each chunk as it comes (not the whole body at the end).
        res.flushHeaders()
        const reader = response.body.getReader()
        closed.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true })
        try {
          for (;;) {
            const { done, value } = await reader.read()
            if (done || closed.signal.aborted) break
            res.write(value)
          }
        } finally {
          res.end()
        }
        return
      }
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch(next)
  })
  return router
}

async function toFetchRequest(req: ExpressRequest, signal: AbortSignal): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const hasBody = !['GET', 'HEAD'].includes(req.method)
  return new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
    method: req.method,
    headers,
    body: hasBody ? await readBody(req) : undefined,
    signal,
  })
}

function readBody(req: ExpressRequest): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      if (size >= READ_LIMIT_BYTES) return
      chunks.push(chunk)
      size += chunk.length
    })
    req.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks).subarray(0, READ_LIMIT_BYTES))))
    req.on('error', reject)
  })
}
