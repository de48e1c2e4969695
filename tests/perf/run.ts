import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApiApp } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'

/**
 * `npm run bench`: figures, not assertions. Starts the API on a temp DATA_DIR and measures a few hot paths with a
 * bounded number of sequential and concurrent requests on loopback.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-bench-'))
const { app } = await createApiApp({
  env: parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000000' } as NodeJS.ProcessEnv),
})
const server = app.listen(0, '127.0.0.1')
await new Promise((r) => server.once('listening', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

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
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1)
  console.log(
    `${name.padEnd(42)} ${String(total).padStart(5)} req  ${(total / elapsed).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms`,
  )
}

const json = { 'content-type': 'application/json' }
await measure('GET /api/health', 2000, 8, () => fetch(`${base}/api/health`))
await measure('GET /api/questions (filtered, limit 10)', 2000, 8, () =>
  fetch(`${base}/api/questions?examType=SAT&section=Math%20Calculator`),
)
await measure('POST /api/questions/generate (offline, 10)', 300, 4, () =>
  fetch(`${base}/api/questions/generate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Medium', count: 10 }),
  }),
)
await measure('POST /api/tutor/chat (offline, anonymous)', 500, 4, () =>
  fetch(`${base}/api/tutor/chat`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ message: 'How should I prepare?' }),
  }),
)
server.close()
rmSync(dataDir, { recursive: true, force: true })
