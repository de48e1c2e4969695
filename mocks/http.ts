import { HttpResponse, delay, http as mswHttp, type HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { AiEngine } from '../api/ai/types.ts'
import type { ServerTexts } from '../api/domain/server-texts.ts'
import { problem, problemForError, type ProblemRequest } from '../api/http/problem.ts'
import type { Language, paths, Problem } from '../openapi/types.ts'
import { mockAiEngine } from './ai.ts'
import { authSessionUser } from './db.ts'
import { hitRateLimit, undoRateLimitHit, type RateLimitResult } from './rate-limit.ts'
import {
  SCENARIO_COOKIE,
  SCENARIO_QUERY,
  mockOptions,
  scenarioEffects,
  scenarioFor,
  type MockScenario,
  type ScenarioEffects,
} from './scenarios.ts'
import { readCookies } from './session.ts'
import { RequestRejected, type ContractOperation, type ContractValidator } from './validate.ts'

/**
 * The request pipeline every mocked /api call goes through, in the server's order (api/app.ts):
 * scenario → rate limits → JSON body parsing (413, 415 charset, 400 malformed) → session → route lookup
 * (404/405) → validation against the document (415, 400) → the operation → problem+json for any error.
 * Handlers match any origin: the app calls http://127.0.0.1:PORT/api/..., the contract suite another host,
 * the browser relative /api/... URLs.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' })

export interface MockRuntime {
  validator: ContractValidator
  /** The server's texts (app/locales/<language>/server.json) for the offline tutor and the recommendations. */
  texts: (language: Language) => ServerTexts
}

let runtime: MockRuntime | undefined

/** Set once by mocks/node.ts or mocks/browser.ts, which load the document and texts their own way. */
export function configureMocks(value: MockRuntime): void {
  runtime = value
}

export function mockRuntime(): MockRuntime {
  if (!runtime) throw new Error('The mocks are not configured: import mocks/node.ts or start mocks/browser.ts.')
  return runtime
}

const BODY_LIMIT_BYTES = 64 * 1024
/** In the browser handlers run in the page; a service worker's Set-Cookie never reaches the cookie jar there. */
const inBrowser = typeof document !== 'undefined'

/** What an operation gets: the validated request, the caller and the scenario. */
export interface ApiCall<Body> {
  request: Request
  url: URL
  operation: ContractOperation
  params: Record<string, string>
  query: Record<string, unknown>
  body: Body
  /** The session id from the cookie, honoured or not. */
  sid: string | undefined
  /** The signed-in user, unless the session is missing, expired or ignored (unauthenticated scenario). */
  userId: string | undefined
  scenario: MockScenario | null
  effects: ScenarioEffects
  ai: AiEngine
  /** Generation's requester key: the user, else one anonymous client (the server uses the IP). */
  requester: string
  texts: (language: Language) => ServerTexts
  sessionCookieName: string
  /** Adds a Set-Cookie to the response. */
  setCookie(cookie: string): void
}

type ResolverInfo = {
  request: Request
  cookies: Record<string, string>
  response: { untyped(response: Response): unknown }
}
type BodyOf<Info> = Info extends { request: { json(): Promise<infer Body> } } ? Body : undefined
type Resolve = (call: ApiCall<unknown>) => Promise<Response> | Response

/**
 * Wraps an openapi-msw resolver in the pipeline. The resolver returns the contract-typed success response;
 * errors are thrown (HttpProblem from api/http/problem.ts, as the routes do) and become problem+json.
 */
export function operation<Info extends ResolverInfo, Result>(
  resolve: (info: Info, call: ApiCall<BodyOf<Info>>) => Promise<Result> | Result,
) {
  return async (info: Info): Promise<Result | undefined> => {
    const response = await handleApiRequest(
      info.request,
      info.cookies,
      async (call) => (await resolve(info, call as ApiCall<BodyOf<Info>>)) as Response,
    )
    return response && (info.response.untyped(response) as Result)
  }
}

/** Last in the list: unknown /api paths and methods (404/405), after the same pipeline as everything else. */
export const unknownPathHandlers: HttpHandler[] = [
  mswHttp.all('*/api', ({ request, cookies }) => handleApiRequest(request, cookies)),
  mswHttp.all('*/api/*', ({ request, cookies }) => handleApiRequest(request, cookies)),
]

/** The /api-relative path (Express's req.path under the /api mount), or null for a URL outside /api. */
function apiRelativePath(pathname: string): string | null {
  const match = /^\/api(\/.*)?$/i.exec(pathname)
  return match ? (match[1] ?? '/') : null
}

/**
 * The cookies of a call. In node, only the request's own Cookie header: msw's `cookies` also merges its
 * process-wide store, which would mix up the cookies of different users (the contract suite plays several at
 * once). In the browser a Request cannot carry a Cookie header at all; there msw's `cookies` (document.cookie
 * plus msw's own store, which plays the cookie jar) is the only source, and one browser is one user.
 */
function callCookies(request: Request, mswCookies: Record<string, string>): Record<string, string> {
  return inBrowser ? mswCookies : readCookies(request)
}

