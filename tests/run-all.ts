import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { failureLines } from './failure-lines.ts'
import { findPgBin } from './pg/cluster.ts'

/**
 * `npm test`: every check, in order, each with its own output; a summary at the end. Steps:
 * typecheck, OpenAPI lint, unit/integration tests (vitest), the contract suite against a server it starts and
 * against the mocks, against servers on PostgreSQL (installed from Debian when missing) and against a deliberately
 * different minimal server (tests/contract/minimal.ts), then the browser tests (which find or install Chromium).
 */

interface Step {
  name: string
  command: string[]
  /** Pulls passed/failed counts out of the step's output. */
  counts?: (out: string) => { passed: number; failed: number } | undefined
  /**
   * Neighbouring steps of one group run at the same time (each output printed whole when it ends): the static
   * checks (decision 087), and the tests whose servers mostly wait (decision 089).
   */
  group?: 'static' | 'servers'
}

const contractCounts = (out: string) => {
  const m = out.match(/^(\d+) passed, (\d+) failed/m)
  return m ? { passed: Number(m[1]), failed: Number(m[2]) } : undefined
}
const vitestCounts = (out: string) => {
  // eslint-disable-next-line no-control-regex
  const clean = out.replace(/\u001b\[[0-9;]*m/g, '')
  const line = clean.match(/^\s*Tests\s+(.*)$/m)?.[1]
  if (!line) return undefined
  return { passed: Number(line.match(/(\d+) passed/)?.[1] ?? 0), failed: Number(line.match(/(\d+) failed/)?.[1] ?? 0) }
}
const playwrightCounts = (out: string) => {
  const passed = out.match(/^\s*(\d+) passed/m)
  const failed = out.match(/^\s*(\d+) failed/m)
  // A flaky test (failed, then passed on CI's one retry) passed; Playwright's list above names it.
  const flaky = out.match(/^\s*(\d+) flaky/m)
  return passed || failed
    ? { passed: Number(passed?.[1] ?? 0) + Number(flaky?.[1] ?? 0), failed: Number(failed?.[1] ?? 0) }
    : undefined
}

// PostgreSQL binaries for the PostgreSQL store's tests (a throwaway cluster; no service): Debian's package when missing.
if (!process.env.TEST_DATABASE_URL && !findPgBin() && spawnSync('which', ['apt-get']).status === 0) {
  console.log('Installing PostgreSQL (Debian package) for the PostgreSQL store tests…')
  spawnSync('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq postgresql'], { stdio: 'inherit' })
}

const vitest = (project: 'unit' | 'servers' | 'processes', ...more: 'unit-mocks'[]) => [
  'npx',
  'vitest',
  'run',
  ...[project, ...more].map((name) => `--project=${name}`),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=.cache/vitest-${project}.json`,
]

const steps: Step[] = [
  { name: 'typecheck', group: 'static', command: ['npx', 'tsc', '--noEmit'] },
  { name: 'lint (ESLint, zero warnings; Prettier)', group: 'static', command: ['npm', 'run', '-s', 'lint'] },
  {
    name: 'layers and import cycles (dependency-cruiser)',
    group: 'static',
    command: ['npm', 'run', '-s', 'lint:deps'],
  },
  {
    name: 'openapi lint',
    group: 'static',
    command: ['npx', 'redocly', 'lint', 'openapi/openapi.yaml', '--format=stylish'],
  },
  // The JSON reports keep each file's duration (.cache/vitest-*.json) for finding what makes CI slow.
  { name: 'unit tests (vitest, two files at a time)', command: vitest('unit', 'unit-mocks'), counts: vitestCounts },
  // Builds the app when needed; fails when any route's first-load JS (gzip) is over its budget (decisions 024, 032).
  // Before the servers: each would otherwise start its own build of a fresh checkout, all at once.
  { name: 'JS budgets (first-load gzip per route)', command: ['npx', 'tsx', 'tests/perf/budgets.ts'] },
  // The files that start servers, processes or databases run one at a time in two queues (vitest.config.ts), beside
  // the contract suites: all mostly wait on their servers, so together they keep both cores busy (decision 089).
  {
    name: 'integration tests with servers in the process (vitest, one file at a time)',
    group: 'servers',
    command: vitest('servers'),
    counts: vitestCounts,
  },
  {
    name: 'integration tests that start processes or databases (vitest, one file at a time)',
    group: 'servers',
    command: vitest('processes'),
    counts: vitestCounts,
  },
  {
    name: 'contract suite (server)',
    group: 'servers',
    command: ['npx', 'tsx', 'tests/contract/run.ts'],
    counts: contractCounts,
  },
  {
    name: 'contract suite (mocks)',
    group: 'servers',
    command: ['npx', 'tsx', 'tests/contract/run.ts', '--mocks'],
    counts: contractCounts,
  },
  // The same contract suite against API servers on PostgreSQL (a throwaway cluster, or TEST_DATABASE_URL).
  {
    name: 'contract suite (PostgreSQL)',
    group: 'servers',
    command: ['npx', 'tsx', 'tests/pg/contract-postgres.ts'],
    counts: contractCounts,
  },
  {
    name: 'contract suite (minimal node:http server, its subset)',
    group: 'servers',
    command: ['npx', 'tsx', 'tests/contract/minimal.ts'],
    counts: contractCounts,
  },
]
if (existsSync('tests/e2e/run.ts'))
  steps.push({ name: 'browser tests', command: ['npx', 'tsx', 'tests/e2e/run.ts'], counts: playwrightCounts })

function run(step: Step, live: boolean): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const header = `\n━━ ${step.name}: ${step.command.join(' ')}\n`
    if (live) process.stdout.write(header)
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    let out = ''
    const keep = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      const text = chunk.toString()
      out += text
      if (live) stream.write(tidy(text))
    }
    child.stdout.on('data', (c) => keep(c, process.stdout))
    child.stderr.on('data', (c) => keep(c, process.stderr))
    child.on('close', (code) => {
      if (!live) process.stdout.write(header + tidy(out))
      resolve({ code: code ?? 1, out })
    })
  })
}
const tidy = (text: string) => text.replace(/^npm warn Unknown user config "nodedir".*\n/gm, '')

/** Runs a step alone (its output live) or a group together; resolves with each step's result and time. */
async function runBatch(batch: Step[]) {
  const started = Date.now()
  return Promise.all(
    batch.map(async (step) => ({
      step,
      ...(await run(step, batch.length === 1)),
      seconds: (Date.now() - started) / 1000,
    })),
  )
}

const batches: Step[][] = []
for (const step of steps) {
  const last = batches.at(-1)
  if (step.group && last?.[0].group === step.group) last.push(step)
  else batches.push([step])
}

let passed = 0
let failed = 0
const results: string[] = []
for (const batch of batches) {
  for (const { step, code, out, seconds } of await runBatch(batch)) {
    const counts = step.counts?.(out)
    if (counts) {
      passed += counts.passed
      failed += counts.failed
    } else if (code === 0) passed++
    else failed++
    if (code !== 0 && counts && counts.failed === 0) failed++ // a step that crashed without a failed count
    results.push(
      `${code === 0 ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)} s${batch.length > 1 ? ', run beside others' : ''})${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''}`,
      // CI keeps only the tail of the log: the failing tests are named here too, with their first error line.
      ...(code === 0 ? [] : failureLines(out).map((line) => `    ${line}`)),
    )
  }
}
console.log(`\n━━ summary\n${results.join('\n')}\n`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
