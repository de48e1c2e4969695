import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import type { Env } from '../env.ts'

export type { Logger }

/**
 * Never logged, wherever they appear in a log entry: secrets, cookies, bodies, emails. Request lines are built from
 * an allow-list (api/http/observe.ts) and carry none of these; the paths are a second line of defence for anything
 * logged by hand (an error object with a request attached, a failure entry with a body).
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'email',
  '*.email',
  'token',
  '*.token',
  'cookie',
  '*.cookie',
  'body',
  '*.body',
  'content',
  '*.content',
  'authorization',
  '*.authorization',
  'headers',
  '*.headers',
  'req.headers',
  'res.headers',
]

/**
 * The server's logger: one JSON object a line (pino) in production; pino-pretty when the output is a terminal or
 * NODE_ENV is development (`npm run dev`); LOG_LEVEL decides what is written. `destination` (tests) receives the
 * JSON lines instead of stdout.
 */
export function createLogger(
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>,
  destination?: DestinationStream,
  options: { pretty?: boolean } = {},
): Logger {
  const base: LoggerOptions = {
    level: env.LOG_LEVEL,
    base: { service: 'examready' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  }
  if (destination) return pino(base, destination)
  const pretty = options.pretty ?? (env.NODE_ENV === 'development' || Boolean(process.stdout.isTTY))
  if (pretty)
    return pino({
      ...base,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } },
    })
  return pino(base)
}

/** A logger that writes nothing (tests and tools that do not pass their own). */
export const silentLogger = (): Logger => pino({ level: 'silent' })
