// Links that carry their language (issue 28, decision 064): a fresh browser (no cookie, no stored choice) opens a
// prefixed address in that language, internal links keep the prefix, the switcher moves between prefixes.
import { readFileSync } from 'node:fs'
import { test, expect, gotoHydrated, type Language } from './fixtures.ts'

const texts = new Map<string, Record<string, Record<string, string>>>()
/** `ns.group.key` from the app's locale files, so the checks hold whatever the wording. */
function tr(lng: Language, ns: string, key: string): string {
  const file = `${lng}/${ns}`
  if (!texts.has(file))
    texts.set(file, JSON.parse(readFileSync(new URL(`../../app/locales/${file}.json`, import.meta.url), 'utf8')))
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], texts.get(file))
  if (typeof value !== 'string') throw new Error(`no text ${file}:${key}`)
  return value
}

test.describe('language in the address', () => {
  for (const [path, lng, ns] of [
    ['/pl/questions', 'pl', 'questions'],
    ['/uk/progress', 'uk', 'progress'],
  ] as const) {
    test(`${path} opens in ${lng} with a fresh browser, with its title, description, card and alternates`, async ({
      page,
    }) => {
      await gotoHydrated(page, path)
      await expect(page.locator('html')).toHaveAttribute('lang', lng)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lng, ns, 'title'))
      await expect(page).toHaveTitle(tr(lng, ns, 'meta.title'))
      const head = page.locator('head')
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        tr(lng, 'common', 'meta.description'),
      )
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', tr(lng, ns, 'meta.title'))
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/)
      const origin = new URL(page.url()).origin
      const bare = path.slice(3)
      for (const [hreflang, href] of [
        ['en', `/en${bare}`],
        ['uk', `/uk${bare}`],
        ['pl', `/pl${bare}`],
        ['x-default', bare],
      ])
        await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          'href',
          `${origin}${href}`,
        )
      // The shared card's image is there.
      expect((await page.request.get('/og-image.png')).headers()['content-type']).toBe('image/png')
      // The web app manifest linked is the page language's.
      const manifestHref = `/${lng}/manifest.webmanifest`
      await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestHref)
      const manifest = (await (await page.request.get(manifestHref)).json()) as { lang: string; start_url: string }
      expect(manifest).toMatchObject({ lang: lng, start_url: `/${lng}` })
    })
  }

  test(
    'links keep the prefix, the stored choice still governs unprefixed links, the switcher keeps path and query',
    { tag: '@mocks' },
    async ({ page }) => {
      await gotoHydrated(page, '/pl/questions')
      // Client navigation through the header stays in Polish.
      await page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: tr('pl', 'common', 'nav.progress') })
        .click()
      await expect(page).toHaveURL(/\/pl\/progress$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('pl', 'progress', 'title'))
      // Opening a Polish link did not change the visitor's choice: an unprefixed address is still English.
      await gotoHydrated(page, '/progress')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      // The switcher on a prefixed page moves to the same page and query in the other language.
      await gotoHydrated(page, '/pl/questions?bank=nmt')
      await page.getByTestId('language-switcher').first().selectOption('uk')
      await expect(page).toHaveURL(/\/uk\/questions\?bank=nmt$/)
      await page.waitForSelector('html[data-hydrated="true"]')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('uk', 'questions', 'title'))
      // …and remembers the choice for unprefixed links.
      await gotoHydrated(page, '/questions')
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk')
    },
  )

  test('?lng=pl leads to the Polish address; an unknown prefix is not found', async ({ page }) => {
    await gotoHydrated(page, '/questions?lng=pl')
    await expect(page).toHaveURL(/\/pl\/questions$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
    const res = await page.request.get('/de/questions', { maxRedirects: 0 })
    expect(res.status()).toBe(404)
  })
})
