import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect, filesHolding, gotoHydrated, register, uniqueEmail } from './fixtures.ts'

// Issue 27: sign in through an OpenID Connect provider. On the real server, the provider tests/e2e/run.ts starts
// (tests/fake-oidc-provider.ts, "Test ID"); the mocks have none and say so. A tampered state and a replayed code
// are refused in api/http/oidc-routes.test.ts: the provider's return reaches the server as a redirect, which a
// browser test cannot change on the way.

const auth = JSON.parse(readFileSync(new URL('../../app/locales/en/auth.json', import.meta.url), 'utf8')) as {
  providerErrors: Record<string, string>
}

/** From the sign-in page through the provider's form; resolves once the provider has sent the browser back. */
async function signInAtProvider(page: Page, email: string, opts: { verified?: boolean; returnTo?: string } = {}) {
  await gotoHydrated(page, `/login?redirectTo=${encodeURIComponent(opts.returnTo ?? '/progress')}`)
  await page.getByTestId('provider-test-id').click()
  await page.getByTestId('idp-email').fill(email)
  if (opts.verified === false) await page.getByTestId('idp-verified').uncheck()
  await page.getByTestId('idp-sign-in').click()
}

const currentUser = async (page: Page) => {
  const res = await page.request.get('/api/auth/user')
  return res.ok() ? ((await res.json()) as { id: string; email: string; firstName: string }) : null
}

test.describe('provider sign-in on the real server', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'the provider is the real server’s')
    return page
  })

  test('a new verified identity makes an account; an existing password account is linked by its verified email', async ({
    page,
  }) => {
    const newcomer = uniqueEmail()
    await signInAtProvider(page, newcomer)
    await page.waitForURL((u) => u.pathname === '/progress')
    expect(await currentUser(page)).toMatchObject({ email: newcomer, firstName: 'Taras' })
    await page.goto('/api/logout')

    const { email } = await register(page, { firstName: 'Olena' })
    const registered = await currentUser(page)
    await page.goto('/api/logout')
    // The provider remembers its own sign-in (a cookie on the same host): forget it, so it asks who this is.
    await page.context().clearCookies()
    await signInAtProvider(page, email)
    await page.waitForURL((u) => u.pathname === '/progress')
    expect(await currentUser(page)).toMatchObject({ id: registered!.id, firstName: 'Olena' })
  })

  test('an account made at the provider is deleted after signing in there again', async ({ page }) => {
    const email = uniqueEmail()
    await signInAtProvider(page, email, { returnTo: '/account' })
    await page.waitForURL((u) => u.pathname === '/account')
    await page.waitForSelector('html[data-hydrated="true"]')
    const me = await currentUser(page)
    await page.getByTestId('delete-account').click()
    const dialog = page.getByTestId('delete-account-dialog')
    // No password to type: no way to delete from the session alone.
    await expect(dialog.getByTestId('delete-account-submit')).toHaveCount(0)
    await dialog.getByTestId('delete-confirm-test-id').click()
    // The provider asks who this is again, although it still has its own session.
    await page.getByTestId('idp-email').fill(email)
    await page.getByTestId('idp-sign-in').click()
    await page.waitForURL((u) => u.pathname === '/account' && u.searchParams.get('confirmed') === 'delete')
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(dialog.getByTestId('delete-account-confirmed')).toBeVisible()
    await dialog.getByTestId('delete-account-submit').click()
    // Signed out, on the home page (in the page's language).
    await page.waitForURL((u) => /^\/(en|uk|pl)?\/?$/.test(u.pathname))
    expect(await currentUser(page)).toBeNull()
    expect(filesHolding([me!.id, email])).toEqual([])
  })

  test('an unverified email that an account has is refused with a message', async ({ page }) => {
    const { email } = await register(page)
    await page.goto('/api/logout')
    await signInAtProvider(page, email, { verified: false })
    await expect(page.getByTestId('provider-error')).toHaveText(auth.providerErrors['provider-email-unverified'])
    expect(await currentUser(page)).toBeNull()
  })
})

test(
  'the mocks offer no provider and say that one is not available',
  { tag: '@mocks-only' },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mocks', 'a provider sign-in needs the server')
    await gotoHydrated(page, '/login')
    await expect(page.getByTestId('auth-submit')).toBeVisible()
    await expect(page.locator('[data-testid^="provider-"]')).toHaveCount(0)
    await page.goto('/api/login?provider=google&returnTo=%2Fprogress')
    await expect(page.getByTestId('provider-error')).toHaveText(auth.providerErrors['provider-unavailable'])
  },
)
