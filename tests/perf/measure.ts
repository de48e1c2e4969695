/** A bounded load: `total` requests from `concurrency` clients on keep-alive sockets; times in ms. */
export interface Figure {
  name: string
  concurrency: number
  total: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}

export async function measure(
  name: string,
  total: number,
  concurrency: number,
  request: () => Promise<Response>,
  { quiet = false, okStatuses }: { quiet?: boolean; okStatuses?: number[] } = {},
): Promise<Figure> {
  const times: number[] = []
  let next = 0
  let errors = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++
        const t0 = performance.now()
        const res = await request()
        await res.arrayBuffer()
        const ok = okStatuses ? okStatuses.includes(res.status) : res.status < 400
        if (!ok) {
          errors++
          if (errors === 1) console.log(`  ${name}: HTTP ${res.status} (counted as an error)`)
        }
        times.push(performance.now() - t0)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
  const figure: Figure = {
    name,
    concurrency,
    total,
    rps: total / elapsed,
    p50: p(0.5),
    p95: p(0.95),
    p99: p(0.99),
    errors,
  }
  if (!quiet) console.log(formatFigure(figure))
  return figure
}

export function formatFigure(f: Figure, extra = ''): string {
  return `  ${f.name.padEnd(44)} c=${String(f.concurrency).padEnd(3)} ${String(f.total).padStart(5)} req  ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `  ${f.errors} errors` : ''}${extra}`
}
