// OpenID Connect sign-in through openid-client (decision 060): the authorisation code flow with PKCE (S256), state
// and nonce, against any issuer that publishes its discovery document. The issuer's settings are read at the first
// sign-in and kept; a failed read is tried again at the next sign-in.
import * as client from 'openid-client'
import type { SignInError } from '../../openapi/types.ts'
import type { ExternalIdentity } from '../store/types.ts'
import { isLoopback, type OidcProviderConfig } from './oidc-config.ts'
import { PENDING_TTL_MS, type PendingSignIn } from './oidc-pending.ts'

/** What the provider vouches for: the identity, and the email only as far as it says it verified it. */
export interface ProviderIdentity extends ExternalIdentity {
  email: string | null
  emailVerified: boolean
  firstName: string | null
  /** When the provider last authenticated the student (the ID token's `auth_time`), ms since epoch. */
  authTime: number | null
}

/** Why a provider sign-in ended without a user (the login page names each; openapi.yaml's SignInError). */
export type ProviderFailure = Exclude<SignInError, 'provider-email-unverified' | 'provider-unavailable'>

export class ProviderSignInError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    options?: { cause?: unknown },
  ) {
    super(`provider sign-in failed: ${reason}`, options)
  }
}

const SCOPE = 'openid email profile'
const DISCOVERY_TIMEOUT_S = 10

export class OidcProviders {
  readonly #configurations = new Map<string, Promise<client.Configuration>>()
  constructor(readonly list: OidcProviderConfig[]) {}

  find(id: unknown): OidcProviderConfig | undefined {
    return this.list.find((p) => p.id === id)
  }

  #configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    let found = this.#configurations.get(provider.id)
    if (!found) {
      const loopback = isLoopback(provider.issuer)
      found = client.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_S,
        execute: loopback ? [client.allowInsecureRequests] : [],
      })
      this.#configurations.set(provider.id, found)
      found.catch(() => this.#configurations.delete(provider.id))
    }
    return found
  }

  /** The provider's authorisation URL, and what the return must match. */
  async start(
    provider: OidcProviderConfig,
    redirectUri: string,
    returnTo: string,
    options: { confirmFor?: string; now?: number } = {},
  ): Promise<{ url: URL; pending: PendingSignIn }> {
    const now = options.now ?? Date.now()
    const config = await this.#configuration(provider)
    const codeVerifier = client.randomPKCECodeVerifier()
    const pending: PendingSignIn = {
      provider: provider.id,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      returnTo,
      expiresAt: now + PENDING_TTL_MS,
      ...(options.confirmFor ? { confirmFor: options.confirmFor } : {}),
    }
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      // A confirmation must be a new sign-in at the provider, not the session it already has there.
      ...(options.confirmFor ? { prompt: 'login', max_age: '0' } : {}),
    })
    return { url, pending }
  }

  /** The identity the provider's return proves: the code redeemed with the verifier, the ID token checked. */
  async finish(provider: OidcProviderConfig, callbackUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity> {
    // Checked here as well as by openid-client, so that a changed state is named as such.
    if (callbackUrl.searchParams.get('state') !== pending.state) throw new ProviderSignInError('provider-state')
    try {
      const config = await this.#configuration(provider)
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      const idToken = tokens.claims()
      if (!idToken) throw new ProviderSignInError('provider-failed')
      // Some issuers put the email in the ID token, others only in userinfo.
      const claims =
        idToken.email === undefined
          ? { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken }
          : idToken
      return identityOf(claims)
    } catch (error) {
      throw error instanceof ProviderSignInError ? error : new ProviderSignInError(failureOf(error), { cause: error })
    }
  }
}

function failureOf(error: unknown): ProviderFailure {
  if (error instanceof client.AuthorizationResponseError)
    return error.error === 'access_denied' ? 'provider-denied' : 'provider-failed'
  // A code used before (a replay) or too old.
  if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') return 'provider-expired'
  return 'provider-failed'
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null

function identityOf(claims: client.IDToken & Record<string, unknown>): ProviderIdentity {
  const email = text(claims.email, 254)
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    // Only a JSON true counts (OpenID Connect Core 5.1); an absent claim is not a verification.
    emailVerified: email !== null && claims.email_verified === true,
    firstName: text(claims.given_name, 60) ?? text(claims.name, 60),
    authTime: typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : null,
  }
}
