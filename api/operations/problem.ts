// Problem details (RFC 9457) for every failure, transport-free: the operations throw HttpProblem, and both
// adapters (Express in api/http, msw in mocks/) turn any error into the same problem+json with problemForError.
import type { Problem } from '../../openapi/types.ts'

const SLUGS: Record<number, [string, string]> = {
  400: ['validation', 'Invalid request'],
  401: ['unauthorized', 'Not signed in'],
  403: ['forbidden', 'Forbidden'],
  404: ['not-found', 'Not found'],
  405: ['method-not-allowed', 'Method not allowed'],
  409: ['email-taken', 'Email already registered'],
  413: ['payload-too-large', 'Request body too large'],
  415: ['unsupported-media-type', 'Unsupported media type'],
  429: ['rate-limited', 'Too many requests'],
  500: ['internal', 'Internal error'],
  503: ['ai-unavailable', 'AI provider unavailable'],
}

export const PROBLEM_BASE = 'https://examready.app/problems/'

export function problem(status: number, detail: string, extra: Partial<Problem> = {}): Problem {
  const [slug, title] = SLUGS[status] ?? ['error', 'Error']
  return { type: `${PROBLEM_BASE}${slug}`, title, status, detail, ...extra }
}

/** Thrown by an operation (or the validators); the error handler turns it into problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors?: Problem['errors'],
  ) {
    super(detail)
  }
}

/** The errors the validator and body parser raise (the mocks raise the same shapes). */
export type ValidatorError = {
  status?: number
  statusCode?: number
  type?: string
  message?: string
  errors?: { path?: string; message?: string }[]
  name?: string
}

/** The request as much as the mapping needs: `path` is relative to /api (as Express's req.path is there). */
export interface ProblemRequest {
  method: string
  originalUrl: string
  path: string
}

/**
 * What an error under /api becomes: a 4xx where the client is at fault, 503 when the AI provider failed, else 500.
 * Pure, so the mocks word every failure exactly as the server does.
 */
export function problemForError(err: ValidatorError, req: ProblemRequest): Problem {
  const instance = req.originalUrl.split('?')[0]
  const make = (status: number, detail: string, extra: Partial<Problem> = {}) =>
    problem(status, detail, { instance, ...extra })
  if (err instanceof HttpProblem) return make(err.status, err.message, err.errors ? { errors: err.errors } : {})
  if (err.type === 'entity.parse.failed')
    return make(400, 'The body is not valid JSON.', { errors: [{ path: '/body', message: 'malformed JSON' }] })
  if (err.type === 'entity.too.large') return make(413, 'The request body exceeds 65536 bytes.')
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported')
    return make(415, 'Send the body as UTF-8 application/json.')
  const status = err.status ?? err.statusCode
  if (status && status >= 400 && status < 500) {
    const errors = (err.errors ?? []).map((e) => ({ path: e.path ?? '', message: e.message ?? 'invalid' }))
    const detail =
      status === 400
        ? `The request has ${errors.length || 'an'} invalid field${errors.length === 1 ? '' : 's'}.`
        : status === 404
          ? `No such endpoint: ${req.method} ${instance}.`
          : status === 405
            ? `${req.method} is not allowed on ${req.path}.`
            : status === 415
              ? 'Send the body as application/json.'
              : status === 413
                ? 'The request body is too large.'
                : (err.message ?? 'Request failed.')
    return make(status, detail, errors.length && status === 400 ? { errors } : {})
  }
  if (err.name === 'AiBudgetExceededError') return make(429, err.message ?? 'Too many requests.')
  if (err.name === 'AiUnavailableError') return make(503, 'The AI provider did not answer. Try again in a moment.')
  return make(500, 'Something went wrong on our side.')
}
