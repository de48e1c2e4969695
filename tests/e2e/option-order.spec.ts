import type { Page } from '@playwright/test'
import { loadQuestionBank } from '../../api/seed/index.ts'
import { optionText } from '../../domain/questions.ts'
import type { Question } from '../../openapi/types.ts'
import { test, expect, gotoHydrated, register, shownOption, shownOptions } from './fixtures.ts'
import { submitEverySatPart } from './offline-steps.ts'

// Issue 25 in the browser: each attempt shows the options in its own order (a seed kept with the attempt), a reload
// keeps it, and the mistake review letters the student's answer and the key as that attempt showed them; graded by
// the option itself. The full-length SAT (lettered options, the same form's items in both attempts), as a visitor
// (this browser's history) and signed in (the server's).

const bank = new Map(loadQuestionBank().map((q) => [q.id, q]))
/** How many items' orders are compared: all of them alike by chance happens once in 24³ attempts. */
const COMPARED = 3

async function currentItem(page: Page): Promise<Question> {
  const id = await page.getByTestId('full-exam-question').getAttribute('data-id')
  return bank.get(id!)!
}

/** The options of the first COMPARED items as this attempt shows them; leaves the attempt on its first item. */
async function firstOrders(page: Page): Promise<string[][]> {
  const orders: string[][] = []
  const navigator = page.getByTestId('full-exam-navigator').getByRole('button')
  for (let i = 0; i < COMPARED; i++) {
    await navigator.nth(i).click()
    await expect(page.getByTestId('full-exam-position')).toContainText(String(i + 1))
    const item = await currentItem(page)
    const shown = await shownOptions(page, 'full-exam-option')
    expect([...shown].sort(), 'the same options, only their order changes').toEqual([...item.options].sort())
    orders.push(shown)
  }
  await navigator.first().click()
  return orders
}

/** "C) 5": the option as shown at its place in an attempt's order. */
const asShown = (order: string[], option: string) => `${'ABCDE'[order.indexOf(option)]}) ${optionText(option)}`

for (const who of ['visitor', 'signed in'] as const) {
  test(
    `${who}: two attempts show two option orders, a reload keeps one, the review letters answers as shown`,
    { tag: who === 'visitor' ? '@mocks' : [] },
    async ({ page }) => {
      test.setTimeout(180_000)
      if (who === 'signed in') await register(page, { returnTo: '/full-exam/sat' })
      await gotoHydrated(page, '/full-exam/sat')
      await page.getByTestId('full-exam-start').click()
      const first = await firstOrders(page)

      // Item 1 wrong, item 2 right, each clicked as the option itself wherever this attempt put it.
      const one = await currentItem(page)
      const wrong = one.options.find((o) => o !== one.correctAnswer)!
      await shownOption(page, 'full-exam-option', wrong).click()
      await expect(shownOption(page, 'full-exam-option', wrong)).toHaveAttribute('aria-checked', 'true')
      const saved =
        who === 'signed in'
          ? page.waitForResponse((r) => r.url().includes('/resources/full-exam') && r.status() === 200)
          : null
      await page.getByTestId('full-exam-next').click()
      const two = await currentItem(page)
      await shownOption(page, 'full-exam-option', two.correctAnswer).click()
      await saved

      // A reload (signed in: from the server's copy alone) shows the same order, the answer still chosen.
      if (who === 'signed in') {
        await page.getByTestId('full-exam-next').click()
        await page.waitForResponse((r) => r.url().includes('/resources/full-exam') && r.status() === 200)
        await page.evaluate(() => localStorage.clear())
      }
      await page.reload()
      await page.waitForSelector('html[data-hydrated="true"]')
      expect(await firstOrders(page)).toEqual(first)
      await expect(shownOption(page, 'full-exam-option', wrong)).toHaveAttribute('aria-checked', 'true')

      // Signed in, the finish (not a save of the state) must have reached the server before /review asks it.
      const finishSaved =
        who === 'signed in'
          ? page.waitForResponse(
              (r) =>
                r.url().includes('/resources/full-exam') &&
                (r.request().postData() ?? '').includes('"finish"') &&
                r.status() === 200,
            )
          : null
      await submitEverySatPart(page)
      await finishSaved
      // The results screen says when the finish is kept: leaving before that may lose it (a page unload ends it).
      await expect(page.getByTestId('full-exam-saved')).toHaveAttribute(
        'data-saved',
        who === 'visitor' ? 'local' : 'server',
      )

      // The mistake review: item 1 with the letters this attempt showed; item 2, answered right, is no mistake.
      await gotoHydrated(page, '/review')
      const mistake = page.locator(`[data-testid="mistake"][data-question-id="${one.id}"]`)
      await expect(mistake.getByTestId('mistake-chosen')).toHaveText(asShown(first[0], wrong))
      await expect(mistake.getByTestId('mistake-correct')).toHaveText(asShown(first[0], one.correctAnswer))
      await expect(page.locator(`[data-testid="mistake"][data-question-id="${two.id}"]`)).toHaveCount(0)

      // A second attempt of the same form: the same items, in another order.
      await gotoHydrated(page, '/full-exam/sat')
      await page.getByTestId('full-exam-restart').click()
      await page.getByTestId('full-exam-start').click()
      const second = await firstOrders(page)
      expect(second.map((o) => [...o].sort())).toEqual(first.map((o) => [...o].sort()))
      expect(second, 'a new attempt draws a new order').not.toEqual(first)
    },
  )
}
