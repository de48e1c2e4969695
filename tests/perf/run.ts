import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApiApp } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'
import { postgresAvailable, startTestDatabase } from '../pg/cluster.ts'

/**
 * `npm run bench`: figures, not assertions. Starts the API on a temp DATA_DIR (lowdb), then on a throwaway
 * PostgreSQL (or TEST_DATABASE_URL), and measures the same hot paths with a bounded number of sequential and
 * concurrent requests on loopback. The two stores' figures are printed side by side.
 */

interface Figure {
  name: string
  total: number
  rps: number
  p50: number
  p95: number
  p99: number
}

async function measure(name: string, total: number, concurrency: number, request: () => Promise<Response>) {
  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++
        const t0 = performance.now()
        const res = await request()
        await res.arrayBuffer()
        if (res.status >= 400) throw new Error(`${name}: HTTP ${res.status}`)
        times.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
  const figure: Figure = { name, total, rps: total / elapsed, p50: p(0.5), p95: p(0.95), p99: p(0.99) }
  console.log(
    `  ${name.padEnd(44)} ${String(total).padStart(5)} req  ${figure.rps.toFixed(0).padStart(6)} req/s  p50 ${figure.p50.toFixed(1)} ms  p95 ${figure.p95.toFixed(1)} ms  p99 ${figure.p99.toFixed(1)} ms`,
  )
  return figure
}

async function bench(label: string, extraEnv: Record<string, string>): Promise<Figure[]> {
  console.log(`\n${label}`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-bench-'))
  const { app, close } = await createApiApp({
    env: parseEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      GENERATE_LIMIT_PER_HOUR: '1000000',
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
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', firstName: 'Bench' }),
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
    // Issue 11's target: a signed-in read within 70% of the anonymous one (sessions are not rewritten per request).
    const anonymous = await measure('GET /api/catalog (anonymous)', 1000, 8, () => fetch(`${base}/api/catalog`))
    const signedIn = await measure('GET /api/catalog (signed in)', 1000, 8, () =>
      fetch(`${base}/api/catalog`, { headers: { cookie } }),
    )
    figures.push(anonymous, signedIn)
    console.log(
      `  signed-in / anonymous GET /api/catalog: ${((signedIn.rps / anonymous.rps) * 100).toFixed(0)}% (target ≥ 70%)`,
    )
  } finally {
    await new Promise((r) => server.close(r))
    await close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return figures
}

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
