import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetMockDb, setMockOptions, setMockScenario } from './node.ts'
import { resetMockOptions } from './scenarios.ts'
import { MockClient } from './test-client.ts'

beforeEach(() => resetMockDb())
afterEach(() => {
  setMockScenario(null)
  resetMockOptions()
})

const generate = { examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count: 1 }

describe('scenarios', () => {
  it('ai-down: tutor, coach and generation answer 503; everything else works', async () => {
    setMockScenario('ai-down')
    const client = new MockClient()
    for (const [path, body] of [
      ['/api/tutor/chat', { message: 'hello' }],
      ['/api/ai/chat', { message: 'hello' }],
      ['/api/questions/generate', generate],
    ] as const) {
      const res = await client.call('POST', path, body)
      expect(res.status).toBe(503)
      expect(res.body).toMatchObject({ type: 'https://examready.app/problems/ai-unavailable', status: 503 })
    }
    // Validation still comes first, as on the server.
    expect((await client.call('POST', '/api/questions/generate', { ...generate, section: 'Nope' })).status).toBe(400)
    expect((await client.call('GET', '/api/questions?limit=1')).status).toBe(200)
    setMockScenario(null)
    expect((await client.call('POST', '/api/tutor/chat', { message: 'hello' })).status).toBe(200)
  })

  it('slow: every call waits before it is answered', async () => {
    setMockOptions({ slowDelayMs: 300 })
    setMockScenario('slow')
    const started = Date.now()
    const res = await new MockClient().call('GET', '/api/health')
    expect(res.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('empty: no questions, exam types, sessions, progress, tutor sessions or recommendations', async () => {
    const client = new MockClient()
    const user = await client.register()
    const session = (
      await client.call('POST', '/api/practice/start', {
        userId: user.id,
        examType: 'SAT',
        countryCode: 'US',
        subjects: ['Math Calculator'],
      })
    ).body
    await client.call('PATCH', `/api/practice/sessions/${session.id}`, {
      questionsAttempted: 4,
      questionsCorrect: 1,
      completed: true,
    })
    await client.call('POST', '/api/tutor/chat', { message: 'hi', userId: user.id })
    setMockScenario('empty')
    expect((await client.call('GET', '/api/questions')).body).toEqual([])
    expect((await client.call('GET', '/api/exam-types')).body).toEqual([])
    expect((await client.call('GET', `/api/sessions/${user.id}`)).body).toEqual([])
    expect((await client.call('GET', `/api/progress/${user.id}`)).body).toEqual([])
    expect((await client.call('GET', `/api/tutor/sessions/${user.id}`)).body).toEqual([])
    expect((await client.call('POST', '/api/analysis/weaknesses', { userId: user.id })).body).toEqual({
      recommendations: [],
    })
    expect((await client.call('POST', '/api/questions/generate', generate)).body).toEqual([])
    expect((await client.call('GET', '/api/auth/user')).body).toMatchObject({ streak: 0, overallAccuracy: 0 })
    // The catalogue stays, so the app can still be navigated.
    expect((await client.call('GET', '/api/catalog')).body.countries).toHaveLength(4)
    setMockScenario(null)
    expect((await client.call('GET', `/api/sessions/${user.id}`)).body).toHaveLength(1)
  })

  it('server-error: every call answers 500 problem+json', async () => {
    setMockScenario('server-error')
    const client = new MockClient()
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/catalog'],
      ['GET', '/api/login'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const res = await client.call(
        method,
        path,
        method === 'POST' ? { email: 'a@example.test', password: 'x' } : undefined,
      )
      expect(res.status).toBe(500)
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
      expect(res.body).toMatchObject({ status: 500, title: 'Internal error' })
    }
  })

  it('unauthenticated: auth/user and everything needing sign-in answer 401; public calls work', async () => {
    const client = new MockClient()
    const user = await client.register()
    setMockScenario('unauthenticated')
    expect((await client.call('GET', '/api/auth/user')).status).toBe(401)
    expect((await client.call('GET', `/api/progress/${user.id}`)).status).toBe(401)
    expect(
      (
        await client.call('POST', '/api/practice/start', {
          userId: user.id,
          examType: 'SAT',
          countryCode: 'US',
          subjects: [],
        })
      ).status,
    ).toBe(401)
    expect((await client.call('GET', '/api/login?returnTo=%2Fprogress')).headers.get('location')).toBe(
      '/login?redirectTo=%2Fprogress',
    )
    expect((await client.call('GET', '/api/catalog')).status).toBe(200)
    // Signed out, a chat is answered and kept in the browser only (decision 058): no stored session.
    expect((await client.call('POST', '/api/tutor/chat', { message: 'hi' })).body.session).toBeNull()
    setMockScenario(null)
    expect((await client.call('GET', '/api/auth/user')).status).toBe(200)
  })

  it('a browser chooses its own scenario: the mock-scenario cookie, or ?mockScenario= which also sets it', async () => {
    const client = new MockClient()
    client.cookies.set('mock-scenario', 'server-error')
    expect((await client.call('GET', '/api/health')).status).toBe(500)
    expect((await new MockClient().call('GET', '/api/health')).status).toBe(200)

    const res = await client.call('GET', '/api/exam-types?mockScenario=empty')
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    expect(res.headers.get('x-mock-scenario')).toBe('empty')
    expect(client.cookies.get('mock-scenario')).toBe('empty')
    expect((await client.call('GET', '/api/questions')).body).toEqual([])

    // none clears it, and wins over an in-process scenario for this call.
    setMockScenario('server-error')
    expect((await client.call('GET', '/api/health?mockScenario=none')).status).toBe(200)
    expect(client.cookies.has('mock-scenario')).toBe(false)
    expect((await client.call('GET', '/api/health')).status).toBe(500)
  })

  it('rejects unknown scenario names', () => {
    expect(() => setMockScenario('flaky' as never)).toThrow(/Unknown mock scenario/)
  })
})
