import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureBuild } from '../../api/build.ts'
import { startBenchApp, stop } from './child.ts'
import { runLighthouse, type LighthouseRow } from './lighthouse.ts'
import { LIGHTHOUSE_PAGES } from './pages.ts'

/**
 * `BASE_DIR=<another checkout, built> npx tsx tests/perf/lighthouse-compare.ts [path…]`: Lighthouse (mobile) on this
 * checkout's pages and another one's in turns (base, this; this, base; …), LIGHTHOUSE_RUNS (default 3) audits each,
 * so both builds meet the same load from other processes. Prints per page the median run's performance score, LCP
 * and TBT of each build and every run's score. Figures, never assertions.
 */
const baseDir = process.env.BASE_DIR
if (!baseDir) throw new Error('BASE_DIR: the checkout to compare with (built, with node_modules)')
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const paths = process.argv.slice(2)

ensureBuild()
const dirs = [mkdtempSync(path.join(tmpdir(), 'examready-lhc-')), mkdtempSync(path.join(tmpdir(), 'examready-lhc-'))]
const apps = [
  { name: 'base', ...(await startBenchApp(dirs[0], { cwd: path.resolve(baseDir) })) },
  { name: 'this', ...(await startBenchApp(dirs[1])) },
]
const median = (rows: LighthouseRow[]) =>
  [...rows].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))[Math.floor(rows.length / 2)]
const show = (r: LighthouseRow | undefined) =>
  r?.status === 'ok'
    ? `${String(r.performance).padStart(3)} (LCP ${((r.lcpMs ?? 0) / 1000).toFixed(2)} s, TBT ${(r.tbtMs ?? 0).toFixed(0).padStart(4)} ms, a11y ${r.accessibility})`
    : `${r?.status ?? 'none'} ${r?.note ?? ''}`
try {
  console.log(`Lighthouse (mobile), ${runs} runs per page and build in turns; median run (every run's score)`)
  for (const page of paths.length ? paths : LIGHTHOUSE_PAGES) {
    const rows: LighthouseRow[][] = [[], []]
    for (let run = 0; run < runs; run++) {
      // Each build goes first in every other turn.
      for (const i of run % 2 ? [1, 0] : [0, 1]) {
        const [row] = await runLighthouse(`http://127.0.0.1:${apps[i].port}`, [page])
        rows[i].push(row)
      }
    }
    const line = apps
      .map((a, i) => {
        const ok = rows[i].filter((r) => r.status === 'ok')
        return `${a.name} ${show(ok.length ? median(ok) : rows[i][0])} [${rows[i].map((r) => r.performance ?? '-').join(' ')}]`
      })
      .join('   ')
    console.log(`  ${page.length > 30 ? page.slice(0, 29) + '…' : page.padEnd(30)} ${line}`)
  }
} finally {
  await Promise.all(apps.map((a) => stop(a.child)))
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
}
