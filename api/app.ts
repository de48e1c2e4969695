import path from 'node:path'
import { fileURLToPath } from 'node:url'
import express, { type Express } from 'express'
import * as OpenApiValidator from 'express-openapi-validator'
import helmet from 'helmet'
import { aiEngineFor } from './ai/engine-for-env.ts'
import type { AiEngine } from './ai/types.ts'
import { OidcProviders } from './auth/oidc.ts'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './auth/password.ts'
import { sessionMiddleware } from './auth/session.ts'
import type { Env } from './env.ts'
import { BODY_LIMIT_BYTES } from './http/body-limit.ts'
import { internalKey, trustProxySetting, trustedClient } from './http/client-address.ts'
import { assignRequestId, requestLogging } from './http/observe.ts'
import { oidcRoutes } from './http/oidc-routes.ts'
import { originCheck } from './http/origin-check.ts'
import { problemErrorHandler, sendProblem } from './http/problem.ts'
import { CounterStore } from './http/rate-limit.ts'
import { requestLimits } from './http/request-limits.ts'
import { passwordResetLimits } from './http/reset-limits.ts'
import { apiRoutes } from './http/routes.ts'
import { signInDelay } from './http/sign-in-delay.ts'
import { compileValidatorRoutesOnce } from './http/validator-routes.ts'
import { serverTexts } from './locales/texts.ts'
import { createMailer, mailOrigin } from './mail/mailer.ts'
import type { Mailer, OperationContext } from './operations/context.ts'
import { silentLogger, type Logger } from './ops/logger.ts'
import { Metrics } from './ops/metrics.ts'
import { ReadinessGate } from './ops/readiness.ts'
import { loadCatalog, loadExamTypes, loadQuestionBank, loadStudyNotes, type StudyNote } from './seed/index.ts'
import { onStoreWrite } from './store/collection.ts'
import { openStore } from './store/open.ts'
import type { Store } from './store/types.ts'

export const OPENAPI_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi/openapi.yaml')
export { BODY_LIMIT_BYTES }
export { GENERATE_WINDOW_MS, SIGNUP_WINDOW_MS } from './http/request-limits.ts'

/** What the operations get on the server (the mocks build theirs over the memory store). */
export type ApiContext = OperationContext

export interface ApiOptions {
  env: Env
  store?: Store
  ai?: AiEngine
  /** Argon2id by default; tests that make many sign-in attempts pass a cheaper one. */
  passwords?: OperationContext['passwords']
  /** Mail to students; by default nodemailer over SMTP_URL (api/mail/mailer.ts). */
  mailer?: Mailer
  /** Where request lines and AI calls are logged (api/ops/logger.ts); nothing is logged without one. */
  logger?: Logger
  /** The Prometheus metrics this server counts into (api/ops/metrics.ts); a private set when absent. */
  metrics?: Metrics
}

export interface Api {
  router: express.Router
  ctx: ApiContext
  /** Lets queued writes finish, then closes the store (the lowdb files, the PostgreSQL pool). */
  close: () => Promise<void>
  /** GET /api/ready's state: starting until the server listens, draining after SIGTERM. */
  readiness: ReadinessGate
  logger: Logger
  metrics: Metrics
}

