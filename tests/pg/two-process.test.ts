import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresAvailable, startTestDatabase, type TestDatabase } from './cluster.ts'
import { startApiProcess, type ApiProcess } from './processes.ts'

/**
 * Two app processes on one database behave as one server: sign in on one and continue on the other, patch one
 * practice session from both at once, share rate limits, and sign out everywhere at once. Neither process is
 * given SESSION_SECRET: they agree on the one kept in the database.
 */
describe.skipIf(!postgresAvailable())('two app processes on one PostgreSQL database', () => {
  let db: TestDatabase
  let a: ApiProcess
  let b: ApiProcess
  beforeAll(async () => {
    db = await startTestDatabase()
    const env = { DATABASE_URL: db.url, AUTH_RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_MINUTE: '100000' }
    // Started together: the migration lock makes one migrate and the other wait.
    ;[a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)])
  }, 60_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.stop()
  })

  const call = async (server: ApiProcess, method: string, url: string, body?: unknown, cookie?: string) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    const text = await res.text()
    const json = /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : undefined
    return { status: res.status, body: json, setCookie: res.headers.get('set-cookie') }
  }

  it('signs in on one process and continues on the other', async () => {
    const email = `two-${Date.now()}@example.com`
    const reg = await call(a, 'POST', '/api/auth/register', { email, password: 'correct horse', firstName: 'Iryna' })
    expect(reg.status).toBe(201)
    const cookie = reg.setCookie!.split(';')[0]
    const me = await call(b, 'GET', '/api/auth/user', undefined, cookie)
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ id: reg.body.id, email })

    // Sign in again on B (a new session id), continue on A; the old cookie no longer works anywhere after logout.
    const login = await call(b, 'POST', '/api/auth/login', { email, password: 'correct horse' })
    expect(login.status).toBe(200)
    const cookie2 = login.setCookie!.split(';')[0]
    expect(cookie2).not.toBe(cookie)
    expect((await call(a, 'GET', '/api/auth/user', undefined, cookie2)).status).toBe(200)
    expect((await call(a, 'GET', '/api/logout', undefined, cookie2)).status).toBe(302)
    expect((await call(b, 'GET', '/api/auth/user', undefined, cookie2)).status).toBe(401)
    expect((await call(b, 'GET', '/api/auth/user', undefined, cookie)).status).toBe(200)
  }, 60_000)

  it('loses none of 20 concurrent PATCHes to one session sent to both processes', async () => {
    const email = `patch-${Date.now()}@example.com`
    const reg = await call(b, 'POST', '/api/auth/register', { email, password: 'correct horse', firstName: 'Piotr' })
    const cookie = reg.setCookie!.split(';')[0]
    const userId = reg.body.id as string
    const start = await call(
      a,
      'POST',
      '/api/practice/start',
      { userId, examType: 'NMT', countryCode: 'UA', subjects: ['Mathematics'] },
      cookie,
    )
    expect(start.status).toBe(201)
    const kinds = [
      { totalTime: 420 },
      { subjectScores: { Mathematics: 75 } },
      { topicBreakdown: { Algebra: { correct: 3, total: 4 } } },
      { questionsAttempted: 4, questionsCorrect: 3 },
      { completed: true },
    ]
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? a : b, 'PATCH', `/api/practice/sessions/${start.body.id}`, kinds[i % 5], cookie),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    const list = await call(b, 'GET', `/api/sessions/${userId}`, undefined, cookie)
    expect(list.body).toHaveLength(1)
    expect(list.body[0]).toMatchObject({
      totalTime: 420,
      subjectScores: { Mathematics: 75 },
      topicBreakdown: { Algebra: { correct: 3, total: 4 } },
      questionsAttempted: 4,
      questionsCorrect: 3,
      scorePercentage: 75,
      completed: true,
    })
  }, 60_000)

  it('counts failed sign-ins against one shared limit', async () => {
    // 2 failed attempts a minute in all: alternating processes, the 3rd gets 429 (each alone would allow it).
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await call(i % 2 ? a : b, 'POST', '/api/auth/login', { email: 'nobody@example.com', password: 'wrong pass' }))
          .status,
      )
    expect(statuses).toEqual([401, 401, 429])
  }, 60_000)
})
