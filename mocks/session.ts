/**
 * Cookies and passwords for the mocks (mocks/http.ts decides where a call's cookies come from).
 *
 * Passwords are hashed with PBKDF2-SHA-256 (1000 iterations) through Web Crypto, which node and the browser
 * both have: weak on purpose (fast), fine for mock accounts, never for the real server (api/auth uses scrypt).
 */

/** The request's own Cookie header, parsed (the first of a repeated name wins, as in the cookie package). */
export function readCookies(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (request.headers.get('cookie') ?? '').split(/[;,]/)) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || name in cookies) continue
    let value = part.slice(eq + 1).trim()
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    try {
      cookies[name] = decodeURIComponent(value)
    } catch {
      cookies[name] = value
    }
  }
  return cookies
}

/** The session cookie as the server sets it (express-session: HttpOnly, SameSite=Lax, Path=/, 30 days). */
export function sessionCookie(name: string, sid: string, expiresAt: number, secure: boolean): string {
  return `${name}=${sid}; Path=/; Expires=${new Date(expiresAt).toUTCString()}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`
}

/** The cookie that ends the session (res.clearCookie, plus Max-Age=0 for clients that prefer it). */
export function clearedSessionCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`
}

const ITERATIONS = 1000

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256))
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((h) => parseInt(h, 16)))

/** `pbkdf2$iterations$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return ['pbkdf2', ITERATIONS, toHex(salt), toHex(await derive(password, salt, ITERATIONS))].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2' || !salt || !hash) return false
  const key = toHex(await derive(password, fromHex(salt), Number(iterations)))
  // Compare every character, so a wrong password takes as long however early it differs.
  let diff = key.length ^ hash.length
  for (let i = 0; i < Math.min(key.length, hash.length); i++) diff |= key.charCodeAt(i) ^ hash.charCodeAt(i)
  return diff === 0
}

/** A hash to compare against when the email is unknown, so both login failures take the same time (as the server). */
let dummy: Promise<string> | undefined
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.getRandomValues(new Uint8Array(12)).join(''))
  return dummy
}
