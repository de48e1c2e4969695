import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, register } from './fixtures.ts'

// The QA scenarios of mocks/README.md, switched on without code changes, each showing its state in the UI.
// (ai-down, empty and server-error on the question bank and the tutor are covered in questions.spec.ts and
// tutor.spec.ts.) Mock mode only.

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'mocks', 'scenarios exist only in mock mode')
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
