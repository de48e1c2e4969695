import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { loadQuestionBank } from '../../api/seed/index.ts'
import { test, expect, expectAccessible, gotoHydrated } from './fixtures.ts'
import { optionText } from '#domain/questions.ts'

// The full mock's screens as a keyboard and screen-reader user and a phone meet them (issue 23): whole clocks,
// one letter per option, a radio group, focus on each new screen, axe on every screen, results named and spaced;
// and, in mock mode, an empty bank and a slow API.

const bank = new Map(loadQuestionBank().map((q) => [q.id, q]))
const topicNames = Object.values(
  JSON.parse(readFileSync('app/locales/en/common.json', 'utf8')).topics as Record<string, string>,
)
const START = new Date('2026-11-24T08:00:00Z')

/** Every text the element shows from now on (a render that lasts one frame included). */
async function recordTexts(page: Page, testId: string) {
  await page.evaluate((id) => {
    const seen: string[] = []
    ;(window as unknown as { seenTexts: string[] }).seenTexts = seen
    new MutationObserver(() => {
      const text = document.querySelector(`[data-testid="${id}"]`)?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, testId)
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts)
}

/** axe needs the page's timers: the clock runs for the scan, then stops again half-way through a second. */
async function expectAccessibleWhilePaused(page: Page) {
  await page.clock.resume()
  await expectAccessible(page)
  await pauseMidSecond(page)
}

/**
 * Stops the page's clock half a second after its one-second timer last fired (a jump forward fires a due timer at
 * the new time, so the half second is run after it).
 */
async function pauseMidSecond(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1500)
  await page.clock.runFor(500)
}

async function submitPart(page: Page) {
  await page.getByTestId('full-exam-submit').click()
  await expect(page.getByTestId('full-exam-confirm')).toBeFocused()
  await page.getByTestId('full-exam-confirm-submit').click()
}

test(
  'SAT: whole clocks, one letter per option, a radio group, focus on every new screen, axe, named results',
  { tag: '@mocks' },
  async ({ page }) => {
    test.setTimeout(120_000)
    await page.clock.install({ time: START })
    await gotoHydrated(page, '/full-exam/sat')
    await expectAccessible(page)
    // Start comes half-way through a second of the page's one-second timer.
    await pauseMidSecond(page)
    const timerTexts = await recordTexts(page, 'full-exam-timer')
    await page.getByTestId('full-exam-start').click()
    await expect(page.getByTestId('full-exam-timer')).toHaveText('32:00')
    expect(await timerTexts()).not.toContain('32:01')
    await expect(page.getByTestId('full-exam-part-title')).toBeFocused()

    // The bank's "A) " is not printed after the page's own letter.
    const item = bank.get((await page.getByTestId('full-exam-question').getAttribute('data-id'))!)!
    const options = page.getByTestId('full-exam-option')
    const firstShown = (await options.first().getAttribute('data-option'))!
    expect(item.options).toContain(firstShown)
    await expect(options.first()).toContainText(optionText(firstShown))
    await expect(options.first()).not.toContainText(firstShown.slice(0, 2))
    expect(firstShown).toMatch(/^[A-D]\) /)

    // A radio group: one Tab stop, arrow keys move and choose.
    await options.first().click()
    await expect(options.first()).toHaveAttribute('aria-checked', 'true')
    // The radio group moves focus on a timeout, and chooses while the key is down: the paused clock runs meanwhile.
    await page.keyboard.down('ArrowDown')
    await page.clock.runFor(100)
    await page.keyboard.up('ArrowDown')
    await expect(options.nth(1)).toBeFocused()
    await expect(options.nth(1)).toHaveAttribute('aria-checked', 'true')
    await expect(options.first()).toHaveAttribute('aria-checked', 'false')
    await expectAccessibleWhilePaused(page)

    // The confirm box takes focus; Escape gives it back to Submit; confirming moves it to the next screen.
    await page.getByTestId('full-exam-submit').click()
    await expect(page.getByTestId('full-exam-confirm')).toBeFocused()
    await expectAccessibleWhilePaused(page)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('full-exam-submit')).toBeFocused()
    await submitPart(page)
    const next = page.getByTestId('full-exam-next-part')
    await expect(next.getByRole('heading')).toBeFocused()
    await expect(next).toContainText('Questions: 27')
    await expectAccessibleWhilePaused(page)

    await page.getByTestId('full-exam-start').click()
    await expect(page.getByTestId('full-exam-timer')).toHaveText('32:00')
    await submitPart(page)
    const breakScreen = page.getByTestId('full-exam-break')
    await expect(breakScreen.getByRole('heading')).toBeFocused()
    await expect(page.getByTestId('full-exam-break-timer')).toHaveText('10:00')
    await expectAccessibleWhilePaused(page)
    await page.getByTestId('full-exam-skip-break').click()
    await expect(next.getByRole('heading')).toBeFocused()
    for (const module of [1, 2]) {
      await page.getByTestId('full-exam-start').click()
      await expect(page.getByTestId('full-exam-timer')).toHaveText('35:00')
      if (module === 2) expect(await timerTexts()).not.toContain('35:01')
      await submitPart(page)
    }

    // Results: parts by their names, topics by their translated names, cards and topic columns apart.
    const results = page.getByTestId('full-exam-results')
    await expect(results.getByRole('heading').first()).toBeFocused()
    await expect(page.getByTestId('full-exam-routes')).toHaveText(
      'Reading and Writing, Module 2: easier module. Math, Module 2: easier module.',
    )
    const topics = page.getByTestId('full-exam-topic')
    expect(await topics.count()).toBeGreaterThan(2)
    for (const name of await topics.locator('span:first-child').allInnerTexts()) expect(topicNames).toContain(name)
    const [first, second] = [await topics.nth(0).boundingBox(), await topics.nth(1).boundingBox()]
    expect(second!.y).toBe(first!.y) // two columns on a desktop screen…
    expect(second!.x - (first!.x + first!.width)).toBeGreaterThanOrEqual(24) // …with room between them
    const cards = await results.locator(':scope > section').all()
    for (let i = 1; i < cards.length; i++) {
      const [above, below] = [await cards[i - 1].boundingBox(), await cards[i].boundingBox()]
      expect(below!.y - (above!.y + above!.height)).toBeGreaterThanOrEqual(16)
    }
    await expectAccessibleWhilePaused(page)
  },
)

