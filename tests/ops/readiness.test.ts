// Issue 17: GET /api/ready — 503 while starting, 200 once ready, 503 while draining or when the store is unusable;
// /api/health stays the liveness check throughout.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createApi } from '../../api/app.ts'
import { parseEnv } from '../../api/env.ts'

let cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn()
  cleanup = []
})

async function serve() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-ready-'))
  cleanup.push(() => {
    try {
      chmodSync(dataDir, 0o700)
    } catch {
      // already removed by the test
    }
    rmSync(dataDir, { recursive: true, force: true })
  })
  const api = await createApi({ env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir } as NodeJS.ProcessEnv) })
  const app = express()
  app.use('/api', api.router)
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const ready = async () => {
    const res = await fetch(`${base}/api/ready`)
    return {
      status: res.status,
      body: (await res.json()) as { status: string; checks: Record<string, { ok: boolean; detail?: string }> },
    }
  }
  const health = async () => (await fetch(`${base}/api/health`)).status
  return { api, dataDir, ready, health }
}

describe('GET /api/ready', () => {
  it('503 starting, 200 ready, 503 draining; liveness stays 200', async () => {
    const { api, ready, health } = await serve()
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'starting' } })
    api.readiness.markReady()
    const answer = await ready()
    expect(answer).toEqual({
      status: 200,
      body: { status: 'ready', checks: { store: { ok: true }, ai: { ok: true, detail: 'offline' } } },
    })
    api.readiness.markDraining()
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'draining' } })
    expect(await health()).toBe(200)
    await api.close()
  })

  it('503 when the store is closed, and its writes are refused', async () => {
    const { api, ready, health } = await serve()
    api.readiness.markReady()
    await api.close()
    expect(await ready()).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { store: { ok: false, detail: 'ECLOSED' } } },
    })
    await expect(
      api.ctx.store.users.create({ email: 'a@example.com', firstName: null, passwordHash: 'x' }),
    ).rejects.toThrow(/closed/)
    expect(await health()).toBe(200)
  })

  // Root ignores file modes: this one runs for an ordinary user only.
  it.skipIf(process.getuid?.() === 0)('503 when DATA_DIR is read-only', async () => {
    const { api, dataDir, ready } = await serve()
    api.readiness.markReady()
    chmodSync(dataDir, 0o500)
    expect(await ready()).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { store: { ok: false, detail: 'EACCES' } } },
    })
    chmodSync(dataDir, 0o700)
    expect((await ready()).status).toBe(200)
    await api.close()
  })
})
