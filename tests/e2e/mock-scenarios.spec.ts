import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, register } from './fixtures.ts'

// The QA scenarios of mocks/README.md, switched on without code changes, each showing its state in the UI.
// (ai-down, empty and server-error on the question bank and the tutor are covered in questions.spec.ts and
// tutor.spec.ts.) Mock mode only.

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'mocks', 'scenarios exist only in mock mode')
})

async function scenario(page: Page, name: string) {
  await page
    .context()
    .addCookies([{ name: 'mock-scenario', value: name, url: test.info().project.use.baseURL as string }])
}

test.describe('slow', () => {
  // A headless browser counts as a bot, and bots get the whole document at once; students' browsers stream.
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  })

  test('the weakness card shows its loading skeleton, then its content', async ({ page }) => {
    await register(page)
    await scenario(page, 'slow')
    // The document streams: the skeleton arrives first, the analysis when its (slow) call answers.
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.getByTestId('weakness-skeleton')).toBeVisible()
    await expect(page.getByTestId('weakness-empty')).toBeVisible({ timeout: 20_000 })
  })
})

test('unauthenticated: a signed-in browser is treated as signed out', async ({ page }) => {
  await register(page, { firstName: 'Iryna' })
  await expect(page.getByTestId('user-name')).toHaveText('Iryna')
  await scenario(page, 'unauthenticated')
  await gotoHydrated(page, '/')
  await expect(page.getByTestId('landing')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
})

test('empty: no exam data on the home screen gives the fallback tiles Math 30-1 and English 30-1', async ({ page }) => {
  await register(page)
  await scenario(page, 'empty')
  await gotoHydrated(page, '/')
  const tiles = page.getByTestId('quick-tile')
  await expect(tiles).toHaveCount(2)
  await expect(tiles.nth(0)).toContainText('Math 30-1')
  await expect(tiles.nth(0)).toContainText('30 min')
  await expect(tiles.nth(1)).toContainText('English 30-1')
  await expect(tiles.nth(1)).toContainText('45 min')
})

test('the scenario can be switched per browser with ?mockScenario= and back with none', async ({ page }) => {
  expect((await page.request.get('/api/health?mockScenario=server-error')).status()).toBe(500)
  expect((await page.request.get('/api/exam-types')).status()).toBe(500)
  expect((await page.request.get('/api/health?mockScenario=none')).status()).toBe(200)
  expect((await page.request.get('/api/exam-types')).status()).toBe(200)
})

test('server-error: /select-country shows an error page with a heading and Try again, which recovers', async ({
  page,
  consoleErrors,
}) => {
  await scenario(page, 'server-error')
  await gotoHydrated(page, '/select-country')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The tests could not be loaded')
  await expect(page.getByTestId('error-boundary')).toContainText('Check your connection and try again.')
  await expect(page.getByTestId('error-status')).toHaveText('Error 503')
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
  // The error page shows no stack or internal message in production.
  await expect(page.locator('pre')).toHaveCount(0)
  await scenario(page, 'none')
  await page.getByTestId('error-retry').click()
  await expect(page.getByTestId('country-UA')).toBeVisible()
  // The failed document itself is reported by the browser; nothing else may be.
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (/status of 50[03]/.test(consoleErrors[i])) consoleErrors.splice(i, 1)
})

test.describe('slow navigation', () => {
  test('a pending bar shows while the next page loads, and goes when it has', async ({ page }) => {
    await gotoHydrated(page, '/')
    await scenario(page, 'slow')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Start Practice', exact: true })
      .click()
    await expect(page.getByTestId('pending-bar')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start a practice test', { timeout: 20_000 })
    await expect(page.getByTestId('pending-bar')).toHaveCount(0)
  })

  test('/questions asks for its data in parallel: one slow round trip, not one per call', async ({ page }) => {
    await scenario(page, 'slow')
    const started = Date.now()
    await page.goto('/questions', { waitUntil: 'commit' })
    await expect(page.getByTestId('questions-page')).toBeVisible({ timeout: 20_000 })
    // Each call waits 2.5 s: exam types and the list together take one wait (sequentially they took two).
    expect(Date.now() - started).toBeLessThan(4900)
  })
})
