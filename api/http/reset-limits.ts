// Password reset requests (decision 067): per client address and per address asked for, each an hour's window.
// Only accepted requests count (a malformed one is a 400 and costs nothing). The per-address limit stops one
// student's inbox being flooded from many addresses; the answer is the same 429 whether or not an account has it.
import type { Request, RequestHandler } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'
import { clientAddressOf } from './client-address.ts'
import { sendProblem } from './problem.ts'
import { CounterStore } from './rate-limit.ts'

export const RESET_WINDOW_MS = 60 * 60 * 1000
/** Reset mails one address asked for may get per window. */
export const RESET_LIMIT_PER_EMAIL = 3

const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

export function passwordResetLimits(
  perClientPerHour: number,
  storeFor: (prefix: string) => Store | undefined,
): RequestHandler[] {
  const limit = (prefix: string, max: number, keyGenerator: (req: Request) => string) =>
    rateLimit({
      windowMs: RESET_WINDOW_MS,
      limit: max,
      skipFailedRequests: true,
      store: storeFor(prefix) ?? new CounterStore(),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      validate: { xForwardedForHeader: false, trustProxy: false, ip: false },
      keyGenerator,
      // The request for a link only (mounted on /auth/password-reset, so /confirm passes here too).
      skip: (req) => req.method !== 'POST' || req.path !== '/',
      handler: (_req, res, _next, options) => {
        const retry = Math.ceil(options.windowMs / 1000)
        res.setHeader('Retry-After', String(retry))
        sendProblem(res, 429, `Too many password reset requests. Try again in ${retry / 60} minutes.`)
      },
    })
  return [
    limit('reset-client:', perClientPerHour, clientAddressOf),
    limit('reset-email:', RESET_LIMIT_PER_EMAIL, (req: Request) => `email:${emailOf(req.body)}`),
  ]
}
