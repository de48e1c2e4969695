import { randomBytes } from 'node:crypto'
import type { ApiResponse } from '../client.ts'
import { findOperation } from '../document.ts'
import type { Case } from '../harness.ts'
import { expect, expectProblem } from '../harness.ts'

const RULE = '#/paths/~1api~1auth~1login/post/x-rate-limit'
/**
 * Sign-ins kept in flight at once. A limit per minute must be reachable even when each answer is slow (password
 * hashing on a busy machine): a limiter counts a request when it arrives, so with more attempts in flight than the
 * limit a 429 comes at once, however long each hash takes. Once it has come, the attempts still waiting are dropped.
 */
const IN_FLIGHT = 72

export const rateLimitCases: Case[] = [
  {
    name: 'sign-in attempts are rate limited with 429 problem+json and Retry-After',
    operation: 'POST /api/auth/login',
    async run(t) {
      // Well-formed sign-ins with a wrong password: they fail with 401, which counts under any reasonable rule
      // (whether a server counts every failed attempt or only wrong credentials), see x-rate-limit.
      const body = { email: `nobody-${randomBytes(4).toString('hex')}@example.test`, password: 'wrong-password-1' }
      // The document's upper bound (x-rate-limit.maxFailedAttemptsPerWindow), plus the one answered 429.
      const documented = findOperation('post', '/api/auth/login').op['x-rate-limit']?.maxFailedAttemptsPerWindow
      const attempts = t.options.rateLimitAttempts ?? (Number.isInteger(documented) ? documented + 1 : 401)
      const started = Date.now()
      const timeoutMs = Math.max(t.options.timeoutMs, 60_000)
      let sent = 0
      let limited: ApiResponse | undefined
      const unexpected: string[] = []
      const noAnswer: string[] = []
      const stop = new AbortController()
      const worker = async () => {
        while (sent < attempts && !limited) {
          sent++
          try {
            const res = await t.client().call('post', '/api/auth/login', { body, timeoutMs, signal: stop.signal })
            if (res.status === 429) {
              limited ??= res
              stop.abort()
            } else if (res.status !== 401) unexpected.push(`${res.status} ${res.text.slice(0, 200)}`)
          } catch (error) {
            // Dropped after the 429, or no answer within the timeout: only the 429 matters here.
            if (!stop.signal.aborted) noAnswer.push((error as Error).message)
          }
        }
      }
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
      expect(unexpected.length === 0, `a failed sign-in must get 401 (or 429): got ${unexpected[0]}`)
      if (limited) {
        expectProblem(limited, 429)
        expect(
          Number(limited.headers.get('retry-after')) > 0,
          'a 429 carries Retry-After in seconds',
          '#/components/responses/TooManyRequests/headers/Retry-After',
        )
        return
      }
      const seconds = (Date.now() - started) / 1000
      expect(
        false,
        `no 429 after ${attempts} failed sign-ins from one client in ${seconds.toFixed(0)} s ` +
          `(${Math.round((attempts / seconds) * 60)} per minute; --rate-limit-attempts sets how many are tried)` +
          (noAnswer.length ? `; ${noAnswer.length} got no answer, e.g. ${noAnswer[0]}` : ''),
        RULE,
      )
    },
  },
]
