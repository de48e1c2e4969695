import { api, hasSessionCookie } from '~/utils/api.server.ts'
import type { User } from '#openapi/types.ts'

/**
 * Who is asking: `user` null and `failed` false is a visitor (no session cookie, or the API says 401); `failed` true
 * means the lookup itself failed (an outage: 5xx, no answer), so whether they are signed in is not known. An
 * outage is never shown as "signed out" (issue 23).
 */
export async function lookupUser(request: Request): Promise<{ user: User | null; failed: boolean }> {
  if (!hasSessionCookie(request)) return { user: null, failed: false }
  try {
    const { data, response } = await api(request).GET('/api/auth/user')
    if (data) return { user: data, failed: false }
    return { user: null, failed: response.status !== 401 }
  } catch {
    return { user: null, failed: true }
  }
}

/** The signed-in user, or null for a visitor or when the lookup failed (pages where a visitor's view is harmless). */
export async function getUser(request: Request): Promise<User | null> {
  return (await lookupUser(request)).user
}

/** The answer of a page or call whose signed-in state could not be known: retry later, not "signed out". */
export const lookupFailed = () =>
  new Response('The account could not be checked just now.', { status: 503, headers: { 'Retry-After': '5' } })

/** The signed-in user or null for a visitor; throws a 503 response when the lookup failed. */
export async function getKnownUser(request: Request): Promise<User | null> {
  const { user, failed } = await lookupUser(request)
  if (failed) throw lookupFailed()
  return user
}
