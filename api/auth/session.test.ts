import type { AddressInfo } from 'node:net'
import express from 'express'
import type session from 'express-session'
import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../store/memory.ts'
import type { AuthSessionStore } from '../store/types.ts'
import { hashPassword, hashPoolState, HASH_CONCURRENCY } from './password.ts'
import {
  ABSOLUTE_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  PersistentStore,
  sessionCookieName,
  sessionMiddleware,
  TOUCH_INTERVAL_MS,
} from './session.ts'

const MIN = 60_000
const DAY = 24 * 60 * MIN

function setup() {
  let now = Date.UTC(2026, 10, 24)
  const inner = createMemoryStore([]).authSessions
  let writes = 0
  const records: AuthSessionStore = {
    ...inner,
    set: (sid, record) => {
      writes++
      return inner.set(sid, record)
    },
  }
  const store = new PersistentStore(records, () => now)
  const call = <T>(fn: (cb: (err: unknown, value?: T) => void) => void) =>
    new Promise<T | undefined>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))))
  const get = (sid: string) => call<session.SessionData | null>((cb) => store.get(sid, cb))
  const set = (sid: string, data: object) => call<void>((cb) => store.set(sid, data as session.SessionData, cb))
  /** What express-session does on a request that changes nothing: load, then touch. */
  const request = async (sid: string) => {
    const data = await get(sid)
    if (data) await call<void>((cb) => store.touch(sid, data, () => cb(null)))
    return data
  }
  return {
    store,
    get,
    set,
    request,
    writes: () => writes,
    advance: (ms: number) => void (now += ms),
  }
}

describe('sessions (issue 11, item 8)', () => {
  it('touches the stored session at most once per interval, not on every request', async () => {
    const s = setup()
    await s.set('sid1', { userId: 'usr_1', cookie: {} })
    expect(s.writes()).toBe(1)
    for (let i = 0; i < 100; i++) {
      s.advance(1000)
      expect(await s.request('sid1')).toBeTruthy()
    }
    expect(s.writes()).toBe(1)
    s.advance(TOUCH_INTERVAL_MS)
    await s.request('sid1')
    expect(s.writes()).toBe(2)
  })

  it('ends a session after the idle timeout', async () => {
    const s = setup()
    await s.set('idle', { userId: 'usr_1', cookie: {} })
    s.advance(IDLE_TIMEOUT_MS - MIN)
    expect(await s.request('idle')).toBeTruthy()
    s.advance(IDLE_TIMEOUT_MS + MIN)
    expect(await s.request('idle')).toBeNull()
  })

  it('ends a session at the absolute timeout even when it is used every day', async () => {
    const s = setup()
    await s.set('busy', { userId: 'usr_1', cookie: {} })
    let days = 0
    while ((await s.request('busy')) && days < 60) {
      s.advance(DAY)
      days++
    }
    expect(days).toBe(Math.ceil(ABSOLUTE_TIMEOUT_MS / DAY))
  })

  it('prunes expired sessions', async () => {
    const s = setup()
    await s.set('old', { userId: 'usr_1', cookie: {} })
    s.advance(IDLE_TIMEOUT_MS - DAY)
    await s.set('new', { userId: 'usr_2', cookie: {} })
    s.advance(2 * DAY)
    expect(await s.store.prune()).toBe(1)
    expect(await s.get('new')).toBeTruthy()
  })

  it('names the cookie __Host-examready.sid only when cookies are always secure', () => {
    expect(sessionCookieName(true)).toBe('__Host-examready.sid')
    expect(sessionCookieName('auto')).toBe('examready.sid')
    expect(sessionCookieName(false)).toBe('examready.sid')
  })
})

describe('password hashing in a bounded pool (issue 11, item 8)', () => {
  it(`runs at most ${HASH_CONCURRENCY} hashes at once, the rest wait`, async () => {
    let maxActive = 0
    const timer = setInterval(() => (maxActive = Math.max(maxActive, hashPoolState().active)), 1)
    const hashes = Array.from({ length: 5 }, (_, i) => hashPassword(`pool-${i}`))
    await new Promise((r) => setTimeout(r, 5))
    expect(hashPoolState().pending).toBeGreaterThan(0)
    await Promise.all(hashes)
    clearInterval(timer)
    expect(maxActive).toBe(HASH_CONCURRENCY)
    expect(hashPoolState()).toEqual({ active: 0, pending: 0 })
  }, 60_000)
})

describe('reads without a session cookie (issue 15: API reads)', () => {
  it('get no session object and no cookie; a sign-in POST still makes one, and a later read finds it', async () => {
    const app = express()
    app.use(
      sessionMiddleware({
        records: createMemoryStore([]).authSessions,
        secrets: ['s'.repeat(32)],
        secure: false,
        prune: false,
      }),
    )
    app.get('/who', (req, res) =>
      res.json({ hasSession: req.session !== undefined, userId: req.session?.userId ?? null }),
    )
    app.post('/sign-in', (req, res) => {
      req.session.userId = 'u1'
      req.session.save(() => res.json({ ok: true }))
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const anonymous = await fetch(`${base}/who`, { headers: { cookie: 'lng=uk' } })
      expect(await anonymous.json()).toEqual({ hasSession: false, userId: null })
      expect(anonymous.headers.get('set-cookie')).toBeNull()
      const signIn = await fetch(`${base}/sign-in`, { method: 'POST' })
      const cookie = signIn.headers.get('set-cookie')!.split(';')[0]
      expect(cookie).toMatch(/^examready\.sid=/)
      const signedIn = await fetch(`${base}/who`, { headers: { cookie: `lng=uk; ${cookie}` } })
      expect(await signedIn.json()).toEqual({ hasSession: true, userId: 'u1' })
    } finally {
      server.close()
    }
  })
})
