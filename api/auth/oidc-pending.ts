// The sign-in in progress between /api/login?provider= and the provider's return: state, nonce and the PKCE
// verifier in a short-lived HttpOnly cookie, HMAC-signed with the session secret (decision 060). Nothing is stored
// on the server for a sign-in that is never finished, and the cookie is cleared at the first return.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const PENDING_COOKIE = 'examready.oidc'
/** The cookie is only sent to /api/login and /api/login/callback. */
export const PENDING_COOKIE_PATH = '/api/login'
/** How long a student has at the provider. */
export const PENDING_TTL_MS = 10 * 60 * 1000

export interface PendingSignIn {
  provider: string
  state: string
  nonce: string
  codeVerifier: string
  returnTo: string
  expiresAt: number
  /** Set when a signed-in student signs in again to confirm deleting their account: that account's id. */
  confirmFor?: string
}

const mac = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url')

/** Signed with the first secret (the one that signs sessions). */
export function sealPending(pending: PendingSignIn, secrets: string[]): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url')
  return `${payload}.${mac(payload, secrets[0])}`
}

/** The sign-in the cookie holds, if its signature is one of ours and it has not expired. */
export function openPending(value: string | undefined, secrets: string[], now = Date.now()): PendingSignIn | undefined {
  const [payload, signature, extra] = (value ?? '').split('.')
  if (!payload || !signature || extra !== undefined) return undefined
  const given = Buffer.from(signature)
  const signed = secrets.some((secret) => {
    const expected = Buffer.from(mac(payload, secret))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  if (!signed) return undefined
  try {
    const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PendingSignIn
    return typeof pending.expiresAt === 'number' && pending.expiresAt > now ? pending : undefined
  } catch {
    return undefined
  }
}
