// The installable app (issue 28, decisions 073 and 143): Chromium's own installability check passes in each language,
// and the update path: build A's service worker registers off the critical path; when a new build's worker is
// served, the page says a new version is available, and Reload runs it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { THEME_COLOR } from '../../app/utils/brand.ts'
import { test, expect, gotoHydrated } from './fixtures.ts'

// The configuration blocks service workers elsewhere (each test would precache the app); these tests are about it.
test.use({ serviceWorkers: 'allow' })

const SW_FILE = new URL('../../build/client/sw.js', import.meta.url)
const common = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../app/locales/${lng}/common.json`, import.meta.url), 'utf8'))
const en = common('en')

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
  // Chromium checks installability only in a profile of its own: in Playwright's usual (incognito) contexts it
  // answers "in-incognito" and stops there, so this test runs in a persistent context.
  test('the app is installable in each language, with its manifest in that language', async ({ baseURL }) => {
    test.skip(test.info().project.name === 'mocks', "mock mode keeps msw's worker at that scope")
    // A browser of its own and four page loads: over a minute on a loaded machine.
    test.setTimeout(180_000)
    const profile = mkdtempSync(path.join(tmpdir(), 'examready-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      baseURL,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      const cdp = await context.newCDPSession(page)
      for (const lng of ['en', 'uk', 'pl']) {
        await gotoHydrated(page, lng === 'en' ? '/' : `/${lng}/`)
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
        expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, lng).toEqual([])
        const { url, errors, data } = await cdp.send('Page.getAppManifest')
        expect(errors, lng).toEqual([])
        expect(new URL(url).pathname).toBe(`/${lng}/manifest.webmanifest`)
        const manifest = JSON.parse(data ?? '{}')
        expect(manifest).toMatchObject({
          lang: lng,
          name: common(lng).meta.appName,
          start_url: `/${lng}`,
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOR,
        })
        const icons = manifest.icons as { sizes: string; purpose: string }[]
        for (const sizes of ['192x192', '512x512'])
          for (const purpose of ['any', 'maskable'])
            expect(icons, `${sizes} ${purpose}`).toContainEqual(expect.objectContaining({ sizes, purpose }))
        const screenshots = manifest.screenshots as { form_factor: string; label: string }[]
        expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'narrow', 'wide'])
        expect(screenshots[0].label).toBe(common(lng).meta.screenshotHome)
      }
      // The check can fail: the same page with a manifest without icons is not installable.
      await page.route('**/manifest.webmanifest', async (route) => {
        const response = await route.fetch()
        await route.fulfill({ response, json: { ...(await response.json()), icons: [] } })
      })
      await gotoHydrated(page, '/pl/')
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors.map((e) => e.errorId)).toContain('manifest-missing-suitable-icon')
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

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
