// Request ids, one log line per request and the HTTP metrics, for pages and /api alike (issue 17).
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerBuild } from '@remix-run/node'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import type { Request, RequestHandler, Response } from 'express'
import { pinoHttp } from 'pino-http'
import type { Logger } from '../ops/logger.ts'
import type { Metrics } from '../ops/metrics.ts'
import { recentMacs } from './recent-macs.ts'

export const REQUEST_ID_HEADER = 'x-request-id'
/** Set beside the id on the page request; the page's calls to the API pass both on (app/utils/api.server.ts). */
export const REQUEST_ID_SIGNATURE_HEADER = 'x-request-id-signature'
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/
// A key of this process only: the app's loaders (same process) can vouch for an id, nobody outside can.
const SIGNING_KEY = randomBytes(32)
const sign = recentMacs(SIGNING_KEY)

function signedByThisProcess(id: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false
  const expected = Buffer.from(sign(id))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

type Req = IncomingMessage & {
  id?: string | number
  openapi?: { openApiRoute?: string }
  session?: { userId?: string }
}

/**
 * The request's id: an incoming `x-request-id` when the app itself sent it (a page's loader calling the API, the id
 * signed with this process's key) or a trusted proxy did (TRUST_PROXY set), else a new UUID. A browser cannot
 * choose it (it would otherwise fill the log with ids of its choosing).
 */
export function requestIdFor(req: IncomingMessage, trustProxy: boolean): string {
  const existing = (req as Req).id
  if (typeof existing === 'string') return existing
  const given = req.headers[REQUEST_ID_HEADER]
  if (typeof given !== 'string' || !VALID_ID.test(given)) return randomUUID()
  return trustProxy || signedByThisProcess(given, req.headers[REQUEST_ID_SIGNATURE_HEADER]) ? given : randomUUID()
}

/**
 * Gives the request its id (once, however many times this runs): `req.id`, the `x-request-id` response header,
 * and the request's own headers (the id and its signature), so the Remix request and the page's calls to the API
 * carry the same id.
 */
export function assignRequestId(trustProxy: boolean): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFor(req, trustProxy)
    ;(req as Req).id = id
    req.headers[REQUEST_ID_HEADER] = id
    req.headers[REQUEST_ID_SIGNATURE_HEADER] = sign(id)
    res.setHeader(REQUEST_ID_HEADER, id)
    next()
  }
}

/** The route pattern of an answered request: the contract's path under /api, the Remix route's pattern for pages. */
export function routeOf(req: IncomingMessage, res: ServerResponse): string {
  const api = (req as Req).openapi?.openApiRoute
  if (api) return api
  const locals = (res as Response).locals as { route?: string } | undefined
  if (locals?.route) return locals.route
  return res.statusCode < 400 ? '(static)' : '(unmatched)'
}

/**
 * One line per request (pino-http): method, route pattern, status, duration, request id, user id when signed in.
 * Built from an allow-list: no header, cookie, query string, body or email ever reaches the log. The same
 * finish event feeds the request counter and latency histogram.
 */
export function requestLogging(logger: Logger, metrics: Metrics, trustProxy: boolean): RequestHandler {
  const lineOf = (req: IncomingMessage, res: ServerResponse, durationMs: number) => {
    const userId = (req as Req).session?.userId
    return {
      method: req.method,
      route: routeOf(req, res),
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(userId ? { userId } : {}),
    }
  }
  const log = pinoHttp({
    logger,
    genReqId: (req) => requestIdFor(req, trustProxy),
    // The line's only binding is the request id: no request or response object (headers, query strings) is logged.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error'
      if (res.statusCode >= 400) return 'warn'
      return (req.url ?? '').startsWith('/assets/') ? 'debug' : 'info'
    },
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req, res)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req, res)} ${res.statusCode}`,
    customSuccessObject: (req, res, val: { responseTime: number }) => lineOf(req, res, val.responseTime),
    customErrorObject: (req, res, error: Error, val: { responseTime: number }) => ({
      ...lineOf(req, res, val.responseTime),
      error: error?.message,
    }),
  })
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const labels = { method: req.method, route: routeOf(req, res), status: String(res.statusCode) }
      metrics.httpRequests.inc(labels)
      metrics.httpDuration.observe(labels, seconds)
    })
    log(req, res, next)
  }
}

/** Pattern of the Remix route a path matches (`/practice/:examType`), from the server build's route table. */
export function remixRoutePatterns(build: ServerBuild): (pathname: string) => string | undefined {
  const routes = Object.values(build.routes)
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, path: r.path, index: true, caseSensitive: r.caseSensitive }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(r.id) },
      )
  const top = tree(undefined)
  const patternOf = (pathname: string) => {
    const matches = matchRoutes(top, pathname)
    if (!matches) return undefined
    const parts = matches.map((m) => m.route.path ?? '').filter(Boolean)
    return `/${parts.join('/')}`.replace(/\/+/g, '/')
  }
  // matchRoutes ranks every route on each call: the few paths asked most are looked up once (bounded, since
  // anyone can ask for any path).
  const known = new Map<string, string | undefined>()
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname)
    const pattern = patternOf(pathname)
    if (known.size >= 1000) known.clear()
    known.set(pathname, pattern)
    return pattern
  }
}

/**
 * The page a single-fetch data request (`/questions.data`, `/_root.data` for `/`) is for, or undefined for a
 * document request.
 */
export function dataRequestPage(pathname: string): string | undefined {
  if (!pathname.endsWith('.data')) return undefined
  const page = pathname.slice(0, -'.data'.length)
  return page === '/_root' ? '/' : page
}

/**
 * Sets the route pattern of page requests (res.locals.route), for the log line and the metrics. A data request
 * is named by its page's pattern with `.data` after it (`/practice/:examType.data`), not by the splat route its
 * own path would match.
 */
export function pageRoutes(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  // `npm run dev` compiles the build per request: its lines name the path's first segment only.
  const patternOf =
    typeof build === 'function' ? (pathname: string) => `/${pathname.split('/')[1] ?? ''}` : remixRoutePatterns(build)
  return (req, res, next) => {
    const page = dataRequestPage(req.path)
    const pattern = patternOf(page ?? req.path)
    res.locals.route =
      pattern === undefined
        ? '(unmatched)'
        : page === undefined
          ? pattern
          : `${pattern === '/' ? '/_root' : pattern}.data`
    next()
  }
}

/**
 * GET /metrics: 404 unless METRICS_TOKEN is set (nothing shows it exists); then only with
 * `Authorization: Bearer <token>` (401 otherwise), in Prometheus' text format.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined
  return (req: Request, res: Response, next) => {
    if (!expected) return next()
    res.locals.route = '/metrics'
    const given = Buffer.from(req.get('authorization') ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
      res.status(401).type('text/plain').send('Unauthorized.')
      return
    }
    metrics
      .scrape()
      .then(({ contentType, body }) => res.setHeader('Cache-Control', 'no-store').type(contentType).send(body))
      .catch(next)
  }
}
