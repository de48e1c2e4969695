import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureBuild } from '../../api/build.ts'
import { startChild, stop } from './child.ts'
import { formatLighthouse, runLighthouse } from './lighthouse.ts'
import { LIGHTHOUSE_PAGES } from './pages.ts'

/**
 * `npx tsx tests/perf/lighthouse-pages.ts [path…]`: section 3 of `npm run bench` alone, Lighthouse (mobile) on the
 * bench's pages (or the paths given), each audited LIGHTHOUSE_RUNS times (default 3) with the median reported.
 */
ensureBuild()
const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-lighthouse-'))
const app = await startChild(
  ['--import', 'tsx', 'api/start.ts'],
  { NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, OPENAI_API_KEY: '' },
  /listening on http:\/\/localhost:(\d+)/,
)
try {
  const paths = process.argv.slice(2)
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
  console.log(`Lighthouse (mobile), median of ${runs} runs per page`)
  // Page by page, each printed as soon as it is measured (a loaded machine takes minutes per page).
  for (const page of paths.length ? paths : LIGHTHOUSE_PAGES)
    console.log(formatLighthouse(await runLighthouse(`http://127.0.0.1:${app.port}`, [page], runs)))
} finally {
  await stop(app.child)
  rmSync(dataDir, { recursive: true, force: true })
}
