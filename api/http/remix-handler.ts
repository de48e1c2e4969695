import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { BODY_LIMIT_BYTES, countingBody, sendTooLarge } from './body-limit.ts'
import { INTERNAL_CLIENT_HEADER } from './client-address.ts'
import { REQUEST_ID_HEADER } from './observe.ts'
import { PAGE_CACHE_HEADER, pageCacheKey, type PageCache } from './page-cache.ts'
import type { PageReads } from './page-reads.ts'
import { installRouteMatching } from './route-matching.ts'

/**
 * @remix-run/express's handler, with the request body counted as it streams: past `limit` bytes the upload stops
 * being read and the answer is 413, whatever the route (page actions, resource routes). The adapter itself hands
 * Remix the raw request stream, so a 400 MB form post would be buffered whole by `request.formData()`.
 */
export function remixRequestHandler(opts: {
  /** A build, or (in development) a function that compiles the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: 'development' | 'production'
  limit?: number
  getLoadContext?: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  /** The signed client header the loaders forward to the API; whatever the browser sent under that name is dropped. */
  clientHeader?: (req: ExpressRequest) => string
  /** Keeps the pages that ask for it (api/http/page-cache.ts); `nonce` is the request's CSP nonce. */
  pageCache?: { cache: PageCache; nonce: (res: ExpressResponse) => string }
  /** The page's identical API reads shared for as long as it is answered (api/http/page-reads.ts). */
  pageReads?: PageReads
}): RequestHandler {
  installRouteMatching()
  const handle = createRequestHandler(opts.build, opts.mode)
  const limit = opts.limit ?? BODY_LIMIT_BYTES
  return async (req, res, next) => {
    // The app uses single fetch (`.data` URLs); Remix still routes legacy `?_data=` requests, and answers some of
    // them with a 500. No page of ours makes one: 400.
    if (req.query._data !== undefined) {
      res.status(400).type('text/plain; charset=utf-8').send('Bad request.')
      return
    }
    const cacheKey = opts.pageCache && pageCacheKey(req)
    if (cacheKey && opts.pageCache) {
      const kept = opts.pageCache.cache.get(cacheKey, opts.pageCache.nonce(res))
      if (kept) {
        res.status(kept.status)
        for (const [key, value] of kept.headers) res.append(key, value)
        res.end(kept.body)
        return
      }
    }
    let tooLarge = false
    try {
      const controller = new AbortController()
      const headers = createRemixHeaders(req.headers)
      headers.delete(INTERNAL_CLIENT_HEADER)
      if (opts.clientHeader) headers.set(INTERNAL_CLIENT_HEADER, opts.clientHeader(req))
      const init: RequestInit & { duplex?: 'half' } = {
        method: req.method,
        headers,
        signal: controller.signal,
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const body = countingBody(limit, () => {
          tooLarge = true
          stopReading(req)
          sendTooLarge(res, limit)
          controller.abort()
        })
        req.pipe(body)
        init.body = createReadableStreamFromReadable(body)
        init.duplex = 'half'
      }
      const pageId = req.headers[REQUEST_ID_HEADER]
      const closeReads = typeof pageId === 'string' ? opts.pageReads?.open(pageId) : undefined
      let done = false
      res.on('finish', () => (done = true))
      res.on('close', () => {
        closeReads?.()
        if (!done) controller.abort()
      })
      const request = new Request(requestUrl(req), init)
      let response = await handle(request, opts.getLoadContext?.(req, res))
      if (tooLarge || res.headersSent) return
      if (response.headers.has(PAGE_CACHE_HEADER)) response = keepCopy(response, cacheKey, opts.pageCache, res)
      await sendRemixResponse(res, response)
    } catch (error) {
      if (tooLarge || res.headersSent) return
      next(error)
    }
  }
}

/**
 * The page as it streams to the visitor, and a copy of it for the page cache (kept once whole). The cache's field
 * leaves with neither: it is for this server only.
 */
function keepCopy(
  response: Response,
  key: string | undefined,
  pageCache: { cache: PageCache; nonce: (res: ExpressResponse) => string } | undefined,
  res: ExpressResponse,
): Response {
  const headers = new Headers(response.headers)
  headers.delete(PAGE_CACHE_HEADER)
  if (!key || !pageCache || !response.body) return new Response(response.body, { status: response.status, headers })
  const [toVisitor, toCache] = response.body.tee()
  const nonce = pageCache.nonce(res)
  new Response(toCache)
    .arrayBuffer()
    .then((body) =>
      pageCache.cache.store(
        key,
        { status: response.status, headers: response.headers, body: Buffer.from(body) },
        nonce,
      ),
    )
    // An aborted render (the visitor left) is simply not kept.
    .catch(() => undefined)
  return new Response(toVisitor, { status: response.status, statusText: response.statusText, headers })
}

function stopReading(req: IncomingMessage) {
  req.unpipe()
  req.pause()
}

/** As the adapter builds it: the port from X-Forwarded-Host or Host, the host as Express resolves it. */
function requestUrl(req: ExpressRequest): string {
  const portOf = (value: string | undefined) => Number.parseInt(value?.split(':')[1] ?? '', 10)
  const forwarded = portOf(req.get('X-Forwarded-Host'))
  const host = portOf(req.get('host'))
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(host) ? host : ''
  return new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`).href
}

function createRemixHeaders(from: IncomingHttpHeaders): Headers {
  const headers = new Headers()
  for (const [key, values] of Object.entries(from)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value)
    else if (values) headers.set(key, values)
  }
  return headers
}

/** As the adapter sends it: status, every header (Set-Cookie several times), event streams flushed at once. */
async function sendRemixResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) res.append(key, value)
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders()
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}
