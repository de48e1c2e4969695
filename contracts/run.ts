import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Express } from 'express'
import { ContractFailure } from './client.ts'
import { Skip, TestContext, type Target } from './harness.ts'
import { allCases } from './suite.ts'

/**
 * The contract suite.
 *   npm run contract                           starts its own server on a temp DATA_DIR
 *   CONTRACT_BASE_URL=http://host:port npm run contract   any running server
 *   npm run contract:mocks                     the msw mocks, in-process
 * Optional: CONTRACT_AI_DOWN_BASE_URL (a server whose AI provider is down, for the 503 cases),
 * CONTRACT_FILTER (run only cases whose name contains it).
 */

async function listen(app: Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    )
  })
}

async function ownServer(): Promise<{ target: Target; stop: () => Promise<void> }> {
  const { createApiApp } = await import('../api/app.ts')
  const { parseEnv } = await import('../api/env.ts')
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'examready-contract-')),
    mkdtempSync(path.join(tmpdir(), 'examready-contract-ai-down-')),
  ]
  const base = { NODE_ENV: 'test', AUTH_RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_PER_MINUTE: '100000' }
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

async function mockTarget(): Promise<{ target: Target; stop: () => Promise<void> }> {
  const mocks = await import('../mocks/node.ts')
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

async function main() {
  const useMocks = process.argv.includes('--mocks')
  const external = process.env.CONTRACT_BASE_URL
  const { target, stop } = useMocks
    ? await mockTarget()
    : external
      ? {
          target: {
            label: external,
            baseUrl: external,
            aiDown: process.env.CONTRACT_AI_DOWN_BASE_URL
              ? { baseUrl: process.env.CONTRACT_AI_DOWN_BASE_URL }
              : undefined,
          },
          stop: async () => {},
        }
      : await ownServer()
  const filter = process.env.CONTRACT_FILTER
  const cases = allCases().filter((c) => !filter || c.name.includes(filter))
  console.log(`Contract suite against ${target.label}: ${cases.length} cases\n`)
  let passed = 0
  let failed = 0
  let skipped = 0
  for (const c of cases) {
    const started = Date.now()
    try {
      await c.run(new TestContext(target))
      passed++
      console.log(`  ✓ ${c.name} (${Date.now() - started} ms)`)
    } catch (error) {
      if (error instanceof Skip) {
        skipped++
        console.log(`  - ${c.name} (skipped: ${error.message})`)
      } else {
        failed++
        console.log(`  ✗ ${c.name}\n      ${error instanceof ContractFailure ? error.message : (error as Error).stack}`)
      }
    }
  }
  await stop()
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  process.exit(failed > 0 ? 1 : 0)
}

await main()
