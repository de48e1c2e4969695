// A page's texts come as their own chunk when a navigation needs them (decision 155). On a connection that drops that
// one request the page still renders, the student is told, and the texts appear once the chunk can be had again.
import { readFileSync } from 'node:fs'
import { test, expect, gotoHydrated } from './fixtures.ts'

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../app/locales/en/${path}`, import.meta.url), 'utf8'))
const common = read('common.json')
const progress = read('progress.json')

test(
  'texts that fail to load are announced and filled in when the connection returns',
  { tag: '@mocks' },
  async ({ page, consoleErrors }) => {
    let dropTexts = true
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      // Only the English progress texts' chunk: the route's own script and everything else come through.
      if (dropTexts && body.includes(JSON.stringify(progress.subtitleBrowser).slice(1, -1)))
        return route.abort('internetdisconnected')
      return route.fulfill({ response, body })
    })
    await gotoHydrated(page, '/')
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Progress' }).click()
    await expect(page).toHaveURL(/\/progress$/)
    await expect(page.getByTestId('toast')).toContainText(common.textsMissing)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(progress.title)

    dropTexts = false
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(progress.title)
    await page.unrouteAll({ behavior: 'wait' })
    // The browser's line for the request it could not send is expected; nothing else may be logged.
    const own = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))
    consoleErrors.length = 0
    expect(own).toEqual([])
  },
)
