// Deleting an account that has no password (issue 27): confirmed by signing in again at its provider
// (GET /api/login?provider=…&confirm=delete), against a real OpenID Connect provider (tests/fake-oidc-provider.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FakeOidcProvider } from '../../tests/fake-oidc-provider.ts'
import { startApiWithProvider } from '../../tests/oidc-api.ts'
import { Browser, throughProvider } from '../../tests/oidc-browser.ts'

let provider: FakeOidcProvider
let api: Awaited<ReturnType<typeof startApiWithProvider>>['api']
let origin: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ api, origin, provider, close } = await startApiWithProvider())
}, 180_000)
afterAll(() => close())
const realNow = () => new Date()
afterEach(() => {
  api.ctx.now = realNow
})

const CONFIRM = '/api/login?provider=test-id&confirm=delete&returnTo=%2Faccount'

/** A student whose account was made by the provider (no password), signed in in `browser`. */
async function providerStudent(email: string) {
  const browser = new Browser()
  await browser.get(await throughProvider(browser, `${origin}/api/login?provider=test-id&returnTo=%2F`, { email }))
  const me = await browser.get(`${origin}/api/auth/user`)
  expect(me.status).toBe(200)
  return { browser, id: ((await me.json()) as { id: string }).id }
}

const deleteAccount = (browser: Browser) =>
  browser.get(`${origin}/api/account/delete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })

/** The confirmation, through the provider as `email`; resolves with where the API sends the browser back. */
async function confirm(browser: Browser, email: string, edit?: (authorize: URL) => void) {
  const back = await browser.get(await throughProvider(browser, `${origin}${CONFIRM}`, { email }, edit))
  expect(back.status).toBe(302)
  return back.headers.get('location')
}

describe('deleting an account without a password', () => {
  it('needs a fresh sign-in at its provider: prompt=login and max_age=0, then the deletion removes it', async () => {
    const email = 'confirm.fresh@example.test'
    const { browser, id } = await providerStudent(email)
    expect((await deleteAccount(browser)).status).toBe(403)
    expect(await api.ctx.store.users.findById(id)).toBeDefined()

    let asked: URL | undefined
    expect(await confirm(browser, email, (authorize) => (asked = new URL(authorize)))).toBe('/account?confirmed=delete')
    expect(asked?.searchParams.get('prompt')).toBe('login')
    expect(asked?.searchParams.get('max_age')).toBe('0')
    expect((await deleteAccount(browser)).status).toBe(204)
    expect(await api.ctx.store.users.findById(id)).toBeUndefined()
    expect((await browser.get(`${origin}/api/auth/user`)).status).toBe(401)
  })

  it('does not count another provider account, an old provider session, or a confirmation over 10 minutes old', async () => {
    const email = 'confirm.owner@example.test'
    const { browser, id } = await providerStudent(email)
    // A provider that ignores prompt and max_age signs the student in from its own session: its auth_time is
    // from before the confirmation started (the API's clock five minutes on).
    api.ctx.now = () => new Date(Date.now() + 5 * 60_000)
    const stale = await confirm(browser, email, (authorize) => {
      authorize.searchParams.delete('prompt')
      authorize.searchParams.delete('max_age')
    })
    expect(stale).toBe('/account?confirmError=provider-not-fresh')
    expect((await deleteAccount(browser)).status).toBe(403)

    // Someone else's provider account (signed out at the provider first, as on a shared computer).
    api.ctx.now = realNow
    const signOutAtProvider = () => browser.jar.delete(new URL(provider.issuer).host)
    signOutAtProvider()
    expect(await confirm(browser, 'someone.else@example.test')).toBe('/account?confirmError=provider-other-account')
    expect((await deleteAccount(browser)).status).toBe(403)

    signOutAtProvider()
    expect(await confirm(browser, email)).toBe('/account?confirmed=delete')
    api.ctx.now = () => new Date(Date.now() + 11 * 60_000)
    expect((await deleteAccount(browser)).status).toBe(403)
    expect(await api.ctx.store.users.findById(id)).toBeDefined()
  })

  it('signed out, a confirmation is the sign-in page; an unknown confirmation is a 400', async () => {
    const signedOut = await fetch(`${origin}${CONFIRM}`, { redirect: 'manual' })
    expect(signedOut.headers.get('location')).toBe('/login?redirectTo=%2Faccount')
    const unknown = await fetch(`${origin}/api/login?provider=test-id&confirm=everything`, { redirect: 'manual' })
    expect(unknown.status).toBe(400)
  })
})
