import { rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type Express } from 'express'
import type { ViteDevServer } from 'vite'
import { createApi } from './app.ts'
import type { Env } from './env.ts'
import { BODY_LIMIT_BYTES, rejectDeclaredOversize } from './http/body-limit.ts'
import { internalKey, signClient, trustProxySetting } from './http/client-address.ts'
import { inProcessFetch, publishInProcessFetch } from './http/in-process.ts'
import { assignRequestId, metricsEndpoint, pageRoutes, requestLogging } from './http/observe.ts'
import { offlineShellRequest } from './http/offline-shell.ts'
import { originCheck } from './http/origin-check.ts'
import { PageCache } from './http/page-cache.ts'
import { pageErrorHandler } from './http/page-error.ts'
import { PageReads } from './http/page-reads.ts'
import { PublicReads } from './http/public-reads.ts'
import { remixRequestHandler } from './http/remix-handler.ts'
import { assignNonce, cspNonce, noStoreWithSession, securityHeaders } from './http/security-headers.ts'
import { SERVER_PID_FILE } from './ops/data-dir-files.ts'
import { createLogger, silentLogger, type Logger } from './ops/logger.ts'
import { Metrics } from './ops/metrics.ts'
import { closeOnSignals } from './ops/shutdown.ts'
import { redact } from './store/open.ts'

export { closeOnSignals, type ShutdownOptions } from './ops/shutdown.ts'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const BUILD_DIR = path.join(ROOT, 'build')

export interface AppServerOptions {
  env: Env
  /** The /api router; absent in mock mode, where msw answers the app's calls. */
  api?: express.Router
  /** Set up before the Remix build is imported (mock mode starts msw here). */
  beforeRemix?: () => Promise<void>
  /** The Remix server build; imported from build/ when absent. */
  build?: ServerBuild
  /** `npm run dev`: Vite serves the client modules with HMR and compiles the server build on each request. */
  vite?: ViteDevServer
  /**
   * The loaders call `api` in this process (no HTTP round trip) unless API_BASE_URL names a separate backend.
   * Off in mock mode, where msw answers the loaders' fetch.
   */
  inProcess?: boolean
  /** One line per request goes here (nothing is logged without one). */
  logger?: Logger
  /** Request counts and latencies; GET /metrics shows them when METRICS_TOKEN is set. */
  metrics?: Metrics
  /**
   * Where pages that ask for it are kept rendered (api/http/page-cache.ts); false for none. By default one of
   * PAGE_CACHE_MB, except in development, where a page changes with each edit.
   */
  pageCache?: PageCache | false
  /**
   * With the API in this process: where the page server keeps the API's answers marked public, for as long as they
   * say (api/http/public-reads.ts); false for none.
   */
  publicReads?: PublicReads | false
}

/**
 * Express: a body limit for every route, security headers (CSP with a per-request nonce), /api, the built client
 * assets, then the Remix request handler (which counts streamed bodies), and an error page without internals.
 */
