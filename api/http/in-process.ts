// When the pages and the API run in one process (`npm start` without API_BASE_URL), the loaders' openapi-fetch
// client gets this `fetch`: the Request is handed to the API's Express router as a request/response pair made in
// this process (api/http/in-process-exchange.ts), with no socket and no HTTP round trip on loopback. The request's
// remote address is the visitor's, read from the page server's signed header. Each call writes its own `/api/...`
// log line with the page request's id, as a call over HTTP does, and aborting the caller's signal (the visitor went
// away) reaches the operation as a client that closed its connection.
import express, { type Router } from 'express'
import type { Logger } from '../ops/logger.ts'
import type { Metrics } from '../ops/metrics.ts'
import { INTERNAL_CLIENT_HEADER, verifyClient } from './client-address.ts'
import { exchange } from './in-process-exchange.ts'
import { assignRequestId, REQUEST_ID_HEADER, requestLogging } from './observe.ts'
import type { PageReads, ReadAnswer } from './page-reads.ts'
import type { PublicReads } from './public-reads.ts'

/** Where the page server publishes the in-process fetch for the Remix build (a separate bundle) to find. */
export const IN_PROCESS_FETCH = Symbol.for('examready.api.inProcessFetch')

type Fetch = (request: Request) => Promise<Response>

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
  if (observe) {
    app.use(assignRequestId(false))
    app.use(requestLogging(observe.logger, observe.metrics, false))
  }
  app.use('/api', router)
  const dispatchCall = async (request: Request, url: URL): Promise<ReadAnswer> => {
    const headers: Record<string, string> = {}
    for (const [name, value] of request.headers) headers[name] = value
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const client = verifyClient(key, request.headers.get(INTERNAL_CLIENT_HEADER))
    const { signal } = request
    signal.throwIfAborted()
    const call = exchange(app as unknown as Parameters<typeof exchange>[0], {
      method: request.method,
      url: url.pathname + url.search,
      headers,
      body,
      remoteAddress: client?.address ?? '127.0.0.1',
    })
    // The caller's signal: when it aborts before the answer is written, the response is destroyed and closes, as a
    // socket that a browser closed does.
    signal.addEventListener('abort', call.abort, { once: true })
    return call.answer.finally(() => signal.removeEventListener('abort', call.abort))
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
