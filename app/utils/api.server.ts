import createClient from 'openapi-fetch'
import { env } from '~/utils/env.server.ts'
import { cookieSessionName, type paths } from '#openapi/types.ts'

export type ApiClient = ReturnType<typeof createClient<paths>>

/** The page server's signed client address (api/http/client-address.ts); the browser's own copy never gets here. */
const CLIENT_HEADER = 'x-examready-client'
/** Published by the page server when the API runs in this same process (api/http/in-process.ts). */
const IN_PROCESS_FETCH = Symbol.for('examready.api.inProcessFetch')

function apiFetch(): (request: Request) => Promise<Response> {
  const inProcess = env.API_BASE_URL
    ? undefined
    : ((globalThis as Record<symbol, unknown>)[IN_PROCESS_FETCH] as ((r: Request) => Promise<Response>) | undefined)
  // Looked up per call: msw (mock mode, tests) patches globalThis.fetch after this module is loaded.
  return inProcess ?? ((request) => globalThis.fetch(request))
}

/** Each page request's client, made at its first call and shared by every helper the request reaches. */
const clients = new WeakMap<Request, ApiClient>()

/**
 * The one API client of a request. It forwards the visitor's cookie and the page server's signed client address
 * (never the browser's X-Forwarded-For), so the API sees the same session and the same client as the browser.
 * With the API in this process the calls are dispatched to it without a socket. Created lazily, after msw has
 * started in mock mode. A `cookie` given (the session a sign-in just made) gets a client of its own.
 */
export function api(request: Request, options: { cookie?: string } = {}): ApiClient {
  if (options.cookie !== undefined) return createApiClient(request, options.cookie)
  let client = clients.get(request)
  if (!client) clients.set(request, (client = createApiClient(request, request.headers.get('cookie'))))
  return client
}

function createApiClient(request: Request, cookie: string | null): ApiClient {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  const client = request.headers.get(CLIENT_HEADER)
  if (client) headers[CLIENT_HEADER] = client
  // The page request's id and the server's signature of it (api/http/observe.ts): the API's log line and
  // problems carry the same id.
  for (const name of ['x-request-id', 'x-request-id-signature']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  return createClient<paths>({ baseUrl: env.apiBaseUrl, headers, fetch: apiFetch() })
}

/**
 * Whether the request carries the API's session cookie (the document's cookie security scheme), with or without
 * the `__Host-` prefix it takes over HTTPS.
 */
export const hasSessionCookie = (request: Request) =>
  request.headers.get('cookie')?.includes(`${cookieSessionName}=`) ?? false

/**
 * The request's cookies without the session cookie: what a read that is the same for everyone sends, so its answer
 * may be kept between visitors. Other cookies (the mocks' scenario) still reach the API.
 */
export function cookiesWithoutSession(request: Request): string {
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !pair.replace(/^__Host-/, '').startsWith(`${cookieSessionName}=`))
    .join('; ')
}

/** Set-Cookie headers of an API response, to pass on to the browser. */
export function forwardCookies(response: Response): Headers {
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

/** The request's cookies with those an API response sets, as a Cookie header (to go on in the new session). */
export function cookieHeaderFrom(request: Request, response: Response): string {
  const cookies = new Map<string, string>()
  for (const pair of (request.headers.get('cookie') ?? '').split(/;\s*/)) {
    const name = pair.split('=')[0]
    if (name) cookies.set(name, pair)
  }
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0]
    cookies.set(pair.split('=')[0], pair)
  }
  return [...cookies.values()].join('; ')
}
