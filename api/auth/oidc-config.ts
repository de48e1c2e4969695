// Sign-in providers from the environment (decision 060). OIDC_PROVIDERS lists their ids; each id's settings are
// OIDC_<ID>_ISSUER, OIDC_<ID>_CLIENT_ID, OIDC_<ID>_CLIENT_SECRET and OIDC_<ID>_NAME (the button's "Continue with …").
// Any OpenID Connect issuer works; Google and Microsoft are two ids among others.
import { z } from 'zod'
import { signInProviderIdPattern } from '../../openapi/types.ts'

export interface OidcProviderConfig {
  /** The id in URLs (`/api/login?provider=google`). */
  id: string
  /** The provider's name on the sign-in page. */
  name: string
  /** The issuer URL; its /.well-known/openid-configuration is read at the first sign-in. */
  issuer: string
  clientId: string
  clientSecret?: string
}

/** One provider id as the contract spells it (SignInProviderId), unanchored: the list repeats it. */
const PROVIDER_ID = signInProviderIdPattern.source.replace(/^\^|\$$/g, '')
const ProviderIds = z
  .string()
  .regex(new RegExp(`^${PROVIDER_ID}(,${PROVIDER_ID})*$`), 'must be comma-separated ids such as google,microsoft')

const ProviderSettings = z.object({
  ISSUER: z
    .string()
    .url()
    .refine((url) => /^https:\/\//.test(url) || isLoopback(url), 'must be an https:// URL (http:// on loopback only)'),
  CLIENT_ID: z.string().min(1),
  CLIENT_SECRET: z.string().min(1).optional(),
  NAME: z.string().min(1).max(40).optional(),
})

/** A provider on this machine (a test's, a developer's) may speak plain HTTP; nothing else may. */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}

/** The configured providers, in OIDC_PROVIDERS order; problems are listed as parseEnv lists its own. */
export function parseOidcProviders(source: Record<string, string | undefined>): {
  providers: OidcProviderConfig[]
  problems: string[]
} {
  const ids = source.OIDC_PROVIDERS
  if (!ids) return { providers: [], problems: [] }
  const listed = ProviderIds.safeParse(ids)
  if (!listed.success) return { providers: [], problems: [`  OIDC_PROVIDERS: ${listed.error.issues[0].message}`] }
  const providers: OidcProviderConfig[] = []
  const problems: string[] = []
  for (const id of new Set(listed.data.split(','))) {
    const prefix = `OIDC_${id.toUpperCase().replaceAll('-', '_')}_`
    const raw = Object.fromEntries(
      Object.keys(ProviderSettings.shape).map((key) => [key, source[prefix + key] || undefined]),
    )
    const settings = ProviderSettings.safeParse(raw)
    if (!settings.success) {
      problems.push(...settings.error.issues.map((i) => `  ${prefix}${i.path.join('.')}: ${i.message}`))
      continue
    }
    const { ISSUER, CLIENT_ID, CLIENT_SECRET, NAME } = settings.data
    providers.push({
      id,
      name: NAME ?? id.charAt(0).toUpperCase() + id.slice(1),
      issuer: ISSUER,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    })
  }
  return { providers, problems }
}
