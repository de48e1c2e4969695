/**
 * Every page, rendered by the server in en, uk and pl, signed out and signed in, finds each text it shows in the
 * namespaces its routes declare (issue 29: a page carries only those). The server renders with exactly the texts
 * it sends the browser and logs a text it cannot find (app/i18n/i18next.server.ts, as i18next's missing-key
 * handler); a namespace a route forgot would show its keys on screen, so any such line fails here.
 */
import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApi } from '../../api/app.ts'
import { ensureBuild } from '../../api/build.ts'
import { parseEnv } from '../../api/env.ts'
import { createLogger } from '../../api/ops/logger.ts'
import { createAppServer } from '../../api/server.ts'
import { languageValues } from '#openapi/types.ts'

const PAGES = [
  '/',
  '/select-country',
  '/questions',
  '/full-exam/sat',
  '/full-exam/nmt',
  '/practice',
  '/sat-practice',
  '/nmt-practice',
  '/matura-practice',
  '/canada-practice',
  '/results',
  '/sat-results',
  '/nmt-results',
  '/matura-results',
  '/canada-results',
  '/review',
  '/review/today',
  '/progress',
  '/ai-tutor',
  '/account',
  '/account/password',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
  '/no-such-page',
]

let base = ''
let server: Server
let close: () => Promise<void>
let cookie = ''

beforeAll(async () => {
  ensureBuild()
  const env = parseEnv({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-texts-')),
  } as NodeJS.ProcessEnv)
  const logger = createLogger(env, new Writable({ write: (_chunk, _enc, done) => done() }))
  const api = await createApi({ env, logger })
  close = api.close
  const app = await createAppServer({ env, api: api.router, logger, inProcess: true, pageCache: false })
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'texts@example.com', password: 'a-long-password-1', firstName: 'Texts' }),
  })
  expect(registered.status).toBe(201)
  cookie = registered.headers.get('set-cookie')!.split(';')[0]
}, 240_000)

afterAll(async () => {
  await new Promise((r) => server?.close(r))
  await close?.()
})

describe.each(languageValues)('pages in %s', (lng) => {
  it.each(['signed out', 'signed in'])(
    '%s: every text the server renders is in the declared namespaces',
    async (who) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      try {
        for (const page of PAGES) {
          const res = await fetch(
            `${base}${lng === 'en' ? '' : `/${lng}`}${page === '/' && lng !== 'en' ? '' : page}`,
            {
              headers: who === 'signed in' ? { cookie } : {},
              redirect: 'manual',
            },
          )
          expect(res.status, page).toBeLessThan(500)
          await res.text()
        }
        const missing = errors.mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith('[i18n]'))
        expect(missing).toEqual([])
      } finally {
        errors.mockRestore()
      }
    },
  )
})