test('phone: the part clock stays in view while the question scrolls; the site header is not pinned', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/full-exam/sat')
  await page.getByTestId('full-exam-start').click()
  await expect(page.getByTestId('full-exam-part')).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(page.getByTestId('full-exam-submit')).toBeInViewport()
  await expect(page.getByTestId('full-exam-timer')).toBeInViewport()
  await expect(page.getByTestId('site-header')).not.toBeInViewport()
})

test.describe('mock scenarios', { tag: '@mocks-only' }, () => {
  test.beforeEach(async ({ page }) => {
    test.skip(test.info().project.name !== 'mocks', 'scenarios exist only in mock mode')
    await page.context().clearCookies()
  })

  async function scenario(page: Page, name: string) {
    await page
      .context()
      .addCookies([{ name: 'mock-scenario', value: name, url: test.info().project.use.baseURL as string }])
  }

  test('empty: a bank with no questions says the mock cannot be taken, and offers no clock', async ({ page }) => {
    await scenario(page, 'empty')
    await gotoHydrated(page, '/full-exam/sat')
    await expect(page.getByTestId('full-exam-shortfall')).toHaveText(
      "The question bank has no questions for this exam yet, so this mock can't be taken. Try the short practice test instead.",
    )
    await expect(page.getByTestId('full-exam-start')).toHaveCount(0)
    await expect(page.getByTestId('full-exam-timer')).toHaveCount(0)
    await expectAccessible(page)
  })

  test('slow: the bank is read in parallel, not a page per round trip', async ({ page }) => {
    await scenario(page, 'slow')
    // The document's headers come once its loaders are done.
    const started = Date.now()
    await page.goto('/full-exam/sat', { waitUntil: 'commit' })
    // Each call waits 2.5 s; the SAT's four pages of 100 took four waits one after another (over 10 s).
    expect(Date.now() - started).toBeLessThan(6000)
    await expect(page.getByTestId('full-exam-intro')).toBeVisible({ timeout: 30_000 })
  })
})
