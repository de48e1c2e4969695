import { randomBytes } from 'node:crypto'
import { findOperation } from '../document.ts'
import type { Case } from '../harness.ts'
import { expect, expectProblem } from '../harness.ts'

const RULE = '#/paths/~1api~1auth~1login/post/x-rate-limit'

export const rateLimitCases: Case[] = [
  {
    name: 'sign-in attempts are rate limited with 429 problem+json and Retry-After',
    operation: 'POST /api/auth/login',
    async run(t) {
      const client = t.client()
      // Well-formed sign-ins with a wrong password: they fail with 401 under any reasonable rule (whether a server
      // counts every failed attempt or only wrong passwords), and the document says failed sign-ins are limited.
      const body = { email: `nobody-${randomBytes(4).toString('hex')}@example.test`, password: 'wrong-password-1' }
      // The document's upper bound (x-rate-limit.maxFailedAttemptsPerWindow), plus the one answered 429.
      const documented = findOperation('post', '/api/auth/login').op['x-rate-limit']?.maxFailedAttemptsPerWindow
      const attempts = t.options.rateLimitAttempts ?? (Number.isInteger(documented) ? documented + 1 : 401)
      for (let i = 0; i < attempts; i++) {
        const res = await client.call('post', '/api/auth/login', { body })
        if (res.status === 429) {
          expectProblem(res, 429)
          expect(
            Number(res.headers.get('retry-after')) > 0,
            'a 429 carries Retry-After in seconds',
            '#/components/responses/TooManyRequests/headers/Retry-After',
          )
          return
        }
        expectProblem(res, 401)
      }
      expect(
        false,
        `no 429 after ${attempts} failed sign-ins in a row from one client (x-rate-limit; --rate-limit-attempts)`,
        RULE,
      )
    },
  },
]
