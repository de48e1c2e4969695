import { randomBytes } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

export type Language = 'en' | 'uk' | 'pl'

/** Shared browser-test helpers. Every page load waits for hydration; any console error fails the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (
          msg.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 40[14]/.test(msg.text())
        )
          errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.waitForSelector('html[data-hydrated="true"]')
}

/** Sets the language the way a returning visitor has it: cookie and browser key. */
export async function useLanguage(page: Page, lng: Language) {
  const url = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL as string) : page.url())
  await page.context().addCookies([{ name: 'lng', value: lng, url: url.origin }])
  await page.addInitScript((l) => window.localStorage.setItem('language', l), lng)
}

export function uniqueEmail() {
  return `e2e-${randomBytes(5).toString('hex')}@example.test`
}

/** Registers through the UI and lands back on `returnTo`. */
export async function register(
  page: Page,
  opts: { firstName?: string; email?: string; password?: string; returnTo?: string } = {},
) {
  const email = opts.email ?? uniqueEmail()
  const password = opts.password ?? 'long-enough-1'
  await gotoHydrated(page, `/register?redirectTo=${encodeURIComponent(opts.returnTo ?? '/')}`)
  await page.getByTestId('register-first-name').fill(opts.firstName ?? 'Olena')
  await page.getByTestId('auth-email').fill(email)
  await page.getByTestId('auth-password').fill(password)
  await page.getByTestId('auth-submit').click()
  await page.waitForURL((u) => !u.pathname.startsWith('/register'))
  await page.waitForSelector('html[data-hydrated="true"]')
  return { email, password }
}

/**
 * The axe rules whose result can change with the page's language: names, labels, titles and the lang attribute
 * (a missing or empty translation). Structure, roles and colours are the same in every language: scanned in English.
 */
const LANGUAGE_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'document-title',
  'button-name',
  'link-name',
  'label',
  'label-title-only',
  'image-alt',
  'svg-img-alt',
  'input-button-name',
  'select-name',
  'summary-name',
  'frame-title',
  'empty-heading',
  'empty-table-header',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-progressbar-name',
  'aria-meter-name',
  'aria-tooltip-name',
  'aria-dialog-name',
]

/**
 * No serious or critical axe violation on the current page: every rule on an English page, the rules that depend on
 * the language on a Ukrainian or Polish one (a third of a full scan's time; CI runs each page in three languages).
 */
export async function expectAccessible(page: Page) {
  const lang = await page.locator('html').getAttribute('lang')
  const axe = new AxeBuilder({ page })
  const results = await (lang === 'en' ? axe : axe.withRules(LANGUAGE_RULES)).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const where = `${new URL(page.url()).pathname} (${lang})`
  expect(
    bad.map(
      (v) =>
        `${where} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
          .slice(0, 2)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    ),
  ).toEqual([])
}

/**
 * The option a screen shows for `option` (the bank's text): options come in each attempt's own order (issue 25), so
 * a test finds them by `data-option`, the option itself, not by their place. `testId`: `option` in the short flows,
 * `full-exam-option` in the full-length mode.
 */
export const shownOption = (page: Page, testId: 'option' | 'full-exam-option', option: string) =>
  page.locator(`[data-testid="${testId}"][data-option=${JSON.stringify(option)}]`)

/** The options as the screen shows them, in its order (each the bank's text). */
export const shownOptions = (page: Page, testId: 'option' | 'full-exam-option') =>
  page.getByTestId(testId).evaluateAll((els) => els.map((e) => e.getAttribute('data-option') ?? ''))

/** The files of the real server's DATA_DIR (backups, logs of owners and every student's document) holding a needle. */
export function filesHolding(needles: string[]): string[] {
  const dir = process.env.E2E_DATA_DIR!
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => needles.some((needle) => readFileSync(file, 'utf8').includes(needle)))
    .map((file) => path.relative(dir, file))
}
