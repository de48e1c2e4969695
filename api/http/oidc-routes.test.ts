// The whole provider sign-in over HTTP: this API on a socket, a real OpenID Connect provider (oidc-provider, in
// tests/fake-oidc-provider.ts) on another, and a small cookie-keeping client that follows the redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FakeOidcProvider } from '../../tests/fake-oidc-provider.ts'
import { startApiWithProvider } from '../../tests/oidc-api.ts'
import { Browser, throughProvider as through } from '../../tests/oidc-browser.ts'
import { PENDING_COOKIE } from '../auth/oidc-pending.ts'

let provider: FakeOidcProvider
let api: Awaited<ReturnType<typeof startApiWithProvider>>['api']
let origin: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ api, origin, provider, close } = await startApiWithProvider({
    passwords: {
      hash: async (p) => `plain$${p}`,
      verify: async (p, h) => h === `plain$${p}`,
      dummyHash: async () => 'x',
    },
  }))
}, 180_000)
afterAll(() => close())

const throughProvider = (browser: Browser, account: Parameters<typeof through>[2], returnTo = '/progress') =>
  through(browser, `${origin}/api/login?provider=test-id&returnTo=${encodeURIComponent(returnTo)}`, account)

const signedInAs = async (browser: Browser) => {
  const res = await browser.get(`${origin}/api/auth/user`)
  return res.status === 200 ? ((await res.json()) as { id: string; email: string; firstName: string }) : null
}
const locationOf = (res: Response) => res.headers.get('location')

