import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type ErrorRequestHandler, type Express } from 'express'
import type { ViteDevServer } from 'vite'
import { createApi } from './app.ts'
import type { Env } from './env.ts'
import { BODY_LIMIT_BYTES, rejectDeclaredOversize } from './http/body-limit.ts'
import { internalKey, signClient, trustProxySetting } from './http/client-address.ts'
import { inProcessFetch, publishInProcessFetch } from './http/in-process.ts'
import { originCheck } from './http/origin-check.ts'
import { remixRequestHandler } from './http/remix-handler.ts'
import { assignNonce, cspNonce, securityHeaders } from './http/security-headers.ts'
import { redact } from './store/open.ts'

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
}: AppServerOptions): Promise<Express> {
  const app = express()
  // Express's own behaviour (its error pages among it) follows the parsed environment, not a missing NODE_ENV.
  app.set('env', env.NODE_ENV)
  app.disable('x-powered-by')
  // Nobody's X-Forwarded-For is believed unless TRUST_PROXY says whose (api/http/client-address.ts).
  app.set('trust proxy', trustProxySetting(env.TRUST_PROXY))
  const key = internalKey(env)
  app.use(rejectDeclaredOversize(BODY_LIMIT_BYTES))
  // Cross-site state changes (403) and text/plain bodies (415), pages and /api alike.
  app.use(originCheck((req) => !req.path.startsWith('/api/')))
  app.use(assignNonce)
  app.use(securityHeaders(env))
  // HTML is streamed (the weakness card's skeleton first, its content later); compression would buffer the
  // stream until the end, so documents go uncompressed and everything else compressed.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader('Content-Type') ?? '').includes('text/html') && compression.filter(req, res),
    }),
  )
  // In development Vite goes first: the browser loads source modules such as /api/domain/exam/scoring.ts, which
  // the API router would otherwise answer with 404 (Vite passes every other request on).
  if (vite) app.use(vite.middlewares)
  if (api) app.use('/api', api)
  publishInProcessFetch(api && inProcess ? inProcessFetch(api, key, env) : undefined)
  if (!vite) {
    app.use('/assets', express.static(path.join(BUILD_DIR, 'client/assets'), { immutable: true, maxAge: '1y' }))
    app.use(express.static(path.join(BUILD_DIR, 'client'), { maxAge: '1h', index: false }))
  }
  await beforeRemix?.()
  const serverBuild = vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    : (build ?? ((await import(pathToFileURL(path.join(BUILD_DIR, 'server/index.js')).href)) as ServerBuild))
  app.all(
    '*',
    remixRequestHandler({
      build: serverBuild,
      mode: env.NODE_ENV === 'development' ? 'development' : 'production',
      limit: BODY_LIMIT_BYTES,
      getLoadContext: (_req, res) => ({ cspNonce: cspNonce(res) }),
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

/**
 * Errors outside /api (a malformed URL such as `/%E0%A4%A`, a failure in the Remix adapter): a short plain-text
 * page with the status, never a stack or a path on this machine; details go to the log (stack in development).
 */
function pageErrorHandler(env: Env): ErrorRequestHandler {
  return (err: { status?: number; statusCode?: number; message?: string; stack?: string }, req, res, next) => {
    if (res.headersSent) return next(err)
    const given = Number(err?.status ?? err?.statusCode)
    const status = given >= 400 && given < 600 ? given : 500
    if (status >= 500) console.error('[app] unexpected error', env.NODE_ENV === 'development' ? err : err?.message)
    res
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(status < 500 ? 'Bad request.' : 'Something went wrong on our side. Please try again.')
  }
}

export async function startServer(env: Env): Promise<Server> {
  const { router, close } = await createApi({ env })
  const app = await createAppServer({ env, api: router, inProcess: true })
  const data = env.DATABASE_URL ? `PostgreSQL ${redact(env.DATABASE_URL)}` : env.DATA_DIR
  const server = await listen(app, env, `data: ${data}, AI: ${env.OPENAI_API_KEY ? 'OpenAI' : 'offline'}`)
  closeOnSignals(server, close)
  return server
}

/** SIGTERM/SIGINT: stop taking connections, let requests in flight finish, close the store (the pool), exit. */
export function closeOnSignals(server: Server, closeStore: () => Promise<void>) {
  const stop = () => {
    server.closeIdleConnections()
    server.close(() => void closeStore().finally(() => process.exit(0)))
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

export function listen(
  app: Express,
  env: Env,
  describe = `data: ${env.DATA_DIR}, AI: ${env.OPENAI_API_KEY ? 'OpenAI' : 'offline'}`,
): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(env.PORT, env.HOST, () => {
      const { port } = server.address() as AddressInfo
      console.log(`ExamReady listening on http://localhost:${port} (${describe})`)
      resolve(server)
    })
  })
}
