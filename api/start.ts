import { ensureBuild } from './build.ts'
import { parseEnv } from './env.ts'
import { startServer } from './server.ts'

// `npm start` (and `npm run start:mocks` with MOCKS=true): build the app if needed, then serve it.
const env = parseEnv()
ensureBuild()
if (env.MOCKS === 'true') {
  const { startMockServer } = await import('../mocks/server-mode.ts')
  await startMockServer(env)
} else {
  await startServer(env)
}
