import { monitorEventLoopDelay } from 'node:perf_hooks'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The server's Prometheus metrics (prom-client), in a registry of their own (not prom-client's global one), so
 * every server in a process — tests start many — counts only its own requests. GET /metrics shows them when
 * METRICS_TOKEN is set (api/http/observe.ts).
 */
export class Metrics {
  readonly registry = new Registry()
  readonly httpRequests = this.#counter(
    'examready_http_requests_total',
    'HTTP requests answered, by method, route pattern and status.',
    ['method', 'route', 'status'],
  )
  readonly httpDuration = this.#histogram(
    'examready_http_request_duration_seconds',
    'Time to answer an HTTP request (until the last byte), by method, route pattern and status.',
    ['method', 'route', 'status'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  )
  readonly aiCalls = this.#counter(
    'examready_ai_calls_total',
    'HTTP attempts to the AI provider, by provider, model and outcome (ok, http_error, network, aborted).',
    ['provider', 'model', 'outcome', 'status'],
  )
  readonly aiDuration = this.#histogram(
    'examready_ai_call_duration_seconds',
    'Latency of one attempt to the AI provider (a streamed reply: until its last chunk).',
    ['provider', 'model', 'outcome'],
    [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
  )
  readonly aiTokens = this.#counter(
    'examready_ai_tokens_total',
    'Tokens the AI provider reported, by provider, model and kind (prompt, completion).',
    ['provider', 'model', 'kind'],
  )
  readonly aiFailures = this.#counter(
    'examready_ai_failures_total',
    'Replies that failed for the student (after retries), by operation and reason.',
    ['operation', 'reason'],
  )
  readonly storeWrite = this.#histogram(
    'examready_store_write_duration_seconds',
    'Time for one acknowledged write to the store (lowdb: until fsync and rename), by collection.',
    ['collection'],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  )
  readonly activeSessions = this.#gauge(
    'examready_active_sessions',
    'Signed-in sessions that have not expired (sampled at each scrape).',
    [],
  )
  readonly eventLoopLag = this.#gauge(
    'examready_event_loop_lag_seconds',
    'Event-loop delay over the last scrape interval (p99 and max).',
    ['quantile'],
  )
  readonly ready = this.#gauge(
    'examready_ready',
    '1 when the readiness check passes, 0 while starting, draining or when a check fails.',
    [],
  )
  readonly #loop = monitorEventLoopDelay({ resolution: 20 })
  #countSessions?: () => Promise<number>
  #isReady?: () => Promise<boolean>

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry, prefix: 'examready_' })
    this.#loop.enable()
  }

  /** How the active-sessions gauge is sampled (the store knows; the metrics do not). */
  countSessionsWith(count: () => Promise<number>) {
    this.#countSessions = count
  }

  /** How the readiness gauge is sampled (api/ops/readiness.ts). */
  readinessWith(isReady: () => Promise<boolean>) {
    this.#isReady = isReady
  }

  /** The text a Prometheus scrape gets. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    this.eventLoopLag.set({ quantile: '0.99' }, this.#loop.percentile(99) / 1e9)
    this.eventLoopLag.set({ quantile: '1' }, this.#loop.max / 1e9)
    this.#loop.reset()
    if (this.#countSessions) this.activeSessions.set(await this.#countSessions().catch(() => Number.NaN))
    if (this.#isReady) this.ready.set((await this.#isReady().catch(() => false)) ? 1 : 0)
    return { contentType: this.registry.contentType, body: await this.registry.metrics() }
  }

  close() {
    this.#loop.disable()
  }

  #counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] })
  }
  #histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) {
    return new Histogram<L>({ name, help, labelNames, buckets, registers: [this.registry] })
  }
  #gauge<L extends string>(name: string, help: string, labelNames: readonly L[]) {
    return new Gauge<L>({ name, help, labelNames, registers: [this.registry] })
  }
}
