import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus, sessionSetCookie } from '../harness.ts'

const EXPORT_RULE = '#/paths/~1api~1account~1export/get/description'
const DELETE_RULE = '#/paths/~1api~1account~1delete/post/description'

export const accountCases: Case[] = [
  {
    name: 'download my data: the profile without a password hash and the practice session just started',
    operation: 'GET /api/account/export',
    async run(t) {
      const { client, user, email } = await t.existingUser('Worker')
      const start = await client.call('post', '/api/practice/start', {
        body: {
          userId: user.id,
          examType: 'SAT',
          countryCode: 'US',
          province: null,
          subjects: ['Math'],
          questionsAttempted: 0,
          questionsCorrect: 0,
          totalTime: 0,
          completed: false,
        },
      })
      expectStatus(start, 201)
      t.created.practiceSessions.push(start.body.id)
      const res = await client.call('get', '/api/account/export')
      expectStatus(res, 200)
      const data = res.body
      expect(data.profile.id === user.id && data.profile.email === email, 'the profile is the caller’s', EXPORT_RULE)
      expect(data.profile.hasPassword === true, 'an account made with a password says so', EXPORT_RULE)
      expect(!/scrypt|argon|bcrypt|\$2[aby]\$/i.test(res.text), 'no password hash is exported', EXPORT_RULE)
      expect(
        data.practiceSessions.some((s: { id: string }) => s.id === start.body.id),
        'the practice session started is exported',
        EXPORT_RULE,
      )
      const signedOut = await t.client().call('get', '/api/account/export')
      expectProblem(signedOut, 401)
      const profile = await client.call('get', '/api/account/profile')
      expectStatus(profile, 200)
      expect(profile.body.id === user.id && profile.body.hasPassword === true, 'the profile is the export’s')
      expectProblem(await t.client().call('get', '/api/account/profile'), 401)
    },
  },
  {
    name: 'delete my account: a wrong password removes nothing; the right one deletes it and signs out',
    operation: 'POST /api/account/delete',
    async run(t) {
      const { client, email, password } = await t.newUser()
      const wrong = await client.call('post', '/api/account/delete', { body: { password: `${password}-not` } })
      expectProblem(wrong, 403)
      const missing = await client.call('post', '/api/account/delete', { body: {} })
      expectProblem(missing, 403)
      expectStatus(await client.call('get', '/api/auth/user'), 200)
      // A second device of the same student, signed in before the deletion.
      const other = t.client()
      expectStatus(await other.call('post', '/api/auth/login', { body: { email, password } }), 200)

      const res = await client.call('post', '/api/account/delete', { body: { password } })
      expectStatus(res, 204)
      const cleared = sessionSetCookie(res)
      expect(cleared !== undefined, 'the session cookie is cleared', DELETE_RULE)
      t.created.users = t.created.users.filter((u) => u.email !== email)
      expectProblem(await client.call('get', '/api/auth/user'), 401)
      expectProblem(await other.call('get', '/api/auth/user'), 401)
      expectProblem(await other.call('get', '/api/account/export'), 401)
      const login = await t.client().call('post', '/api/auth/login', { body: { email, password } })
      expectProblem(login, 401)
    },
  },
]
