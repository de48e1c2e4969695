// Issue 11 against the whole app server (pages, resource routes and /api on one Express app, the real Remix build).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from './app.ts'
import { ensureBuild } from './build.ts'
import { parseEnv } from './env.ts'
import { BODY_LIMIT_BYTES } from './http/body-limit.ts'
import { PageCache } from './http/page-cache.ts'
import { createAppServer, ROOT } from './server.ts'

let base = ''
let server: Server
let closeStore: () => Promise<void>
const pageCache = new PageCache()

async function freePort(): Promise<number> {
  const probe = (await import('node:net')).createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const { port } = probe.address() as AddressInfo
  await new Promise((r) => probe.close(r))
  return port
}

beforeAll(async () => {
  ensureBuild()
  const port = await freePort()
  // The build's loaders reach the API on this same server.
  process.env.API_BASE_URL = `http://127.0.0.1:${port}`
  const env = parseEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'examready-app-')),
  } as NodeJS.ProcessEnv)
  const { router, close } = await createApi({ env })
  closeStore = close
  const app = await createAppServer({ env, api: router, pageCache })
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s))
  })
  base = `http://127.0.0.1:${port}`
}, 240_000)

afterAll(async () => {
  await new Promise((r) => server?.close(r))
  await closeStore?.()
})

/** A new account through the API; its answer carries the session cookie. */
const register = (email: string, password: string, firstName: string) =>
  fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName }),
  })

/** A chunked upload (no Content-Length) of `total` bytes; resolves with the status the server answered. */
function streamUpload(pathname: string, total: number, contentType: string): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = httpRequest(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'transfer-encoding': 'chunked', origin: base },
    })
    req.on('response', (res) => {
      answered = true
      res.resume()
      resolve({ status: res.statusCode ?? 0, sent })
    })
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(16 * 1024, 'a')
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('the build', () => {
  it('is a production bundle even when built from a process whose NODE_ENV is "test"', () => {
    const assets = path.join(ROOT, 'build/client/assets')
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    // React's development build carries its hydration warnings; the production build does not.
    const devOnly = scripts.filter((name) =>
      readFileSync(path.join(assets, name), 'utf8').includes('Extra attributes from the server'),
    )
    expect(devOnly).toEqual([])
  })
})

describe('item 4: a body limit on every route', () => {
  it.each(['/login', '/register', '/resources/full-exam', '/api/auth/login'])(
    'answers 413 to a declared oversize body on %s without reading it',
    async (route) => {
      const res = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: `email=${'a'.repeat(BODY_LIMIT_BYTES + 10)}`,
      })
      expect(res.status).toBe(413)
      expect((await res.json()).detail).toBe(`The request body exceeds ${BODY_LIMIT_BYTES} bytes.`)
    },
  )

  it.each(['/login', '/resources/full-exam'])(
    'stops a streamed (chunked) 50 MB upload to %s at the limit',
    async (route) => {
      const { status, sent } = await streamUpload(route, 50 * 1024 * 1024, 'application/x-www-form-urlencoded')
      expect(status).toBe(413)
      // The answer came long before the whole upload was sent.
      expect(sent).toBeLessThan(8 * 1024 * 1024)
    },
  )
})

describe('item 6: Content-Security-Policy with a per-request nonce', () => {
  it('sends a nonce-based script policy, no inline scripts without it, no framing', async () => {
    const [a, b] = await Promise.all([fetch(`${base}/login`), fetch(`${base}/login`)])
    const csp = a.headers.get('content-security-policy') ?? ''
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(b.headers.get('content-security-policy')).not.toContain(nonce)
    expect(a.headers.get('x-frame-options')).toBe('DENY')
    expect(a.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    const html = await a.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(1)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })
})

describe('item 9: production errors without internals', () => {
  it('answers a malformed URL outside /api without a stack or a path on this machine', async () => {
    const res = await fetch(`${base}/%E0%A4%A`)
    expect(res.status).toBeGreaterThanOrEqual(400)
    const body = await res.text()
    expect(body).not.toContain(ROOT)
    expect(body).not.toMatch(/\bat .+\(|URIError|node_modules/)
  })
})

describe('item 5: the sign-in form never redirects off the site', () => {
  it('answers redirectTo=/\\t/evil.example with a redirect to /', async () => {
    const email = 'redirect@example.test'
    const password = 'Quiet-lantern-harbour-47'
    const reg = await register(email, password, 'Re')
    expect(reg.status).toBe(201)
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ email, password, redirectTo: '/\t/evil.example' }).toString(),
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    const cookie = res.headers.getSetCookie()[0].split(';')[0]
    const again = await fetch(`${base}/login?redirectTo=%2F%09%2Fevil.example`, {
      redirect: 'manual',
      headers: { cookie },
    })
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe('/')
  })
})

