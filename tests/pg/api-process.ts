import type { AddressInfo } from 'node:net'
import { createApiApp } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'
import { closeOnSignals } from '../../api/server.ts'

// One API server process for the multi-process tests: the environment decides the store (DATABASE_URL).
// Prints `LISTENING <port>` once it accepts requests; SIGTERM closes it and its pool.
const env = parseEnv()
const { app, close } = await createApiApp({ env })
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`)
})
closeOnSignals(server, close)
