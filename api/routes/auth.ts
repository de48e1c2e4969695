import { Router, type Request } from 'express'
import type { RegisterRequest, LoginRequest, User } from '../../openapi/types.ts'
import { hashPassword, verifyPassword, dummyHash } from '../auth/password.ts'
import { SESSION_COOKIE, currentUserId } from '../auth/session.ts'
import { computeOverallAccuracy, computeStreak } from '../domain/progress.ts'
import { safeReturnPath } from '../domain/return-path.ts'
import { HttpProblem } from '../http/problem.ts'
import type { UserRecord } from '../store/types.ts'
import { handle, type ApiContext } from './context.ts'

// Pure, in its own module so the mocks use the same rule; re-exported for existing importers.
export { safeReturnPath }

export function authRoutes(ctx: ApiContext): Router {
  const router = Router()

  async function publicUser(user: UserRecord): Promise<User> {
    const sessions = await ctx.store.practice.listByUser(user.id)
    return {
      id: user.id,
      firstName: user.firstName,
      email: user.email,
      streak: computeStreak(sessions, new Date()),
      overallAccuracy: computeOverallAccuracy(sessions),
      createdAt: user.createdAt,
    }
  }

  function signIn(req: Request, userId: string): Promise<void> {
    // A new session id at sign-in (no session fixation).
    return new Promise((resolve, reject) =>
      req.session.regenerate((err) => {
        if (err) return reject(err)
        req.session.userId = userId
        req.session.save((e) => (e ? reject(e) : resolve()))
      }),
    )
  }

  router.get('/login', (req, res) => {
    const returnTo = safeReturnPath(req.query.returnTo)
    if (currentUserId(req)) return res.redirect(302, returnTo)
    res.redirect(302, `/login?redirectTo=${encodeURIComponent(returnTo)}`)
  })

  router.get(
    '/logout',
    handle(async (req, res) => {
      if (req.session) await new Promise<void>((resolve) => req.session.destroy(() => resolve()))
      res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' })
      res.redirect(302, '/')
    }),
  )

  router.post(
    '/auth/register',
    handle(async (req, res) => {
      const body = req.body as RegisterRequest
      const firstName = body.firstName.trim()
      if (!firstName)
        throw new HttpProblem(400, 'The request has 1 invalid field.', [
          { path: '/body/firstName', message: 'must not be blank' },
        ])
      const created = await ctx.store.users.create({
        email: body.email,
        firstName,
        passwordHash: await hashPassword(body.password),
      })
      if (created === 'email-taken') throw new HttpProblem(409, 'An account with this email already exists.')
      await signIn(req, created.id)
      res.status(201).json(await publicUser(created))
    }),
  )

  router.post(
    '/auth/login',
    handle(async (req, res) => {
      const body = req.body as LoginRequest
      const user = await ctx.store.users.findByEmail(body.email)
      const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash()))
      if (!user || !ok) throw new HttpProblem(401, 'Email or password is incorrect.')
      await signIn(req, user.id)
      res.json(await publicUser(user))
    }),
  )

  router.get(
    '/auth/user',
    handle(async (req, res) => {
      const userId = currentUserId(req)
      const user = userId ? await ctx.store.users.findById(userId) : undefined
      if (!user) throw new HttpProblem(401, 'Sign in to use this.')
      res.json(await publicUser(user))
    }),
  )

  return router
}
