import type { ErrorRequestHandler, Response } from 'express'
import type { Problem } from '../../openapi/types.ts'
import { problem, problemForError, type ValidatorError } from '../operations/problem.ts'

// The Express side of problem+json; the wording lives in api/operations/problem.ts (shared with the mocks).

export function sendProblem(res: Response, status: number, detail: string, extra: Partial<Problem> = {}) {
  res
    .status(status)
    .type('application/problem+json')
    .send(JSON.stringify(problem(status, detail, { instance: res.req.originalUrl.split('?')[0], ...extra })))
}

/** Every error under /api ends as problem+json with a 4xx where the client is at fault, never a stack trace. */
export const problemErrorHandler: ErrorRequestHandler = (err: ValidatorError & Error, req, res, _next) => {
  if (res.headersSent) return
  const body = problemForError(err, req)
  if (body.status === 500) console.error('[api] unexpected error', err)
  res.status(body.status).type('application/problem+json').send(JSON.stringify(body))
}