async function handleApiRequest(
  request: Request,
  mswCookies: Record<string, string>,
  resolve?: Resolve,
): Promise<Response | undefined> {
  const url = new URL(request.url)
  const relativePath = apiRelativePath(url.pathname)
  if (relativePath === null) return undefined
  const { validator, texts } = mockRuntime()
  const cookies = callCookies(request, mswCookies)
  const { scenario, fromQuery } = scenarioFor(url, cookies)
  const effects = scenarioEffects(scenario)
  const setCookies: string[] = []
  // ?mockScenario= on an /api URL sticks for the browser that opened it (not from the worker: see inBrowser).
  if (fromQuery !== undefined && !inBrowser) {
    setCookies.push(
      fromQuery
        ? `${SCENARIO_COOKIE}=${fromQuery}; Path=/; SameSite=Lax`
        : `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    )
  }
  const rawQuery = withoutScenarioParam(url.search)
  const problemRequest: ProblemRequest = {
    method: request.method,
    originalUrl: `${url.pathname}${url.search}`,
    path: relativePath,
  }
  const limits: LimiterHit[] = []
  let response: Response
  try {
    if (effects.delayMs) await delay(effects.delayMs)
    if (effects.failEveryCall) throw new Error('The server-error scenario fails every call.')
    const limited = checkRateLimits(relativePath, limits)
    if (limited) {
      response = problemResponse(
        problem(429, 'Too many requests. Try again in 60 seconds.', { instance: url.pathname }),
      )
      response.headers.set('Retry-After', '60')
    } else {
      const body = await readJsonBody(request)
      const sid = cookies[validator.sessionCookieName]
      const userId = sid && !effects.ignoreSession ? authSessionUser(sid) : undefined
      const match = validator.lookup(request.method, url.pathname)
      if (!resolve)
        throw new Error(`No mock handler answers ${match.operation.operationId} (${request.method} ${url.pathname}).`)
      const valid = validator.validate(match, { rawQuery, contentType: request.headers.get('content-type'), body })
      response = await resolve({
        request,
        url,
        operation: match.operation,
        params: valid.params,
        query: valid.query,
        body: valid.body,
        sid,
        userId,
        scenario,
        effects,
        ai: mockAiEngine(texts, { aiDown: effects.aiDown }),
        requester: userId ?? 'anon:mock-client',
        texts,
        sessionCookieName: validator.sessionCookieName,
        setCookie: (cookie) => setCookies.push(cookie),
      })
    }
  } catch (error) {
    const body = problemForError(error as Error, problemRequest)
    if (body.status === 500 && !effects.failEveryCall) console.error('[mocks] unexpected error', error)
    response = problemResponse(body)
  }
  for (const hit of limits) if (hit.onlyFailures && response.status < 400) undoRateLimitHit(hit.name)
  // express-rate-limit's draft-7 headers; the auth limiter, applied last, wins on its paths.
  const limit = limits.at(-1)
  if (limit) {
    response.headers.set('RateLimit-Policy', `${limit.limit};w=60`)
    response.headers.set('RateLimit', `limit=${limit.limit}, remaining=${limit.remaining}, reset=${limit.resetSeconds}`)
  }
  response.headers.set('X-Mock-Scenario', scenario ?? 'none')
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

type LimiterHit = RateLimitResult & { name: string; onlyFailures: boolean }

/**
 * The general limiter on every call, then the sign-in limiter on /auth/login and /auth/register (any method),
 * which counts failed attempts only.
 */
function checkRateLimits(relativePath: string, limits: LimiterHit[]): boolean {
  const { rateLimitPerMinute, authRateLimitPerMinute } = mockOptions()
  if (Number.isFinite(rateLimitPerMinute)) {
    const general = { ...hitRateLimit('all', rateLimitPerMinute), name: 'all', onlyFailures: false }
    limits.push(general)
    if (general.exceeded) return true
  }
  if (/^\/auth\/(login|register)(\/|$)/i.test(relativePath) && Number.isFinite(authRateLimitPerMinute)) {
    const auth = { ...hitRateLimit('auth', authRateLimitPerMinute), name: 'auth', onlyFailures: true }
    limits.push(auth)
    if (auth.exceeded) return true
  }
  return false
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
  if (!charset.startsWith('utf-'))
    throw new RequestRejected(415, `unsupported charset "${charset.toUpperCase()}"`, undefined, 'charset.unsupported')
  if (Number(request.headers.get('content-length')) > BODY_LIMIT_BYTES)
    throw new RequestRejected(413, 'request entity too large', undefined, 'entity.too.large')
  const bytes = new Uint8Array(await request.clone().arrayBuffer())
  if (bytes.byteLength > BODY_LIMIT_BYTES)
    throw new RequestRejected(413, 'request entity too large', undefined, 'entity.too.large')
  if (bytes.byteLength === 0) return {}
  let text: string
  try {
    text = new TextDecoder(charset).decode(bytes)
  } catch {
    throw new RequestRejected(415, `unsupported charset "${charset.toUpperCase()}"`, undefined, 'charset.unsupported')
  }
  // body-parser's strict mode: only objects and arrays.
  const first = /^[\x20\x09\x0a\x0d]*(.)/.exec(text)?.[1]
  if (first !== '{' && first !== '[')
    throw new RequestRejected(400, 'Unexpected token', undefined, 'entity.parse.failed')
  try {
    return JSON.parse(text)
  } catch {
    throw new RequestRejected(400, 'Unexpected token', undefined, 'entity.parse.failed')
  }
}

/** The raw query without the mocks' own ?mockScenario= (which the document does not know). */
function withoutScenarioParam(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && pair.split('=')[0] !== SCENARIO_QUERY)
    .join('&')
}

/**
 * In node the Set-Cookie header is appended after the response is made, so msw does not copy it into its
 * process-wide cookie store (which would then send one user's cookie with everyone's requests). In the
 * browser a service worker cannot set cookies at all: there msw's cookie store, fed from a response built
 * with the header, plays the cookie jar (one browser, one user).
 */
function withSetCookies(response: Response, cookies: string[]): Response {
  if (!cookies.length) return response
  if (!inBrowser) {
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
    return response
  }
  const headers = new Headers(response.headers)
  // msw's store takes one Set-Cookie per response; the session cookie is the one that matters here.
  headers.set('Set-Cookie', cookies[cookies.length - 1])
  return new HttpResponse(response.body, { status: response.status, statusText: response.statusText, headers })
}
