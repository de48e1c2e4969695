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

export async function load(
  name: string,
  url: string,
  connections: number,
  seconds: number,
  init: { method?: 'GET' | 'PATCH' | 'POST'; headers?: Record<string, string>; body?: string } = {},
  /** A fixed offered load (requests/s over all connections) instead of as fast as the server answers. */
  overallRate?: number,
): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
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
