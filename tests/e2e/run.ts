import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureBuild } from '../../api/build.ts'
import { startOidcProvider } from '../fake-oidc-provider.ts'
import { startSmtpServer } from '../fake-smtp-server.ts'

/**
 * The browser tests: find (or install) Chromium, build the app, start the real server (temp DATA_DIR, offline
 * AI, an OpenID Connect provider of its own: tests/fake-oidc-provider.ts, an SMTP server whose mails land in
 * E2E_MAILBOX: tests/fake-smtp-server.ts) and the mock server (no API, no
 * DATA_DIR), then run Playwright against both.
 */

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[]
  return candidates.find((p) => existsSync(p))
}

function ensureChromium(): string {
  let found = findChromium()
  if (!found && spawnSync('which', ['apt-get']).status === 0) {
    console.log('Installing Chromium (Debian package)…')
    spawnSync('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], { stdio: 'inherit' })
    found = findChromium()
  }
  if (!found) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH.')
  return found
}

async function waitFor(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 240_000 // a loaded 2-core box can take over a minute to start both servers
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`)
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`server at ${url} did not come up:\n${log()}`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

function startServer(port: number, extraEnv: Record<string, string>) {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      OPENAI_API_KEY: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (c) => (output += c))
  child.stderr?.on('data', (c) => (output += c))
  return { child, log: () => output }
}

const chromium = ensureChromium()
ensureBuild()
const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-e2e-'))
const serverPort = 4310 + Math.floor(Math.random() * 500) * 2
const oidc = await startOidcProvider([`http://127.0.0.1:${serverPort}/api/login/callback`])
const mailbox = mkdtempSync(path.join(tmpdir(), 'examready-e2e-mail-'))
const smtp = await startSmtpServer({ mailbox })
const real = startServer(serverPort, {
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  PUBLIC_ORIGIN: `http://127.0.0.1:${serverPort}`,
  OIDC_PROVIDERS: 'test-id',
  OIDC_TEST_ID_ISSUER: oidc.issuer,
  OIDC_TEST_ID_CLIENT_ID: oidc.clientId,
  OIDC_TEST_ID_CLIENT_SECRET: oidc.clientSecret,
  OIDC_TEST_ID_NAME: 'Test ID',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  SIGNUP_LIMIT_PER_HOUR: '100000',
  GENERATE_LIMIT_PER_HOUR: '100000',
  GENERATE_LIMIT_PER_HOUR_USER: '100000',
  RATE_LIMIT_PER_MINUTE: '100000',
})
const mocks = startServer(serverPort + 1, { MOCKS: 'true', DATA_DIR: '' })
// Stopped from outside (Ctrl+C, a timeout): the two servers go too, rather than linger on their ports.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    real.child.kill('SIGTERM')
    mocks.child.kill('SIGTERM')
    process.exit(1)
  })
let code = 1
try {
  await Promise.all([
    waitFor(`http://127.0.0.1:${serverPort}/api/health`, real.child, real.log),
    waitFor(`http://127.0.0.1:${serverPort + 1}/`, mocks.child, mocks.log),
  ])
  const args = ['playwright', 'test', ...process.argv.slice(2)]
  // Not spawnSync: the OpenID Connect provider answers from this process while Playwright runs.
  const result = await new Promise<{ status: number | null }>((resolve) => {
    const child = spawn('npx', args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_SERVER_URL: `http://127.0.0.1:${serverPort}`,
        E2E_MOCKS_URL: `http://127.0.0.1:${serverPort + 1}`,
        E2E_MAILBOX: mailbox,
        // The real server's data, for tests that check what it keeps (account-data.spec.ts).
        E2E_DATA_DIR: dataDir,
      },
    })
    child.on('exit', (status) => resolve({ status }))
  })
  code = result.status ?? 1
} catch (error) {
  console.error((error as Error).message)
} finally {
  // The server flushes its store as it stops: remove its data only once it has exited (or after 15 s).
  await Promise.all([stop(real.child), stop(mocks.child)])
  await oidc.close()
  await smtp.close()
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 })
  rmSync(mailbox, { recursive: true, force: true, maxRetries: 5 })
}
process.exit(code)