describe('sign-in with an OpenID Connect provider', () => {
  it('lists the configured provider for the sign-in page', async () => {
    const res = await fetch(`${origin}/api/auth/providers`)
    expect(await res.json()).toEqual([{ id: 'test-id', name: 'Test ID' }])
  })

  it('starts with PKCE, state and nonce, and makes a new password-less account for a new verified identity', async () => {
    const browser = new Browser()
    const start = await browser.get(`${origin}/api/login?provider=test-id&returnTo=%2Fprogress`)
    const authorize = new URL(locationOf(start)!)
    expect(authorize.origin).toBe(provider.issuer)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    for (const name of ['code_challenge', 'state', 'nonce']) expect(authorize.searchParams.get(name)).toBeTruthy()
    expect(start.headers.getSetCookie().join()).toMatch(/examready\.oidc=.*HttpOnly/i)

    const email = 'new.student@example.test'
    const callback = await throughProvider(browser, { email })
    const back = await browser.get(callback)
    expect(locationOf(back)).toBe('/progress')
    expect(browser.cookie(origin, PENDING_COOKIE)).toBeUndefined()
    const me = await signedInAs(browser)
    expect(me).toMatchObject({ email, firstName: 'Taras' })
    const stored = await api.ctx.store.users.findByIdentity({
      issuer: provider.issuer,
      subject: provider.subjectOf(email),
    })
    expect(stored).toMatchObject({ id: me!.id, passwordHash: null })
    // Signing in again finds the same account.
    const again = new Browser()
    await again.get(await throughProvider(again, { email }))
    expect((await signedInAs(again))?.id).toBe(me!.id)
  })

  it('links an existing password account only through a verified email, and rotates the session id', async () => {
    const email = 'olena.linked@example.test'
    const registered = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'long-enough-1', firstName: 'Olena' }),
    })
    expect(registered.status).toBe(201)
    const account = (await registered.json()) as { id: string }

    // The same address, not verified by the provider: refused, nothing linked.
    const unverified = new Browser()
    const refused = await unverified.get(await throughProvider(unverified, { email, verified: false }))
    expect(locationOf(refused)).toBe('/login?error=provider-email-unverified&redirectTo=%2Fprogress')
    expect(await signedInAs(unverified)).toBeNull()
    const identity = { issuer: provider.issuer, subject: provider.subjectOf(email) }
    expect(await api.ctx.store.users.findByIdentity(identity)).toBeUndefined()

    // Verified: the provider account joins the password account (the same user). The browser signed in with the
    // password meanwhile (as in another tab): the provider's return still gets a new session id.
    const browser = new Browser()
    const callback = await throughProvider(browser, { email }, '/')
    const password = await browser.get(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'long-enough-1' }),
    })
    expect(password.status).toBe(200)
    const before = browser.cookie(origin, 'examready.sid')!
    expect(locationOf(await browser.get(callback))).toBe('/')
    expect(browser.cookie(origin, 'examready.sid')).not.toBe(before)
    expect(await signedInAs(browser)).toMatchObject({ id: account.id, firstName: 'Olena' })
    expect((await api.ctx.store.users.findByIdentity(identity))?.id).toBe(account.id)
    const old = new Browser()
    old.jar.set(new URL(origin).host, new Map([['examready.sid', before]]))
    expect(await signedInAs(old)).toBeNull()
  })

  it('refuses an unverified email that no account has: no account is made', async () => {
    const email = 'unverified.nobody@example.test'
    const browser = new Browser()
    const res = await browser.get(await throughProvider(browser, { email, verified: false }))
    expect(locationOf(res)).toMatch(/^\/login\?error=provider-email-unverified/)
    expect(await api.ctx.store.users.findByEmail(email)).toBeUndefined()
  })

  it('refuses a tampered state, then the untouched return too (its sign-in was used up)', async () => {
    const browser = new Browser()
    const callback = new URL(await throughProvider(browser, { email: 'tamper@example.test' }))
    const tampered = new URL(callback)
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`)
    const res = await browser.get(tampered.href)
    expect(locationOf(res)).toBe('/login?error=provider-state&redirectTo=%2Fprogress')
    expect(await signedInAs(browser)).toBeNull()
    expect(locationOf(await browser.get(callback.href))).toBe('/login?error=provider-state&redirectTo=%2F')
    expect(await signedInAs(browser)).toBeNull()
    expect(await api.ctx.store.users.findByEmail('tamper@example.test')).toBeUndefined()
  })

  it('refuses a replayed code, even with the sign-in cookie put back', async () => {
    const browser = new Browser()
    const callback = await throughProvider(browser, { email: 'replay@example.test' })
    const pending = browser.cookie(origin, PENDING_COOKIE)!
    await browser.get(callback)
    expect(await signedInAs(browser)).not.toBeNull()

    const attacker = new Browser()
    attacker.jar.set(new URL(origin).host, new Map([[PENDING_COOKIE, pending]]))
    const replayed = await attacker.get(callback)
    expect(locationOf(replayed)).toBe('/login?error=provider-expired&redirectTo=%2Fprogress')
    expect(await signedInAs(attacker)).toBeNull()
  })

  it('sends a declined consent, a forged cookie and an unknown provider to the sign-in page, never a 500', async () => {
    const browser = new Browser()
    const declined = await browser.get(await throughProvider(browser, { email: 'no@example.test', cancel: true }))
    expect(locationOf(declined)).toBe('/login?error=provider-denied&redirectTo=%2Fprogress')

    const forger = new Browser()
    const callback = await throughProvider(forger, { email: 'forged@example.test' })
    const [payload] = forger.cookie(origin, PENDING_COOKIE)!.split('.')
    forger.jar.get(new URL(origin).host)!.set(PENDING_COOKIE, `${payload}.forged`)
    expect(locationOf(await forger.get(callback))).toBe('/login?error=provider-state&redirectTo=%2F')

    const unknown = await fetch(`${origin}/api/login?provider=nowhere&returnTo=%2Fprogress`, { redirect: 'manual' })
    expect(locationOf(unknown)).toBe('/login?error=provider-unavailable&redirectTo=%2Fprogress')
    const malformed = await fetch(`${origin}/api/login?provider=Not%20an%20id`, { redirect: 'manual' })
    expect(malformed.status).toBe(400)
  })
})
