// `npm start` (and `npm run start:mocks` with MOCKS=true): build the app if needed, then serve it.
// NODE_ENV is production unless it was set: it must be in place before Express, React or Remix are loaded (they
// read it once), so everything else is imported after this line.
process.env.NODE_ENV ||= 'production'

const { ensureBuild } = await import('./build.ts')
const { parseEnv } = await import('./env.ts')
const env = parseEnv()
ensureBuild()
if (env.MOCKS === 'true') {
  const { startMockServer } = await import('../mocks/server-mode.ts')
  await startMockServer(env)
} else {
  const { startServer } = await import('./server.ts')
  await startServer(env).catch((error: Error & { code?: string }) => {
    // A damaged DATA_DIR (issue 27, H2): one line saying which file and what to do, then a non-zero exit.
    if (error.code !== 'ESTOREDAMAGED') throw error
    console.error(`ExamReady did not start: ${error.message}`)
    process.exit(1)
  })
}
export {}
