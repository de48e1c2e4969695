import type { Readiness, ReadinessCheck } from '../../openapi/types.ts'

export type ReadinessState = 'starting' | 'ready' | 'draining'

export interface ReadinessProbes {
  /** Resolves when the store takes writes (lowdb: DATA_DIR writable and the files open; PostgreSQL: a primary answers). */
  store: () => Promise<void>
  /** PostgreSQL reachable (only when DATABASE_URL is set). */
  database?: () => Promise<void>
  /** Which AI engine answers (OpenAI with a key, else the offline engine): configured either way. */
  ai: () => string
}

const PROBE_TIMEOUT_MS = 2000

async function check(probe: () => Promise<void>): Promise<ReadinessCheck> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS)
      }),
    ])
    return { ok: true }
  } catch (error) {
    // The reason only (an errno code or a short message), never a path or a connection string.
    const code = (error as NodeJS.ErrnoException).code
    return { ok: false, detail: code ?? (error as Error).message.slice(0, 120) }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The readiness check behind GET /api/ready: 503 while the server starts, while it drains after SIGTERM, or when
 * a probe fails; 200 once every probe passes. /api/health stays the liveness check (the process answers).
 */
export class ReadinessGate {
  #state: ReadinessState = 'starting'
  constructor(private readonly probes: ReadinessProbes) {}

  get state() {
    return this.#state
  }

  markReady() {
    if (this.#state === 'starting') this.#state = 'ready'
  }

  markDraining() {
    this.#state = 'draining'
  }

  async report(): Promise<{ ready: boolean; body: Readiness }> {
    const checks: Record<string, ReadinessCheck> = { store: await check(this.probes.store) }
    if (this.probes.database) checks.database = await check(this.probes.database)
    const engine = this.probes.ai()
    checks.ai = { ok: true, detail: engine }
    const healthy = Object.values(checks).every((c) => c.ok)
    const status: Readiness['status'] = this.#state !== 'ready' ? this.#state : healthy ? 'ready' : 'unavailable'
    return { ready: status === 'ready', body: { status, checks } }
  }
}
