// A graceful stop on SIGTERM/SIGINT, shared by the server, the dev server and the PostgreSQL test servers.
import type { Server, ServerResponse } from 'node:http'
import type { Logger } from './logger.ts'
import type { ReadinessGate } from './readiness.ts'

export interface ShutdownOptions {
  readiness?: ReadinessGate
  logger?: Logger
  /** How long requests in flight may take before their connections are cut, ms (default 10 s). */
  timeoutMs?: number
  onClosed?: () => void
}

/**
 * SIGTERM/SIGINT: readiness answers 503 at once, the server stops accepting connections, idle keep-alive
 * connections close (busy ones after their answer, `Connection: close`), requests in flight finish — at most
 * `timeoutMs`, then their connections are cut — then the store lets its queued writes finish and closes (the
 * lowdb files, the PostgreSQL pool), and the process exits 0 (1 when closing the store failed).
 */
export function closeOnSignals(server: Server, closeStore: () => Promise<void>, options: ShutdownOptions = {}) {
  const { readiness, logger, timeoutMs = 10_000, onClosed } = options
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    const started = Date.now()
    readiness?.markDraining()
    logger?.info({ signal }, 'shutting down: draining requests in flight')
    server.on('request', (_req, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader('Connection', 'close')
    })
    const cut = setTimeout(() => {
      logger?.warn({ timeoutMs }, 'shutdown: requests still in flight after the timeout; closing their connections')
      server.closeAllConnections()
    }, timeoutMs)
    cut.unref()
    server.close(() => {
      clearTimeout(cut)
      void closeStore()
        .then(
          () => 0,
          (error: unknown) => {
            logger?.error({ err: error }, 'shutdown: closing the store failed')
            return 1
          },
        )
        .then((code) => {
          onClosed?.()
          logger?.info({ durationMs: Date.now() - started, exitCode: code }, 'shut down')
          logger?.flush()
          process.exit(code)
        })
    })
    server.closeIdleConnections()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}
