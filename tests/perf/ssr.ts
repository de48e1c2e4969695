import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../../api/build.ts'
import { startBenchApp, startChild, stop } from './child.ts'
import { formatLoad, load } from './load.ts'
import { SSR_PAGES } from './pages.ts'
import { signedInStudent } from './signed-in.ts'

/**
 * `npx tsx tests/perf/ssr.ts`: only the server-rendered pages of `npm run bench` (landing, /questions, a results page,
 * a signed-in /progress) at 10 connections, each right after the bare node:http yardstick, for quick before/after comparisons (issue 15).
 * Figures, never assertions. The app's CPU time per request (Linux) is printed too: it holds when other processes
 * share the machine, where requests/s and the bare ratio swing. BENCH_SECONDS (default 5) per page; SSR_PROFILE=dir adds `--cpu-prof` to the app;
 * SSR_ONLY=<name prefix> measures only those pages.
 */

const here = path.dirname(fileURLToPath(import.meta.url))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

/** The app process's CPU time in ms (Linux /proc; undefined elsewhere): CPU per request holds on a busy machine. */
function cpuMs(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`
  if (!pid || !existsSync(file)) return undefined
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

ensureBuild()
const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-ssr-'))
const profile = process.env.SSR_PROFILE
const bare = await startChild([path.join(here, 'bare-server.mjs')], {}, /listening on (\d+)/)
const app = await startBenchApp(dataDir, { nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [] })
const base = `http://127.0.0.1:${app.port}`
const bareUrl = `http://127.0.0.1:${bare.port}/`
const [served, rendered, ...others] = SSR_PAGES
const allPages = [
  served,
  rendered,
  { name: 'SSR / (uk, rendered each time)', path: '/', init: { headers: { cookie: 'lng=uk' }, uncached: true } },
  ...others,
  { name: 'SSR /progress (signed in)', path: '/progress', init: { headers: { cookie: await signedInStudent(base) } } },
]
// SSR_ONLY="SSR /questions": just the pages whose name starts with it (for a profile of one page).
const pages = allPages.filter((p) => !process.env.SSR_ONLY || p.name.startsWith(process.env.SSR_ONLY))
try {
  // Warm-up: compilation, caches and the offline tutor's start-up work (it runs after listen) out of the figures.
  for (const p of pages) await load(p.name, base + p.path, 4, 3, p.init)
  await load('bare', bareUrl, 10, 1)
  console.log(`SSR throughput, c=10, ${SECONDS} s each, each beside a bare node:http server measured just before it`)
  for (const p of pages) {
    const yardstick = await load('bare node:http', bareUrl, 10, 3)
    const before = cpuMs(app.child.pid)
    const result = await load(p.name, base + p.path, 10, SECONDS, p.init)
    const after = cpuMs(app.child.pid)
    const perRequest = before !== undefined && after !== undefined ? (after - before) / result.requests : undefined
    console.log(formatLoad(result, yardstick) + (perRequest ? `   app CPU ${perRequest.toFixed(1)} ms/request` : ''))
  }
} finally {
  await Promise.all([stop(app.child), stop(bare.child)])
  rmSync(dataDir, { recursive: true, force: true })
}
