import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { createApi } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'
import { internalKey } from '../../api/http/client-address.ts'
import type * as InProcessModule from '../../api/http/in-process.ts'
import { createLogger } from '../../api/ops/logger.ts'
import { Metrics } from '../../api/ops/metrics.ts'
import { BENCH_PASSWORD } from './stores.ts'

/**
 * `BASE_DIR=<another checkout> npx tsx tests/perf/in-process-calls.ts`: the CPU time of one page-to-API call in this
 * process (api/http/in-process.ts), this checkout's transport against another's, on one API router and in turns
 * (A B, B A, …), so that both meet the same load from other processes. The calls a signed-in /progress makes:
 * who is signed in, progress, sessions. Figures, never assertions. ROUNDS (default 9) of CALLS (default 300) calls each.
 */
const baseDir = process.env.BASE_DIR
if (!baseDir) throw new Error('BASE_DIR: the checkout to compare with')
const ROUNDS = Number(process.env.ROUNDS ?? 9)
const CALLS = Number(process.env.CALLS ?? 300)

type InProcess = typeof InProcessModule
const load = (dir: string) =>
  import(pathToFileURL(path.resolve(dir, 'api/http/in-process.ts')).href) as Promise<InProcess>
const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-calls-'))
// Every call comes from one address: the per-client limit is raised, as for the bench's server (child.ts).
const env = parseEnv({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '10000000',
} as NodeJS.ProcessEnv)
const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() })
const observe = { logger: createLogger(env, nowhere), metrics: new Metrics({ defaultMetrics: false }) }
const api = await createApi({ env, ...observe })
const transports = await Promise.all(
  [baseDir, process.cwd()].map(async (dir) =>
    (await load(dir)).inProcessFetch(api.router, internalKey(env), env, observe),
  ),
)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

try {
  const origin = 'http://in-process'
  const reg = await transports[1](
    new Request(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'calls@example.com', password: BENCH_PASSWORD, firstName: 'Bench' }),
    }),
  )
  if (reg.status !== 201) throw new Error(`register: HTTP ${reg.status}`)
  const cookie = reg.headers.getSetCookie()[0].split(';')[0]
  const { id } = (await reg.json()) as { id: string }
  const paths = ['/api/auth/user', `/api/progress/${id}`, `/api/sessions/${id}`]
  const turn = async (fetch: (typeof transports)[number]) => {
    const before = process.cpuUsage()
    for (let i = 0; i < CALLS; i++) {
      const res = await fetch(new Request(origin + paths[i % paths.length], { headers: { cookie } }))
      if (res.status !== 200) throw new Error(`${paths[i % paths.length]}: HTTP ${res.status}`)
      await res.json()
    }
    const used = process.cpuUsage(before)
    return (used.user + used.system) / 1000 / CALLS
  }
  for (const fetch of transports) await turn(fetch) // warm-up
  const ms: number[][] = [[], []]
  for (let round = 0; round < ROUNDS; round++)
    for (const i of round % 2 ? [1, 0] : [0, 1]) ms[i].push(await turn(transports[i]))
  const [base, mine] = ms.map(median)
  console.log(`In-process API call, CPU per call (median of ${ROUNDS} turns of ${CALLS} calls):`)
  console.log(`  base ${base.toFixed(3)} ms   this ${mine.toFixed(3)} ms   (this/base ${(mine / base).toFixed(2)})`)
} finally {
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
}
