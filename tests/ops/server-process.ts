// `npm start`'s entry point (api/start.ts) in a child process, on a DATA_DIR and a free port of the test's choosing.
import { spawn, type ChildProcess } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface ServerProcess {
  base: string
  child: ChildProcess
  output: () => string
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
}

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * `tsx api/start.ts` — node with tsx's loader, run directly (not through npx), so a signal sent to `child` reaches
 * the server itself. Resolves once the server logs that it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort())
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      LOG_LEVEL: 'info',
      SIGNUP_LIMIT_PER_HOUR: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (chunk) => (out += chunk))
  child.stderr!.on('data', (chunk) => (out += chunk))
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 120_000)
    const check = () => {
      if (/listening on http/.test(out)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', check)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${code}) before listening:\n${out}`))
    })
  })
  return { base: `http://127.0.0.1:${port}`, child, output: () => out, exited }
}

/** Parsed JSON log lines of a server's output. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })
}
