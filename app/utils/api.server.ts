import createClient from 'openapi-fetch'
import { env } from '~/utils/env.server.ts'
import type { paths } from '#openapi/types.ts'

export type ApiClient = ReturnType<typeof createClient<paths>>

/**
 * The one API client. It is made per request, forwarding the visitor's cookie (and how they reached us), so
 * the API sees the same session as the browser. Created lazily, after msw has started in mock mode.
 */
export function api(request: Request, options: { cookie?: string } = {}): ApiClient {
  const headers: Record<string, string> = {}
  const cookie = options.cookie ?? request.headers.get('cookie')
  if (cookie) headers.cookie = cookie
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')
  headers['x-forwarded-proto'] = proto
  // The page request's id and the server's signature of it (api/http/observe.ts): the API's log line and
  // problems carry the same id.
  for (const name of ['x-request-id', 'x-request-id-signature']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  const forwardedFor = request.headers.get('x-forwarded-for')
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
  return createClient<paths>({ baseUrl: env.apiBaseUrl, headers, fetch: (req) => globalThis.fetch(req) })
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
