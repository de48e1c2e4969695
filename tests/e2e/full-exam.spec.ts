import type { Page } from '@playwright/test'
import { loadQuestionBank } from '../../api/seed/index.ts'
import type { Question } from '../../openapi/types.ts'
import { readBrowserStore } from './browser-store.ts'
import { test, expect, expectAccessible, gotoHydrated, register, shownOption, useLanguage } from './fixtures.ts'
import {
  BLUEPRINTS,
  assembleForms,
  partItemIds,
  satSectionEstimate,
  type FullExamId,
} from '#domain/exam/full-length/index.ts'

// Full-length mocks (issue 14) in the browser, against the server and the mocks: the SAT in English (adaptive
// routing, resume after a reload with the same time left, the 5-minute warning, calculator, strike-through), the
// NMT in Ukrainian (matching and numeric items), the Matura in Polish; the estimate on every results page.
// Timers run on Playwright's clock, fast-forwarded instead of waited for.

const bank = new Map(loadQuestionBank().map((q) => [q.id, q]))
const formOf = (exam: FullExamId) => assembleForms(BLUEPRINTS[exam], [...bank.values()]).forms[0]
const START = new Date('2026-11-24T08:00:00Z')

async function currentItem(page: Page): Promise<Question> {
  const id = await page.getByTestId('full-exam-question').getAttribute('data-id')
  return bank.get(id!)!
}

/** Holds the page's time still (optionally moved on first): timers keep firing, Date.now() stays put. */
async function freezeClock(page: Page, forwardMs = 0) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.setFixedTime(now + forwardMs)
}

async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('full-exam-timer').innerText()).trim()
  const [m, s] = text.split(':').map(Number)
  return m * 60 + s
}

/** Answers the question shown: right (the key) or wrong (another option). */
async function answerChoice(page: Page, right: boolean) {
  const item = await currentItem(page)
  const option = shownOption(
    page,
    'full-exam-option',
    right ? item.correctAnswer : item.options.find((o) => o !== item.correctAnswer)!,
  )
  await option.click()
  await expect(option).toHaveAttribute('aria-checked', 'true')
}

async function submitPart(page: Page) {
  await page.getByTestId('full-exam-submit').click()
  await page.getByTestId('full-exam-confirm-submit').click()
}

