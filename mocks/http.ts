import { HttpResponse, delay, http as mswHttp, type HttpHandler } from 'msw'
import type { ContractOperation } from '../api/http/contract-schemas.ts'
import { RequestRejected } from '../api/http/contract-validator.ts'
import { rateLimitHeaders, type WindowHit } from '../api/http/rate-limit.ts'
import type { Caller, OperationContext } from '../api/operations/context.ts'
import { problem, problemForError, type ProblemRequest } from '../api/operations/problem.ts'
import type { Problem } from '../openapi/types.ts'
import { mockRuntime, scenarioContext } from './context.ts'
import { SCENARIO_COOKIE, SCENARIO_QUERY, mockOptions, scenarioEffects, scenarioFor } from './scenarios.ts'
import { readCookies, sessionUserId } from './session.ts'

/**
 * The msw adapter: every mocked /api call goes through the server's pipeline, in its order (api/app.ts):
 * scenario → rate limits → JSON body (413, 415 charset, 400 malformed) → session → route lookup (404/405) →
 * validation against the document (api/http/contract-validator.ts: 415, 400) → the operation → problem+json.
 * Handlers match any origin: the loaders call http://127.0.0.1:PORT/api/..., the browser relative /api/...
 */

const BODY_LIMIT_BYTES = 64 * 1024
/** In the browser handlers run in the page; a service worker's Set-Cookie never reaches the cookie jar there. */
const inBrowser = typeof document !== 'undefined'

/** What an adapter gets: the validated request, the caller and the context of its scenario. */
export interface ApiCall {
  request: Request
  operation: ContractOperation
  params: Record<string, string>
  query: Record<string, unknown>
  body: never
  ctx: OperationContext
  caller: Caller
  emptyLists: boolean
  /** The session id from the cookie, honoured or not. */
  sid: string | undefined
  sessionCookieName: string
  /** express-session's secure: 'auto' (behind the loopback proxy, X-Forwarded-Proto counts). */
  secure: boolean
  setCookie(cookie: string): void
}

type Resolve = (call: ApiCall) => Promise<Response>

/** An msw resolver running `resolve` behind the pipeline. */
export function adapter(resolve: Resolve) {
  return (info: { request: Request; cookies: Record<string, string> }) =>
    handleApiRequest(info.request, info.cookies, resolve)
}

/** Last in the list: unknown /api paths and methods (404/405), after the same pipeline as everything else. */
export const unknownPathHandlers: HttpHandler[] = [
  mswHttp.all('*/api', ({ request, cookies }) => handleApiRequest(request, cookies)),
  mswHttp.all('*/api/*', ({ request, cookies }) => handleApiRequest(request, cookies)),
]

