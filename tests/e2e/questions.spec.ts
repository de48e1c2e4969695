import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, register, useLanguage, expectAccessible, type Language } from './fixtures.ts'

// The question bank (/questions), against the real server and the mocks.

const TEXTS = {
  en: {
    h1: 'Question Bank',
    show: 'Show answer',
    hide: 'Hide answer',
    practice: 'Practice This',
    more: 'Show more',
    less: 'Show less',
    submit: 'Generate questions',
    pending: 'Generating…',
    successTitle: 'Success!',
    success3: 'Generated 3 new questions.',
    minutes: /^\d+(\.\d)? min$/,
  },
  uk: {
    h1: 'Банк запитань',
    show: 'Показати відповідь',
    hide: 'Сховати відповідь',
    practice: 'Потренуватися',
    more: 'Показати повністю',
    less: 'Згорнути',
    submit: 'Створити запитання',
    pending: 'Створюємо…',
    successTitle: 'Готово!',
    success3: 'Створено 3 нові запитання.',
    minutes: /^\d+(,\d)? хв$/,
  },
  pl: {
    h1: 'Baza pytań',
    show: 'Pokaż odpowiedź',
    hide: 'Ukryj odpowiedź',
    practice: 'Poćwicz',
    more: 'Pokaż całość',
    less: 'Zwiń',
    submit: 'Wygeneruj pytania',
    pending: 'Generowanie…',
    successTitle: 'Gotowe!',
    success3: 'Wygenerowano 3 nowe pytania.',
    minutes: /^\d+(,\d)? min$/,
  },
} as const

const ENGLISH_ONLY = [
  'Question Bank',
  'Show answer',
  'Practice This',
  'Generate new questions',
  'Number of questions',
  'Existing questions',
  'Apply filters',
  'All exams',
  'Difficulty',
]

const READING = '/questions?examType=SAT&section=Evidence-Based+Reading+%26+Writing'

async function generate(
  page: Page,
  opts: { exam?: string; section?: string; difficulty?: string; count?: string } = {},
) {
  const form = page.getByTestId('generate-form')
  await form.getByTestId('generate-exam').selectOption(opts.exam ?? 'SAT')
  await form.getByTestId('generate-section').selectOption(opts.section ?? 'Math Calculator')
  await form.getByTestId('generate-difficulty').selectOption(opts.difficulty ?? 'Medium')
  await form.getByTestId('generate-count').selectOption(opts.count ?? '3')
  await form.getByTestId('generate-submit').click()
}

/** Holds the route action's answer for a moment, so the progress state can be seen (the offline engine is instant). */
async function slowGeneration(page: Page, ms = 1500) {
  await page.route(/\/questions\.data/, async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, ms))
    await route.continue()
  })
}

/** Expected answers of a failing call are not console errors of the page. */
function allowFailedResource(errors: string[], status: number) {
  for (let i = errors.length - 1; i >= 0; i--) if (errors[i].includes(`status of ${status}`)) errors.splice(i, 1)
}

