import { randomBytes } from 'node:crypto'
import type { ApiResponse } from '../client.ts'
import { sessionCookieName } from '../document.ts'
import type { Case } from '../harness.ts'
import {
  expect,
  expectProblem,
  expectStatus,
  randomSessionValue,
  redirectTarget,
  sessionSetCookie,
} from '../harness.ts'

const COOKIE_RULE = '#/paths/~1api~1auth~1register/post/responses/201/headers/Set-Cookie'
const LOGIN_RULE = '#/paths/~1api~1login/get/description'

export const authCases: Case[] = [
  {
    name: 'register signs the new user in with an HttpOnly, SameSite=Lax session cookie',
    operation: 'POST /api/auth/register',
    async run(t) {
      const client = t.client()
      const email = `contract-${randomBytes(6).toString('hex')}@example.test`
      const res = await client.call('post', '/api/auth/register', {
        body: { email, password: 'long-enough-1', firstName: 'Olena' },
      })
      expectStatus(res, 201)
      t.created.users.push({ id: res.body.id, email })
      expect(res.body.email === email && res.body.firstName === 'Olena', 'the user echoes email and firstName')
      expect(res.body.streak === 0 && res.body.overallAccuracy === 0, 'a new user has streak 0 and accuracy 0')
      const cookie = sessionSetCookie(res)
      expect(cookie, `register must set the ${sessionCookieName()} cookie (securitySchemes.cookieSession)`, COOKIE_RULE)
      expect(/;\s*HttpOnly/i.test(cookie), 'the session cookie must be HttpOnly', COOKIE_RULE)
      expect(/;\s*SameSite=Lax/i.test(cookie), 'the session cookie must be SameSite=Lax', COOKIE_RULE)
      expect(/;\s*Path=\/(;|$)/i.test(cookie), 'the session cookie must have Path=/', COOKIE_RULE)
      const me = await client.call('get', '/api/auth/user')
      expectStatus(me, 200)
      expect(me.body.id === res.body.id, 'auth/user returns the registered user')
    },
  },
  {
    name: 'register with a taken email answers 409',
    operation: 'POST /api/auth/register',
    async run(t) {
      const { email } = await t.existingUser('Stranger')
      const res = await t.client().call('post', '/api/auth/register', {
        body: { email: email.toUpperCase(), password: 'another-password', firstName: 'Twin' },
      })
      expectProblem(res, 409)
    },
  },
  {
    name: 'register rejects a short password, a bad email and a blank name with field errors',
    operation: 'POST /api/auth/register',
    async run(t) {
      const client = t.client()
      const short = await client.call('post', '/api/auth/register', {
        body: { email: 'x@example.test', password: 'short', firstName: 'A' },
      })
      expectProblem(short, 400)
      expect(
        short.body.errors?.some((e: any) => e.path.includes('password')),
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
    operation: 'POST /api/auth/login',
    async run(t) {
      const { client, email, password, user } = await t.existingUser('Worker')
      const before = client.sessionCookie()
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
        client.sessionCookie() && client.sessionCookie() !== before,
        'login must issue a new session id',
        '#/paths/~1api~1auth~1login/post/responses/200/description',
      )
    },
  },
  {
    name: 'GET /api/auth/user signed out answers 401, also with a session cookie the server never issued',
    operation: 'GET /api/auth/user',
    async run(t) {
      expectProblem(await t.client().call('get', '/api/auth/user'), 401)
      const unknown = t.client()
      unknown.setCookie(sessionCookieName(), randomSessionValue())
      expectProblem(await unknown.call('get', '/api/auth/user'), 401)
      // A real session cookie with its value changed (one character flipped) is no session either.
      const { client } = await t.existingUser('Stranger')
      const value = client.sessionCookie()!
      const tampered = t.client()
      tampered.setCookie(sessionCookieName(), value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A'))
      expectProblem(await tampered.call('get', '/api/auth/user'), 401)
    },
  },
  {
    name: 'GET /api/login redirects to the sign-in page with a safe return path',
    operation: 'GET /api/login',
    async run(t) {
      const base = new URL(t.target.baseUrl)
      const signInPage = (res: ApiResponse) => {
        const to = redirectTarget(res, t.target.baseUrl)
        expect(
          to && to.origin === base.origin && to.pathname === '/login',
          `Location must be this site's /login page, was ${res.headers.get('location')}`,
          LOGIN_RULE,
        )
        return to.searchParams.get('redirectTo')
      }
      const res = await t.client().call('get', '/api/login', { query: { returnTo: '/progress' } })
      expectStatus(res, 302)
      expect(
        signInPage(res) === '/progress',
        `redirectTo must be /progress (Location ${res.headers.get('location')})`,
        LOGIN_RULE,
      )
      for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
        const r = await t.client().call('get', '/api/login', { query: { returnTo: evil } })
        expectStatus(r, 302)
        expect(
          signInPage(r) === '/',
          `returnTo ${evil} must become /, Location was ${r.headers.get('location')}`,
          LOGIN_RULE,
        )
      }
      const { client } = await t.existingUser('Stranger')
      const signedIn = await client.call('get', '/api/login', { query: { returnTo: '/progress' } })
      expectStatus(signedIn, 302)
      const to = redirectTarget(signedIn, t.target.baseUrl)
      expect(
        to?.origin === base.origin && `${to.pathname}${to.search}` === '/progress',
        `a signed-in user goes straight to the return path (Location ${signedIn.headers.get('location')})`,
        LOGIN_RULE,
      )
    },
  },
  {
    name: 'GET /api/logout ends the session: the old cookie no longer works',
    operation: 'GET /api/logout',
    async run(t) {
      const { client } = await t.existingUser('Stranger')
      const stolen = client.clone()
      const res = await client.call('get', '/api/logout')
      expectStatus(res, 302)
      const to = redirectTarget(res, t.target.baseUrl)
      expect(
        to?.origin === new URL(t.target.baseUrl).origin && to.pathname === '/' && !to.search,
        `logout redirects to / (Location ${res.headers.get('location')})`,
        '#/paths/~1api~1logout/get/responses/302/headers/Location',
      )
      expectProblem(await client.call('get', '/api/auth/user'), 401)
      expectProblem(await stolen.call('get', '/api/auth/user'), 401)
      const again = await t.client().call('get', '/api/logout')
      expectStatus(again, 302)
    },
  },
]
