// The API on a socket beside a real OpenID Connect provider that knows its return address (api/http/oidc-*.test.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApiApp, type ApiOptions } from '../api/app.ts'
import { parseEnv } from '../api/env.ts'
import { startOidcProvider } from './fake-oidc-provider.ts'

export async function startApiWithProvider(options: Pick<ApiOptions, 'passwords'> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-oidc-'))
  // The app's address first: the provider knows its return address from the start.
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = await startOidcProvider([`${origin}/api/login/callback`])
  const api = await createApiApp({
    ...options,
    env: parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      OIDC_PROVIDERS: 'test-id',
      OIDC_TEST_ID_ISSUER: provider.issuer,
      OIDC_TEST_ID_CLIENT_ID: provider.clientId,
      OIDC_TEST_ID_CLIENT_SECRET: provider.clientSecret,
      OIDC_TEST_ID_NAME: 'Test ID',
    } as NodeJS.ProcessEnv),
  })
  server.on('request', api.app)
  // The first request builds the document's validator (slow on a loaded machine): here, not in a test's time.
  await fetch(`${origin}/api/health`)
  return {
    api,
    origin,
    provider,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await provider.close()
      await api.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