test.describe('question bank', () => {
  test(
    'the list renders: cards with badges, the time in minutes, options, and the generation form first',
    { tag: '@mocks' },
    async ({ page }) => {
      await gotoHydrated(page, '/questions')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.h1)
      await expect(page).toHaveTitle(/Question Bank/)
      await expect(page.getByTestId('generate-form')).toBeVisible()
      const cards = page.getByTestId('question-card')
      await expect(cards.first()).toBeVisible()
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(10)
      const first = cards.first()
      await expect(first.getByTestId('time-limit')).toHaveText(/^Time limit: \d+(\.\d)? min$/)
      expect((await first.getByTestId('time-value').innerText()).trim()).toMatch(TEXTS.en.minutes)
      await expect(first.getByTestId('difficulty')).toHaveText(/Easy|Medium|Hard/)
      await expect(first.getByRole('list')).toBeVisible()
      await expect(first.getByRole('listitem')).toHaveCount(4)
      // The form comes before the list.
      const formBox = (await page.getByTestId('generate-form').boundingBox())!
      const listBox = (await page.getByTestId('existing-questions').boundingBox())!
      expect(formBox.y).toBeLessThan(listBox.y)
    },
  )

  test('a 90-second item shows 1.5 min', async ({ page }) => {
    await gotoHydrated(page, '/questions?examType=SAT&section=Math+Calculator&difficulty=Medium')
    const times = await page.getByTestId('time-value').allInnerTexts()
    expect(times.length).toBeGreaterThan(0)
    for (const t of times) expect(t.trim()).toMatch(TEXTS.en.minutes)
    // The SAT Medium items of the bank have 90 s.
    expect(times.map((t) => t.trim())).toContain('1.5 min')
  })

  test('each card toggles its answer and explanation', async ({ page }) => {
    await gotoHydrated(page, '/questions')
    const card = page.getByTestId('question-card').first()
    const toggle = card.getByTestId('answer-toggle')
    await expect(card.getByTestId('answer')).toBeHidden()
    await expect(toggle).toHaveText(TEXTS.en.show)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(card.getByTestId('answer')).toBeVisible()
    await expect(card.getByTestId('answer')).toContainText('Correct answer')
    await expect(card.getByTestId('answer')).toContainText('Explanation')
    await expect(toggle).toHaveText(TEXTS.en.hide)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(card.locator('li[data-correct="true"]')).toHaveCount(1)
    await toggle.click()
    await expect(card.getByTestId('answer')).toBeHidden()
    await expect(card.locator('li[data-correct="true"]')).toHaveCount(0)
  })

  test('a passage is cut at 200 characters until expanded', async ({ page }) => {
    await gotoHydrated(page, READING)
    const card = page
      .getByTestId('question-card')
      .filter({ has: page.getByTestId('passage-toggle') })
      .first()
    await expect(card).toBeVisible()
    const passage = card.getByTestId('passage')
    const short = await passage.innerText()
    expect(short.endsWith('…')).toBe(true)
    expect(Array.from(short).length).toBeLessThanOrEqual(201)
    const toggle = card.getByTestId('passage-toggle')
    await expect(toggle).toHaveText(TEXTS.en.more)
    await toggle.click()
    await expect(toggle).toHaveText(TEXTS.en.less)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const full = await passage.innerText()
    expect(full.length).toBeGreaterThan(200)
    expect(full.startsWith(short.slice(0, -1))).toBe(true)
    await toggle.click()
    await expect(passage).toHaveText(short)
  })

  test('Practice This (visitor) signs in first, then leads to /practice with the exam and section', async ({
    page,
  }) => {
    await gotoHydrated(page, '/questions?examType=SAT&section=Math+Calculator')
    const links = page.getByRole('link', { name: TEXTS.en.practice })
    await expect(links.first()).toBeVisible()
    for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
      expect(href).toBe(`/api/login?returnTo=${encodeURIComponent('/practice?exam=SAT&section=Math%20Calculator')}`)
    }
    await gotoHydrated(page, READING)
    // A visitor signs in first (/practice is for signed-in students only) and comes back to the practice page.
    await expect(page.getByTestId('practice-this').first()).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent('/practice?exam=SAT&section=Evidence-Based%20Reading%20%26%20Writing')}`,
    )
  })

  test("signed in, Practice This opens that section's practice test", async ({ page }) => {
    await register(page, { returnTo: '/questions?examType=SAT&section=Math+Calculator' })
    const link = page.getByTestId('practice-this').first()
    await expect(link).toHaveAttribute('href', '/practice?exam=SAT&section=Math%20Calculator')
    await link.click()
    await expect(page).toHaveURL(/\/practice\?exam=SAT&section=Math%20Calculator$/)
    await expect(page.getByTestId('not-found')).toHaveCount(0)
  })

  test(
    'generate 3 SAT Math Calculator questions: progress, the success toast, and the new ones first',
    { tag: '@mocks' },
    async ({ page }) => {
      await gotoHydrated(page, '/questions')
      await slowGeneration(page)
      await generate(page)
      // The progress state while the action runs.
      const submit = page.getByTestId('generate-submit')
      await expect(submit).toHaveText(TEXTS.en.pending)
      await expect(submit).toBeDisabled()
      await expect(submit).toHaveAttribute('aria-busy', 'true')
      await expect(page.getByTestId('generate-form')).toHaveAttribute('aria-busy', 'true')
      await expect(page.getByTestId('generate-progress')).toBeVisible()
      await expect(page.getByRole('progressbar')).toBeVisible()

      const toast = page.getByTestId('toast')
      await expect(toast).toContainText(TEXTS.en.successTitle)
      await expect(toast).toContainText(TEXTS.en.success3)
      await expect(submit).toHaveText(TEXTS.en.submit)
      await expect(page.getByTestId('generate-progress')).toHaveCount(0)

      const generated = page.getByTestId('generated-questions').getByTestId('question-card')
      await expect(generated).toHaveCount(3)
      const newIds = await generated.evaluateAll((els) => els.map((e) => e.getAttribute('data-question-id')))
      const allIds = await page
        .getByTestId('question-card')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-question-id')))
      expect(allIds.slice(0, 3)).toEqual(newIds)
      // Shown once: not repeated among the existing questions.
      expect(new Set(allIds).size).toBe(allIds.length)
      for (const card of await generated.all()) {
        await expect(card).toContainText('SAT · Math Calculator')
        await expect(card.getByTestId('practice-this')).toHaveAttribute(
          'href',
          `/api/login?returnTo=${encodeURIComponent('/practice?exam=SAT&section=Math%20Calculator')}`,
        )
      }
      // The new ones are in the bank now.
      await gotoHydrated(page, '/questions?examType=SAT&section=Math+Calculator')
      const listed = await page
        .getByTestId('question-card')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-question-id')))
      for (const id of newIds) expect(listed).toContain(id)
    },
  )

  test("the form offers the spec's counts and difficulties, and the sections of the chosen exam", async ({ page }) => {
    await gotoHydrated(page, '/questions')
    const form = page.getByTestId('generate-form')
    expect(await form.getByTestId('generate-count').locator('option').allInnerTexts()).toEqual([
      '1',
      '2',
      '3',
      '5',
      '10',
    ])
    expect(
      await form
        .getByTestId('generate-difficulty')
        .locator('option')
        .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value)),
    ).toEqual(['Easy', 'Medium', 'Hard'])
    await form.getByTestId('generate-exam').selectOption('NMT')
    expect(await form.getByTestId('generate-section').locator('option').allInnerTexts()).toEqual([
      'Ukrainian Language',
      'Mathematics',
      'History of Ukraine',
      'Foreign Language',
    ])
    await form.getByTestId('generate-exam').selectOption('MATURA_EXTENDED')
    await form.getByTestId('generate-section').selectOption('Mathematics')
    await form.getByTestId('generate-count').selectOption('1')
    await form.getByTestId('generate-submit').click()
    await expect(page.getByTestId('toast')).toContainText('Generated 1 new question.')
    const card = page.getByTestId('generated-questions').getByTestId('question-card')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Extended level')
    await expect(card.getByTestId('question-text')).toHaveAttribute('lang', 'pl')
  })

  test('filters live in the address; a bad value is named, ignored, and the page still works', async ({ page }) => {
    await gotoHydrated(page, '/questions')
    const filters = page.getByTestId('filters')
    await filters.getByTestId('filter-exam').selectOption('SAT')
    await filters.getByTestId('filter-section').selectOption('Math No Calculator')
    await filters.getByTestId('filter-difficulty').selectOption('Hard')
    await filters.getByTestId('filter-apply').click()
    await expect(page).toHaveURL(/\/questions\?examType=SAT&section=Math\+No\+Calculator&difficulty=Hard$/)
    const cards = page.getByTestId('question-card')
    await expect(cards.first()).toBeVisible()
    await expect(cards.filter({ hasNotText: 'SAT · Math No Calculator' })).toHaveCount(0)
    await expect(page.getByTestId('difficulty').filter({ hasNotText: 'Hard' })).toHaveCount(0)

    const response = await page.goto('/questions?examType=GRE&difficulty=Extreme&section=Math+Calculator')
    expect(response?.status()).toBe(200)
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(page.getByTestId('filters-rejected')).toContainText('exam, difficulty')
    await expect(page.getByTestId('question-card').first()).toBeVisible()
    await expect(page.getByTestId('question-card').filter({ hasNotText: 'Math Calculator' })).toHaveCount(0)

    await gotoHydrated(page, '/questions?examType=SAT&section=Mathematics')
    await expect(page.getByTestId('filters-rejected')).toContainText('section')
    await expect(page.getByTestId('question-card').first()).toContainText('SAT')
  })

  for (const lng of ['uk', 'pl'] as Language[]) {
    test(`every text in ${lng}, generation included`, async ({ page }) => {
      const T = TEXTS[lng]
      await useLanguage(page, lng)
      await gotoHydrated(page, '/questions')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.h1)
      const card = page.getByTestId('question-card').first()
      await expect(card.getByTestId('answer-toggle')).toHaveText(T.show)
      await expect(card.getByRole('link', { name: T.practice })).toBeVisible()
      expect((await card.getByTestId('time-value').innerText()).trim()).toMatch(T.minutes)
      await card.getByTestId('answer-toggle').click()
      await expect(card.getByTestId('answer-toggle')).toHaveText(T.hide)
      await expect(page.getByTestId('generate-submit')).toHaveText(T.submit)
      const text = await page.locator('main').innerText()
      for (const english of ENGLISH_ONLY) expect(text, english).not.toContain(english)

      await generate(page)
      await expect(page.getByTestId('toast')).toContainText(T.successTitle)
      await expect(page.getByTestId('toast')).toContainText(T.success3)

      await gotoHydrated(page, READING)
      const toggle = page.getByTestId('passage-toggle').first()
      await expect(toggle).toHaveText(T.more)
      await toggle.click()
      await expect(toggle).toHaveText(T.less)
    })
  }

  test('phone (390×844): no sideways scrolling, the form and the cards work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, READING)
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await page.getByTestId('passage-toggle').first().click()
    await page.getByTestId('answer-toggle').first().click()
    await expect(page.getByTestId('answer').first()).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    for (const id of ['generate-exam', 'generate-section', 'generate-submit', 'filter-apply']) {
      const box = (await page.getByTestId(id).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    await generate(page, { count: '2' })
    await expect(page.getByTestId('toast')).toContainText('Generated 2 new questions.')
    await expect(page.getByTestId('generated-questions').getByTestId('question-card')).toHaveCount(2)
    expect(await overflow()).toBeLessThanOrEqual(0)
  })

  // The three languages in one browser: after the first, the app's scripts are cached (decision 089).
  test('no serious or critical axe violations (en, uk, pl)', async ({ page }) => {
    // Five scans of a page of ten cards per language: more than the default minute on a busy machine.
    test.setTimeout(300_000)
    for (const lng of ['en', 'uk', 'pl'] as Language[]) {
      await useLanguage(page, lng)
      await page.setViewportSize({ width: 1280, height: 720 })
      await gotoHydrated(page, READING)
      await expectAccessible(page)
      await page.getByTestId('answer-toggle').first().click()
      await page.getByTestId('passage-toggle').first().click()
      await expectAccessible(page)
      // While generating (held for a moment), and with the success toast.
      await slowGeneration(page, 2000)
      await generate(page, { count: '1' })
      await expect(page.getByTestId('generate-progress')).toBeVisible()
      await expectAccessible(page)
      await expect(page.getByTestId('generate-progress')).toHaveCount(0, { timeout: 30_000 })
      await page.unrouteAll()
      await page.getByTestId('generate-submit').click()
      await expect(page.getByTestId('toast')).toBeVisible()
      await expectAccessible(page)
      await page.setViewportSize({ width: 390, height: 844 })
      await gotoHydrated(page, '/questions?difficulty=Extreme')
      await expectAccessible(page)
    }
  })
})

test.describe('question bank: failures (mock scenarios)', { tag: '@mocks-only' }, () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'mocks', 'the scenarios are a feature of the mocks')
  })

  async function scenario(page: Page, name: string) {
    await page
      .context()
      .addCookies([{ name: 'mock-scenario', value: name, url: test.info().project.use.baseURL as string }])
  }

  test("generation fails (AI down): the error toast with the spec's text", async ({ page, consoleErrors }) => {
    await scenario(page, 'ai-down')
    await gotoHydrated(page, '/questions')
    await generate(page)
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Error')
    await expect(toast).toContainText('Failed to generate questions. Please try again.')
    await expect(page.getByTestId('generated-questions')).toHaveCount(0)
    await expect(page.getByTestId('generate-submit')).toBeEnabled()
    allowFailedResource(consoleErrors, 503)
  })

  test('the list fails: "Failed to fetch questions", and the page still renders', async ({ page, consoleErrors }) => {
    await scenario(page, 'server-error')
    await gotoHydrated(page, '/questions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.h1)
    await expect(page.getByTestId('questions-error')).toContainText('Failed to fetch questions')
    await expect(page.getByTestId('generate-unavailable')).toBeVisible()
    await expectAccessible(page)
    allowFailedResource(consoleErrors, 500)
  })

  test('nothing matches: "No questions found"', async ({ page }) => {
    await scenario(page, 'empty')
    await gotoHydrated(page, '/questions')
    await expect(page.getByTestId('questions-empty')).toContainText('No questions found')
    await expect(page.getByTestId('question-card')).toHaveCount(0)
    // No exams is an empty state too, not the "could not be loaded" error.
    await expect(page.getByTestId('generate-no-exams')).toContainText(
      'There are no exams to generate questions for yet.',
    )
    await expect(page.getByTestId('generate-unavailable')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
