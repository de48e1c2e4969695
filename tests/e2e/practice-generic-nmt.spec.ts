import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { PracticeSession, Question } from '../../openapi/types.ts'
import { readBrowserStore } from './browser-store.ts'
import { test, expect, gotoHydrated, register, useLanguage, expectAccessible, type Language } from './fixtures.ts'
import {
  answerShown,
  answerTutorStream,
  expectShown,
  mockScenario,
  UNAVAILABLE,
  watchPageQuestions,
  wrongAnswer,
} from './practice-questions.ts'
import { genericScoreColour, nmtScoreColour, percent, weakSubjects } from '#domain/exam/scoring.ts'
import { questionType } from '#domain/questions.ts'

// The generic practice test (/practice → /results) and the NMT mock (/nmt-practice → /nmt-results), end to end.

type Vars = Record<string, string | number>
const localeCache = new Map<string, unknown>()
/** A text from the app's locale files, so each check holds in every language. */
function tr(lng: Language, ns: string, key: string, vars: Vars = {}): string {
  const file = `${lng}/${ns}`
  if (!localeCache.has(file))
    localeCache.set(file, JSON.parse(readFileSync(new URL(`../../app/locales/${file}.json`, import.meta.url), 'utf8')))
  const value = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], localeCache.get(file))
  if (typeof value !== 'string') throw new Error(`no text ${file}:${key}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]))
}

/** The question on screen, found in the page's data (its loader's questions): the test knows the keys. */
async function watchQuestions(page: Page) {
  const questions = await watchPageQuestions(page)
  return async function current(): Promise<Question> {
    const text = await page.getByTestId('question-text').innerText()
    let found: Question | undefined
    await expect
      .poll(async () => (found = (await questions.all()).find((q) => q.questionText === text)) !== undefined, {
        message: `question "${text}" is in the page's data`,
      })
      .toBe(true)
    return found as Question
  }
}

const option = (page: Page, text: string) => page.getByRole('radio', { name: text, exact: true })
const wrongOf = (q: Question) => q.options.find((o) => o !== q.correctAnswer) as string
const timerSeconds = async (page: Page) => {
  const [m, s] = (await page.getByTestId('timer').innerText()).split(':').map(Number)
  return m * 60 + s
}

async function userId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/user')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { id: string }).id
}

