import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Express } from 'express'
import { runCli } from '../../contracts/cli.ts'
import type { Target } from '../../contracts/harness.ts'

/**
 * The app's `npm run contract` / `npm run contract:mocks`: the standalone suite (contracts/, see its README)
 * against a target this repo starts — our server on a temp DATA_DIR (with a second one whose AI provider is down),
 * or the msw mocks in-process (`--mocks`). Every suite flag works here too; with --base-url no server is started.
 */

async function listen(app: Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    )
  })
}

export async function ownServer(): Promise<{ target: Target; stop: () => Promise<void> }> {
  const { createApiApp } = await import('../../api/app.ts')
  const { parseEnv } = await import('../../api/env.ts')
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'examready-contract-')),
    mkdtempSync(path.join(tmpdir(), 'examready-contract-ai-down-')),
  ]
  const base = {
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_PER_MINUTE: '60',
    RATE_LIMIT_PER_MINUTE: '100000',
    // SIGNUP_LIMIT_PER_HOUR left at its default (20): the suite makes fewer accounts (contracts/README.md).
    GENERATE_LIMIT_PER_HOUR: '100000',
    GENERATE_LIMIT_PER_HOUR_USER: '100000',
  }
  const main = await listen(
    (await createApiApp({ env: parseEnv({ ...base, DATA_DIR: dirs[0] } as NodeJS.ProcessEnv) })).app,
  )
  // A second server whose OpenAI provider points at a closed port: the real adapter, really failing.
  const down = await listen(
    (
      await createApiApp({
        env: parseEnv({
          ...base,
          DATA_DIR: dirs[1],
          OPENAI_API_KEY: 'sk-contract',
          OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
          OPENAI_MAX_RETRIES: '0',
          OPENAI_TIMEOUT_MS: '2000',
        } as NodeJS.ProcessEnv),
      })
    ).app,
  )
  return {
    target: {
      label: `own server (${main.url}, DATA_DIR ${dirs[0]})`,
      baseUrl: main.url,
      aiDown: { baseUrl: down.url },
    },
    stop: async () => {
      await Promise.all([main, down].map(({ server }) => new Promise((r) => server.close(r))))
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function mockTarget(): Promise<{ target: Target; stop: () => Promise<void> }> {
  const mocks = await import('../../mocks/node.ts')
  mocks.resetMockDb()
  mocks.setMockOptions({ authRateLimitPerMinute: 60 })
  mocks.mockServer.listen({ onUnhandledRequest: 'error' })
  return {
    target: {
      label: 'msw mocks (in-process)',
      baseUrl: 'http://mocks.contract.test',
      aiDown: { enable: () => mocks.setMockScenario('ai-down'), disable: () => mocks.setMockScenario(null) },
    },
    stop: async () => mocks.mockServer.close(),
  }
}

const args = process.argv.slice(2)
const useMocks = args.includes('--mocks')
process.exit(
  await runCli(
    args.filter((a) => a !== '--mocks'),
    process.env,
    { defaultTarget: useMocks ? mockTarget : ownServer },
  ),
)
