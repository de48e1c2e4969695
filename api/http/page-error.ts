import type { ErrorRequestHandler } from 'express'
import type { Env } from '../env.ts'
import type { Logger } from '../ops/logger.ts'

/**
 * Errors outside /api (a malformed URL such as `/%E0%A4%A`, a failure in the Remix adapter): a short plain-text
 * page with the status, never a stack or a path on this machine; details go to the log (stack in development).
 */
export function pageErrorHandler(env: Env): ErrorRequestHandler {
  return (err: { status?: number; statusCode?: number; message?: string; stack?: string }, req, res, next) => {
    if (res.headersSent) return next(err)
    const given = Number(err?.status ?? err?.statusCode)
    const status = given >= 400 && given < 600 ? given : 500
    if (status >= 500) {
      const detail = env.NODE_ENV === 'development' ? err : err?.message
      const log = (req as typeof req & { log?: Logger }).log
      if (log) log.error({ err: detail }, 'unexpected error outside /api')
      else console.error('[app] unexpected error', detail)
    }
    res
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(status < 500 ? 'Bad request.' : 'Something went wrong on our side. Please try again.')
  }
}
