// `npm run dev` serves the app through Vite (HMR client, source modules) with the API in the same process.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from './server.ts'

let child: ChildProcess
let base = ''

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const { port } = probe.address() as { port: number }
  await new Promise((r) => probe.close(r))
  return port
}

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  // One process (no npx/tsx wrappers), so SIGTERM reaches the server itself.
  child = spawn(process.execPath, ['--import', 'tsx', 'api/dev.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-dev-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm run dev did not start in 90 s')), 90_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ExamReady (development) on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}`)))
  })
}, 100_000)

afterAll(async () => {
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}, 20_000)

describe('npm run dev', () => {
  it('renders pages with the Vite client, serves source modules, and answers the API on the same port', async () => {
    const page = await fetch(`${base}/`)
    expect(page.status).toBe(200)
    // Remix's HMR runtime and the source modules, not a build's hashed assets.
    const html = await page.text()
    expect(html).toContain('virtual:remix/inject-hmr-runtime')
    expect(html).toContain('/app/entry.client.tsx')
    const rules = await fetch(`${base}/domain/exam/scoring.ts`)
    expect(rules.status).toBe(200)
    expect(rules.headers.get('content-type')).toContain('javascript')
    const health = await fetch(`${base}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok' })
  }, 60_000)
})
