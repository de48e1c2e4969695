// The installable app's update path (issue 28, decision 073): build A's service worker registers off the critical
// path; when a new build's worker is served, the page says a new version is available, and Reload runs it.
import { readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './fixtures.ts'

// The configuration blocks service workers elsewhere (each test would precache the app); these tests are about it.
test.use({ serviceWorkers: 'allow' })

const SW_FILE = new URL('../../build/client/sw.js', import.meta.url)
const en = JSON.parse(readFileSync(new URL('../../app/locales/en/common.json', import.meta.url), 'utf8'))

/** The version (its offline cache's name) of the worker that controls the page. */
function activeVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const sw = navigator.serviceWorker
        sw.addEventListener('message', (e: MessageEvent<{ type: string; version: string }>) => {
          if (e.data?.type === 'VERSION') resolve(e.data.version)
        })
        sw.controller?.postMessage({ type: 'VERSION' })
      }),
  )
}

test.describe('service worker', () => {
  test('a new build shows the reload prompt and runs after Reload', async ({ page }) => {
    test.skip(test.info().project.name === 'mocks', "mock mode keeps msw's worker at that scope")
    await gotoHydrated(page, '/')
    // Registered after hydration, on idle; the next page load is under it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const before = await activeVersion(page)
    expect(before).toMatch(/^pages-/)
    await expect(page.getByTestId('update-prompt')).toHaveCount(0)

    // "A new build": the served worker with one precached file's revision changed, as a new build writes it.
    // (Playwright's routes do not reach a worker's own script, so the file is changed, and put back at once.)
    const script = readFileSync(SW_FILE, 'utf8')
    expect(script).toMatch(/revision:"[^"]+"/)
    try {
      writeFileSync(SW_FILE, script.replace(/revision:"[^"]+"/, 'revision:"next-build"'))
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      const waits = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))
      await expect.poll(waits, { timeout: 20_000 }).toBe(true)
    } finally {
      writeFileSync(SW_FILE, script)
    }

    const prompt = page.getByTestId('update-prompt')
    await expect(prompt).toContainText(en.appUpdate.updateAvailable)
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: en.appUpdate.reload }).click()])
    await page.waitForSelector('html[data-hydrated="true"]')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const after = await activeVersion(page)
    expect(after).toMatch(/^pages-/)
    expect(after).not.toBe(before)
    await expect(page.getByTestId('update-prompt')).toHaveCount(0)
  })
})
