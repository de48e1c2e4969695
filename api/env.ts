import path from 'node:path'
import { z } from 'zod'
import { parseOidcProviders, type OidcProviderConfig } from './auth/oidc-config.ts'

// process.env is parsed once, here; the rest of the server imports `env`.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  // Set: the PostgreSQL store (sessions and rate limits shared by every app server). Unset: lowdb in DATA_DIR.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SESSION_SECRET: z.string().min(16).optional(),
  // Signs the client address the page server passes to the API (api/http/client-address.ts). Needed, or
  // SESSION_SECRET, on both sides when the pages reach a separate API (API_BASE_URL).
  INTERNAL_SECRET: z.string().min(16).optional(),
  // Whom to believe in X-Forwarded-For / -Proto: unset trusts nobody (the socket is the client); a hop count or
  // Express's address list (`loopback`, `10.0.0.0/8`) when a reverse proxy stands in front.
  TRUST_PROXY: z.string().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  // The paid AI's daily token allowance per signed-in user and per client address (UTC days): 429 once spent.
  AI_DAILY_TOKENS_PER_USER: z.coerce.number().int().min(1).default(100_000),
  AI_DAILY_TOKENS_PER_IP: z.coerce.number().int().min(1).default(300_000),
  // AI generation requests per hour per client address and per signed-in user (429 problem past either).
  GENERATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),
  GENERATE_LIMIT_PER_HOUR_USER: z.coerce.number().int().min(1).default(30),
  // Generated items kept per requester (user, or anonymous client) and in all; the oldest go first (issue 11).
  GENERATED_MAX_PER_REQUESTER: z.coerce.number().int().min(1).default(200),
  GENERATED_MAX_TOTAL: z.coerce.number().int().min(1).default(20_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  // Successful sign-ups per client address per hour (there is no mail service to prove an address is owned).
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // Password reset requests per client address per hour (and 3 per address asked for, api/http/reset-limits.ts).
  PASSWORD_RESET_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SECURE_COOKIES: z.enum(['true', 'false']).optional(),
  MOCKS: z.enum(['true', 'false']).default('false'),
  // pino's levels: what the server logs (request lines are info, 4xx warn, 5xx error; AI calls info/warn).
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Set: GET /metrics answers Prometheus scrapes that send `Authorization: Bearer <token>`. Unset: /metrics is 404.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Pages that are alike for every visitor with the same cookies (the landing page, not signed in) are rendered once
  // and kept this many MB at most (api/http/page-cache.ts); 0 renders every request.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(32),
  // How long SIGTERM waits for requests in flight and queued writes before closing anyway, ms.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Sign-in providers (OpenID Connect), e.g. `google,microsoft`; each id's OIDC_<ID>_* settings are read in
  // api/auth/oidc-config.ts. Unset: password accounts only.
  OIDC_PROVIDERS: z.string().optional(),
  // The public origin providers send students back to (`https://examready.example`); unset: the request's own.
  OIDC_REDIRECT_ORIGIN: z.string().url().optional(),
  // Mail to students (password reset links), e.g. `smtps://user:pass@smtp.example.com:465`. Unset: no mail is sent,
  // and in development only the link is written to the log (api/mail/mailer.ts, decision 067).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('ExamReady <no-reply@examready.app>'),
  // The public origin mailed links point to (`https://examready.example`); unset: OIDC_REDIRECT_ORIGIN, else
  // http://localhost:PORT. Needed in production with SMTP_URL (a request's Host header could be anyone's).
  PUBLIC_ORIGIN: z.string().url().optional(),
})

export type Env = z.infer<typeof EnvSchema> & { oidcProviders: OidcProviderConfig[] }

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings in the environment mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = EnvSchema.safeParse(cleaned)
  const oidc = parseOidcProviders(cleaned)
  const mailProblem =
    result.data?.NODE_ENV === 'production' && result.data.SMTP_URL && !result.data.PUBLIC_ORIGIN
      ? ['  PUBLIC_ORIGIN: must be set with SMTP_URL in production (the origin of the links mailed to students)']
      : []
  if (!result.success || oidc.problems.length || mailProblem.length) {
    const problems = [
      ...mailProblem,
      ...(result.error?.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`) ?? []),
      ...oidc.problems,
    ]
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR), oidcProviders: oidc.providers }
}
