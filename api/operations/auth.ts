import { checkPasswordStrength } from '../../domain/password-strength.ts'
import { computeOverallAccuracy, computeStreak } from '../../domain/progress.ts'
import { safeReturnPath } from '../../domain/return-path.ts'
import type { LoginRequest, RegisterRequest, User } from '../../openapi/types.ts'
import type { UserRecord } from '../store/types.ts'
import { invalidFields, type Caller, type OperationContext, type Operation } from './context.ts'
import { HttpProblem } from './problem.ts'

/** A signed-in answer: the adapter starts a new session for `signIn` (a new id: no session fixation). */
export interface SignedIn {
  user: User
  signIn: string
}

export async function publicUser(ctx: OperationContext, user: UserRecord): Promise<User> {
  const sessions = await ctx.store.practice.listByUser(user.id)
  return {
    id: user.id,
    firstName: user.firstName,
    email: user.email,
    streak: computeStreak(sessions, ctx.now()),
    overallAccuracy: computeOverallAccuracy(sessions),
    createdAt: user.createdAt,
  }
}

export const register: Operation<RegisterRequest, SignedIn> = async (ctx, _caller, body) => {
  const firstName = body.firstName.trim()
  if (!firstName) throw invalidFields([{ path: '/body/firstName', message: 'must not be blank' }])
  // Common and guessable passwords are refused (api/auth/password-strength.ts); the reason names the kind of guess.
  const strength = checkPasswordStrength(body.password, { email: body.email, firstName })
  if (!strength.ok)
    throw invalidFields([{ path: '/body/password', message: `is too easy to guess (${strength.reason})` }])
  const created = await ctx.store.users.create({
    email: body.email,
    firstName,
    passwordHash: await ctx.passwords.hash(body.password),
  })
  if (created === 'email-taken') throw new HttpProblem(409, 'An account with this email already exists.')
  return { user: await publicUser(ctx, created), signIn: created.id }
}

export const login: Operation<LoginRequest, SignedIn> = async (ctx, _caller, body) => {
  const user = await ctx.store.users.findByEmail(body.email)
  const ok = await ctx.passwords.verify(body.password, user?.passwordHash ?? (await ctx.passwords.dummyHash()))
  if (!user || !ok) throw new HttpProblem(401, 'Email or password is incorrect.')
  // The password is known only now: a hash of an older scheme (decision 120) is replaced by one of the current.
  if (user.passwordHash && ctx.passwords.needsRehash?.(user.passwordHash))
    await ctx.store.users.setPasswordHash(user.id, await ctx.passwords.hash(body.password))
  return { user: await publicUser(ctx, user), signIn: user.id }
}

export const currentUser: Operation<void, User> = async (ctx, caller) => {
  const user = caller.userId ? await ctx.store.users.findById(caller.userId) : undefined
  if (!user) throw new HttpProblem(401, 'Sign in to use this.')
  return publicUser(ctx, user)
}

/**
 * The sign-in navigation: where to send the browser (back, when already signed in; else the sign-in page). A
 * `provider` that reaches this is not configured here (the server's configured ones are sent to the provider
 * first, api/http/oidc-routes.ts; the mocks have none): the sign-in page says so.
 */
export function loginLocation(caller: Caller, query: { returnTo?: unknown; provider?: unknown }): string {
  const returnTo = safeReturnPath(query.returnTo)
  if (caller.userId) return returnTo
  const error = query.provider === undefined ? '' : 'error=provider-unavailable&'
  return `/login?${error}redirectTo=${encodeURIComponent(returnTo)}`
}
