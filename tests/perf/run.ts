import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../../api/build.ts'
import { BUILD_DIR } from '../../api/server.ts'
import { checkBuild, formatBudgets } from './budgets.ts'
import { startBenchApp, startChild, stop } from './child.ts'
import { runExamMorning } from './exam-morning-run.ts'
import { PROFILES } from './exam-morning.ts'
import { formatLighthouse, runLighthouse } from './lighthouse.ts'
import { formatLoad, load, pacedLoad, type LoadInit } from './load.ts'
import { LIGHTHOUSE_PAGES, SSR_PAGES } from './pages.ts'
import { runStoreGrowth } from './store-growth.ts'
import { BENCH_PASSWORD, compareStores } from './stores.ts'

/**
 * `npm run bench`: figures, never assertions (nothing here fails on timing). In order:
 *  1. first-load JS per route (the budget table, tests/perf/budgets.ts);
 *  2. server-rendered pages and API calls, 10 and 50 connections (autocannon), each measured right after a bare
 *     node:http server in its own process on the same machine, with the ratio (so the figure holds on a noisy box);
 *  3. Lighthouse (mobile) on the main pages;
 *  4. the store's growth curve: an answer write against 1,000 and 10,000 stored students (tests/perf/store-growth.ts);
 *  5. the API on lowdb beside PostgreSQL (tests/perf/stores.ts; skipped with --quick).
 * Flags: --quick (skip 5), --no-lighthouse; BENCH_SECONDS (default 5) per throughput figure;
 * --store-growth [--students 1000,10000] [--legacy] [--no-postgres | --no-lowdb]: section 4 alone.
 * --exam-morning [--stress] [--students 50,200] [--answers N] [--pace MS] [--arrival MS] [--visitors 10]
 *   [--no-postgres | --no-lowdb] [--cpu-prof DIR] [--cpu-steps]: the exam-morning load test alone, at a human pace
 *   or with --stress the compressed profile (PROFILES in tests/perf/exam-morning.ts; the flags override either)
 *   (tests/perf/exam-morning-run.ts), DIR: the server's CPU profiles; --cpu-steps: one request at a time, each step's
 *   server CPU per request and per student (comparable on a loaded box, where latencies are not).
 */

const here = path.dirname(fileURLToPath(import.meta.url))
const args = new Set(process.argv.slice(2))
const studentsArg = process.argv.slice(2).find((a, i, all) => all[i - 1] === '--students')
const growthSizes = (studentsArg ?? '1000,10000').split(',').map(Number)

const numberArg = (name: string, fallback: number) =>
  Number(process.argv.slice(2).find((a, i, all) => all[i - 1] === name) ?? fallback)
if (args.has('--exam-morning')) {
  console.log(`ExamReady exam morning, ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`)
  ensureBuild()
  const profile = PROFILES[args.has('--stress') ? 'stress' : 'human']
  const drive = {
    answersPerPart: numberArg('--answers', profile.answersPerPart),
    paceMs: numberArg('--pace', profile.paceMs),
    arrivalMs: numberArg('--arrival', profile.arrivalMs),
    visitors: numberArg('--visitors', 10),
    cpuProfileDir: process.argv.slice(2).find((a, i, all) => all[i - 1] === '--cpu-prof'),
    cpuSteps: args.has('--cpu-steps'),
  }
  await runExamMorning((studentsArg ?? '50,200').split(',').map(Number), drive, {
    postgres: !args.has('--no-postgres'),
    lowdb: !args.has('--no-lowdb'),
  })
  process.exit(0)
}

if (args.has('--store-growth')) {
  console.log(`ExamReady store growth, ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`)
  await runStoreGrowth(growthSizes, {
    legacy: args.has('--legacy'),
    postgres: !args.has('--no-postgres'),
    lowdb: !args.has('--no-lowdb'),
  })
  process.exit(0)
}

/** Waits (at most 30 s) until five health checks in a row answer within 10 ms: the server's queue has drained. */
async function settle(base: string) {
  for (let quick = 0, deadline = Date.now() + 30_000; quick < 5 && Date.now() < deadline;) {
    const started = performance.now()
    await (await fetch(`${base}/api/health`)).arrayBuffer()
    quick = performance.now() - started < 10 ? quick + 1 : 0
    await sleep(200)
  }
}

