import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, register } from './fixtures.ts'

// Issue 27: a student changes the password from the account menu, and resets a forgotten one through the mail
// the real server sends to the SMTP server tests/e2e/run.ts started (its mails land in E2E_MAILBOX).

const NEW_PASSWORD = 'lantern-orbit-maple-42'
/** Each sign-in, change and reset hashes the password: on a loaded machine a few of them take a while. */
const SLOW = { timeout: 30_000 }

async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/login?redirectTo=%2Fprogress')
  await page.getByTestId('auth-email').fill(email)
  await page.getByTestId('auth-password').fill(password)
  await page.getByTestId('auth-submit').click()
}

const signedInAs = async (page: Page) => {
  const res = await page.request.get('/api/auth/user')
  return res.ok() ? ((await res.json()) as { email: string }).email : null
}

/** The text of the newest mail to `to`, waiting for it to arrive. */
async function mailTo(to: string): Promise<string> {
  const mailbox = process.env.E2E_MAILBOX
  if (!mailbox) throw new Error('E2E_MAILBOX is not set: run through npm run test:e2e.')
  let text: string | undefined
  await expect
    .poll(
      () => {
        const mails = readdirSync(mailbox)
          .sort()
          .map((f) => JSON.parse(readFileSync(path.join(mailbox, f), 'utf8')) as { to: string; text: string })
        text = mails.filter((m) => m.to === to).at(-1)?.text
        return Boolean(text)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return text!
}

test('a student changes the password, other devices are signed out, and the new one signs in', async ({
  page,
  browser,
}) => {
  test.slow()
  const { email, password } = await register(page)
  // The same student on another device.
  const other = await browser.newPage({ baseURL: test.info().project.use.baseURL })
  await signIn(other, email, password)
  await other.waitForURL((u) => u.pathname === '/progress', SLOW)

  await page.locator('[data-testid="account-password-link"]:visible').first().click()
  await page.waitForURL((u) => u.pathname === '/account/password')
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.getByTestId('password-currentPassword').fill('not-my-password')
  await page.getByTestId('password-newPassword').fill(NEW_PASSWORD)
  await page.getByTestId('password-submit').click()
  await expect(page.getByText('This is not your current password.')).toBeVisible(SLOW)

  await page.getByTestId('password-currentPassword').fill(password)
  await page.getByTestId('password-newPassword').fill(NEW_PASSWORD)
  await page.getByTestId('password-submit').click()
  await expect(page.getByTestId('password-changed')).toBeVisible(SLOW)
  expect(await signedInAs(page)).toBe(email)
  expect(await signedInAs(other)).toBeNull()
  await other.close()

  await page.goto('/api/logout')
  await signIn(page, email, password)
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible(SLOW)
  expect(await signedInAs(page)).toBeNull()
  await signIn(page, email, NEW_PASSWORD)
  await page.waitForURL((u) => u.pathname === '/progress', SLOW)
  expect(await signedInAs(page)).toBe(email)
})

test('a forgotten password is reset through the mailed link, which works once', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'server', 'the mail is the real server’s')
  test.slow()
  const { email } = await register(page)
  await page.goto('/api/logout')

  await gotoHydrated(page, '/login')
  await page.getByTestId('forgot-password-link').click()
  await page.waitForURL((u) => u.pathname === '/forgot-password')
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.getByTestId('password-email').fill(email)
  await page.getByTestId('password-submit').click()
  await expect(page.getByTestId('reset-link-sent')).toBeVisible(SLOW)

  const link = (await mailTo(email)).match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0]
  expect(link).toBeTruthy()
  await page.goto(link!)
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.getByTestId('password-newPassword').fill(NEW_PASSWORD)
  await page.getByTestId('password-submit').click()
  await expect(page.getByTestId('password-reset-done')).toBeVisible(SLOW)

  // The link is used up.
  await page.goto(link!)
  await page.waitForSelector('html[data-hydrated="true"]')
  await page.getByTestId('password-newPassword').fill(`${NEW_PASSWORD}-again`)
  await page.getByTestId('password-submit').click()
  await expect(page.getByText('This link has expired or has already been used. Ask for a new one.')).toBeVisible(SLOW)

  await signIn(page, email, NEW_PASSWORD)
  await page.waitForURL((u) => u.pathname === '/progress', SLOW)
  expect(await signedInAs(page)).toBe(email)
})
