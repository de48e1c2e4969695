// The Express adapters: each route reads the validated request, calls one operation and writes its answer.
// Validation (express-openapi-validator), sessions, limits and problem+json are set up in api/app.ts.
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { SESSION_COOKIE, currentUserId } from '../auth/session.ts'
import * as auth from '../operations/auth.ts'
import * as catalog from '../operations/catalog.ts'
import type { Caller, OperationContext } from '../operations/context.ts'
import * as practice from '../operations/practice.ts'
import * as progress from '../operations/progress.ts'
import * as questions from '../operations/questions.ts'
import * as tutor from '../operations/tutor.ts'

type Operation = (ctx: OperationContext, caller: Caller, input: never) => unknown

function callerOf(req: Request): Caller {
  return { userId: currentUserId(req) ?? null, clientKey: req.ip ?? 'unknown' }
}

/** Express 4 does not catch rejected promises: every handler goes through this. */
function handle(fn: (req: Request, res: Response) => Promise<unknown> | unknown): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next)
  }
}

/** A new session id at sign-in (no session fixation). */
function signIn(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((err) => {
      if (err) return reject(err)
      req.session.userId = userId
      req.session.save((e) => (e ? reject(e) : resolve()))
    }),
  )
}

export function apiRoutes(ctx: OperationContext): Router {
  const router = Router()
  /** A JSON answer from one operation; `input` picks what it gets from the request. */
  const json = <Op extends Operation>(op: Op, input: (req: Request) => unknown = () => undefined, status = 200) =>
    handle(async (req, res) => {
      res.status(status).json(await op(ctx, callerOf(req), input(req) as never))
    })
  const signedIn = (op: typeof auth.register | typeof auth.login, status: number) =>
    handle(async (req, res) => {
      const { user, signIn: userId } = await op(ctx, callerOf(req), req.body)
      await signIn(req, userId)
      res.status(status).json(user)
    })
  const body = (req: Request) => req.body
  const params = (req: Request) => req.params

  router.get('/health', (_req, res) => void res.json({ status: 'ok' }))
  router.get('/login', (req, res) => res.redirect(302, auth.loginLocation(callerOf(req), req.query)))
  router.get(
    '/logout',
    handle(async (req, res) => {
      if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()))
      res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' })
      res.redirect(302, '/')
    }),
  )
  router.post('/auth/register', signedIn(auth.register, 201))
  router.post('/auth/login', signedIn(auth.login, 200))
  router.get('/auth/user', json(auth.currentUser))
  router.get('/catalog', json(catalog.getCatalog))
  router.get('/exam-types', json(catalog.listExamTypes))
  router.get(
    '/questions',
    json(questions.listQuestions, (req) => req.query),
  )
  router.post('/questions/generate', json(questions.generateQuestions, body))
  router.post('/practice/start', json(practice.startPractice, body, 201))
  router.patch(
    '/practice/sessions/:id',
    json(practice.updatePractice, (req) => ({ id: req.params.id, patch: req.body })),
  )
  router.get('/progress/:userId', json(progress.getProgress, params))
  router.get('/sessions/:userId', json(progress.listSessions, params))
  router.post('/analysis/weaknesses', json(progress.analyseWeaknesses, body))
  router.get('/tutor/sessions/:userId', json(tutor.listTutorSessions, params))
  router.post('/tutor/chat', json(tutor.tutorChat, body))
  router.post('/ai/chat', json(tutor.aiChat, body))
  return router
}
