// A student's own data (issue 27, decision 070): download everything held about them, and delete the account.
import type { AccountExport, AccountProfile, DeleteAccountRequest } from '../../openapi/types.ts'
import type { UserRecord } from '../store/types.ts'
import { requireOwner, type Caller, type Operation, type OperationContext } from './context.ts'
import { HttpProblem } from './problem.ts'

/** The profile as exported: never the password hash, only whether there is one. */
const profileOf = (user: UserRecord): AccountProfile => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  createdAt: user.createdAt,
  hasPassword: user.passwordHash !== null,
  identities: (user.identities ?? []).map(({ issuer, subject }) => ({ issuer, subject })),
})

async function signedInUser(ctx: OperationContext, caller: Caller): Promise<UserRecord> {
  const user = await ctx.store.users.findById(requireOwner(caller, undefined))
  if (!user) throw new HttpProblem(401, 'Sign in to use this.')
  return user
}

export const getAccountProfile: Operation<void, AccountProfile> = async (ctx, caller) =>
  profileOf(await signedInUser(ctx, caller))

export const exportAccountData: Operation<void, AccountExport> = async (ctx, caller) => {
  const data = await ctx.store.accounts.export(requireOwner(caller, undefined))
  if (!data) throw new HttpProblem(401, 'Sign in to use this.')
  return {
    exportedAt: ctx.now().toISOString(),
    profile: profileOf(data.user),
    practiceSessions: data.practice,
    answers: data.answers.map(({ userId: _owner, ...answer }) => answer),
    reviewCards: data.reviewCards,
    fullExams: data.fullExams.map(({ id, state, savedAt }) => ({ id, state, savedAt })),
    tutorSessions: data.tutor,
    generatedQuestions: data.generated,
  }
}

/** How long a fresh provider sign-in confirms a deletion (GET /api/login?provider=…&confirm=delete). */
export const PROVIDER_CONFIRMATION_MS = 10 * 60 * 1000

/**
 * Confirmed by the current password, or, for an account made by a provider sign-in (no password), by signing in
 * again at its provider in this session within PROVIDER_CONFIRMATION_MS: someone holding only the session (a
 * borrowed phone, a stolen cookie) cannot delete the account. A wrong confirmation removes nothing; the adapter
 * then ends the caller's session.
 */
export const deleteAccount: Operation<DeleteAccountRequest, void> = async (ctx, caller, body) => {
  const user = await signedInUser(ctx, caller)
  if (user.passwordHash !== null) {
    if (!body.password) throw new HttpProblem(403, 'Type your current password to delete the account.')
    if (!(await ctx.passwords.verify(body.password, user.passwordHash)))
      throw new HttpProblem(403, 'The password is not correct.')
  } else {
    const confirmedAt = caller.providerConfirmedAt ?? Number.NEGATIVE_INFINITY
    if (ctx.now().getTime() - confirmedAt > PROVIDER_CONFIRMATION_MS)
      throw new HttpProblem(403, 'Sign in again at your provider to confirm, then delete the account.')
  }
  await ctx.store.accounts.remove(user.id)
}
