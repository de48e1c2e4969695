// Changing a password (signed in, current password required). Both this and a reset (password-reset.ts) end
// every session of the student: whoever else held one must sign in again with the new password.
import { checkPasswordStrength } from '../../domain/password-strength.ts'
import type { ChangePasswordRequest } from '../../openapi/types.ts'
import type { UserRecord } from '../store/types.ts'
import { publicUser, type SignedIn } from './auth.ts'
import { invalidFields, requireOwner, type OperationContext, type Operation } from './context.ts'
import { HttpProblem } from './problem.ts'

/** Refuses a weak password with registration's rules and words; `path` names the field in the 400. */
export function refuseWeakPassword(user: UserRecord, password: string, path: string): void {
  const strength = checkPasswordStrength(password, { email: user.email, firstName: user.firstName })
  if (!strength.ok) throw invalidFields([{ path, message: `is too easy to guess (${strength.reason})` }])
}

/** Stores the new password and ends every session signed in as the user. */
export async function replacePassword(ctx: OperationContext, user: UserRecord, password: string): Promise<void> {
  await ctx.store.users.setPasswordHash(user.id, await ctx.passwords.hash(password))
  await ctx.store.authSessions.destroyByUser(user.id)
}

/** The adapter then starts a new session for the caller (signIn): the old id is gone with the others. */
export const changePassword: Operation<ChangePasswordRequest, SignedIn> = async (ctx, caller, body) => {
  const user = await ctx.store.users.findById(requireOwner(caller, undefined))
  if (!user) throw new HttpProblem(401, 'Sign in to use this.')
  // An account made by a provider sign-in has no password to give: it is compared with the dummy, and fails.
  const ok = await ctx.passwords.verify(body.currentPassword, user.passwordHash ?? (await ctx.passwords.dummyHash()))
  if (!ok || !user.passwordHash)
    throw invalidFields([{ path: '/body/currentPassword', message: 'is not the current password' }])
  refuseWeakPassword(user, body.newPassword, '/body/newPassword')
  await replacePassword(ctx, user, body.newPassword)
  return { user: await publicUser(ctx, user), signIn: user.id }
}
