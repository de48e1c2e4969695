import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'
import session from 'express-session'
import { cookieSessionName } from '../../openapi/types.ts'
import type { AuthSessionStore } from '../store/types.ts'

declare module 'express-session' {
  interface SessionData {
    userId?: string
    /** When this session last confirmed its account at an identity provider (a fresh sign-in), ms since epoch. */
    providerConfirmedAt?: number
  }
}

/** The GET that signs in: an identity provider's return, under /api (api/http/oidc-routes.ts). */
export const PROVIDER_RETURN_PATH = '/login/callback'

/**
 * SESSION_SECRET may list several secrets, comma-separated: the first signs, all verify (rotation).
 * Without it, a secret is generated once and kept in DATA_DIR.
 */
export function sessionSecrets(dataDir: string, fromEnv?: string): string[] {
  if (fromEnv)
    return fromEnv
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  const file = path.join(dataDir, 'session-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  // Also for a secret written before this rule or copied in with a wider mode: only the server's user reads it.
  chmodSync(file, 0o600)
  return [readFileSync(file, 'utf8').trim()]
}

/** A session ends after this long without a request (idle timeout)… */
export const IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000
/** …and in any case this long after sign-in (absolute timeout; also the cookie's lifetime). */
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000
/** A request extends the stored expiry only when it would move by more than this (write-behind expiry). */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000
/** How often expired sessions are removed from the store. */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000

type StoredSession = session.SessionData & { signedInAt?: number }

/** A stored record is a session when it has the cookie express-session saved with it. */
function isSessionData(data: Record<string, unknown>): data is Record<string, unknown> & session.SessionData {
  return typeof data.cookie === 'object' && data.cookie !== null
}

/**
 * express-session's store over the app's AuthSessionStore. Expiry is idle-based (IDLE_TIMEOUT_MS after the last
 * request) and capped at ABSOLUTE_TIMEOUT_MS after sign-in. A request without changes only "touches" the session,
 * and the touch reaches the store at most once per TOUCH_INTERVAL_MS, not on every request.
 */
export class PersistentStore extends session.Store {
  /** The expiry last written for each session this process has seen. */
  readonly #stored = new Map<string, number>()
  constructor(
    private readonly records: AuthSessionStore,
    private readonly now: () => number = Date.now,
  ) {
    super()
  }

  #expiry(data: StoredSession): number {
    const signedInAt = data.signedInAt ?? this.now()
    return Math.min(this.now() + IDLE_TIMEOUT_MS, signedInAt + ABSOLUTE_TIMEOUT_MS)
  }

  override get(sid: string, cb: (err: unknown, data?: session.SessionData | null) => void) {
    this.records.get(sid).then((record) => {
      if (!record || record.expiresAt <= this.now()) {
        this.#stored.delete(sid)
        return cb(null, null)
      }
      this.#stored.set(sid, record.expiresAt)
      // Stored as this store wrote it (#set): a session's JSON with its cookie.
      cb(null, isSessionData(record.data) ? record.data : null)
    }, cb)
  }

  override set(sid: string, data: session.SessionData, cb?: (err?: unknown) => void) {
    void this.#set(sid, data).then(() => cb?.(), cb)
  }

  async #set(sid: string, data: session.SessionData) {
    const stored: StoredSession = { ...JSON.parse(JSON.stringify(data)) }
    // A session saved again in the request that created it keeps its sign-in time.
    stored.signedInAt ??= ((await this.records.get(sid))?.data.signedInAt as number | undefined) ?? this.now()
    const expiresAt = this.#expiry(stored)
    await this.records.set(sid, { data: { ...stored }, expiresAt })
    this.#stored.set(sid, expiresAt)
  }

  override destroy(sid: string, cb?: (err?: unknown) => void) {
    this.#stored.delete(sid)
    this.records.destroy(sid).then(() => cb?.(), cb)
  }

  override touch(sid: string, data: session.SessionData, cb?: () => void) {
    const expiresAt = this.#expiry(data as StoredSession)
    const previous = this.#stored.get(sid)
    if (previous !== undefined && expiresAt - previous < TOUCH_INTERVAL_MS) return cb?.()
    this.set(sid, data, () => cb?.())
  }

  /** Removes expired sessions (from the store and from this process's memory). */
  async prune(): Promise<number> {
    const now = this.now()
    for (const [sid, expiresAt] of this.#stored) if (expiresAt <= now) this.#stored.delete(sid)
    return this.records.prune(now)
  }
}

/** `__Host-` (HTTPS only, this host only, path /) when cookies are always secure; the documented name otherwise. */
export function sessionCookieName(secure: boolean | 'auto'): string {
  return secure === true ? `__Host-${cookieSessionName}` : cookieSessionName
}

export function sessionMiddleware(opts: {
  records: AuthSessionStore
  secrets: string[]
  secure: boolean | 'auto'
  /** Expired sessions are pruned at start and then every PRUNE_INTERVAL_MS (default on). */
  prune?: boolean
}): RequestHandler {
  const store = new PersistentStore(opts.records)
  if (opts.prune !== false) {
    const prune = () =>
      void store.prune().catch((error: unknown) => console.error('[sessions] pruning failed', String(error)))
    prune()
    setInterval(prune, PRUNE_INTERVAL_MS).unref()
  }
  const name = sessionCookieName(opts.secure)
  const handler = session({
    name,
    secret: opts.secrets,
    store,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: ABSOLUTE_TIMEOUT_MS, path: '/' },
  })
  // A read without a session cookie has no session to find and creates none (sign-in is a POST, or a provider's
  // return): express-session would still make one per request (a random id, an HMAC, a hash) only to drop it unsaved.
  return (req, res, next) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    !hasCookie(req.headers.cookie, name) &&
    req.path !== PROVIDER_RETURN_PATH
      ? next()
      : handler(req, res, next)
}

function hasCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(';').some((part) => part.trimStart().startsWith(`${name}=`))
}

export function currentUserId(req: { session?: { userId?: string } }): string | undefined {
  return req.session?.userId
}
