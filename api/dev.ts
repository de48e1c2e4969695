// `npm run dev`: the app with Vite's dev server (HMR, no build step) and the API in the same process, on PORT.
// NODE_ENV must be set before Express, React or Remix are loaded, so everything else is imported after it.
process.env.NODE_ENV ||= 'development'

const { createServer: createHttpServer } = await import('node:http')
const { createServer: createViteServer } = await import('vite')
const { parseEnv } = await import('./env.ts')
const { createApi } = await import('./app.ts')
const { closeOnSignals, createAppServer } = await import('./server.ts')

const env = parseEnv()
const server = createHttpServer()
// HMR shares the app's port (one port to open, and the CSP's 'self' covers it) instead of Vite's default 24678.
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
const { router, close } = await createApi({ env })
server.on('request', await createAppServer({ env, api: router, vite }))
server.listen(env.PORT, env.HOST, () => {
  const ai = env.OPENAI_API_KEY ? 'OpenAI' : 'offline'
  console.log(`ExamReady (development) on http://localhost:${env.PORT} (data: ${env.DATA_DIR}, AI: ${ai})`)
})
closeOnSignals(server, async () => {
  await vite.close()
  await close()
})
export {}
