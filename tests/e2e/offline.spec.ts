// Practice without a connection (issue 28; decisions 073, 074): exam packs kept in the browser.
import { readFileSync } from 'node:fs'
import { test, expect, gotoHydrated } from './fixtures.ts'

// The configuration blocks service workers elsewhere (each test would precache the app); these tests are about it.
test.use({ serviceWorkers: 'allow' })

const en = JSON.parse(readFileSync(new URL('../../app/locales/en/common.json', import.meta.url), 'utf8'))

test.describe('exam packs', () => {
  test('the NMT pack shows its size, is kept in IndexedDB across a reload and can be removed', async ({ page }) => {
    await gotoHydrated(page, '/nmt-practice')
    const card = page.getByTestId('offline-pack')
    await expect(card).toHaveAttribute('data-state', 'ready')
    const keep = card.getByTestId('offline-pack-keep')
    // The size comes first, in the button: "Keep for offline use (1.2 MB)".
    await expect(keep).toHaveText(/\(\d+(\.\d)? [kM]B\)$/)
    await keep.click()
    await expect(card).toHaveAttribute('data-state', 'kept')
    await expect(card).toContainText(/Kept for offline use: \d+ questions/)
    const kept = await page.evaluate(
      () =>
        new Promise<{ questions: number; examTypes: string[] }>((resolve, reject) => {
          const open = indexedDB.open('examready-offline')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const get = open.result.transaction('packs').objectStore('packs').get('nmt')
            get.onsuccess = () => resolve({ questions: get.result.questions.length, examTypes: get.result.examTypes })
          }
        }),
    )
    expect(kept.examTypes).toEqual(['NMT'])
    // Enough for both full-length forms, not only a short test's ten.
    expect(kept.questions).toBeGreaterThan(100)

    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(card).toHaveAttribute('data-state', 'kept')
    await card.getByRole('button', { name: en.offlinePack.remove }).click()
    await expect(card).toHaveAttribute('data-state', 'ready')
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(card).toHaveAttribute('data-state', 'ready')
  })
})

test.describe('offline pages', () => {
  test('a page that needs the server says plainly that the visitor is offline', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.skip(test.info().project.name === 'mocks', "mock mode has msw's worker, not the app's")
    await gotoHydrated(page, '/')
    // Under the service worker (decision 073), whose precache has the route scripts.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page
      .getByTestId('site-header')
      .getByRole('link', { name: /progress/i })
      .first()
      .click()
    const panel = page.getByTestId('error-boundary')
    await expect(panel).toHaveAttribute('data-offline', 'true')
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText(en.errorBoundary.offlineTitle)
    await expect(panel).toContainText(en.errorBoundary.offlineText)
    await context.setOffline(false)
    // Expected offline: the browser's line for each request it could not send, and the router's for the failed
    // data request. Nothing else may be logged.
    const own = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch/.test(e))
    consoleErrors.length = 0
    expect(own).toEqual([])
  })
})
