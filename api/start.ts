import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { parseEnv } from './env.ts'
import { BUILD_DIR, ROOT, startServer } from './server.ts'

// `npm start`: build the app if there is no build or the sources are newer, then serve app + API.
function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

export function ensureBuild() {
  const serverBuild = path.join(BUILD_DIR, 'server/index.js')
  const stale = !existsSync(serverBuild) || newestMtime(path.join(ROOT, 'app')) > statSync(serverBuild).mtimeMs
  if (!stale) return
  console.log('Building the app…')
  const result = spawnSync('npx', ['remix', 'vite:build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The app build failed.')
}

const env = parseEnv()
ensureBuild()
if (env.MOCKS === 'true') {
  const { startMockServer } = await import('../mocks/server-mode.ts')
  await startMockServer(env)
} else {
  await startServer(env)
}
