import { computeOverallAccuracy, computeStreak } from '../../api/domain/progress.ts'
import { safeReturnPath } from '../../api/domain/return-path.ts'
import { HttpProblem } from '../../api/http/problem.ts'
import type { UserRecord } from '../../api/store/types.ts'
import type { User } from '../../openapi/types.ts'
import {
  createAuthSession,
  createUser,
  destroyAuthSession,
  findUserByEmail,
  findUserById,
  practiceSessionsOf,
} from '../db.ts'
import { http, operation, type ApiCall } from '../http.ts'
import { clearedSessionCookie, dummyHash, hashPassword, sessionCookie, verifyPassword } from '../session.ts'

// api/routes/auth.ts, over the mock database.

function publicUser(user: UserRecord, call: ApiCall<unknown>): User {
  const sessions = call.effects.emptyLists ? [] : practiceSessionsOf(user.id)
  return {
    id: user.id,
    firstName: user.firstName,
    email: user.email,
    streak: computeStreak(sessions, new Date()),
    overallAccuracy: computeOverallAccuracy(sessions),
    createdAt: user.createdAt,
  }
}

/** A new session id at sign-in (no session fixation); the caller's previous session ends. */
async function signIn(call: ApiCall<unknown>, userId: string): Promise<void> {
  if (call.sid) destroyAuthSession(call.sid)
  const { sid, expiresAt } = await createAuthSession(userId)
  // express-session's secure: 'auto' (behind the loopback proxy, X-Forwarded-Proto counts).
  const secure =
    call.url.protocol === 'https:' || call.request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https'
  call.setCookie(sessionCookie(call.sessionCookieName, sid, expiresAt, secure))
}

export const authHandlers = [
  http.get(
    '/api/login',
    operation(({ response }, call) => {
      const returnTo = safeReturnPath(call.query.returnTo)
      const location = call.userId ? returnTo : `/login?redirectTo=${encodeURIComponent(returnTo)}`
      return response(302).empty({ headers: { Location: location } })
    }),
  ),

  http.get(
    '/api/logout',
    operation(({ response }, call) => {
      if (call.sid) destroyAuthSession(call.sid)
      call.setCookie(clearedSessionCookie(call.sessionCookieName))
      return response(302).empty({ headers: { Location: '/' } })
    }),
  ),

  http.post(
    '/api/auth/register',
    operation(async ({ response }, call) => {
      const body = call.body
      const firstName = body.firstName.trim()
      if (!firstName)
        throw new HttpProblem(400, 'The request has 1 invalid field.', [
          { path: '/body/firstName', message: 'must not be blank' },
        ])
      const created = await createUser({
        email: body.email,
        firstName,
        passwordHash: await hashPassword(body.password),
      })
      if (created === 'email-taken') throw new HttpProblem(409, 'An account with this email already exists.')
      await signIn(call, created.id)
      return response(201).json(publicUser(created, call))
    }),
  ),

  http.post(
    '/api/auth/login',
    operation(async ({ response }, call) => {
      const body = call.body
      const user = findUserByEmail(body.email)
      const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash()))
      if (!user || !ok) throw new HttpProblem(401, 'Email or password is incorrect.')
      await signIn(call, user.id)
      return response(200).json(publicUser(user, call))
    }),
  ),

  http.get(
    '/api/auth/user',
    operation(({ response }, call) => {
      const user = call.userId ? findUserById(call.userId) : undefined
      if (!user) throw new HttpProblem(401, 'Sign in to use this.')
      return response(200).json(publicUser(user, call))
    }),
  ),
]
