import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { BUILD_DIR, ROOT } from './server.ts'

function newestMtime(dir: string): number {
  // The directory's own time too: a file renamed or removed changes it, not any file's.
  let newest = statSync(dir).mtimeMs
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

/** Builds the Remix app when there is no build or any source it bundles is newer than the build. */
export function ensureBuild() {
  const serverBuild = path.join(BUILD_DIR, 'server/index.js')
  const sources = ['app', 'mocks', 'openapi', 'api/seed', 'api/locales', 'domain', 'api/operations']
    .map((d) => path.join(ROOT, d))
    .filter(existsSync)
  const newest = Math.max(
    ...sources.map(newestMtime),
    statSync(path.join(ROOT, 'vite.config.ts')).mtimeMs,
    statSync(path.join(ROOT, 'remix.config.js')).mtimeMs,
  )
  if (existsSync(serverBuild) && newest <= statSync(serverBuild).mtimeMs) return
  console.log('Building the app…')
  // Always a production bundle: a caller's NODE_ENV (vitest sets "test") would otherwise give React's development
  // build, whose hydration warnings the browser tests treat as errors.
  const result = spawnSync('npx', ['remix', 'vite:build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('The app build failed.')
}
