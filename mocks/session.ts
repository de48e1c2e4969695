// Sign-in sessions for the mocks, kept in the memory store's authSessions (as express-session keeps the
// server's in its store). Cookies are parsed and written with the `cookie` package, as Express does, so the
// Set-Cookie lines match the server's; the value is a random id rather than express-session's signed one.
import { parse, serialize } from 'cookie'
import type { Store } from '../api/store/types.ts'

const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/** The request's own Cookie header (the first of a repeated name wins). */
export function readCookies(request: Request): Record<string, string> {
  return parse(request.headers.get('cookie') ?? '') as Record<string, string>
}

export async function sessionUserId(store: Store, sid: string | undefined): Promise<string | null> {
  const record = sid ? await store.authSessions.get(sid) : undefined
  return typeof record?.data.userId === 'string' ? record.data.userId : null
}

/** A new session for the user; the Set-Cookie line is what express-session sends (secure: 'auto'). */
export async function startSession(store: Store, name: string, userId: string, secure: boolean): Promise<string> {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24))
  const sid = btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c]!)
  const expires = new Date(Date.now() + MAX_AGE_MS)
  await store.authSessions.set(sid, { data: { userId }, expiresAt: expires.getTime() })
  return serialize(name, sid, { path: '/', expires, httpOnly: true, secure, sameSite: 'lax' })
}

/** What res.clearCookie sends. */
export function clearedSessionCookie(name: string): string {
  return serialize(name, '', { path: '/', expires: new Date(1), httpOnly: true, sameSite: 'lax' })
}
