// The Express adapters: the operations' table (api/operations/index.ts) registered as routes, plus the two
// sign-in navigations. Validation (express-openapi-validator), sessions, limits and problem+json are set up
// around them in api/app.ts.
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { currentUserId, sessionCookieName } from '../auth/session.ts'
import { loginLocation } from '../operations/auth.ts'
import { conditionalAnswer } from '../operations/caching.ts'
import type { Caller, OperationContext } from '../operations/context.ts'
import {
  STREAM_HEADERS,
  operationRoutes,
  signInRoutes,
  signOutRoutes,
  streamRoutes,
  type RequestParts,
} from '../operations/index.ts'
import { formatStreamEvent } from '../operations/tutor.ts'
import { clientAddressOf } from './client-address.ts'

function callerOf(req: Request): Caller {
  return {
    userId: currentUserId(req) ?? null,
    clientKey: clientAddressOf(req),
    providerConfirmedAt: req.session?.providerConfirmedAt,
  }
}

function partsOf(req: Request, signal?: AbortSignal): RequestParts {
  return { params: req.params, query: req.query as Record<string, unknown>, body: req.body, signal }
}

/**
 * Aborted when the client goes away before the answer is written: the socket closes (a browser's Cancel), or, in
 * process (api/http/in-process.ts), the caller's fetch is aborted and the fake request is destroyed.
 */
function clientGone(req: Request, res: Response): AbortSignal {
  const controller = new AbortController()
  const gone = () => {
    if (!res.writableFinished) controller.abort(new Error('The client went away.'))
  }
  // Already gone (aborted before the route ran): no close event will come.
  if (res.destroyed) gone()
  res.on('close', gone)
  req.on('error', gone)
  return controller.signal
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
export function signIn(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((err) => {
      if (err) return reject(err)
      req.session.userId = userId
      req.session.save((e) => (e ? reject(e) : resolve()))
    }),
  )
}

/** Ends the session and clears its cookie. */
async function signOut(req: Request, res: Response): Promise<void> {
  if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()))
  res.clearCookie(sessionCookieName(false), { path: '/', httpOnly: true, sameSite: 'lax' })
  // With SECURE_COOKIES=true the cookie has the __Host- prefix (api/auth/session.ts).
  if (req.secure) res.clearCookie(sessionCookieName(true), { path: '/', httpOnly: true, sameSite: 'lax', secure: true })
}

/** /progress/{userId} → /progress/:userId */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

export function apiRoutes(ctx: OperationContext): Router {
  const router = Router()
  router.get('/login', (req, res) => res.redirect(302, loginLocation(callerOf(req), req.query)))
  router.get(
    '/logout',
    handle(async (req, res) => {
      await signOut(req, res)
      res.redirect(302, '/')
    }),
  )
  for (const route of signOutRoutes) {
    router[route.method](
      expressPath(route.path),
      handle(async (req, res) => {
        await route.run(ctx, callerOf(req), partsOf(req))
        await signOut(req, res)
        res.status(route.status).end()
      }),
    )
  }
  for (const route of signInRoutes) {
    router[route.method](
      expressPath(route.path),
      handle(async (req, res) => {
        const { user, signIn: userId } = await route.run(ctx, callerOf(req), partsOf(req))
        await signIn(req, userId)
        res.status(route.status).json(user)
      }),
    )
  }
  // Server-sent events: the headers go out at once, each event as soon as it is made; a client that goes away
  // (Stop, a closed tab) aborts the reply upstream.
  for (const route of streamRoutes) {
    router[route.method](
      expressPath(route.path),
      handle(async (req, res) => {
        const signal = clientGone(req, res)
        const events = await route.run(ctx, callerOf(req), partsOf(req), signal)
        res.status(200).set(STREAM_HEADERS)
        res.flushHeaders()
        try {
          for await (const event of events) {
            if (signal.aborted) break
            res.write(formatStreamEvent(event))
          }
        } finally {
          res.end()
        }
      }),
    )
  }
  for (const route of operationRoutes) {
    router[route.method](
      expressPath(route.path),
      handle(async (req, res) => {
        const caller = callerOf(req)
        const reply = await conditionalAnswer(
          route,
          { revision: route.revision?.(ctx, caller), target: req.originalUrl, ifNoneMatch: req.get('if-none-match') },
          () => route.run(ctx, caller, partsOf(req, clientGone(req, res))),
        )
        res.status(reply.status).set(reply.headers)
        if (!reply.body) return res.end()
        // res.json: the response validator (tests) checks what goes through it.
        if ('json' in reply.body) return res.json(reply.body.json)
        res.type('application/json').send(reply.body.text)
      }),
    )
  }
  return router
}