async function sessionsOf(page: Page): Promise<PracticeSession[]> {
  const res = await page.request.get(`/api/sessions/${await userId(page)}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as PracticeSession[]
}

/** Expected numbers from the questions shown and the final answers. */
function expected(questions: Question[], answers: (string | null)[]) {
  const subjects: Record<string, { correct: number; total: number }> = {}
  const topics: Record<string, { correct: number; total: number }> = {}
  let correct = 0
  questions.forEach((q, i) => {
    const right = answers[i] === q.correctAnswer
    if (right) correct++
    for (const [map, key] of [
      [subjects, q.section],
      [topics, q.topic],
    ] as const) {
      map[key] ??= { correct: 0, total: 0 }
      map[key].total++
      if (right) map[key].correct++
    }
  })
  const subjectScores = Object.fromEntries(Object.entries(subjects).map(([k, t]) => [k, percent(t.correct, t.total)]))
  return {
    correct,
    total: questions.length,
    score: percent(correct, questions.length),
    subjectScores,
    subjects,
    topics,
  }
}

test.describe('generic practice (/practice, signed in)', () => {
  for (const lng of ['en', 'uk'] as Language[]) {
    test(
      `a quick-practice tile: answer, chat, time out, flag, review, finish; /results and the server session agree (${lng})`,
      { tag: lng === 'en' ? '@mocks' : [] },
      async ({ page }) => {
        test.setTimeout(120_000)
        await page.clock.install()
        await useLanguage(page, lng)
        await register(page)
        const current = await watchQuestions(page)

        await page.getByTestId('quick-tile').first().click()
        await expect(page).toHaveURL(/\/practice\?exam=ALBERTA_DIPLOMA&section=Math(%20|\+)30-1$/)
        await expect(page.getByTestId('practice-intro')).toBeVisible()
        await expect(page.getByTestId('extra-time')).not.toBeChecked()
        await page.getByTestId('practice-start').click()

        const shown: Question[] = []
        const answers: (string | null)[] = []
        const counter = page.getByTestId('question-counter')
        const submit = page.getByTestId('submit-answer')

        // Q1: Submit is disabled until an option is chosen; the correct one, submitted with Enter; flagged.
        await expect(counter).toHaveText(tr(lng, 'practice', 'generic.counter', { current: 1, total: 5 }))
        if (lng === 'en') await expect(counter).toHaveText('Question 1 of 5')
        await expect(page.getByTestId('timer')).toHaveText(/^(2:00|1:59)$/)
        await expect(submit).toBeDisabled()
        let q = await current()
        shown.push(q)
        await option(page, q.correctAnswer).click()
        await expect(submit).toBeEnabled()
        await page.keyboard.press('Enter')
        await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'true')
        await expect(page.getByTestId('feedback')).toContainText(tr(lng, 'practice', 'generic.correct'))
        await expect(page.getByTestId('feedback')).toContainText(q.explanation)
        answers.push(q.correctAnswer)
        await page.getByTestId('flag-button').click()
        await expect(page.getByTestId('flag-button')).toHaveAttribute('aria-pressed', 'true')
        await page.getByTestId('next-button').click()

        // Q2: the AI chat answers about the question; when the chat fails, the spec's apology appears. Then a wrong answer.
        await expect(counter).toHaveText(tr(lng, 'practice', 'generic.counter', { current: 2, total: 5 }))
        q = await current()
        shown.push(q)
        await page.getByTestId('ask-ai-button').click()
        const dialog = page.getByTestId('ask-ai-dialog')
        await expect(dialog.getByRole('heading')).toHaveText(tr(lng, 'practice', 'generic.chatTitle'))
        const chatRequest = page.waitForRequest(
          (r) => r.url().endsWith('/api/tutor/chat/stream') && r.method() === 'POST',
        )
        await page.getByTestId('ask-ai-input').fill('Where do I start?')
        await page.keyboard.press('Enter')
        expect((await chatRequest).postDataJSON()).toMatchObject({
          message: 'Where do I start?',
          context: q.questionText,
          question: { questionText: q.questionText, answered: false },
        })
        // The reply has finished streaming (Send clears the input when it does, so wait before typing again).
        const replies = dialog.locator('[data-role="assistant"]:not([data-streaming])')
        await expect(replies).toHaveCount(1)
        await expect(page.getByTestId('ask-ai-streaming')).toHaveCount(0)
        // The stream fails: its `error` event carries a 503 problem.
        await answerTutorStream(page, 'error', UNAVAILABLE)
        await page.getByTestId('ask-ai-input').fill('And then?')
        await page.getByTestId('ask-ai-send').click()
        await expect(replies).toHaveCount(2)
        await expect(replies.nth(1)).toHaveText(tr(lng, 'practice', 'generic.chatError'))
        await page.unroute('**/api/tutor/chat/stream')
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await option(page, wrongOf(q)).click()
        await submit.click()
        await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'false')
        await expect(page.getByTestId('feedback')).toContainText(tr(lng, 'practice', 'generic.incorrect'))
        answers.push(wrongOf(q))
        await page.getByTestId('next-button').click()

        // Q3: the clock runs out; on this page nothing happens (it shows 0:00) and the question can still be answered.
        await expect(counter).toHaveText(tr(lng, 'practice', 'generic.counter', { current: 3, total: 5 }))
        q = await current()
        shown.push(q)
        await page.clock.fastForward('02:01')
        await expect(page.getByTestId('timer')).toHaveText('0:00')
        await expect(counter).toHaveText(tr(lng, 'practice', 'generic.counter', { current: 3, total: 5 }))
        await expect(submit).toBeDisabled()
        await option(page, q.correctAnswer).click()
        await submit.click()
        answers.push(q.correctAnswer)
        await page.getByTestId('next-button').click()

        // Q4 wrong, Q5 right, then Finish Test.
        q = await current()
        shown.push(q)
        await expect(page.getByTestId('timer')).toHaveText(/^(2:00|1:59)$/)
        await option(page, wrongOf(q)).click()
        await submit.click()
        answers.push(wrongOf(q))
        await page.getByTestId('next-button').click()
        q = await current()
        shown.push(q)
        await expect(counter).toHaveText(tr(lng, 'practice', 'generic.counter', { current: 5, total: 5 }))
        await option(page, q.correctAnswer).click()
        await submit.click()
        answers.push(q.correctAnswer)
        await expect(page.getByTestId('finish-button')).toHaveText(tr(lng, 'practice', 'generic.finish'))
        await expectAccessible(page)
        await page.getByTestId('finish-button').click()

        // The review list (focus on its heading): back to the flagged question (read-only, with its feedback), then finish.
        await expect(page.getByTestId('review-list')).toBeVisible()
        await expect(page.getByTestId('review-list').getByRole('heading', { level: 2 })).toBeFocused()
        await page.getByTestId('review-flagged-item').click()
        await expect(counter).toHaveText(tr(lng, 'practice', 'generic.counter', { current: 1, total: 5 }))
        await expect(page.getByTestId('feedback')).toHaveAttribute('data-correct', 'true')
        for (const item of await page.getByTestId('option').all()) await expect(item).toBeDisabled()
        await page.getByTestId('back-to-review').click()
        await page.getByTestId('review-finish').click()

        // /results: every figure from app/scoring.ts.
        await expect(page).toHaveURL(/\/results$/)
        const want = expected(shown, answers)
        expect(want.correct).toBe(3)
        await expect(page.getByTestId('results-score')).toHaveText(`${want.score}%`)
        await expect(page.getByTestId('results-score')).toHaveAttribute('data-colour', genericScoreColour(want.score))
        await expect(page.getByTestId('results-completion')).toHaveText(
          tr(lng, 'results', 'shared.completion', { correct: 3, total: 5 }),
        )
        await expect(page.getByTestId('results-overall')).toHaveText(`${want.score}%`)
        await expect(page.getByTestId('results-answered')).toHaveText('5/5')
        await expect(page.getByTestId('results-accuracy')).toHaveText(`${percent(3, 5)}%`)
        const subjects = page.getByTestId('results-subject')
        await expect(subjects).toHaveCount(Object.keys(want.subjectScores).length)
        await expect(subjects.first()).toHaveAttribute(
          'data-colour',
          genericScoreColour(want.subjectScores['Math 30-1']),
        )
        await expect(page.getByTestId('results-subject-value').first()).toHaveText(
          `${want.subjectScores['Math 30-1']}%`,
        )
        await expect(page.getByTestId('results-weak')).toHaveCount(weakSubjects(want.subjectScores).length)
        await expect(page.getByTestId('results-review-item')).toHaveCount(5)
        const wrong = page.locator('[data-testid="results-review-item"][data-correct="false"]')
        await expect(wrong).toHaveCount(2)
        // The options themselves (their letters are the attempt's order, issue 25).
        await expect(wrong.first().getByTestId('results-your-answer')).toHaveAttribute(
          'data-option',
          answers[1] as string,
        )
        await expect(wrong.first().getByTestId('results-correct-answer')).toHaveAttribute(
          'data-option',
          shown[1].correctAnswer,
        )
        await expectAccessible(page)

        // The server session: completed, with the same numbers.
        const session = (await sessionsOf(page)).find((s) => s.examType === 'ALBERTA_DIPLOMA')
        expect(session).toMatchObject({
          completed: true,
          countryCode: 'CA',
          questionsAttempted: 5,
          questionsCorrect: 3,
          scorePercentage: want.score,
          subjectScores: want.subjectScores,
          topicBreakdown: want.topics,
        })
        expect(session?.totalTime).toBeGreaterThanOrEqual(120)

        // Learn with AI Tutor keeps the context and goes to /ai-tutor with the results in the query.
        await page.getByTestId('results-tutor').click()
        await expect(page).toHaveURL(/\/ai-tutor\?examType=ALBERTA_DIPLOMA&score=60&sections=/)
        const context = await page.evaluate(() => JSON.parse(localStorage.getItem('tutorContext') ?? 'null'))
        expect(context).toMatchObject({ examType: 'ALBERTA_DIPLOMA', countryCode: 'CA', scorePercentage: 60 })
      },
    )
  }

  test('the chosen Ukrainian test mixes subjects from the bank, and finishing goes to /nmt-results with the session', async ({
    page,
  }) => {
    await register(page)
    await page.evaluate(() => {
      localStorage.setItem('selectedCountry', 'UA')
      localStorage.setItem(
        'selectedTestData',
        JSON.stringify({
          id: 'nmt',
          name: 'NMT (National Multi-subject Test)',
          countryCode: 'UA',
          subjects: ['Ukrainian Language', 'Mathematics', 'History of Ukraine', 'Foreign Language'],
        }),
      )
    })
    const current = await watchQuestions(page)
    await gotoHydrated(page, '/practice')
    await page.getByTestId('practice-start').click()
    const sections = new Set<string>()
    for (let i = 1; i <= 5; i++) {
      const q = await current()
      sections.add(q.section)
      expect(q.examType).toBe('NMT')
      await answerShown(page, q, q.correctAnswer)
      await page.getByTestId('submit-answer').click()
      await page.getByTestId(i < 5 ? 'next-button' : 'finish-button').click()
    }
    expect(sections.size).toBeGreaterThanOrEqual(3)
    await page.getByTestId('review-finish').click()
    await expect(page).toHaveURL(/\/nmt-results$/)
    await expect(page.getByTestId('nmt-session')).toHaveCount(1)
    await expect(page.getByTestId('nmt-session-score')).toHaveText('100%')
    await expect(page.getByTestId('nmt-session-correct')).toHaveText('5/5')
    await expect(page.getByTestId('nmt-example-notice')).toHaveCount(0)
  })

  test('without a chosen test /practice goes to /select-country; bad links say what is wrong; a test without questions says so', async ({
    page,
  }) => {
    await register(page)
    await gotoHydrated(page, '/practice')
    await expect(page).toHaveURL(/\/select-country$/)

    await gotoHydrated(page, '/practice?exam=GRE&section=Math')
    await expect(page.getByTestId('practice-bad-link')).toContainText('There is no exam called “GRE”.')
    await gotoHydrated(page, '/practice?exam=NMT&section=Chemistry')
    await expect(page.getByTestId('practice-bad-link')).toContainText('The exam NMT has no section called “Chemistry”.')
    await gotoHydrated(page, '/practice?exam=SAT')
    await expect(page.getByTestId('practice-bad-link')).toContainText(
      tr('en', 'practice', 'generic.badLink.missingSection', { exam: 'SAT' }),
    )
    await expectAccessible(page)

    await page.evaluate(() => {
      localStorage.setItem('selectedCountry', 'US')
      localStorage.setItem(
        'selectedTestData',
        JSON.stringify({ id: 'act', name: 'ACT', countryCode: 'US', subjects: ['English'] }),
      )
    })
    await gotoHydrated(page, '/practice')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No questions available')
    await page.getByTestId('back-to-select').click()
    await expect(page).toHaveURL(/\/select-country$/)
  })
})

test.describe('failures', () => {
  test('generic: a session that cannot start is kept, the practice goes on and the page says it is not saved yet', async ({
    page,
  }) => {
    await register(page)
    await gotoHydrated(page, '/practice?exam=SAT&section=Math%20Calculator')
    // Signed out behind the page's back: the Start cannot open the server session; it waits for a sign-in.
    await page.context().clearCookies()
    await page.getByTestId('practice-start').click()
    await expect(page.getByTestId('save-notice')).toHaveAttribute('data-state', 'pending')
    await expect(page.getByTestId('question-counter')).toHaveText('Question 1 of 5')
    for (let i = 1; i <= 5; i++) {
      await page.getByTestId('option').first().click()
      await page.getByTestId('submit-answer').click()
      await page.getByTestId(i < 5 ? 'next-button' : 'finish-button').click()
    }
    await page.getByTestId('review-finish').click()
    await expect(page).toHaveURL(/\/results$/)
    await expect(page.getByTestId('save-notice')).toContainText('Not saved yet')
  })

  test(
    'NMT: when the bank yields nothing, the 5 built-in Ukrainian questions are used, and the page says so',
    { tag: '@mocks-only' },
    async ({ page }) => {
      test.skip(test.info().project.name !== 'mocks', 'an empty bank is a mock scenario')
      await mockScenario(page, test.info().project.use.baseURL as string, 'empty')
      await gotoHydrated(page, '/nmt-practice')
      await expect(page.getByTestId('demo-notice')).toBeVisible()
      await page.getByTestId('nmt-start').click()
      await expect(page.getByTestId('question-text')).toHaveText(
        'Укажіть правильну форму кличного відмінка імені Петро.',
      )
      await expect(page.getByTestId('timer')).toHaveText(/^(1:00|0:59)$/)
    },
  )
})

test.describe('generic results (/results)', () => {
  test('generic: Exit Test on the question screen goes back to /select-country', async ({ page }) => {
    await register(page)
    await gotoHydrated(page, '/practice?exam=SAT&section=Math%20Calculator')
    await page.getByTestId('practice-start').click()
    await expect(page.getByTestId('question-counter')).toHaveText('Question 1 of 5')
    await expect(page.getByTestId('exit-test')).toHaveText('Exit Test')
    await page.getByTestId('exit-test').click()
    await expect(page).toHaveURL(/\/select-country$/)
  })

  test('missing or corrupt practiceResults send the visitor to /select-country', async ({ page }) => {
    await gotoHydrated(page, '/results')
    await expect(page).toHaveURL(/\/select-country$/)
    for (const bad of ['{bad', JSON.stringify({ examType: 'SAT', countryCode: 'XX', totalQuestions: 'five' })]) {
      await page.evaluate((value) => localStorage.setItem('practiceResults', value), bad)
      await gotoHydrated(page, '/results')
      await expect(page).toHaveURL(/\/select-country$/)
      // The damaged value is removed, not left to break the next visit.
      expect(await page.evaluate(() => localStorage.getItem('practiceResults'))).toBeNull()
    }
  })
})

test.describe('NMT mock (/nmt-practice → /nmt-results)', () => {
  test('signed in (uk): extra time, a red timer, a time-out, flag and go back, finish; the server session is completed with the right numbers', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const lng: Language = 'uk'
    await page.clock.install()
    await useLanguage(page, lng)
    await register(page, { returnTo: '/nmt-practice' })
    const current = await watchQuestions(page)
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(page.getByTestId('nmt-intro')).toBeVisible()
    await expect(page.getByTestId('demo-notice')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lng, 'practice', 'nmt.title'))
    await page.getByTestId('extra-time').check()
    await page.getByTestId('nmt-start').click()

    const shown: Question[] = []
    const counter = page.getByTestId('question-counter')
    const next = page.getByTestId('next-button')

    // Q1: the timer is the question's limit × 1.5; Next waits for an answer.
    let q = await current()
    shown.push(q)
    const limit1 = Math.round(q.timeLimit * 1.5)
    expect(await timerSeconds(page)).toBeGreaterThanOrEqual(limit1 - 2)
    expect(await timerSeconds(page)).toBeLessThanOrEqual(limit1)
    await expect(next).toBeDisabled()
    await answerShown(page, q, q.correctAnswer)
    await next.click()

    // Q2: wrong, flagged.
    await expect(counter).toHaveText(tr(lng, 'practice', 'nmt.counter', { current: 2, total: 5 }))
    q = await current()
    shown.push(q)
    await answerShown(page, q, wrongAnswer(q))
    await page.getByTestId('flag-button').click()
    await next.click()

    // Q3: left unanswered; red at 30 s or less, then at 0 the test moves on by itself.
    await expect(counter).toHaveText(tr(lng, 'practice', 'nmt.counter', { current: 3, total: 5 }))
    q = await current()
    shown.push(q)
    const limit3 = Math.round(q.timeLimit * 1.5)
    await expect(page.getByTestId('timer')).not.toHaveAttribute('data-warning', 'true')
    await page.clock.fastForward((limit3 - 25) * 1000)
    await expect(page.getByTestId('timer')).toHaveAttribute('data-warning', 'true')
    await page.clock.fastForward(26_000)
    await expect(counter).toHaveText(tr(lng, 'practice', 'nmt.counter', { current: 4, total: 5 }))

    // Q4 right (Enter goes on), Q5 right, then the review list.
    q = await current()
    shown.push(q)
    await answerShown(page, q, q.correctAnswer)
    // Enter goes on from a chosen option; a set item's own inputs take Enter themselves.
    await (questionType(q) === 'choice' ? page.keyboard.press('Enter') : next.click())
    await expect(counter).toHaveText(tr(lng, 'practice', 'nmt.counter', { current: 5, total: 5 }))
    q = await current()
    shown.push(q)
    await expect(page.getByTestId('finish-button')).toBeDisabled()
    await answerShown(page, q, q.correctAnswer)
    await page.getByTestId('finish-button').click()

    // Back to the flagged question: its answer is kept and can be changed while its time lasts.
    await expect(page.getByTestId('review-list')).toBeVisible()
    await page.getByTestId('review-flagged-item').click()
    await expect(counter).toHaveText(tr(lng, 'practice', 'nmt.counter', { current: 2, total: 5 }))
    await expectShown(page, shown[1], wrongAnswer(shown[1]))
    await answerShown(page, shown[1], shown[1].correctAnswer)
    await page.getByTestId('back-to-review').click()
    // The timed-out question is locked.
    await page.getByRole('button', { name: tr(lng, 'practice', 'kit.questionNumber', { n: 3 }) }).click()
    await expect(page.getByTestId('nmt-locked')).toBeVisible()
    await expect(page.getByTestId('timer')).toHaveText('0:00')
    await page.getByTestId('back-to-review').click()
    await page.getByTestId('review-finish').click()

    const answers = [
      shown[0].correctAnswer,
      shown[1].correctAnswer,
      null,
      shown[3].correctAnswer,
      shown[4].correctAnswer,
    ]
    const want = expected(shown, answers)
    expect(want.correct).toBe(4)
    await expect(page.getByTestId('nmt-score')).toHaveText(`${want.score}%`)
    await expect(page.getByTestId('nmt-score')).toHaveAttribute('data-colour', nmtScoreColour(want.score))
    await expect(page.getByTestId('nmt-completion')).toHaveText(
      tr(lng, 'results', 'shared.completion', { correct: 4, total: 5 }),
    )
    await expect(page.getByTestId('nmt-saved')).toHaveAttribute('data-saved', 'server')
    await expect(page.getByTestId('nmt-subject')).toHaveCount(Object.keys(want.subjectScores).length)
    await expectAccessible(page)

    const sessions = (await sessionsOf(page)).filter((s) => s.examType === 'NMT')
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({
      completed: true,
      countryCode: 'UA',
      questionsAttempted: 5,
      questionsCorrect: 4,
      scorePercentage: want.score,
      subjectScores: want.subjectScores,
      topicBreakdown: want.topics,
    })

    // /nmt-results shows it (fresh from the loader), its date in the interface language (decision 043).
    await page.getByTestId('to-nmt-results').click()
    await expect(page).toHaveURL(/\/nmt-results$/)
    const card = page.getByTestId('nmt-session')
    await expect(card).toHaveCount(1)
    await expect(page.getByTestId('nmt-example-notice')).toHaveCount(0)
    await expect(card.getByTestId('nmt-session-score')).toHaveText(`${want.score}%`)
    await expect(card.getByTestId('nmt-session-score')).toHaveAttribute('data-colour', nmtScoreColour(want.score))
    await expect(card.getByTestId('nmt-session-correct')).toHaveText('4/5')
    await expect(card.getByTestId('nmt-session-id')).toContainText(sessions[0].id)
    const date = await page.evaluate(
      ([iso, l]) => new Intl.DateTimeFormat(l, { dateStyle: 'long' }).format(new Date(iso)),
      [sessions[0].completedAt as string, lng],
    )
    await expect(card.getByTestId('nmt-session-date')).toHaveText(date)
    await card.getByTestId('nmt-session-toggle').click()
    await expect(card.getByTestId('nmt-session-details')).toBeVisible()
    await expect(card.getByTestId('nmt-session-details').locator('tbody tr')).toHaveCount(
      Object.keys(want.topics).length,
    )
    await expectAccessible(page)

    // Learn with AI Tutor stores the session and goes to /ai-tutor?session={id}.
    await card.getByTestId('nmt-session-tutor').click()
    await expect(page).toHaveURL(new RegExp(`/ai-tutor\\?session=${sessions[0].id}$`))
    const selected = await page.evaluate(() => JSON.parse(sessionStorage.getItem('selectedSession') ?? 'null'))
    expect(selected).toMatchObject({
      id: sessions[0].id,
      scorePercentage: want.score,
      subjectScores: want.subjectScores,
    })
  })

  for (const lng of ['pl', 'en'] as Language[]) {
    test(
      `visitor (${lng}): examples first, then time-outs (at 0 on the last question the test finishes), results in userProgress and on /nmt-results`,
      { tag: lng === 'pl' ? '@mocks' : [] },
      async ({ page }) => {
        await page.clock.install()
        await useLanguage(page, lng)
        const current = await watchQuestions(page)

        // No results yet: the samples, clearly labelled; one card open at a time.
        await gotoHydrated(page, '/nmt-results')
        await expect(page.getByTestId('nmt-example-notice')).toContainText(tr(lng, 'results', 'nmt.exampleTitle'))
        const cards = page.getByTestId('nmt-session')
        await expect(cards).toHaveCount(2)
        // The samples' dates in the interface language (decision 043), not Ukrainian in every interface.
        const sampleIso = (await cards.nth(0).getByTestId('nmt-session-date').locator('time').getAttribute('datetime'))!
        const sampleDate = await page.evaluate(
          ([iso, l]) => new Intl.DateTimeFormat(l, { dateStyle: 'long' }).format(new Date(iso)),
          [sampleIso, lng],
        )
        await expect(cards.nth(0).getByTestId('nmt-session-date')).toHaveText(sampleDate)
        if (lng === 'en')
          await expect(cards.nth(0).getByTestId('nmt-session-date')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
        // Examples are not the student's results: no "Learn with AI Tutor" that would send them as such.
        await expect(page.getByTestId('nmt-session-tutor')).toHaveCount(0)
        await cards.nth(0).getByTestId('nmt-session-toggle').click()
        await expect(cards.nth(0).getByTestId('nmt-session-details')).toBeVisible()
        await expect(cards.nth(0).getByTestId('nmt-session-toggle')).toHaveText(tr(lng, 'results', 'nmt.hideDetails'))
        await cards.nth(1).getByTestId('nmt-session-toggle').click()
        await expect(cards.nth(1).getByTestId('nmt-session-details')).toBeVisible()
        await expect(cards.nth(0).getByTestId('nmt-session-details')).toHaveCount(0)
        await expectAccessible(page)

        await page.getByTestId('nmt-take-another').getByRole('link').click()
        await expect(page).toHaveURL(/\/nmt-practice$/)
        await expect(page.getByTestId('nmt-intro')).toBeVisible()
        await page.getByTestId('nmt-start').click()

        const shown: Question[] = []
        const counter = page.getByTestId('question-counter')
        // Q1 wrong.
        let q = await current()
        shown.push(q)
        await answerShown(page, q, wrongAnswer(q))
        await page.getByTestId('next-button').click()
        // Q2: an answer chosen but not confirmed when the time runs out is kept.
        await expect(counter).toHaveText(tr(lng, 'practice', 'nmt.counter', { current: 2, total: 5 }))
        q = await current()
        shown.push(q)
        await answerShown(page, q, q.correctAnswer)
        await page.clock.fastForward((q.timeLimit + 1) * 1000)
        await expect(counter).toHaveText(tr(lng, 'practice', 'nmt.counter', { current: 3, total: 5 }))
        // Q3 right, flagged; Q4 wrong.
        q = await current()
        shown.push(q)
        await answerShown(page, q, q.correctAnswer)
        await page.getByTestId('flag-button').click()
        await page.getByTestId('next-button').click()
        q = await current()
        shown.push(q)
        await answerShown(page, q, wrongAnswer(q))
        await page.getByTestId('next-button').click()
        // Q5: the time runs out on the last question → the test finishes by itself (spec), no review list.
        await expect(counter).toHaveText(tr(lng, 'practice', 'nmt.counter', { current: 5, total: 5 }))
        q = await current()
        shown.push(q)
        await page.clock.fastForward((q.timeLimit + 1) * 1000)
        await expect(page.getByTestId('review-list')).toHaveCount(0)

        const answers = [
          wrongAnswer(shown[0]),
          shown[1].correctAnswer,
          shown[2].correctAnswer,
          wrongAnswer(shown[3]),
          null,
        ]
        const want = expected(shown, answers)
        expect(want.correct).toBe(2)
        await expect(page.getByTestId('nmt-score')).toHaveText(`${want.score}%`)
        await expect(page.getByTestId('nmt-score')).toHaveAttribute('data-colour', nmtScoreColour(want.score))
        await expect(page.getByTestId('nmt-completion')).toHaveText(
          tr(lng, 'results', 'shared.completion', { correct: 2, total: 5 }),
        )
        await expect(page.getByTestId('nmt-saved')).toHaveAttribute('data-saved', 'local')
        await expect(page.locator('[data-testid="nmt-review-item"][data-correct="false"]')).toHaveCount(3)

        const progress = (await readBrowserStore(page)).results
        expect(progress).toHaveLength(1)
        expect(progress[0]).toMatchObject({
          testType: 'NMT',
          questionsAttempted: 5,
          questionsCorrect: 2,
          scorePercentage: want.score,
          // Every flow keeps a visitor's subject scores as tallies (one local progress entry, domain/exam).
          subjectScores: want.subjects,
          topicBreakdown: want.topics,
        })
        expect(progress[0].totalTime).toBeGreaterThan(0)

        // Retake reloads the page (a new test); the result stays in this browser.
        await page.getByTestId('nmt-retake').click()
        await expect(page.getByTestId('nmt-intro')).toBeVisible()
        await gotoHydrated(page, '/nmt-results')
        await expect(page.getByTestId('nmt-example-notice')).toHaveCount(0)
        const card = page.getByTestId('nmt-session')
        await expect(card).toHaveCount(1)
        await expect(card.getByTestId('nmt-session-score')).toHaveText(`${want.score}%`)
        await expect(card.getByTestId('nmt-session-score')).toHaveAttribute('data-colour', nmtScoreColour(want.score))
        await expect(card.getByTestId('nmt-session-correct')).toHaveText('2/5')
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(
          tr(lng, 'results', 'nmt.sessionTitle', { number: 1 }),
        )
      },
    )
  }
})