async function handleApiRequest(request: Request, mswCookies: Record<string, string>, resolve?: Resolve) {
  const url = new URL(request.url)
  const apiPath = /^\/api(\/.*)?$/i.exec(url.pathname)
  if (!apiPath) return undefined
  // Express's req.path under the /api mount.
  const relativePath = apiPath[1] ?? '/'
  const { ctx, validator, limits } = mockRuntime()
  // In node only the request's own header: msw's `cookies` merges a process-wide store (one user's cookie for
  // everyone). A page's Request cannot carry a Cookie header: there msw's store plays the browser's jar.
  const cookies = inBrowser ? mswCookies : readCookies(request)
  const { scenario, fromQuery } = scenarioFor(url, cookies)
  const effects = scenarioEffects(scenario)
  const setCookies: string[] = []
  if (fromQuery !== undefined && !inBrowser)
    setCookies.push(`${SCENARIO_COOKIE}=${fromQuery ?? ''}; Path=/;${fromQuery ? '' : ' Max-Age=0;'} SameSite=Lax`)
  // As the server gives a request it cannot vouch for (api/http/observe.ts): a new id, in the header and problems.
  // (The browser mocks run in a secure context, as their service worker needs, so randomUUID is there.)
  const requestId = crypto.randomUUID()
  const problemRequest: ProblemRequest = {
    method: request.method,
    originalUrl: `${url.pathname}${url.search}`,
    path: relativePath,
  }
  const hits: (WindowHit & { name: string; onlyFailures: boolean })[] = []
  let response: Response
  try {
    if (effects.delayMs) await delay(effects.delayMs)
    if (effects.failEveryCall) throw new Error('The server-error scenario fails every call.')
    // The general limiter on every call, then failed sign-in/sign-up attempts (skipSuccessfulRequests).
    const { rateLimitPerMinute, authRateLimitPerMinute } = mockOptions()
    if (Number.isFinite(rateLimitPerMinute))
      hits.push({ ...limits.hit('all', rateLimitPerMinute), name: 'all', onlyFailures: false })
    const signingIn = /^\/auth\/(login|register)(\/|$)/i.test(relativePath)
    if (!hits.some((h) => h.exceeded) && signingIn && Number.isFinite(authRateLimitPerMinute))
      hits.push({ ...limits.hit('auth', authRateLimitPerMinute), name: 'auth', onlyFailures: true })
    if (hits.some((h) => h.exceeded)) {
      response = problemResponse(
        problem(429, 'Too many requests. Try again in 60 seconds.', { instance: url.pathname, requestId }),
      )
      response.headers.set('Retry-After', '60')
    } else {
      const body = await readJsonBody(request)
      const sid = cookies[validator.sessionCookieName]
      const userId = effects.ignoreSession ? null : await sessionUserId(ctx.store, sid)
      const match = validator.lookup(request.method, url.pathname)
      if (!resolve) throw new Error(`No mock answers ${match.operation.operationId}.`)
      const rawQuery = url.search
        .replace(/^\?/, '')
        .split('&')
        .filter((p) => p && p.split('=')[0] !== SCENARIO_QUERY)
      const valid = validator.validate(match, {
        rawQuery: rawQuery.join('&'),
        contentType: request.headers.get('content-type'),
        body,
      })
      response = await resolve({
        request,
        operation: match.operation,
        params: valid.params,
        query: valid.query,
        body: valid.body as never,
        ctx: scenarioContext(ctx, effects),
        caller: { userId, clientKey: 'mock-client' },
        emptyLists: effects.emptyLists,
        sid,
        sessionCookieName: validator.sessionCookieName,
        secure: url.protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https',
        setCookie: (cookie) => setCookies.push(cookie),
      })
    }
  } catch (error) {
    const body = { ...problemForError(error as Error, problemRequest), requestId }
    if (body.status === 500 && !effects.failEveryCall) console.error('[mocks] unexpected error', error)
    response = problemResponse(body)
  }
  for (const hit of hits) if (hit.onlyFailures && response.status < 400) limits.decrement(hit.name)
  // The auth limiter, applied last, wins on its paths (as express-rate-limit's headers do).
  const last = hits.at(-1)
  if (last) for (const [name, value] of Object.entries(rateLimitHeaders(last))) response.headers.set(name, value)
  response.headers.set('X-Mock-Scenario', scenario ?? 'none')
  response.headers.set('X-Request-Id', requestId)
  // A HEAD answer has the headers of the GET (here: its 405) and no body.
  if (request.method === 'HEAD')
    response = new HttpResponse(null, { status: response.status, headers: response.headers })
  return withSetCookies(response, setCookies)
}

function problemResponse(body: Problem): Response {
  return HttpResponse.json(body, {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
  })
}

/**
 * express.json({ limit: 64 KiB, type: application/json and application/*+json }): other bodies are left
 * alone (validation then answers 415); a non-UTF charset is 415, an oversized body 413, bad JSON 400.
 */
async function readJsonBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type')
  const mediaType = contentType?.split(';')[0].trim().toLowerCase() ?? ''
  if (request.body === null || !(mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType)))
    return {}
  const charset = (/;\s*charset\s*=\s*"?([^";]+)"?/i.exec(contentType ?? '')?.[1] ?? 'utf-8').toLowerCase()
  const unsupported = () =>
    new RequestRejected(415, `unsupported charset "${charset.toUpperCase()}"`, undefined, 'charset.unsupported')
  const tooLarge = () => new RequestRejected(413, 'request entity too large', undefined, 'entity.too.large')
  const malformed = () => new RequestRejected(400, 'Unexpected token', undefined, 'entity.parse.failed')
  if (!charset.startsWith('utf-')) throw unsupported()
  if (Number(request.headers.get('content-length')) > BODY_LIMIT_BYTES) throw tooLarge()
  const bytes = new Uint8Array(await request.clone().arrayBuffer())
  if (bytes.byteLength > BODY_LIMIT_BYTES) throw tooLarge()
  if (bytes.byteLength === 0) return {}
  let text: string
  try {
    text = new TextDecoder(charset).decode(bytes)
  } catch {
    throw unsupported()
  }
  // body-parser's strict mode: only objects and arrays.
  if (!/^[ \t\n\r]*[{[]/.test(text)) throw malformed()
  try {
    return JSON.parse(text)
  } catch {
    throw malformed()
  }
}

/**
 * In node the Set-Cookie header is appended after the response is made, so msw does not copy it into its
 * process-wide cookie store. In the browser a service worker cannot set cookies at all: there msw's cookie
 * store, fed from a response built with the header, plays the cookie jar (one browser, one user; it takes one
 * Set-Cookie per response, and the session cookie is the one that matters).
 */
function withSetCookies(response: Response, cookies: string[]): Response {
  if (!cookies.length) return response
  if (!inBrowser) {
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('Set-Cookie', cookies[cookies.length - 1])
  return new HttpResponse(response.body, { status: response.status, statusText: response.statusText, headers })
}
