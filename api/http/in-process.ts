// When the pages and the API run in one process (`npm start` without API_BASE_URL), the loaders' openapi-fetch
// client gets this `fetch`: the Request is handed to the API's Express router as a fake request/response pair
// (light-my-request, the injector Fastify uses), with no socket and no HTTP round trip on loopback. The fake
// request's remote address is the visitor's, read from the page server's signed header. Each call writes its own
// `/api/...` log line with the page request's id, as a call over HTTP does, and aborting the caller's signal
// (the visitor went away) reaches the operation as a client that closed its connection.
import http from 'node:http'
import express, { type Router } from 'express'
import inject from 'light-my-request'
import type { Logger } from '../ops/logger.ts'
import type { Metrics } from '../ops/metrics.ts'
import { INTERNAL_CLIENT_HEADER, verifyClient } from './client-address.ts'
import { assignRequestId, REQUEST_ID_HEADER, requestLogging } from './observe.ts'
import type { PageReads, ReadAnswer } from './page-reads.ts'
import type { PublicReads } from './public-reads.ts'

/** Where the page server publishes the in-process fetch for the Remix build (a separate bundle) to find. */
export const IN_PROCESS_FETCH = Symbol.for('examready.api.inProcessFetch')

type Fetch = (request: Request) => Promise<Response>

/** Names each call, so the app finds the caller's signal (the header never reaches the router). */
const CALL_HEADER = 'x-examready-in-process-call'
const signals = new Map<string, AbortSignal>()
let calls = 0

/**
 * A `fetch` that answers /api/... from `router` in this process. With `reads.page`, one page request's identical
 * GETs are dispatched once (api/http/page-reads.ts); with `reads.public`, what the API marks public is kept for as
 * long as it says (api/http/public-reads.ts).
 */
export function inProcessFetch(
  router: Router,
  key: string,
  env: { NODE_ENV: string },
  observe?: { logger: Logger; metrics: Metrics },
  reads: { page?: PageReads; public?: PublicReads } = {},
): Fetch {
  const app = express()
  app.set('env', env.NODE_ENV)
  app.disable('x-powered-by')
  // The fake socket's address IS the client's (set below); no forwarding header is believed.
  app.set('trust proxy', false)
  // light-my-request defines a deprecated `req.connection` on each fake request that warns on first use (a
  // non-JSON line on stdout): Express and its middleware read it, so it is replaced, before anything does, by
  // the same fake socket.
  app.use((req, res, next) => {
    Object.defineProperty(req, 'connection', { configurable: true, enumerable: true, value: req.socket })
    // The caller's signal: when it aborts before the answer is written, the response is destroyed and closes,
    // as a socket that a browser closed does.
    const call = String(req.headers[CALL_HEADER])
    delete req.headers[CALL_HEADER]
    const signal = signals.get(call)
    if (signal) {
      const gone = () => {
        if (!res.writableFinished) res.destroy()
      }
      if (signal.aborted) gone()
      else signal.addEventListener('abort', gone, { once: true })
      res.on('close', () => signal.removeEventListener('abort', gone))
    }
    next()
  })
  if (observe) {
    app.use(assignRequestId(false))
    app.use(requestLogging(observe.logger, observe.metrics, false))
  }
  app.use('/api', router)
  // light-my-request re-parents the prototypes of an Express app's request and response objects onto its own
  // fakes. Those are shared by every Express app in the process (the real server's too), so this app gets its
  // own copies of them first: only these copies are re-parented, and they keep every Express method.
  const own = (shared: object, base: object) => Object.create(base, Object.getOwnPropertyDescriptors(shared)) as object
  const field = { configurable: true, enumerable: true, writable: true, value: app }
  app.request = Object.create(own(Object.getPrototypeOf(app.request), http.IncomingMessage.prototype), {
    app: field,
  })
  app.response = Object.create(own(Object.getPrototypeOf(app.response), http.ServerResponse.prototype), { app: field })
  const dispatch = app as unknown as Parameters<typeof inject>[0]
  const dispatchCall = async (request: Request, url: URL): Promise<ReadAnswer> => {
    const headers: Record<string, string | string[]> = {}
    for (const [name, value] of request.headers) headers[name] = value
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const client = verifyClient(key, request.headers.get(INTERNAL_CLIENT_HEADER))
    const call = String(++calls)
    headers[CALL_HEADER] = call
    signals.set(call, request.signal)
    return inject(dispatch, {
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
      remoteAddress: client?.address ?? '127.0.0.1',
    }).finally(() => signals.delete(call))
  }
  return async (request) => {
    const url = new URL(request.url)
    const pageId = request.headers.get(REQUEST_ID_HEADER)
    const { page: pageReads, public: publicReads } = reads
    const target = url.pathname + url.search
    let res: ReadAnswer
    if (request.method === 'GET') {
      const kept = publicReads?.get(target)
      if (kept) res = kept
      else {
        const read = () => dispatchCall(request, url)
        res = await (pageReads ? pageReads.read(pageId, target, request.headers.get('cookie') ?? '', read) : read())
        publicReads?.offer(target, res)
      }
    } else {
      // A write: what this page read before it may have changed.
      pageReads?.forget(pageId)
      res = await dispatchCall(request, url).finally(() => pageReads?.forget(pageId))
    }
    const out = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined || name === 'transfer-encoding' || name === 'connection') continue
      for (const v of Array.isArray(value) ? value : [String(value)]) out.append(name, v)
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD'
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: out,
    })
  }
}

/** Makes `fetch` the one the Remix build's API client uses (app/utils/api.server.ts reads it). */
export function publishInProcessFetch(fetch: Fetch | undefined): void {
  ;(globalThis as Record<symbol, unknown>)[IN_PROCESS_FETCH] = fetch
}
