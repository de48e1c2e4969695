import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'

/** One autocannon run: requests/s over the run and latency percentiles (ms). */
export interface Load {
  name: string
  connections: number
  requests: number
  rps: number
  p50: number
  p99: number
  /** Non-2xx answers and socket errors. */
  failures: number
}

export interface LoadInit {
  method?: 'GET' | 'PATCH' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Each request with a cookie no other sent: the page cache (api/http/page-cache.ts) never has it, so it renders. */
  uncached?: boolean
}

let sent = 0

export async function load(
  name: string,
  url: string,
  connections: number,
  seconds: number,
  init: LoadInit = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
    requests: init.uncached
      ? [
          {
            setupRequest: (req) => {
              const cookie = [init.headers?.cookie, `bench=${++sent}`].filter(Boolean).join('; ')
              return { ...req, headers: { ...req.headers, cookie } }
            },
          },
        ]
      : undefined,
  })
  return {
    name,
    connections,
    requests: result.requests.total,
    rps: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/**
 * A fixed offered load, open loop: request i is due at start + i / rate whatever the answers before it did, and its
 * latency runs from that due time (a request waiting for a free connection counts its wait). autocannon's own rate
 * option sends each second's quota as one burst and pads its histogram for coordinated omission, which turns a
 * steady 500 requests/s into bursts at full speed; this spreads them evenly, as real students' requests arrive.
 */
export async function pacedLoad(
  name: string,
  url: string,
  rate: number,
  seconds: number,
  init: LoadInit = {},
  connections = 10,
): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const total = Math.round(rate * seconds)
  const latencies: number[] = []
  let failures = 0
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
        res.resume()
        res.on('end', () => {
          latencies.push(performance.now() - due)
          if ((res.statusCode ?? 500) >= 300) failures++
          resolve()
        })
      })
      req.on('error', () => {
        failures++
        resolve()
      })
      req.end(init.body)
    })
  const inFlight: Promise<void>[] = []
  const start = performance.now() + 20
  for (let i = 0; i < total;) {
    const now = performance.now()
    for (; i < total && start + (i * 1000) / rate <= now; i++) inFlight.push(send(start + (i * 1000) / rate))
    await sleep(1)
  }
  await Promise.all(inFlight)
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { name, connections, requests: total, rps: total / elapsed, p50: at(0.5), p99: at(0.99), failures }
}

export function formatLoad(l: Load, bare?: Load): string {
  const ratio = bare
    ? `   bare ${bare.rps.toFixed(0).padStart(6)} req/s → ${((l.rps / bare.rps) * 100).toFixed(2)}%`
    : ''
  return (
    `  ${l.name.padEnd(40)} c=${String(l.connections).padEnd(3)} ${l.rps.toFixed(0).padStart(6)} req/s  ` +
    `p50 ${l.p50.toFixed(0).padStart(5)} ms  p99 ${l.p99.toFixed(0).padStart(5)} ms` +
    (l.failures ? `  ${l.failures} failed` : '') +
    ratio
  )
}
