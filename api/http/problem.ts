import type { ErrorRequestHandler, Request, Response } from 'express'
import type { Problem } from '../../openapi/types.ts'
import { problem, problemForError, type ValidatorError } from '../operations/problem.ts'
import type { Logger } from '../ops/logger.ts'

// The Express side of problem+json; the wording lives in api/operations/problem.ts (shared with the mocks).

/** The request's id (api/http/observe.ts), so a student's report of a problem finds its log line. */
function requestIdOf(req: Request): Partial<Problem> {
  const id = (req as Request & { id?: unknown }).id ?? req.res?.getHeader('x-request-id')
  return typeof id === 'string' ? { requestId: id } : {}
}

export function sendProblem(res: Response, status: number, detail: string, extra: Partial<Problem> = {}) {
  res
    .status(status)
    .type('application/problem+json')
    .send(
      JSON.stringify(
        problem(status, detail, { instance: res.req.originalUrl.split('?')[0], ...requestIdOf(res.req), ...extra }),
      ),
    )
}

/** Every error under /api ends as problem+json with a 4xx where the client is at fault, never a stack trace. */
export const problemErrorHandler: ErrorRequestHandler = (err: ValidatorError & Error, req, res, _next) => {
  if (res.headersSent) return
  const body = { ...problemForError(err, req), ...requestIdOf(req) }
  if (body.status === 500) {
    const log = (req as Request & { log?: Logger }).log
    if (log) log.error({ err, requestId: body.requestId }, 'unexpected error in /api')
    else console.error('[api] unexpected error', err)
  }
  res.status(body.status).type('application/problem+json').send(JSON.stringify(body))
}
