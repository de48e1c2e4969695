import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApiApp } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'
import { postgresAvailable, startTestDatabase } from './cluster.ts'

/**
 * The contract suite against API servers on PostgreSQL (a step of `npm test`): a throwaway cluster (or
 * TEST_DATABASE_URL), the main server and an "AI down" server each on its own fresh database, then
 * `contracts/run.ts` with CONTRACT_BASE_URL / CONTRACT_AI_DOWN_BASE_URL and this script's own arguments (`--filter …`
 * for one case). Exits with the suite's code.
 */
if (!postgresAvailable()) {
  console.log('0 passed, 0 failed (PostgreSQL not available: contract suite on PostgreSQL SKIPPED)')
  process.exit(0)
}
const db = await startTestDatabase()
const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-contract-pg-'))
const base = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_PER_MINUTE: '60',
  RATE_LIMIT_PER_MINUTE: '100000',
}
const servers: { server: Server; close: () => Promise<void> }[] = []
async function serve(env: Record<string, string>): Promise<string> {
  const { app, close } = await createApiApp({ env: parseEnv(env as NodeJS.ProcessEnv) })
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  servers.push({ server, close })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
let code = 1
try {
  const main = await serve({ ...base, DATABASE_URL: db.url })
  const down = await serve({
    ...base,
    DATABASE_URL: await db.create(),
    OPENAI_API_KEY: 'sk-contract',
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    OPENAI_MAX_RETRIES: '0',
    OPENAI_TIMEOUT_MS: '2000',
  })
  code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/run.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, CONTRACT_BASE_URL: main, CONTRACT_AI_DOWN_BASE_URL: down },
    })
    child.on('close', (c) => resolve(c ?? 1))
  })
} finally {
  for (const { server, close } of servers) {
    await new Promise((r) => server.close(r))
    await close()
  }
  await db.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)
