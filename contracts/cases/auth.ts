import { randomBytes } from 'node:crypto'
import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus, sessionCookie } from '../harness.ts'

export const authCases: Case[] = [
  {
    name: 'register signs the new user in with an HttpOnly, SameSite=Lax session cookie',
    async run(t) {
      const client = t.client()
      const email = `contract-${randomBytes(6).toString('hex')}@example.test`
      const res = await client.call('post', '/api/auth/register', {
        body: { email, password: 'long-enough-1', firstName: 'Olena' },
      })
      expectStatus(res, 201)
      expect(res.body.email === email && res.body.firstName === 'Olena', 'the user echoes email and firstName')
      expect(res.body.streak === 0 && res.body.overallAccuracy === 0, 'a new user has streak 0 and accuracy 0')
      const cookie = sessionCookie(res)
      expect(cookie, 'register must set the examready.sid cookie')
      expect(/;\s*HttpOnly/i.test(cookie), 'the session cookie must be HttpOnly')
      expect(/;\s*SameSite=Lax/i.test(cookie), 'the session cookie must be SameSite=Lax')
      expect(/;\s*Path=\//i.test(cookie), 'the session cookie must have Path=/')
      const me = await client.call('get', '/api/auth/user')
      expectStatus(me, 200)
      expect(me.body.id === res.body.id, 'auth/user returns the registered user')
    },
  },
  {
    name: 'register with a taken email answers 409',
    async run(t) {
      const { email } = await t.newUser()
      const res = await t.client().call('post', '/api/auth/register', {
        body: { email: email.toUpperCase(), password: 'another-password', firstName: 'Twin' },
      })
      expectProblem(res, 409)
    },
  },
  {
    name: 'register rejects a short password, a bad email and a blank name with field errors',
    async run(t) {
      const client = t.client()
      const short = await client.call('post', '/api/auth/register', {
        body: { email: 'x@example.test', password: 'short', firstName: 'A' },
      })
      expectProblem(short, 400)
      expect(
        short.body.errors?.some((e) => e.path.includes('password')),
        'errors name the password field',
      )
      const email = await client.call('post', '/api/auth/register', {
        body: { email: 'not-an-email', password: 'long-enough-1', firstName: 'A' },
      })
      expectProblem(email, 400)
      const blank = await client.call('post', '/api/auth/register', {
        body: { email: 'y@example.test', password: 'long-enough-1', firstName: '' },
      })
      expectProblem(blank, 400)
    },
  },
  {
    name: 'login: wrong password and unknown email get the same 401; the right one a new session id',
    async run(t) {
      const { client, email, password, user } = await t.newUser()
      const before = client.cookies.get('examready.sid')
      const wrong = await t.client().call('post', '/api/auth/login', { body: { email, password: 'wrong-password' } })
      expectProblem(wrong, 401)
      const unknown = await t.client().call('post', '/api/auth/login', {
        body: { email: `nobody-${randomBytes(4).toString('hex')}@example.test`, password: 'wrong-password' },
      })
      expectProblem(unknown, 401)
      expect(
        wrong.body.detail === unknown.body.detail && wrong.body.title === unknown.body.title,
        'the two 401s must not tell which part was wrong',
      )
      const ok = await client.call('post', '/api/auth/login', { body: { email, password } })
      expectStatus(ok, 200)
      expect(ok.body.id === user.id, 'login returns the user')
      expect(
        client.cookies.get('examready.sid') && client.cookies.get('examready.sid') !== before,
        'login must issue a new session id',
      )
    },
  },
  {
    name: 'GET /api/auth/user signed out answers 401',
    async run(t) {
      expectProblem(await t.client().call('get', '/api/auth/user'), 401)
      const forged = t.client()
      forged.cookies.set('examready.sid', 's%3Aforged.signature')
      expectProblem(await forged.call('get', '/api/auth/user'), 401)
    },
  },
  {
    name: 'GET /api/login redirects to the sign-in page with a safe return path',
    async run(t) {
      const res = await t.client().call('get', '/api/login', { query: { returnTo: '/progress' } })
      expectStatus(res, 302)
      expect(
        res.headers.get('location') === '/login?redirectTo=%2Fprogress',
        `Location was ${res.headers.get('location')}`,
      )
      for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
        const r = await t.client().call('get', '/api/login', { query: { returnTo: evil } })
        expect(
          r.headers.get('location') === '/login?redirectTo=%2F',
          `returnTo ${evil} must become /, Location was ${r.headers.get('location')}`,
        )
      }
      const { client } = await t.newUser()
      const signedIn = await client.call('get', '/api/login', { query: { returnTo: '/progress' } })
      expectStatus(signedIn, 302)
      expect(signedIn.headers.get('location') === '/progress', 'a signed-in user goes straight to the return path')
    },
  },
  {
    name: 'GET /api/logout ends the session: the old cookie no longer works',
    async run(t) {
      const { client } = await t.newUser()
      const stolen = client.clone()
      const res = await client.call('get', '/api/logout')
      expectStatus(res, 302)
      expect(res.headers.get('location') === '/', 'logout redirects to /')
      expectProblem(await client.call('get', '/api/auth/user'), 401)
      expectProblem(await stolen.call('get', '/api/auth/user'), 401)
      const again = await t.client().call('get', '/api/logout')
      expectStatus(again, 302)
    },
  },
]
