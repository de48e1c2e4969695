import type { Case } from '../harness.ts'
import { expect, expectProblem } from '../harness.ts'

const MAX_ATTEMPTS = 400

export const rateLimitCases: Case[] = [
  {
    name: 'sign-in attempts are rate limited with 429 problem+json and Retry-After',
    async run(t) {
      const client = t.client()
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        const res = await client.call('post', '/api/auth/login', { body: { email: 'nobody@example.test' } })
        if (res.status === 429) {
          expectProblem(res, 429)
          expect(Number(res.headers.get('retry-after')) > 0, 'a 429 carries Retry-After in seconds')
          return
        }
        expectProblem(res, 400)
      }
      expect(false, `no 429 after ${MAX_ATTEMPTS} sign-in attempts in a row`)
    },
  },
]
