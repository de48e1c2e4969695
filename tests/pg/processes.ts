import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface ApiProcess {
  url: string
  child: ChildProcess
  output: () => string
  stop(): Promise<void>
}

/** Starts tests/pg/api-process.ts in a child process with these environment variables; resolves once it listens. */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  // Each process gets its own DATA_DIR: anything it kept there would not be shared, so the tests would notice.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-proc-'))
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/pg/api-process.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${out}`)), 30_000)
    child.stdout!.on('data', () => {
      const m = out.match(/LISTENING (\d+)/)
      if (m) {
        clearTimeout(timer)
        resolve({ url: `http://127.0.0.1:${m[1]}`, child, output: () => out, stop })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`API process exited (${code}):\n${out}`))
    })
  })
}