console.log(
  `ExamReady bench, ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
)

// 1. Budgets ------------------------------------------------------------------------------------------------------
ensureBuild()
console.log('\n1. First-load JavaScript per route (gzip; budgets: / 110 KB, others 140 KB)')
console.log(formatBudgets(checkBuild(path.join(BUILD_DIR, 'client'))))

// 2. Throughput beside a bare server -------------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-bench-app-'))
const bare = await startChild([path.join(here, 'bare-server.mjs')], {}, /listening on (\d+)/)
const app = await startBenchApp(dataDir)
const base = `http://127.0.0.1:${app.port}`
const bareUrl = `http://127.0.0.1:${bare.port}/`
const json = { 'content-type': 'application/json' }
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const BARE_SECONDS = 3

try {
  // A signed-in student for the progress and session calls.
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'bench-run@example.com', password: BENCH_PASSWORD, firstName: 'Bench' }),
  })
  if (reg.status !== 201) throw new Error(`register: HTTP ${reg.status} ${await reg.text()}`)
  const cookie = reg.headers.get('set-cookie')!.split(';')[0]
  const user = (await reg.json()) as { id: string }
  const start = await fetch(`${base}/api/practice/start`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ userId: user.id, examType: 'NMT', countryCode: 'UA', subjects: ['Mathematics'] }),
  })
  const session = (await start.json()) as { id: string }
  const patchBody = JSON.stringify({ questionsAttempted: 10, questionsCorrect: 5, totalTime: 300 })
  const targets: { name: string; path: string; init?: LoadInit }[] = [
    ...SSR_PAGES,
    { name: 'GET /api/questions', path: '/api/questions?examType=SAT&section=Math%20Calculator' },
    { name: 'GET /api/progress/{userId}', path: `/api/progress/${user.id}`, init: { headers: { cookie } } },
    {
      name: 'PATCH /api/practice/sessions/{id}',
      path: `/api/practice/sessions/${session.id}`,
      init: { method: 'PATCH', headers: { ...json, cookie }, body: patchBody },
    },
  ]
  // Warm-up: the server's first requests compile and fill caches.
  for (const t of targets) await load(t.name, base + t.path, 4, 1, t.init)
  await load('bare', bareUrl, 10, 1)

  // Issue 15: the API's reads at a fixed offered load — p99 under 25 ms at 500 requests/s — on the warmed server, and
  // again after the stress runs below (which leave it slower: their tail is printed too, not hidden).
  const paced = async (when: string) => {
    console.log(
      `\n   API reads at a fixed 500 req/s, evenly spaced (10 connections, ${SECONDS} s; ${when}; target p99 < 25 ms)`,
    )
    for (const t of targets.filter((x) => x.name.startsWith('GET /api/')))
      console.log(formatLoad(await pacedLoad(`${t.name} @500/s`, base + t.path, 500, SECONDS, t.init)))
  }
  await paced('warmed server')

  console.log(
    `\n2. Throughput on loopback (autocannon, ${SECONDS} s each), each beside a bare node:http server measured just before it`,
  )
  for (const connections of [10, 50]) {
    for (const t of targets) {
      const yardstick = await load('bare node:http', bareUrl, connections, BARE_SECONDS)
      console.log(formatLoad(await load(t.name, base + t.path, connections, SECONDS, t.init), yardstick))
    }
  }

  // Issue 15: the API's reads at a fixed offered load — p99 under 25 ms at 500 requests/s.
  // The c=50 runs leave requests queued when autocannon stops: wait until the server answers promptly again.
  await settle(base)
  await paced('after the runs above')

  // Issue 11: a signed-in read within 70% of the anonymous one (a session is not rewritten on every request).
  console.log('\n   Signed-in against anonymous GET /api/catalog (c=10, same run)')
  const anonymous = await load('GET /api/catalog (anonymous)', `${base}/api/catalog`, 10, SECONDS)
  const signedIn = await load('GET /api/catalog (signed in)', `${base}/api/catalog`, 10, SECONDS, {
    headers: { cookie },
  })
  console.log(formatLoad(anonymous))
  console.log(formatLoad(signedIn))
  console.log(`  signed in / anonymous: ${((signedIn.rps / anonymous.rps) * 100).toFixed(0)}% (target ≥ 70%)`)

  // 3. Lighthouse ---------------------------------------------------------------------------------------------------
  if (!args.has('--no-lighthouse')) {
    console.log(
      '\n3. Lighthouse (mobile: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), median of 3 runs',
    )
    console.log(formatLighthouse(await runLighthouse(base, LIGHTHOUSE_PAGES, 3)))
  }
} finally {
  await Promise.all([stop(app.child), stop(bare.child)])
  rmSync(dataDir, { recursive: true, force: true })
}

// 4. Store growth -------------------------------------------------------------------------------------------------
console.log('\n4. An answer write against the number of students stored (lowdb, then PostgreSQL)')
await runStoreGrowth(growthSizes, { postgres: !args.has('--quick') })

// 5. Stores -------------------------------------------------------------------------------------------------------
if (!args.has('--quick')) {
  console.log('\n5. The API on each store (in process, 4–8 concurrent)')
  await compareStores()
}
