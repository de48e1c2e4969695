import { monitorEventLoopDelay } from 'node:perf_hooks'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The server's Prometheus metrics (prom-client), in a registry of their own (not prom-client's global one), so
 * every server in a process — tests start many — counts only its own requests. GET /metrics shows them when
 * METRICS_TOKEN is set (api/http/observe.ts).
 */
export class Metrics {
  readonly registry = new Registry()
  readonly httpRequests = new Counter({
    name: 'examready_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  })
  readonly httpDuration = new Histogram({
    name: 'examready_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the last byte), by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  })
  readonly aiCalls = new Counter({
    name: 'examready_ai_calls_total',
    help: 'HTTP attempts to the AI provider, by provider, model and outcome (ok, http_error, network, aborted).',
    labelNames: ['provider', 'model', 'outcome', 'status'] as const,
    registers: [this.registry],
  })
  readonly aiDuration = new Histogram({
    name: 'examready_ai_call_duration_seconds',
    help: 'Latency of one attempt to the AI provider (a streamed reply: until its last chunk).',
    labelNames: ['provider', 'model', 'outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers: [this.registry],
  })
  readonly aiTokens = new Counter({
    name: 'examready_ai_tokens_total',
    help: 'Tokens the AI provider reported, by provider, model and kind (prompt, completion).',
    labelNames: ['provider', 'model', 'kind'] as const,
    registers: [this.registry],
  })
  readonly aiFailures = new Counter({
    name: 'examready_ai_failures_total',
    help: 'Replies that failed for the student (after retries), by operation and reason.',
    labelNames: ['operation', 'reason'] as const,
    registers: [this.registry],
  })
  readonly storeWrite = new Histogram({
    name: 'examready_store_write_duration_seconds',
    help: 'Time for one acknowledged write to the store (lowdb: until fsync and rename), by collection.',
    labelNames: ['collection'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  })
  readonly activeSessions = new Gauge({
    name: 'examready_active_sessions',
    help: 'Signed-in sessions that have not expired (sampled at each scrape).',
    registers: [this.registry],
  })
  readonly eventLoopLag = new Gauge({
    name: 'examready_event_loop_lag_seconds',
    help: 'Event-loop delay over the last scrape interval (p99 and max).',
    labelNames: ['quantile'] as const,
    registers: [this.registry],
  })
  readonly ready = new Gauge({
    name: 'examready_ready',
    help: '1 when the readiness check passes, 0 while starting, draining or when a check fails.',
    registers: [this.registry],
  })
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
}
