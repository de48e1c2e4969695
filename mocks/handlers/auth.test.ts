import { beforeEach, describe, expect, it } from 'vitest'
import { resetMockDb } from '../node.ts'
import { MockClient } from '../test-client.ts'

beforeEach(() => resetMockDb())

describe('auth mocks', () => {
  it('register sets the session cookie, auth/user knows the user, logout ends the session', async () => {
    const client = new MockClient()
    const res = await client.call('POST', '/api/auth/register', {
      email: 'Olena@Example.test',
      password: 'long-enough-1',
      firstName: ' Olena ',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ firstName: 'Olena', email: 'olena@example.test', streak: 0, overallAccuracy: 0 })
    const cookie = res.headers.getSetCookie()[0]
    expect(cookie).toMatch(/^examready\.sid=[A-Za-z0-9_-]{20,};/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)

    const me = await client.call('GET', '/api/auth/user')
    expect(me.status).toBe(200)
    expect(me.body.id).toBe(res.body.id)

    const stolen = new Map(client.cookies)
    const out = await client.call('GET', '/api/logout')
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/')
    expect(out.headers.getSetCookie()[0]).toMatch(/^examready\.sid=; .*Expires=Thu, 01 Jan 1970/)
    expect((await client.call('GET', '/api/auth/user')).status).toBe(401)

    // The old cookie is dead on the server side too, not only dropped by this client.
    const replay = new MockClient()
    for (const [k, v] of stolen) replay.cookies.set(k, v)
    const after = await replay.call('GET', '/api/auth/user')
    expect(after.status).toBe(401)
    expect(after.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(after.body).toMatchObject({ status: 401, title: 'Not signed in', detail: 'Sign in to use this.' })
  })

  it('login issues a new session id; wrong password and unknown email get the same 401', async () => {
    const client = new MockClient()
    const user = await client.register()
    const email = user.email
    const before = client.cookies.get('examready.sid')
    const wrong = await new MockClient().call('POST', '/api/auth/login', { email, password: 'wrong-password' })
    const unknown = await new MockClient().call('POST', '/api/auth/login', {
      email: 'nobody@example.test',
      password: 'wrong-password',
    })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    // The same problem, apart from each answer's own request id.
    const sameFor = (body: unknown) => ({ ...(body as object), requestId: expect.any(String) })
    expect(wrong.body).toEqual(sameFor(unknown.body))
    const ok = await client.call('POST', '/api/auth/login', { email: email.toUpperCase(), password: 'long-enough-1' })
    expect(ok.status).toBe(200)
    expect(client.cookies.get('examready.sid')).not.toBe(before)
    // The session the login replaced is gone.
    const old = new MockClient()
    old.cookies.set('examready.sid', before!)
    expect((await old.call('GET', '/api/auth/user')).status).toBe(401)
  })

  it('a taken email is 409; invalid input is 400 with field errors from the document', async () => {
    const client = new MockClient()
    const user = await client.register()
    expect(
      (
        await new MockClient().call('POST', '/api/auth/register', {
          email: user.email,
          password: 'long-enough-1',
          firstName: 'Twin',
        })
      ).status,
    ).toBe(409)
    const bad = await new MockClient().call('POST', '/api/auth/register', {
      email: 'x@example.test',
      password: 'short',
      firstName: 'A',
      extra: true,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { path: '/body/extra', message: 'must NOT have additional properties' },
      { path: '/body/password', message: 'must NOT have fewer than 8 characters' },
    ])
  })

  it('the sign-in navigation redirects with a safe return path', async () => {
    const anon = new MockClient()
    expect(
      (await anon.call('GET', `/api/login?returnTo=${encodeURIComponent('//evil.example')}`)).headers.get('location'),
    ).toBe('/login?redirectTo=%2F')
    const client = new MockClient()
    await client.register()
    expect(
      (await client.call('GET', `/api/login?returnTo=${encodeURIComponent('/progress')}`)).headers.get('location'),
    ).toBe('/progress')
  })

  it('counts failed sign-in attempts only: the 61st failure in a minute is 429 with Retry-After', async () => {
    const client = new MockClient()
    const user = await client.register()
    for (let i = 0; i < 60; i++) {
      expect((await new MockClient().call('POST', '/api/auth/login', { email: user.email })).status).toBe(400)
      if (i % 20 === 0)
        expect(
          (await new MockClient().call('POST', '/api/auth/login', { email: user.email, password: 'long-enough-1' }))
            .status,
        ).toBe(200)
    }
    const limited = await new MockClient().call('POST', '/api/auth/login', {
      email: user.email,
      password: 'long-enough-1',
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(limited.body).toMatchObject({ status: 429, title: 'Too many requests' })
  })
})