/** The /api router: limits, body parsing, sessions, validation against openapi.yaml, the operations' adapters, problem+json. */
export async function createApi({
  env,
  store,
  ai,
  passwords,
  mailer,
  logger = silentLogger(),
  metrics = new Metrics({ defaultMetrics: false }),
}: ApiOptions): Promise<Api> {
  const bank = loadQuestionBank()
  // PostgreSQL when DATABASE_URL is set (sessions and rate limits shared between servers), lowdb otherwise.
  const opened = await openStore(env, bank, store)
  const resolvedStore = opened.store
  const { engine, aiBudget } = aiEngineFor(env, resolvedStore.questions, {
    ai,
    tokenUsage: opened.tokenUsage,
    logger,
    metrics,
  })
  let studyNotes: StudyNote[] | undefined
  const ctx: ApiContext = {
    store: resolvedStore,
    ai: engine,
    aiBudget,
    catalog: loadCatalog(),
    examTypes: loadExamTypes(),
    // Read on the first call (736 kB of files), not at start-up.
    studyNotes: () => (studyNotes ??= loadStudyNotes()),
    passwords: passwords ?? { hash: hashPassword, verify: verifyPassword, dummyHash, needsRehash },
    texts: serverTexts,
    now: () => new Date(),
    signInProviders: env.oidcProviders.map(({ id, name }) => ({ id, name })),
    mail: { mailer: mailer ?? createMailer(env, logger), origin: mailOrigin(env) },
  }

  onStoreWrite((collection, seconds) => metrics.storeWrite.observe({ collection }, seconds))
  metrics.countSessionsWith(async () => (await resolvedStore.authSessions.countActive?.(Date.now())) ?? Number.NaN)
  const readiness = new ReadinessGate({
    store: opened.probe,
    database: opened.database,
    ai: () => engine.name,
  })
  metrics.readinessWith(async () => (await readiness.report()).ready)

  const router = express.Router()
  // Before anything can answer: every answer (a 429 too) carries the request's id.
  router.use(assignRequestId(Boolean(env.TRUST_PROXY)))
  // The client as the API trusts it: the page server's signed header, else the socket (or TRUST_PROXY's reading).
  router.use(trustedClient(internalKey(env)))
  // Also here, for an API served on its own (createApiApp, a separate backend): cross-site changes are 403
  // (text/plain bodies get the validator's 415 below).
  router.use(originCheck(() => false))
  const limits = requestLimits(env, (prefix) => opened.rateLimitStore(prefix))
  router.use(limits.perMinute)
  // Sign-in, sign-up and password changes: failed attempts per client address.
  router.use(['/auth/login', '/auth/register', '/auth/password'], limits.failedSignIns)
  router.use('/auth/register', limits.signups)
  // Generation per client address per hour (signed in or not); per user below, once the session is read.
  router.use('/questions/generate', limits.generationPerClient)
  router.use(express.json({ limit: BODY_LIMIT_BYTES, type: ['application/json', 'application/*+json'] }))
  router.use(
    '/auth/password-reset',
    passwordResetLimits(env.PASSWORD_RESET_LIMIT_PER_HOUR, (prefix) => opened.rateLimitStore(prefix)),
  )
  // Failed sign-ins per account as well: a growing delay on that email, never a lock-out (api/http/sign-in-delay.ts).
  router.use('/auth/login', signInDelay(opened.rateLimitStore('signin-account:') ?? new CounterStore()))
  const secrets = await opened.secrets()
  router.use(
    sessionMiddleware({
      records: resolvedStore.authSessions,
      secrets,
      secure: env.SECURE_COOKIES === 'true' ? true : env.SECURE_COOKIES === 'false' ? false : 'auto',
    }),
  )
  // A signed-in student's answers, and who is signed in, are theirs alone: no browser or proxy keeps a copy
  // (issue 27). The catalogue's own Cache-Control (public data) replaces this where it is set.
  router.use((req, res, next) => {
    if (req.session?.userId || req.path === '/auth/user') res.setHeader('Cache-Control', 'no-store')
    next()
  })
  router.use('/questions/generate', limits.generationPerUser)
  // Provider sign-in's navigations: before the validator, as providers add query parameters of their own.
  router.use(
    oidcRoutes(ctx, {
      providers: new OidcProviders(env.oidcProviders),
      secrets,
      redirectOrigin: env.OIDC_REDIRECT_ORIGIN,
      logger,
    }),
  )
  compileValidatorRoutesOnce()
  router.use(
    OpenApiValidator.middleware({
      apiSpec: OPENAPI_PATH,
      validateRequests: {
        allowUnknownQueryParameters: false,
        coerceTypes: false,
        removeAdditional: false,
        allErrors: true,
      },
      validateResponses: env.NODE_ENV === 'test',
      validateSecurity: false,
      validateApiSpec: true,
      ignoreUndocumented: false,
      $refParser: { mode: 'dereference' },
    }),
  )
  router.get('/ready', (_req, res, next) => {
    readiness
      .report()
      .then(({ ready, body }) =>
        res
          .status(ready ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .json(body),
      )
      .catch(next)
  })
  router.use(apiRoutes(ctx))
  router.use((req, res) => sendProblem(res, 404, `No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}.`))
  router.use(problemErrorHandler)
  return { router, ctx, close: opened.close, readiness, logger, metrics }
}

/** The Express app with only the API mounted (the contract suite and tests use this). */
export async function createApiApp(options: ApiOptions): Promise<Api & { app: Express }> {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting(options.env.TRUST_PROXY))
  const api = await createApi(options)
  app.use(requestLogging(api.logger, api.metrics, Boolean(options.env.TRUST_PROXY)))
  app.use(helmet({ contentSecurityPolicy: false }))
  app.use('/api', api.router)
  api.readiness.markReady()
  return { app, ...api }
}