test.describe('full-length digital SAT (English)', () => {
  test(
    'routes to the harder module, resumes after a reload, warns at 5 minutes, calculator, strike-through',
    { tag: '@mocks' },
    async ({ page }) => {
      await page.clock.install({ time: START })
      await gotoHydrated(page, '/sat-practice')
      await page.getByTestId('full-exam-entry-sat').click()
      await expect(page).toHaveURL(/\/full-exam\/sat$/, { timeout: 30_000 })
      await expect(page.getByTestId('full-exam-structure-row')).toHaveCount(4)
      await page.getByTestId('full-exam-start').click()
      await expect(page.getByTestId('full-exam-part')).toHaveAttribute('data-part', 'rw-1')
      await expect(page.getByTestId('full-exam-timer')).toHaveText('32:00')

      // Strike-through: a wrong option crossed out and back, announced by its pressed state.
      const first = await currentItem(page)
      const wrong = first.options.findIndex((o) => o !== first.correctAnswer)
      await page.getByTestId('full-exam-strike').nth(wrong).click()
      await expect(page.getByTestId('full-exam-strike').nth(wrong)).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('full-exam-option').nth(wrong)).toHaveClass(/line-through/)

      // Module 1 answered well: all 27 right.
      for (let i = 0; i < 27; i++) {
        await answerChoice(page, true)
        if (i < 26) await page.getByTestId('full-exam-next').click()
      }

      // A reload in the middle of the module: same time left (± 2 s), answers kept.
      // The page's clock is held still across the reload, so the real seconds a reload takes don't count.
      await page.clock.fastForward('03:00')
      await freezeClock(page)
      const before = await timerSeconds(page)
      await page.reload()
      await page.waitForSelector('html[data-hydrated="true"]')
      await expect(page.getByTestId('full-exam-part')).toHaveAttribute('data-part', 'rw-1')
      expect(Math.abs((await timerSeconds(page)) - before)).toBeLessThanOrEqual(2)
      await expect(page.getByTestId('full-exam-navigator').getByRole('button')).toHaveCount(27)

      // The 5-minute warning, shown and announced.
      await freezeClock(page, 24.5 * 60_000)
      await expect(page.getByTestId('full-exam-warning')).toBeVisible()
      await expect(page.getByTestId('full-exam-warning-live')).toHaveText(/5 minutes left/)

      await submitPart(page)
      await page.getByTestId('full-exam-start').click()
      await expect(page.getByTestId('full-exam-part')).toHaveAttribute('data-route', 'harder')
      const harder = partItemIds(formOf('sat'), BLUEPRINTS.sat.parts[1], 'harder')
      expect(harder).toContain((await currentItem(page)).id)
      await submitPart(page)

      // The break, then Math with the calculator (lazy) and the reference sheet.
      await expect(page.getByTestId('full-exam-break')).toBeVisible()
      await page.getByTestId('full-exam-skip-break').click()
      await page.getByTestId('full-exam-start').click()
      await page.getByTestId('full-exam-tool-calculator').click()
      await page.getByTestId('full-exam-calc-input').fill('2^10 + sqrt(16)')
      await page.getByTestId('full-exam-calc-input').press('Enter')
      await expect(page.getByTestId('full-exam-calc-result')).toHaveText('1028')

      // The Graph tab (Bluebook's Desmos), reached with the keyboard: x^2 - 3x + 2 drawn, its zeros 1 and 2 as text.
      await page.getByTestId('full-exam-calc-tab-scientific').focus()
      await page.keyboard.press('ArrowRight')
      await expect(page.getByTestId('full-exam-calc-tab-graph')).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByTestId('full-exam-calc-tab-graph')).toBeFocused()
      await page.getByTestId('full-exam-graph-input').first().fill('x^2 - 3x + 2')
      await page.getByTestId('full-exam-graph-input').first().press('Enter')
      await expect(page.getByTestId('full-exam-graph-path')).toHaveCount(1)
      expect(await page.getByTestId('full-exam-graph-path').getAttribute('d')).toMatch(/^M[\d.-]+ [\d.-]+ L/)
      await expect(page.getByTestId('full-exam-graph-root-line').first()).toContainText('x = 1; x = 2')
      // A function that can't be read: a message, the first graph stays.
      await page.getByTestId('full-exam-graph-input').nth(1).fill('x^')
      await page.getByTestId('full-exam-graph-plot').click()
      await expect(page.getByTestId('full-exam-graph-error')).toHaveText(/can't be read/)
      await expect(page.getByTestId('full-exam-graph-path')).toHaveCount(1)
      await page.getByTestId('full-exam-tool-reference-sheet').click()
      await expect(page.getByTestId('full-exam-reference')).toContainText('πr²')
      await submitPart(page)
      await page.getByTestId('full-exam-start').click()
      await expect(page.getByTestId('full-exam-part')).toHaveAttribute('data-route', 'easier')
      await submitPart(page)

      // The estimate: 27 of 54 on the harder route, 0 of 44 on the easier one.
      const total = satSectionEstimate(27, 54, 'harder') + satSectionEstimate(0, 44, 'easier')
      await expect(page.getByTestId('full-exam-total')).toHaveText(`${total} / 1600`)
      await expect(page.getByTestId('full-exam-estimate-label')).toBeVisible()
      await expect(page.getByTestId('full-exam-method')).toContainText('College Board')
      await expect(page.getByTestId('full-exam-saved')).toHaveAttribute('data-saved', 'local')
      await expect(page.getByTestId('full-exam-saved')).toHaveText(
        'Your result is saved in this browser. Sign in to keep your results on your account.',
      )
      const history = (await readBrowserStore(page)).answers as unknown as { questionId: string; seconds: number }[]
      expect(history).toHaveLength(98)
      // Seconds per question: the last RW item was on screen from before the reload to the submit (about 27.5 min).
      const lastRw = partItemIds(formOf('sat'), BLUEPRINTS.sat.parts[0], undefined)[26]
      expect(history.find((r) => r.questionId === lastRw)!.seconds).toBeGreaterThanOrEqual(27 * 60)
      expect(history.find((r) => r.questionId === lastRw)!.seconds).toBeLessThanOrEqual(32 * 60)

      // The sitting is in the visitor's progress, and /progress shows it.
      const progress = (await readBrowserStore(page)).results
      expect(progress).toHaveLength(1)
      expect(progress[0]).toMatchObject({ testType: 'SAT', questionsAttempted: 98, questionsCorrect: 27 })
      await gotoHydrated(page, '/progress')
      await expect(page.locator('[data-testid="subject-progress"][data-subject="Reading and Writing"]')).toBeVisible()
    },
  )

  test('signed in: the attempt is saved on the server and a reload resumes it', async ({ page }) => {
    await register(page, { returnTo: '/full-exam/sat' })
    await page.clock.install({ time: START })
    await gotoHydrated(page, '/full-exam/sat')
    await page.getByTestId('full-exam-start').click()
    await answerChoice(page, true)
    const saved = page.waitForResponse((r) => r.url().includes('/resources/full-exam') && r.status() === 200)
    await page.clock.fastForward('02:00')
    await freezeClock(page)
    await page.getByTestId('full-exam-next').click()
    await saved
    const before = await timerSeconds(page)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    expect(Math.abs((await timerSeconds(page)) - before)).toBeLessThanOrEqual(2)
    await expect(page.getByTestId('full-exam-navigator').getByRole('button').first()).toHaveAccessibleName(/answered/)
  })
})

