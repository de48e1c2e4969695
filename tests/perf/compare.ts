import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../../api/build.ts'
import { startBenchApp, startChild, stop } from './child.ts'
import { load } from './load.ts'
import { SSR_PAGES } from './pages.ts'
import { signedInStudent } from './signed-in.ts'

/**
 * `BASE_DIR=<another checkout, built> npx tsx tests/perf/compare.ts`: this checkout's page rendering against another
 * one's, in turns within one run (A B, B A, A B…), so both see the same load from other processes on the machine.
 * Prints each page's app CPU per request (Linux /proc) and requests/s beside a bare node:http server, as medians of
 * ROUNDS (default 5) turns of BENCH_SECONDS (default 4); SSR_ONLY=<name prefix>[,…] measures only those pages.
 * Figures, never assertions.
 */

const here = path.dirname(fileURLToPath(import.meta.url))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const ROUNDS = Number(process.env.ROUNDS ?? 5)
const baseDir = process.env.BASE_DIR
if (!baseDir) throw new Error('BASE_DIR: the checkout to compare with (built, with node_modules)')

function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const startApp = (cwd: string, dataDir: string) => startBenchApp(dataDir, { cwd })

ensureBuild()
const dirs = [mkdtempSync(path.join(tmpdir(), 'examready-cmp-')), mkdtempSync(path.join(tmpdir(), 'examready-cmp-'))]
const bare = await startChild([path.join(here, 'bare-server.mjs')], {}, /listening on (\d+)/)
const apps = [
  { name: 'base', ...(await startApp(path.resolve(baseDir), dirs[0])) },
  { name: 'this', ...(await startApp(process.cwd(), dirs[1])) },
]
const bareUrl = `http://127.0.0.1:${bare.port}/`
try {
  const cookies = await Promise.all(apps.map((a) => signedInStudent(`http://127.0.0.1:${a.port}`)))
  const pages = [
    ...SSR_PAGES.filter((p) => p.name !== 'SSR / (served)'),
    { name: 'SSR /progress (signed in)', path: '/progress', init: { headers: { cookie: '' } } },
  ].filter((p) => !process.env.SSR_ONLY || process.env.SSR_ONLY.split(',').some((only) => p.name.startsWith(only)))
  const initFor = (p: (typeof pages)[number], i: number) =>
    p.path === '/progress' ? { headers: { cookie: cookies[i] } } : p.init
  // Warm-up: compilation, caches and the offline tutor's start-up work (it runs after listen) out of the figures.
  for (const p of pages)
    for (const [i, a] of apps.entries()) await load(p.name, `http://127.0.0.1:${a.port}${p.path}`, 4, 3, initFor(p, i))
  console.log(
    `${ROUNDS} turns of ${SECONDS} s each (c=10), medians; ratio: requests/s beside the bare server just before`,
  )
  for (const p of pages) {
    const cpu: number[][] = [[], []]
    const ratio: number[][] = [[], []]
    for (let round = 0; round < ROUNDS; round++) {
      // Each checkout goes first in every other turn: the second of a pair would otherwise meet other load.
      const order = round % 2 ? [1, 0] : [0, 1]
      for (const i of order) {
        const a = apps[i]
        const yardstick = await load('bare', bareUrl, 10, 2)
        const before = cpuMs(a.child.pid)
        const result = await load(p.name, `http://127.0.0.1:${a.port}${p.path}`, 10, SECONDS, initFor(p, i))
        if (result.failures) throw new Error(`${a.name} ${p.name}: ${result.failures} failures`)
        cpu[i].push((cpuMs(a.child.pid) - before) / result.requests)
        ratio[i].push((result.rps / yardstick.rps) * 100)
      }
    }
    const row = apps
      .map((a, i) => `${a.name} ${median(cpu[i]).toFixed(2)} ms CPU, ${median(ratio[i]).toFixed(2)}% of bare`)
      .join('   ')
    console.log(`  ${p.name.padEnd(40)} ${row}   (CPU this/base ${(median(cpu[1]) / median(cpu[0])).toFixed(2)})`)
  }
} finally {
  await Promise.all([...apps.map((a) => stop(a.child)), stop(bare.child)])
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
}
