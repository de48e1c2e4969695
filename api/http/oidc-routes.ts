// The two navigations of a provider sign-in (decision 060): GET /api/login?provider= sends the browser to the
// provider; GET /api/login/callback brings it back signed in. Mounted before the document's validator: providers
// add query parameters of their own to the return, and every outcome here is a redirect, never a problem page.
import { parse as parseCookies } from 'cookie'
import { Router, type Request, type Response } from 'express'
import { safeReturnPath } from '../../domain/return-path.ts'
import { signInProviderIdPattern, type SignInError } from '../../openapi/types.ts'
import {
  PENDING_COOKIE,
  PENDING_COOKIE_PATH,
  PENDING_TTL_MS,
  openPending,
  sealPending,
  type PendingSignIn,
} from '../auth/oidc-pending.ts'
import { type OidcProviders, type ProviderIdentity, ProviderSignInError } from '../auth/oidc.ts'
import { PROVIDER_RETURN_PATH, currentUserId } from '../auth/session.ts'
import type { OperationContext } from '../operations/context.ts'
import { signInWithIdentity } from '../operations/provider-sign-in.ts'
import type { Logger } from '../ops/logger.ts'
import { signIn } from './routes.ts'

/** The sign-in page, saying why the provider sign-in did not finish. */
export const signInErrorLocation = (error: SignInError, returnTo: string) =>
  `/login?error=${error}&redirectTo=${encodeURIComponent(returnTo)}`

/** `path` (a safe return path) with one more query parameter. */
function withQuery(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://return.invalid')
  url.searchParams.set(name, value)
  return `${url.pathname}${url.search}${url.hash}`
}

/** How far the provider's clock may be behind ours when it says when it signed the student in. */
const CLOCK_SKEW_MS = 60_000

/** An id as the document allows it; anything else is left to the validator's 400. */
const PROVIDER_ID = signInProviderIdPattern

export interface OidcRoutesOptions {
  providers: OidcProviders
  /** The session secrets: the first signs the pending sign-in's cookie, all verify it. */
  secrets: string[]
  /** The public origin for the return address; the request's own when unset. */
  redirectOrigin?: string
  logger: Logger
}

export function oidcRoutes(ctx: OperationContext, opts: OidcRoutesOptions): Router {
  const router = Router()
  const callbackUrl = (req: Request) =>
    new URL(`/api${PROVIDER_RETURN_PATH}`, opts.redirectOrigin ?? `${req.protocol}://${req.get('host')}`)
  const cookieOptions = (req: Request) =>
    ({ path: PENDING_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: req.secure }) as const
  const fail = (res: Response, error: SignInError, returnTo: string) =>
    res.redirect(302, signInErrorLocation(error, returnTo))

  router.get('/login', (req, res, next) => {
    const id = req.query.provider
    if (typeof id !== 'string' || !PROVIDER_ID.test(id)) return next()
    const returnTo = safeReturnPath(req.query.returnTo)
    const provider = opts.providers.find(id)
    if (!provider) return next() // the page navigation's own answer: provider-unavailable
    const confirm = req.query.confirm
    if (confirm !== undefined && confirm !== 'delete') return next() // the document's 400
    const userId = currentUserId(req)
    if (userId && !confirm) return res.redirect(302, returnTo)
    if (!userId && confirm) return res.redirect(302, `/login?redirectTo=${encodeURIComponent(returnTo)}`)
    opts.providers
      .start(provider, callbackUrl(req).href, returnTo, { confirmFor: userId, now: ctx.now().getTime() })
      .then(
        ({ url, pending }) => {
          res.cookie(PENDING_COOKIE, sealPending(pending, opts.secrets), {
            ...cookieOptions(req),
            maxAge: PENDING_TTL_MS,
          })
          res.set('Cache-Control', 'no-store').redirect(302, url.href)
        },
        (error: unknown) => {
          opts.logger.warn({ err: error, provider: id }, 'identity provider unreachable at sign-in')
          if (userId) res.redirect(302, withQuery(returnTo, 'confirmError', 'provider-failed'))
          else fail(res, 'provider-failed', returnTo)
        },
      )
  })

  router.get(PROVIDER_RETURN_PATH, (req, res, next) => {
    // One return per sign-in: the cookie goes whatever happens next.
    res.clearCookie(PENDING_COOKIE, cookieOptions(req))
    res.set('Cache-Control', 'no-store')
    const pending = openPending(parseCookies(req.get('cookie') ?? '')[PENDING_COOKIE], opts.secrets)
    if (!pending) return fail(res, 'provider-state', '/')
    finish(req, res, pending).catch(next)
  })

  async function finish(req: Request, res: Response, pending: PendingSignIn) {
    const provider = opts.providers.find(pending.provider)
    const refuse = (error: SignInError) =>
      pending.confirmFor
        ? res.redirect(302, withQuery(pending.returnTo, 'confirmError', error))
        : fail(res, error, pending.returnTo)
    if (!provider) return refuse('provider-unavailable')
    const url = new URL(req.originalUrl, callbackUrl(req))
    let identity
    try {
      identity = await opts.providers.finish(provider, url, pending)
    } catch (error) {
      if (!(error instanceof ProviderSignInError)) throw error
      opts.logger.warn(
        { err: error.cause ?? error, provider: provider.id },
        `provider sign-in refused: ${error.reason}`,
      )
      return refuse(error.reason)
    }
    if (pending.confirmFor) {
      const refused = await confirmationRefused(req, pending, identity)
      if (refused) return refuse(refused)
      req.session.providerConfirmedAt = ctx.now().getTime()
      await new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())))
      return res.redirect(302, withQuery(pending.returnTo, 'confirmed', 'delete'))
    }
    const outcome = await signInWithIdentity(ctx, identity)
    if ('refused' in outcome) return refuse(outcome.refused)
    await signIn(req, outcome.userId)
    res.redirect(302, pending.returnTo)
  }

  /**
   * Why a confirmation does not count, if it does not: the browser is no longer signed in as the account that asked,
   * the provider account is not one of that account's, or the provider did not sign the student in again (its
   * `auth_time` is before the confirmation started; a minute of clock difference allowed).
   */
  async function confirmationRefused(req: Request, pending: PendingSignIn, identity: ProviderIdentity) {
    if (currentUserId(req) !== pending.confirmFor) return 'provider-state' as const
    const owner = await ctx.store.users.findByIdentity({ issuer: identity.issuer, subject: identity.subject })
    if (owner?.id !== pending.confirmFor) return 'provider-other-account' as const
    const startedAt = pending.expiresAt - PENDING_TTL_MS
    if (identity.authTime === null || identity.authTime < startedAt - CLOCK_SKEW_MS)
      return 'provider-not-fresh' as const
    return undefined
  }

  return router
}
