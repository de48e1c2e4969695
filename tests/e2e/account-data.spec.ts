import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect, filesHolding, gotoHydrated, register } from './fixtures.ts'

// Issue 27: a student downloads everything held about them, then deletes the account; afterwards the store has
// nothing of it. The real server's DATA_DIR is read directly (lowdb); the PostgreSQL store suite proves the same for
// every table (api/store/contract/account-data.ts).

async function practiseOnce(page: Page) {
  await gotoHydrated(page, '/practice?exam=SAT&section=Math%20Calculator')
  await page.getByTestId('practice-start').click()
  for (let i = 1; i <= 5; i++) {
    await page.getByTestId('option').first().click()
    await page.getByTestId('submit-answer').click()
    await page.getByTestId(i < 5 ? 'next-button' : 'finish-button').click()
  }
  await page.getByTestId('review-finish').click()
  await expect(page).toHaveURL(/\/results$/)
  // The result reaches the server through the save queue: wait until it is kept there.
  const user = await (await page.request.get('/api/auth/user')).json()
  await expect
    .poll(async () => (await (await page.request.get(`/api/sessions/${user.id}`)).json()).length, { timeout: 20_000 })
    .toBe(1)
}

test('download my data, then delete the account: nothing of it is left', async ({ page }) => {
  test.setTimeout(240_000)
  const { email, password } = await register(page, { firstName: 'Marta' })
  const user = await (await page.request.get('/api/auth/user')).json()
  await practiseOnce(page)

  await gotoHydrated(page, '/account')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-data').click()])
  expect(download.suggestedFilename()).toMatch(/^examready-data-\d{4}-\d{2}-\d{2}\.json$/)
  const text = readFileSync(await download.path(), 'utf8')
  const data = JSON.parse(text)
  expect(data.profile).toMatchObject({ id: user.id, email, firstName: 'Marta', hasPassword: true })
  expect(text).not.toMatch(/scrypt|argon2|passwordHash/)
  expect(data.practiceSessions).toHaveLength(1)
  expect(data.practiceSessions[0]).toMatchObject({ completed: true, questionsAttempted: 5 })
  expect(data.answers.length).toBeGreaterThan(0)
  for (const answer of data.answers) expect(answer.sessionId).toBe(data.practiceSessions[0].id)
  if (test.info().project.name === 'server') expect(filesHolding([user.id, email])).not.toEqual([])

  // A wrong password deletes nothing and says so; the dialog stays open.
  await page.getByTestId('delete-account').click()
  const dialog = page.getByTestId('delete-account-dialog')
  await dialog.getByTestId('delete-account-confirm').fill(`${password}-not`)
  await dialog.getByTestId('delete-account-submit').click()
  await expect(dialog.getByTestId('delete-account-error')).toContainText('Nothing was deleted.')
  expect((await page.request.get('/api/auth/user')).status()).toBe(200)

  await dialog.getByTestId('delete-account-confirm').fill(password)
  await dialog.getByTestId('delete-account-submit').click()
  // Signed out, on the home page (in the page's language).
  await page.waitForURL((url) => /^\/(en|uk|pl)?\/?$/.test(url.pathname))
  await expect(page.getByTestId('user-name')).toHaveCount(0)
  expect((await page.request.get('/api/auth/user')).status()).toBe(401)
  const again = await page.request.post('/api/auth/login', { data: { email, password } })
  expect(again.status()).toBe(401)
  if (test.info().project.name === 'server') expect(filesHolding([user.id, email])).toEqual([])
})
