import { Router } from 'express'
import type { ApiContext } from './context.ts'

export function catalogRoutes(ctx: ApiContext): Router {
  const router = Router()
  router.get('/catalog', (_req, res) => void res.json(ctx.catalog))
  router.get('/exam-types', (_req, res) => void res.json(ctx.examTypes))
  return router
}