describe('documents go compressed (issue 15)', () => {
  it('gzips a page for a browser that accepts it, to under half its size, and it decodes whole', async () => {
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      httpRequest(`${base}/select-country`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
    expect(raw.encoding).toBe('gzip')
    const html = (await import('node:zlib')).gunzipSync(raw.body).toString('utf8')
    expect(html).toMatch(/^<!DOCTYPE html>/i)
    expect(html).toContain('</html>')
    expect(raw.body.length).toBeLessThan(html.length / 2)
  })
})

describe('the page cache (issue 15): pages alike for every visitor are rendered once', () => {
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

  it('answers the landing page again from the cache, each time with its own nonce in the policy and the scripts', async () => {
    const cookie = 'lng=pl; cache-test=1'
    const before = pageCache.size
    const first = await fetch(`${base}/`, { headers: { cookie } })
    const firstHtml = await first.text()
    // Kept once the copy has streamed in whole (just after the visitor's).
    await expect.poll(() => pageCache.size).toBe(before + 1)
    const second = await fetch(`${base}/`, { headers: { cookie } })
    const secondHtml = await second.text()
    expect(pageCache.size).toBe(before + 1)
    const [a, b] = [nonceOf(first), nonceOf(second)]
    expect(a).toBeTruthy()
    expect(b).toBeTruthy()
    expect(a).not.toBe(b)
    expect(secondHtml).not.toContain(a)
    expect(secondHtml.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes(`nonce="${b}"`))).toBe(true)
    expect(secondHtml.replaceAll(b ?? '', 'NONCE')).toBe(firstHtml.replaceAll(a ?? '', 'NONCE'))
    expect(secondHtml).toContain('lang="pl"')
    for (const res of [first, second]) expect(res.headers.has('page-cache-control')).toBe(false)
  })

  it('keeps a page per Cookie header: another language is its own page', async () => {
    const before = pageCache.size
    const uk = await (await fetch(`${base}/`, { headers: { cookie: 'lng=uk; cache-test=2' } })).text()
    expect(uk).toContain('lang="uk"')
    await expect.poll(() => pageCache.size).toBe(before + 1)
  })

  it('keeps no page that does not ask (/questions), nor a signed-in student’s home page', async () => {
    const before = pageCache.size
    expect((await fetch(`${base}/questions`)).status).toBe(200)
    expect(pageCache.size).toBe(before)
    const reg = await register('page-cache@example.test', 'Amber-kettle-orchard-83', 'Olena')
    const cookie = reg.headers.getSetCookie()[0].split(';')[0]
    const home = await (await fetch(`${base}/`, { headers: { cookie } })).text()
    expect(home).toContain('Olena')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(pageCache.size).toBe(before)
  })
})

describe('pages whose data lives in the browser render their heading on the server (issue 15: first paint)', () => {
  it.each([
    ['/review', 'review-loading', 'Mistake review', 'Saved in this browser'],
    ['/review/today', 'today-loading', 'Today&#x27;s review', 'brought back just before'],
  ])('%s: the h1, the subtitle and the loading line are in the server HTML', async (page, testId, title, subtitle) => {
    const html = await (await fetch(`${base}${page}`, { headers: { cookie: 'lng=en' } })).text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
    expect(html).toContain(subtitle)
    expect(html).toContain(`data-testid="${testId}"`)
  })
})
