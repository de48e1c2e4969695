import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import type { CasAdapter } from './adapters.ts'
import { isCorrect, loadProblems, type CasProblem } from './cas-problems.ts'
import { computeEngineAdapter } from './compute-engine.ts'
import { algebriteAdapter, mathjsAdapter, nerdamerAdapter } from './systems.ts'

/**
 * The computer-algebra comparison of decision 045: `npx tsx api/ai/offline/maths/bench/compare.ts`. Prints, per
 * system, coverage (an answer given), correctness (the answer agrees numerically with the checked one), the
 * installed and bundled size, start-up time in a fresh Node process, and the p95 time per problem; then the
 * correct count per kind of problem. A benchmark: it prints, it does not assert.
 */

const ADAPTERS: CasAdapter[] = [nerdamerAdapter, algebriteAdapter, computeEngineAdapter, mathjsAdapter]
const root = new URL('../../../../../', import.meta.url).pathname

function dirSize(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(path) : statSync(path).size
  }
  return total
}

async function bundleSize(pkg: string): Promise<number> {
  const out = await build({
    stdin: { contents: `export * as lib from '${pkg}'`, resolveDir: root },
    bundle: true,
    minify: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  })
  return gzipSync(out.outputFiles[0].contents).length
}

/** Milliseconds to load the package in a fresh Node process (median of three, Node's own start-up excluded). */
function startUp(pkg: string): number {
  const script = `const t = performance.now(); await import('${pkg}'); console.log(performance.now() - t)`
  const times = [0, 1, 2].map(() =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })),
  )
  return times.sort((a, b) => a - b)[1]
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
const kb = (bytes: number) => `${Math.round(bytes / 1e3)} kB`

interface Row {
  name: string
  covered: number
  correct: number
  wrong: number
  byKind: Map<string, number>
  install: number
  bundle: number
  startMs: number
  p95Ms: number
}

async function measure(adapter: CasAdapter, problems: CasProblem[]): Promise<Row> {
  await adapter.load()
  const byKind = new Map<string, number>()
  const times: number[] = []
  let covered = 0
  let correct = 0
  for (const p of problems) {
    const t = performance.now()
    let got: ReturnType<CasAdapter['run']>
    try {
      got = adapter.run(p)
    } catch {
      got = undefined
    }
    times.push(performance.now() - t)
    if (got === undefined || (typeof got === 'number' && !Number.isFinite(got))) continue
    covered++
    if (isCorrect(p, got)) {
      correct++
      byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + 1)
    }
  }
  const pkgs = adapter.packages
  return {
    name: adapter.name,
    covered,
    correct,
    wrong: covered - correct,
    byKind,
    install: pkgs.reduce((s, pkg) => s + dirSize(join(root, 'node_modules', pkg)), 0),
    bundle: await bundleSize(pkgs[0]),
    startMs: startUp(pkgs[0]),
    p95Ms: p95(times),
  }
}

const problems = loadProblems()
const rows: Row[] = []
for (const adapter of ADAPTERS) rows.push(await measure(adapter, problems))

const n = problems.length
console.log(`\n${n} problems (api/ai/offline/maths/bench/cas-problems.json)\n`)
console.log('| system | answered | correct | wrong | installed | bundle (min+gzip) | start-up | p95 per problem |')
console.log('|---|---|---|---|---|---|---|---|')
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.covered}/${n} | ${r.correct} (${Math.round((100 * r.correct) / n)}%) | ${r.wrong} | ${mb(r.install)} | ${kb(r.bundle)} | ${r.startMs.toFixed(0)} ms | ${r.p95Ms.toFixed(1)} ms |`,
  )
const kinds = [...new Set(problems.map((p) => p.kind))]
console.log(`\n| kind (problems) | ${rows.map((r) => r.name).join(' | ')} |`)
console.log(`|---|${rows.map(() => '---').join('|')}|`)
for (const k of kinds)
  console.log(
    `| ${k} (${problems.filter((p) => p.kind === k).length}) | ${rows.map((r) => r.byKind.get(k) ?? 0).join(' | ')} |`,
  )
