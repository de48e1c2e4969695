// `npm run dev`: the app with Vite's dev server (HMR, no build step) and the API in the same process, on PORT.
// NODE_ENV must be set before Express, React or Remix are loaded, so everything else is imported after it.
process.env.NODE_ENV ||= 'development'

const { createServer: createHttpServer } = await import('node:http')
const { createServer: createViteServer } = await import('vite')
const { parseEnv } = await import('./env.ts')
const { createApi } = await import('./app.ts')
const { closeOnSignals, createAppServer } = await import('./server.ts')
const { createLogger } = await import('./ops/logger.ts')

const env = parseEnv()
const server = createHttpServer()
// HMR shares the app's port (one port to open, and the CSP's 'self' covers it) instead of Vite's default 24678.
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
const logger = createLogger(env)
const { router, close, readiness } = await createApi({ env, logger })
server.on('request', await createAppServer({ env, api: router, vite, logger, inProcess: true }))
server.listen(env.PORT, env.HOST, () => {
  const ai = env.OPENAI_API_KEY ? 'OpenAI' : 'offline'
  console.log(`ExamReady (development) on http://localhost:${env.PORT} (data: ${env.DATA_DIR}, AI: ${ai})`)
  readiness.markReady()
})
closeOnSignals(
  server,
  async () => {
    await vite.close()
    await close()
  },
  { readiness, logger },
)
export {}
