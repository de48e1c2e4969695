import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApiApp } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'
import { postgresAvailable, startTestDatabase } from '../pg/cluster.ts'
import { measure, type Figure } from './measure.ts'

/**
 * The store comparison of `npm run bench` (tests/perf/bench.ts runs it last): the API on a temp DATA_DIR (lowdb),
 * then on a throwaway PostgreSQL (or TEST_DATABASE_URL), the same hot paths with a bounded number of concurrent
 * requests on loopback, the two stores' figures side by side.
 */

/** Strong enough for the sign-up's password rule (zxcvbn score 3 or more). */
export const BENCH_PASSWORD = 'violet harbour lantern 1987'

async function bench(label: string, extraEnv: Record<string, string>): Promise<Figure[]> {
  console.log(`\n${label}`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-bench-'))
  const { app, close } = await createApiApp({
    env: parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...extraEnv,
    } as NodeJS.ProcessEnv),
  })
  const server = app.listen(0, '127.0.0.1')
  // Longer than any request here takes under load, so the client never reuses a socket the server just closed.
  server.keepAliveTimeout = 60_000
  await new Promise((r) => server.once('listening', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const json = { 'content-type': 'application/json' }
  const figures: Figure[] = []
  try {
    figures.push(await measure('GET /api/health', 2000, 8, () => fetch(`${base}/api/health`)))
    figures.push(
      await measure('GET /api/questions (filtered, limit 10)', 2000, 8, () =>
        fetch(`${base}/api/questions?examType=SAT&section=Math%20Calculator`),
      ),
    )
    figures.push(
      await measure('POST /api/questions/generate (offline, 10)', 300, 4, () =>
        fetch(`${base}/api/questions/generate`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Medium', count: 10 }),
        }),
      ),
    )
    figures.push(
      await measure('POST /api/tutor/chat (offline, anonymous)', 500, 4, () =>
        fetch(`${base}/api/tutor/chat`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ message: 'How should I prepare?' }),
        }),
      ),
    )
    // A signed-in student's writes: one session patched over and over (the session cookie is read each time).
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'bench@example.com', password: BENCH_PASSWORD, firstName: 'Bench' }),
    })
    const cookie = reg.headers.get('set-cookie')!.split(';')[0]
    const user = (await reg.json()) as { id: string }
    const start = await fetch(`${base}/api/practice/start`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ userId: user.id, examType: 'NMT', countryCode: 'UA', subjects: ['Mathematics'] }),
    })
    const session = (await start.json()) as { id: string }
    let n = 0
    figures.push(
      await measure('PATCH /api/practice/sessions/{id}', 500, 4, () =>
        fetch(`${base}/api/practice/sessions/${session.id}`, {
          method: 'PATCH',
          headers: { ...json, cookie },
          body: JSON.stringify({ questionsAttempted: ++n, questionsCorrect: Math.floor(n / 2), totalTime: n * 30 }),
        }),
      ),
    )
    figures.push(
      await measure('GET /api/progress/{userId} (signed in)', 1000, 8, () =>
        fetch(`${base}/api/progress/${user.id}`, { headers: { cookie } }),
      ),
    )
  } finally {
    await new Promise((r) => server.close(r))
    await close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return figures
}

export async function compareStores() {
  const low = await bench('lowdb (DATA_DIR on local disk)', {})
  let pg: Figure[] | undefined
  if (postgresAvailable()) {
    const db = await startTestDatabase({ durable: true }) // fsync on, like lowdb's durable writes
    try {
      pg = await bench(
        `PostgreSQL (${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'throwaway local cluster, fsync on'})`,
        {
          DATABASE_URL: db.url,
        },
      )
    } finally {
      await db.stop()
    }
  }
  if (pg) {
    console.log(`\n${'side by side (req/s, p95 ms)'.padEnd(46)} ${'lowdb'.padStart(18)} ${'PostgreSQL'.padStart(18)}`)
    for (const [i, f] of low.entries()) {
      const cell = (x: Figure) => `${x.rps.toFixed(0).padStart(6)} req/s ${x.p95.toFixed(1).padStart(6)}`
      console.log(`  ${f.name.padEnd(44)} ${cell(f).padStart(18)} ${cell(pg[i]).padStart(18)}`)
    }
  }
}