export async function createAppServer({
  env,
  api,
  beforeRemix,
  build,
  vite,
  inProcess = false,
  logger = silentLogger(),
  metrics = new Metrics({ defaultMetrics: false }),
  pageCache = !vite && env.PAGE_CACHE_MB > 0 && new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 }),
  publicReads = new PublicReads(),
}: AppServerOptions): Promise<Express> {
  const app = express()
  // Express's own behaviour (its error pages among it) follows the parsed environment, not a missing NODE_ENV.
  app.set('env', env.NODE_ENV)
  app.disable('x-powered-by')
  // Nobody's X-Forwarded-For is believed unless TRUST_PROXY says whose (api/http/client-address.ts).
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY))
  const key = internalKey(env)
  // First: the request's id (the page's loaders pass it on to the API), its log line and its metrics.
  const trustProxy = Boolean(env.TRUST_PROXY)
  app.use(assignRequestId(trustProxy))
  app.use(requestLogging(logger, metrics, trustProxy))
  app.get('/metrics', metricsEndpoint(metrics, env.METRICS_TOKEN))
  app.use(rejectDeclaredOversize(BODY_LIMIT_BYTES))
  // Cross-site state changes (403) and text/plain bodies (415), pages and /api alike; a page action whose Origin
  // names another host than the one it was sent to is 403 as well, before Remix would throw on it.
  const isPage = (req: express.Request) => !req.path.startsWith('/api/')
  app.use(originCheck(isPage, isPage))
  app.use(assignNonce)
  app.use(securityHeaders(env))
  // Documents too: a page is 60–70 KB of HTML (its language's texts inline) and about a quarter of that gzipped.
  // Streaming survives: Remix's writer flushes the compressor after every chunk, so the weakness card's skeleton
  // still goes out before its content; event streams say `no-transform` and are left alone.
  app.use(compression())
  // In development Vite goes first: the browser loads source modules such as /domain/exam/scoring.ts, which
  // the API router would otherwise answer with 404 (Vite passes every other request on).
  if (vite) app.use(vite.middlewares)
  if (api) app.use('/api', api)
  // With the API in this process, one page's identical reads of it are made once (api/http/page-reads.ts) and what it
  // marks public is kept as long as it says (api/http/public-reads.ts).
  const pageReads = api && inProcess ? new PageReads() : undefined
  publishInProcessFetch(
    api && inProcess
      ? inProcessFetch(api, key, env, { logger, metrics }, { page: pageReads, public: publicReads || undefined })
      : undefined,
  )
  if (!vite) {
    app.use('/assets', (_req, res, next) => ((res.locals.route = '/assets/*'), next()))
    app.use('/assets', express.static(path.join(BUILD_DIR, 'client/assets'), { immutable: true, maxAge: '1y' }))
    const clientFiles = express.static(path.join(BUILD_DIR, 'client'), {
      maxAge: '1h',
      index: false,
      // The service worker is checked on every visit: a new build reaches the browser (its Reload prompt) at once.
      setHeaders: (res, file) => path.basename(file) === 'sw.js' && res.setHeader('Cache-Control', 'no-cache'),
    })
    // Only a request for a file (favicon.svg, mockServiceWorker.js) goes to the disk: pages and their `.data` have no
    // file there, and asking cost every page request a stat (decision 031).
    app.use((req, res, next) => {
      const ext = path.extname(req.path)
      return ext && ext !== '.data' ? clientFiles(req, res, next) : next()
    })
  }
  await beforeRemix?.()
  const serverBuild = vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    : (build ?? ((await import(pathToFileURL(path.join(BUILD_DIR, 'server/index.js')).href)) as ServerBuild))
  app.all(
    '*',
    pageRoutes(serverBuild),
    offlineShellRequest,
    noStoreWithSession,
    remixRequestHandler({
      build: serverBuild,
      mode: env.NODE_ENV === 'development' ? 'development' : 'production',
      limit: BODY_LIMIT_BYTES,
      getLoadContext: (_req, res) => ({ cspNonce: cspNonce(res) }),
      pageCache: pageCache ? { cache: pageCache, nonce: cspNonce } : undefined,
      pageReads,
      // The visitor's address as this server sees it, signed: the loaders' API calls carry it (a browser's own
      // header of that name is replaced).
      clientHeader: (req) =>
        signClient(key, {
          address: req.ip ?? req.socket.remoteAddress ?? '0.0.0.0',
          protocol: req.secure ? 'https' : 'http',
        }),
    }),
  )
  app.use(pageErrorHandler(env))
  return app
}

export async function startServer(env: Env): Promise<Server> {
  const logger = createLogger(env)
  const metrics = new Metrics()
  const { router, ctx, close, readiness } = await createApi({ env, logger, metrics })
  await ctx.ai.prepare?.()
  const app = await createAppServer({ env, api: router, logger, metrics, inProcess: true })
  const data = env.DATABASE_URL ? `PostgreSQL ${redact(env.DATABASE_URL)}` : env.DATA_DIR
  const server = await listen(app, env, `data: ${data}, AI: ${env.OPENAI_API_KEY ? 'OpenAI' : 'offline'}`, logger)
  // Who serves this DATA_DIR: `npm run restore` refuses to overwrite it while this process runs.
  const pidFile = env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, SERVER_PID_FILE)
  if (pidFile) writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 })
  readiness.markReady()
  void ctx.ai.warmUp?.()
  closeOnSignals(server, close, {
    readiness,
    logger,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    onClosed: () => {
      metrics.close()
      if (pidFile) rmSync(pidFile, { force: true })
    },
  })
  return server
}

export function listen(
  app: Express,
  env: Env,
  describe = `data: ${env.DATA_DIR}, AI: ${env.OPENAI_API_KEY ? 'OpenAI' : 'offline'}`,
  logger?: Logger,
): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(env.PORT, env.HOST, () => {
      const { port } = server.address() as AddressInfo
      const line = `ExamReady listening on http://localhost:${port} (${describe})`
      if (logger) logger.info({ port }, line)
      else console.log(line)
      resolve(server)
    })
  })
}
