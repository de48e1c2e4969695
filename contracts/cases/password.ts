import { randomBytes } from 'node:crypto'
import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus } from '../harness.ts'

const RESET_RULE = '#/paths/~1api~1auth~1password-reset/post/description'
const CONFIRM_RULE = '#/paths/~1api~1auth~1password-reset~1confirm/post/description'
const CHANGE_RULE = '#/paths/~1api~1auth~1password/post/description'
const namesField = (res: { body: any }, field: string) =>
  res.body?.errors?.some((e: { path: string }) => e.path.endsWith(field))
const strongPassword = () => `lantern-${randomBytes(6).toString('hex')}-orbit`

export const passwordCases: Case[] = [
  {
    name: 'password change needs the current password, refuses a weak one, ends the other sessions',
    operation: 'POST /api/auth/password',
    async run(t) {
      const { client, email, password, user } = await t.newUser()
      const signedOut = await t.client().call('post', '/api/auth/password', {
        body: { currentPassword: password, newPassword: strongPassword() },
      })
      expectProblem(signedOut, 401)
      const wrong = await client.call('post', '/api/auth/password', {
        body: { currentPassword: 'not-my-password', newPassword: strongPassword() },
      })
      expectProblem(wrong, 400)
      expect(namesField(wrong, 'currentPassword'), 'a wrong current password names currentPassword', CHANGE_RULE)
      const weak = await client.call('post', '/api/auth/password', {
        body: { currentPassword: password, newPassword: 'password1' },
      })
      expectProblem(weak, 400)
      expect(namesField(weak, 'newPassword'), 'a weak new password names newPassword', CHANGE_RULE)
      // The same student signed in elsewhere: that session ends with the change.
      const elsewhere = t.client()
      expectStatus(await elsewhere.call('post', '/api/auth/login', { body: { email, password } }), 200)
      const before = client.sessionCookie()
      const newPassword = strongPassword()
      const changed = await client.call('post', '/api/auth/password', {
        body: { currentPassword: password, newPassword },
      })
      expectStatus(changed, 200)
      expect(changed.body.id === user.id, 'the change answers the user')
      expect(client.sessionCookie() && client.sessionCookie() !== before, 'a new session id is issued', CHANGE_RULE)
      expectStatus(await client.call('get', '/api/auth/user'), 200)
      expectProblem(await elsewhere.call('get', '/api/auth/user'), 401)
      expectProblem(await t.client().call('post', '/api/auth/login', { body: { email, password } }), 401)
      const again = await t.client().call('post', '/api/auth/login', { body: { email, password: newPassword } })
      expectStatus(again, 200)
    },
  },
  {
    name: 'password reset: the same 202 with or without an account; an unknown token is a 400 naming the token',
    operation: 'POST /api/auth/password-reset',
    async run(t) {
      const { email } = await t.newUser()
      const known = await t.client().call('post', '/api/auth/password-reset', { body: { email, language: 'pl' } })
      const unknown = await t.client().call('post', '/api/auth/password-reset', {
        body: { email: `nobody-${randomBytes(4).toString('hex')}@example.test` },
      })
      expectStatus(known, 202)
      expectStatus(unknown, 202)
      expect(known.text === unknown.text, 'both answers must be alike, so neither tells an account exists', RESET_RULE)
      const bogus = await t.client().call('post', '/api/auth/password-reset/confirm', {
        body: { token: randomBytes(32).toString('base64url'), newPassword: strongPassword() },
      })
      expectProblem(bogus, 400)
      expect(namesField(bogus, 'token'), 'an unknown token names the token field', CONFIRM_RULE)
    },
  },
]