test('NMT in Ukrainian: matching pairs and a numeric answer with a decimal comma, scored on the 100–200 estimate', async ({
  page,
}) => {
  await useLanguage(page, 'uk')
  await page.clock.install({ time: START })
  await gotoHydrated(page, '/full-exam/nmt')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('НМТ')
  await page.getByTestId('full-exam-start').click()
  const ids = partItemIds(formOf('nmt'), BLUEPRINTS.nmt.parts[0], undefined)
  const matching = ids.findIndex((id) => bank.get(id)!.type === 'matching' && bank.get(id)!.section === 'Mathematics')
  const numeric = ids.findIndex((id) => bank.get(id)!.type === 'numeric')
  const nav = page.getByTestId('full-exam-navigator').getByRole('button')

  await nav.nth(matching).click()
  const m = await currentItem(page)
  await expectAccessible(page) // issue 23: axe on the NMT's matching screen, not only the SAT's
  const key = m.correctAnswer.split(',').map((p) => p.split('-')[1].charCodeAt(0) - 65)
  for (const [i, choice] of key.entries())
    await page.getByTestId('full-exam-match-select').nth(i).selectOption(String(choice))

  await nav.nth(numeric).click()
  const n = await currentItem(page)
  await page.getByTestId('full-exam-numeric').fill(n.correctAnswer.replace('.', ','))
  await expect(page.getByTestId('full-exam-numeric')).not.toHaveAttribute('aria-invalid', 'true')

  await submitPart(page)
  await expectAccessible(page) // the break between parts
  await page.getByTestId('full-exam-skip-break').click()
  await page.getByTestId('full-exam-start').click()
  await submitPart(page)

  // Maths: the pairs (1 point each) and the numeric answer (2 points) = the threshold of 5 → 100.
  const maths = page.getByTestId('full-exam-section-row').filter({ hasText: 'Математика' })
  await expect(maths).toContainText(`${key.length + 2} / 32`)
  await expect(maths.getByTestId('full-exam-scaled')).toHaveText(key.length + 2 >= 5 ? /^1\d\d$/ : /порог/)
  await expect(page.getByTestId('full-exam-estimate-label')).toHaveText(/Оцінка/)
  await expectAccessible(page)
})

test('Matura in Polish: timed subjects one after another, a percent per subject as an estimate', async ({ page }) => {
  await useLanguage(page, 'pl')
  await page.clock.install({ time: START })
  await gotoHydrated(page, '/matura-practice')
  await page.getByTestId('full-exam-entry-matura-basic').click()
  await expect(page.getByTestId('full-exam-intro')).toContainText('180 min')
  await page.getByTestId('full-exam-start').click()
  await expect(page.getByTestId('full-exam-timer')).toHaveText('3:00:00')
  await expectAccessible(page)
  await answerChoice(page, true)
  for (let part = 0; part < 3; part++) {
    await submitPart(page)
    if (part < 2) await page.getByTestId('full-exam-start').click()
  }
  const maths = page.getByTestId('full-exam-section-row').filter({ hasText: 'Matematyka' })
  await expect(maths.getByTestId('full-exam-scaled')).toHaveText(/^\d+%$/)
  await expect(page.getByTestId('full-exam-estimate-label')).toHaveText(/Szacunek/)
  await expectAccessible(page)
})
