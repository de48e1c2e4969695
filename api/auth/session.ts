import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'
import session from 'express-session'
import type { AuthSessionStore } from '../store/types.ts'

declare module 'express-session' {
  interface SessionData {
    userId?: string
  }
}

export const SESSION_COOKIE = 'examready.sid'
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

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
  return [readFileSync(file, 'utf8').trim()]
}

class PersistentStore extends session.Store {
  constructor(private readonly records: AuthSessionStore) {
    super()
  }
  override get(sid: string, cb: (err: unknown, data?: session.SessionData | null) => void) {
    this.records.get(sid).then((r) => cb(null, (r?.data as unknown as session.SessionData) ?? null), cb)
  }
  override set(sid: string, data: session.SessionData, cb?: (err?: unknown) => void) {
    const expiresAt = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : Date.now() + MAX_AGE_MS
    this.records.set(sid, { data: JSON.parse(JSON.stringify(data)), expiresAt }).then(() => cb?.(), cb)
  }
  override destroy(sid: string, cb?: (err?: unknown) => void) {
    this.records.destroy(sid).then(() => cb?.(), cb)
  }
  override touch(sid: string, data: session.SessionData, cb?: () => void) {
    this.set(sid, data, () => cb?.())
  }
}

export function sessionMiddleware(opts: {
  records: AuthSessionStore
  secrets: string[]
  secure: boolean | 'auto'
}): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: opts.secrets,
    store: new PersistentStore(opts.records),
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: MAX_AGE_MS, path: '/' },
  })
}

export function currentUserId(req: { session?: { userId?: string } }): string | undefined {
  return req.session?.userId
}
