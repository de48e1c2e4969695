import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type Express } from 'express'
import helmet from 'helmet'
import { createApi } from './app.ts'
import type { Env } from './env.ts'
import { redact } from './store/open.ts'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const BUILD_DIR = path.join(ROOT, 'build')

export interface AppServerOptions {
  env: Env
  /** The /api router; absent in mock mode, where msw answers the app's calls. */
  api?: express.Router
  /** Set up before the Remix build is imported (mock mode starts msw here). */
  beforeRemix?: () => Promise<void>
}

/** Express: security headers, /api, the built client assets, then the Remix request handler. */
export async function createAppServer({ env, api, beforeRemix }: AppServerOptions): Promise<Express> {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }))
  // HTML is streamed (the weakness card's skeleton first, its content later); compression would buffer the
  // stream until the end, so documents go uncompressed and everything else compressed.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader('Content-Type') ?? '').includes('text/html') && compression.filter(req, res),
    }),
  )
  if (api) app.use('/api', api)
  app.use('/assets', express.static(path.join(BUILD_DIR, 'client/assets'), { immutable: true, maxAge: '1y' }))
  app.use(express.static(path.join(BUILD_DIR, 'client'), { maxAge: '1h', index: false }))
  await beforeRemix?.()
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, 'server/index.js')).href)) as ServerBuild
  app.all('*', createRequestHandler({ build, mode: env.NODE_ENV === 'development' ? 'development' : 'production' }))
  return app
}

export async function startServer(env: Env): Promise<Server> {
  const { router, close } = await createApi({ env })
  const app = await createAppServer({ env, api: router })
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
