import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { Catalog, ExamType } from '../../openapi/types.ts'
import type { AiEngine } from '../ai/types.ts'
import type { Store } from '../store/types.ts'

export interface ApiContext {
  store: Store
  ai: AiEngine
  catalog: Catalog
  examTypes: ExamType[]
}

/** Express 4 does not catch rejected promises: route handlers go through this. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next)
  }
}
