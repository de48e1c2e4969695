import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** How much of a child's latest output is kept, for the error when it does not start or exits. */
const TAIL = 8 * 1024

/**
 * Starts a server process for the bench (cwd: the repository unless given) and resolves with its port once `ready` (with the
 * port as its first group) appears in its output. Its output is drained for as long as it runs and only its tail is
 * kept: a bench that let the pipe fill, or kept every request's log line, would slow the server (blocked writes) or
 * itself (the load generator shares the process) and measure that instead.
 */
export function startChild(
  command: string[],
  env: Record<string, string>,
  ready: RegExp,
  cwd = ROOT,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let tail = ''
  let started = false
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command.join(' ')} did not start:\n${tail}`)), 300_000)
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-TAIL)
      const port = started ? null : tail.match(ready)?.[1]
      if (!port) return
      started = true
      clearTimeout(timer)
      resolve({ child, port: Number(port) })
    }
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${tail}`)))
  })
}

/**
 * The app server (`api/start.ts`, production, offline AI) on a free port, for the bench: its rate limits raised,
 * since every request here comes from one address. `nodeArgs` go before the script (e.g. `--cpu-prof`).
 */
export function startBenchApp(dataDir: string, options: { cwd?: string; nodeArgs?: string[] } = {}) {
  return startChild(
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'api/start.ts'],
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPENAI_API_KEY: '',
      RATE_LIMIT_PER_MINUTE: '10000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SIGNUP_LIMIT_PER_HOUR: '100000',
    },
    /listening on http:\/\/localhost:(\d+)/,
    options.cwd,
  )
}

/** Stops a child (SIGTERM: the server finishes what it is doing) and resolves when it has exited. */
export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
