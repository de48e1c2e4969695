// The API's rate limits per client address and per user, each answering 429 as problem+json with Retry-After.
import type express from 'express'
import { rateLimit, type Store as RateLimitStore } from 'express-rate-limit'
import type { Env } from '../env.ts'
import { clientAddressOf } from './client-address.ts'
import { sendProblem } from './problem.ts'
import { CounterStore, RATE_WINDOW_MS } from './rate-limit.ts'

export const SIGNUP_WINDOW_MS = 60 * 60 * 1000
export const GENERATE_WINDOW_MS = 60 * 60 * 1000

const perClient = {
  keyGenerator: clientAddressOf,
  // The key is ours (clientAddressOf); express-rate-limit's checks of req.ip and X-Forwarded-For do not apply.
  validate: { xForwardedForHeader: false, trustProxy: false, ip: false },
} as const

/**
 * The limiters createApi mounts, each on the shared store the prefix names (PostgreSQL across app servers) or, when
 * there is none, in process (the same counter the mocks use).
 */
export function requestLimits(env: Env, storeFor: (prefix: string) => RateLimitStore | undefined) {
  const store = (prefix: string) => storeFor(prefix) ?? new CounterStore()
  const problem429 = (limit: number, skipSuccessfulRequests = false) =>
    rateLimit({
      windowMs: RATE_WINDOW_MS,
      limit,
      skipSuccessfulRequests,
      store: store(skipSuccessfulRequests ? 'auth:' : 'all:'),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      ...perClient,
      handler: (_req, res) => {
        res.setHeader('Retry-After', '60')
        sendProblem(res, 429, 'Too many requests. Try again in 60 seconds.')
      },
    })
  // Generation per hour, keyed by the client address or the user.
  const perHour = (
    prefix: string,
    limit: number,
    keyGenerator: (req: express.Request) => string,
    skip: (req: express.Request) => boolean = () => false,
  ) =>
    rateLimit({
      windowMs: GENERATE_WINDOW_MS,
      limit,
      store: store(prefix),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      ...perClient,
      keyGenerator,
      skip: (req) => req.method !== 'POST' || skip(req),
      handler: (_req, res, _next, options) => {
        const retry = Math.ceil(options.windowMs / 1000)
        res.setHeader('Retry-After', String(retry))
        sendProblem(res, 429, `Too many generation requests. Try again in ${retry / 60} minutes.`)
      },
    })
  return {
    perMinute: problem429(env.RATE_LIMIT_PER_MINUTE),
    // Only failed attempts count, so guessing is slowed and real students never are.
    failedSignIns: problem429(env.AUTH_RATE_LIMIT_PER_MINUTE, true),
    // Accounts made per client address per hour: only successful sign-ups count (a refused one already costs a
    // failed attempt), so one address cannot fill the store with accounts.
    signups: rateLimit({
      windowMs: SIGNUP_WINDOW_MS,
      limit: env.SIGNUP_LIMIT_PER_HOUR,
      skipFailedRequests: true,
      store: store('signup:'),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      ...perClient,
      handler: (_req, res, _next, options) => {
        const retry = Math.ceil(options.windowMs / 1000)
        res.setHeader('Retry-After', String(retry))
        sendProblem(res, 429, `Too many new accounts from this address. Try again in ${retry / 60} minutes.`)
      },
    }),
    generationPerClient: perHour('generate-ip:', env.GENERATE_LIMIT_PER_HOUR, clientAddressOf),
    generationPerUser: perHour(
      'generate-user:',
      env.GENERATE_LIMIT_PER_HOUR_USER,
      (req) => `user:${req.session?.userId ?? ''}`,
      (req) => !req.session?.userId,
    ),
  }
}
