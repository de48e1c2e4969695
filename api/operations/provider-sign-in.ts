// Who a provider sign-in signs in as (decision 060): the user the identity already belongs to; else the account
// with the same email, linked, only when the provider verified that email; else a new account without a password.
import type { SignInError, SignInProvider } from '../../openapi/types.ts'
import type { ProviderIdentity } from '../auth/oidc.ts'
import type { Caller, OperationContext, Operation } from './context.ts'

export type ProviderSignIn =
  { userId: string; created: boolean } | { refused: Extract<SignInError, 'provider-email-unverified'> }

export async function signInWithIdentity(
  ctx: OperationContext,
  identity: ProviderIdentity,
  attempt = 1,
): Promise<ProviderSignIn> {
  const key = { issuer: identity.issuer, subject: identity.subject }
  const known = await ctx.store.users.findByIdentity(key)
  if (known) return { userId: known.id, created: false }
  // An unverified email is never trusted: not to link (anyone can type an address at some providers), and not to
  // make an account that a later verified sign-in with the same address would be linked into.
  if (!identity.email || !identity.emailVerified) return { refused: 'provider-email-unverified' }
  const existing = await ctx.store.users.findByEmail(identity.email)
  const outcome = existing
    ? await ctx.store.users.linkIdentity(existing.id, key)
    : await ctx.store.users.create({
        email: identity.email,
        firstName: identity.firstName,
        passwordHash: null,
        identity: key,
      })
  if (outcome && typeof outcome === 'object') return { userId: outcome.id, created: !existing }
  // A concurrent sign-up or sign-in took the email or the identity first: look again, once.
  if (attempt > 1) throw new Error('provider sign-in kept racing with another sign-in')
  return signInWithIdentity(ctx, identity, attempt + 1)
}

/** The providers the sign-in page offers (none in the mocks: a provider sign-in needs the server). */
export const listSignInProviders: Operation<void, SignInProvider[]> = async (ctx: OperationContext, _caller: Caller) =>
  ctx.signInProviders ?? []
