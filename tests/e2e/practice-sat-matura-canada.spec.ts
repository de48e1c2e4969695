import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import type { PracticeSession, Question, User } from '../../openapi/types.ts'
import { readBrowserStore } from './browser-store.ts'
import {
  test,
  expect,
  gotoHydrated,
  register,
  useLanguage,
  expectAccessible,
  shownOption,
  shownOptions,
  type Language,
} from './fixtures.ts'
import { answerTutorStream, mockScenario, UNAVAILABLE, watchPageQuestions } from './practice-questions.ts'
import { builtinCanadaQuestions } from '#domain/exam/demo/canada.ts'
import { maturaDemoQuestions } from '#domain/exam/demo/matura.ts'
import { SAT_DEMO_QUESTIONS } from '#domain/exam/demo/sat.ts'
import {
  canadaGrade,
  canadaIsStrong,
  canadaMotivationTier,
  maturaGrade,
  maturaStatus,
  maturaSubjectStatus,
  percent,
  satHalves,
  satLevel,
  type SatLevel,
} from '#domain/exam/scoring.ts'

// The SAT, Matura and Canada flows end to end: answer, go back, time out (with Playwright's clock), finish,
// and check the results against app/scoring.ts, in two languages, as a visitor and signed in.

const here = path.dirname(fileURLToPath(import.meta.url))
const locales = new Map<string, Record<string, unknown>>()
/** A text of the app's locale files, with {{vars}} filled in. */
function tr(lng: Language, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = `${lng}/${ns}`
  if (!locales.has(file))
    locales.set(file, JSON.parse(readFileSync(path.join(here, '../../app/locales', `${file}.json`), 'utf8')))
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales.get(file))
  if (typeof value !== 'string') throw new Error(`no text ${file}:${key}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]))
}

const SAT_LEVEL_KEY: Record<SatLevel, string> = {
  Excellent: 'excellent',
  Good: 'good',
  Average: 'average',
  'Needs Improvement': 'needsImprovement',
}
const SHOTS = process.env.SCREENSHOT_DIR
async function shot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({
      path: path.join(SHOTS, `${name}-${test.info().project.name}-${page.viewportSize()?.width}.png`),
      fullPage: true,
    })
}

/** The questions the page holds (its loader's, and those generated on Start), to know the right answers. */
async function captureQuestions(page: Page, builtIn: Question[]) {
  const received = await watchPageQuestions(page)
  return {
    async current(): Promise<Question> {
      // Stems repeat in the bank ("Which choice completes the text…"): the options tell the items apart.
      const text = (await page.getByTestId('question-text').innerText()).trim()
      // The options in this attempt's order (issue 25): the same set as the bank's, in any order.
      const options = (await shownOptions(page, 'option')).sort()
      const pool = [...builtIn, ...(await received.all())]
      const found = pool.find(
        (q) =>
          q.questionText.trim() === text &&
          q.options.length === options.length &&
          [...q.options].sort().every((o, i) => o === options[i]),
      )
      if (!found) throw new Error(`question not captured: ${text}`)
      return found
    },
  }
}

async function timerSeconds(page: Page): Promise<number> {
  const [m, s] = (await page.getByTestId('timer').innerText()).split(':').map(Number)
  return m * 60 + s
}
/** The countdown shows between lo and hi seconds (real time passes too while the test clicks). */
async function expectTimer(page: Page, lo: number, hi: number) {
  await expect
    .poll(
      async () => {
        const s = await timerSeconds(page)
        return s >= lo && s <= hi ? 'ok' : `${s} s`
      },
      { message: `timer between ${lo} and ${hi} s` },
    )
    .toBe('ok')
}
/** Mock mode only: the bank and generation give nothing (the `empty` scenario, for this browser). */
async function emptyBank(page: Page) {
  test.skip(test.info().project.name !== 'mocks', 'an empty bank is a mock scenario')
  await mockScenario(page, test.info().project.use.baseURL as string, 'empty')
}

// The question screen's main button: Next, and Finish on the last question.
const PRIMARY = /^(next|finish)-button$/
const option = (page: Page, choice: string) => shownOption(page, 'option', choice)
const wrongOf = (q: Question) => q.options.find((o) => o !== q.correctAnswer) as string

function tallies(questions: Question[], answers: (string | null)[]) {
  const sections: Record<string, { correct: number; total: number }> = {}
  const topics: Record<string, { correct: number; total: number }> = {}
  let correct = 0
  questions.forEach((q, i) => {
    const ok = answers[i] === q.correctAnswer
    if (ok) correct++
    for (const [map, key] of [
      [sections, q.section],
      [topics, q.topic],
    ] as const) {
      map[key] ??= { correct: 0, total: 0 }
      map[key].total++
      if (ok) map[key].correct++
    }
  })
  return { sections, topics, correct, total: questions.length }
}

async function counterTotal(page: Page): Promise<number> {
  const text = await page.getByTestId('question-counter').innerText()
  return Number(text.match(/(\d+)\D+(\d+)/)?.[2])
}

async function latestSession(page: Page, examType: string): Promise<PracticeSession> {
  const user = (await (await page.request.get('/api/auth/user')).json()) as User
  const sessions = (await (await page.request.get(`/api/sessions/${user.id}`)).json()) as PracticeSession[]
  const found = sessions.find((s) => s.examType === examType)
  if (!found) throw new Error(`no ${examType} session among ${sessions.map((s) => s.examType).join(', ')}`)
  return found
}

/**
 * SAT and Matura share the question screen: Q1 right, Q2 wrong then back (Q1's answer restored, the clock not
 * reset) and forward again, Q2 changed with the keyboard, Q3 chosen and left to time out, Q4 flagged, the rest
 * alternately right and wrong; review, finish. Returns the questions seen and the answers given.
 */
async function answerTimedTest(
  page: Page,
  opts: { lng: Language; ns: 'sat' | 'matura'; seconds: number; capture: Awaited<ReturnType<typeof captureQuestions>> },
) {
  const { lng, ns, seconds, capture } = opts
  const next = page.getByTestId(PRIMARY)
  await expect(page.getByTestId('question-counter')).toHaveText(/\d/, { timeout: 30_000 })
  const total = await counterTotal(page)
  expect(total).toBeGreaterThanOrEqual(6)
  const questions: Question[] = []
  const answers: (string | null)[] = []

  // Q1: right; Previous is disabled and Next waits for a choice.
  await expect(page.getByTestId('question-counter')).toHaveText(tr(lng, ns, 'test.counter', { current: 1, total }))
  await expectTimer(page, seconds - 15, seconds)
  await expect(page.getByTestId('previous-button')).toBeDisabled()
  await expect(next).toBeDisabled()
  questions[0] = await capture.current()
  await option(page, questions[0].correctAnswer).click()
  answers[0] = questions[0].correctAnswer
  await expect(next).toBeEnabled()
  await next.click()

  // Q2: wrong; 30 s pass; Previous shows Q1 with its answer and the clock still running down.
  await expect(page.getByTestId('question-counter')).toHaveText(tr(lng, ns, 'test.counter', { current: 2, total }))
  questions[1] = await capture.current()
  await expect(next).toBeDisabled()
  const wrong = wrongOf(questions[1])
  await option(page, wrong).click()
  await page.clock.fastForward('00:30')
  await page.getByTestId('previous-button').click()
  await expect(page.getByTestId('question-counter')).toHaveText(tr(lng, ns, 'test.counter', { current: 1, total }))
  await expect(option(page, questions[0].correctAnswer)).toHaveAttribute('data-state', 'checked')
  await expectTimer(page, seconds - 40, seconds - 30)
  await next.click()
  // Back on Q2 its answer is still there; the keyboard changes it (arrow) and submits it (Enter).
  await expect(option(page, wrong)).toHaveAttribute('data-state', 'checked')
  await option(page, wrong).focus()
  // Held down like a person does: Radix checks the newly focused radio only while the arrow key is down.
  await page.keyboard.down('ArrowDown')
  // The next option on screen (the attempt's order, not the bank's).
  const onScreen = await shownOptions(page, 'option')
  answers[1] = onScreen[(onScreen.indexOf(wrong) + 1) % onScreen.length]
  await expect(option(page, answers[1])).toHaveAttribute('data-state', 'checked')
  await page.keyboard.up('ArrowDown')
  await page.keyboard.press('Enter')

  // Q3: chosen but never submitted; the time runs out and the test moves on with the choice saved.
  await expect(page.getByTestId('question-counter')).toHaveText(tr(lng, ns, 'test.counter', { current: 3, total }))
  questions[2] = await capture.current()
  await option(page, questions[2].correctAnswer).click()
  answers[2] = questions[2].correctAnswer
  await page.clock.fastForward(seconds * 1000 + 1000)
  await expect(page.getByTestId('question-counter')).toHaveText(tr(lng, ns, 'test.counter', { current: 4, total }))
  await expectTimer(page, seconds - 5, seconds)

  for (let i = 3; i < total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(
      tr(lng, ns, 'test.counter', { current: i + 1, total }),
    )
    questions[i] = await capture.current()
    if (i === 3) await page.getByTestId('flag-button').click()
    answers[i] = i % 2 === 0 ? questions[i].correctAnswer : wrongOf(questions[i])
    await option(page, answers[i] as string).click()
    await expect(next).toHaveText(tr(lng, ns, i === total - 1 ? 'test.finish' : 'test.next'))
    if (i === total - 1) await shot(page, `${ns}-question`)
    await next.click()
  }
  // The review list: focus on its heading (not <body>), one flagged question, then finish.
  await expect(page.getByTestId('review-list')).toBeVisible()
  await expect(page.getByTestId('review-list').getByRole('heading', { level: 2 })).toBeFocused()
  await expect(page.getByTestId('review-flagged-item')).toHaveCount(1)
  await page.getByTestId('review-finish').click()
  return { questions, answers }
}

const RUNS: { lng: Language; signedIn: boolean }[] = [
  { lng: 'en', signedIn: false },
  { lng: 'uk', signedIn: true },
]

test.describe('SAT', () => {
  for (const { lng, signedIn } of RUNS) {
    test(
      `full test: answer, back, time-out, finish; results match the scoring module (${lng}, ${signedIn ? 'signed in' : 'visitor'})`,
      { tag: lng === 'en' ? '@mocks' : [] },
      async ({ page }) => {
        test.setTimeout(120_000)
        await page.clock.install()
        if (signedIn) await register(page)
        await useLanguage(page, lng)
        const capture = await captureQuestions(page, SAT_DEMO_QUESTIONS)
        await gotoHydrated(page, '/sat-practice')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lng, 'sat', 'title'))
        await expect(page.getByTestId('sat-section')).toHaveCount(3)
        await expect(page.getByTestId('sat-section').first()).toContainText(
          tr(lng, 'sat', 'intro.sectionFacts', { minutes: 64, questions: 54 }),
        )
        await shot(page, 'sat-intro')
        await page.getByTestId('start-button').click()

        // The chat: a failed reply says so (the practice chat's apology) and keeps the text to send again.
        await expect(page.getByTestId('question-counter')).toBeVisible({ timeout: 30_000 })
        await answerTutorStream(page, 'error', UNAVAILABLE)
        await page.getByTestId('ask-ai-button').click()
        await expect(page.getByTestId('ask-ai-send')).toBeDisabled()
        await page.getByTestId('ask-ai-input').fill('Where do I start?')
        await page.getByTestId('ask-ai-send').click()
        await expect(page.getByTestId('ask-ai-messages').locator('[data-role="user"]')).toHaveText('Where do I start?')
        await expect(page.getByTestId('ask-ai-pending')).toHaveCount(0)
        await expect(page.getByTestId('ask-ai-messages').locator('[data-failed="true"]')).toHaveText(
          tr(lng, 'practice', 'generic.chatError'),
        )
        await expect(page.getByTestId('ask-ai-input')).toHaveValue('Where do I start?')
        await page.keyboard.press('Escape')
        await page.unroute('**/api/tutor/chat/stream')

        const { questions, answers } = await answerTimedTest(page, { lng, ns: 'sat', seconds: 120, capture })
        await page.waitForURL(/\/sat-results\?/, { timeout: 30_000 })
        await page.waitForSelector('html[data-hydrated="true"]')

        const expected = tallies(questions, answers)
        const halves = satHalves(expected.sections)
        const level = satLevel(halves.total)
        const params = new URL(page.url()).searchParams
        expect(params.get('score')).toBe(String(halves.total))
        expect(params.get('correct')).toBe(String(expected.correct))
        expect(params.get('total')).toBe(String(expected.total))
        expect(JSON.parse(params.get('sections') ?? '')).toEqual(expected.sections)
        await expect(page.getByTestId('sat-total')).toHaveText(String(halves.total))
        await expect(page.getByTestId('sat-level')).toHaveAttribute('data-level', level)
        await expect(page.getByTestId('sat-level')).toHaveText(tr(lng, 'sat', `levels.${SAT_LEVEL_KEY[level]}`))
        await expect(page.getByTestId('sat-readingWriting')).toHaveText(String(halves.readingWriting))
        await expect(page.getByTestId('sat-math')).toHaveText(String(halves.math))
        for (const key of ['readingWriting', 'math'] as const)
          await expect(page.getByTestId(`sat-${key}-bar`).getByRole('progressbar')).toHaveAttribute(
            'aria-valuenow',
            String(Math.round(((halves[key] - 200) / 600) * 100)),
          )
        await expect(page.getByTestId('sat-breakdown-row')).toHaveCount(Object.keys(expected.sections).length)
        await expect(page.getByTestId('sat-summary')).toHaveText(
          tr(lng, 'sat', 'results.summary', {
            correct: expected.correct,
            total: expected.total,
            percent: percent(expected.correct, expected.total),
          }),
        )
        const tutor = new URL((await page.getByTestId('tutor-link').getAttribute('href')) ?? '', 'http://x')
        expect(tutor.pathname).toBe('/ai-tutor')
        expect(Object.fromEntries(tutor.searchParams)).toMatchObject({ examType: 'SAT', score: String(halves.total) })
        await expect(page.getByTestId('retake-link')).toHaveAttribute('href', '/sat-practice')
        await expect(page.getByTestId('choose-link')).toHaveAttribute('href', '/select-country')
        await shot(page, 'sat-results')

        if (signedIn) {
          const session = await latestSession(page, 'SAT')
          expect(session).toMatchObject({
            completed: true,
            countryCode: 'US',
            questionsAttempted: expected.total,
            questionsCorrect: expected.correct,
            scorePercentage: percent(expected.correct, expected.total),
          })
          expect(session.subjects).toEqual([
            'Evidence-Based Reading & Writing',
            'Math No Calculator',
            'Math Calculator',
          ])
          expect(session.topicBreakdown).toEqual(expected.topics)
        } else {
          // The answer history in this browser (issue 13): every question, its choice, right or not, seconds spent.
          const history = (await readBrowserStore(page)).answers as unknown as {
            questionId: string
            chosen: string | null
            correct: boolean
            seconds: number
          }[]
          expect(history.map((h) => [h.questionId, h.chosen, h.correct])).toEqual(
            questions.map((q, i) => [q.id, answers[i], answers[i] === q.correctAnswer]),
          )
          expect(history.every((h) => Number.isInteger(h.seconds) && h.seconds >= 0)).toBe(true)
          expect(history.reduce((sum, h) => sum + h.seconds, 0)).toBeGreaterThanOrEqual(30)
          const progress = (await readBrowserStore(page)).results
          expect(progress.at(-1)).toMatchObject({
            testType: 'SAT',
            questionsAttempted: expected.total,
            questionsCorrect: expected.correct,
            subjectScores: expected.sections,
          })
        }
      },
    )
  }

  test(
    'generation yields nothing: the 6 built-in demo questions, said on the intro and the test; extra time gives 3:00',
    { tag: '@mocks-only' },
    async ({ page }) => {
      await emptyBank(page)
      await gotoHydrated(page, '/sat-practice')
      // The intro says what will run before Start: the 6 built-in questions, not the 4 per section it plans.
      await expect(page.getByTestId('demo-notice')).toContainText('6')
      await expect(page.getByText(tr('en', 'sat', 'intro.practiceNote', { perSection: 4, minutes: 2 }))).toHaveCount(0)
      await page.getByTestId('extra-time').check()
      await page.getByTestId('start-button').click()
      await expect(page.getByTestId('question-counter')).toHaveText('Question 1 of 6')
      await expect(page.getByTestId('question-text')).toHaveText(SAT_DEMO_QUESTIONS[0].questionText)
      await expect(page.getByTestId('timer')).toHaveText(/^(3:00|2:59)$/)
      await expect(page.getByTestId('demo-notice')).toContainText('6')
      await expectAccessible(page)
      // The choice is remembered for the next test.
      expect(await page.evaluate(() => localStorage.getItem('extraTime'))).toBe('true')
    },
  )
  test('keyboard: each new question puts the focus on its options; arrows choose, Enter goes on', async ({ page }) => {
    await gotoHydrated(page, '/sat-practice')
    await page.getByTestId('start-button').click()
    const counter = page.getByTestId('question-counter')
    await expect(counter).toHaveText(/Question 1 of \d+/, { timeout: 30_000 })
    const options = page.getByTestId('option')
    await expect(options.first()).toBeFocused()
    // Held as a person holds it: the radio group moves the focus a moment after the key goes down, and checks the
    // option it lands on while the arrow is still pressed.
    await page.keyboard.down('ArrowDown')
    await expect(options.nth(1)).toBeFocused()
    await expect(options.nth(1)).toHaveAttribute('data-state', 'checked')
    await page.keyboard.up('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(counter).toHaveText(/Question 2 of \d+/)
    await expect(options.first()).toBeFocused()
    // Back on question 1 with Previous: the focus lands on the option chosen there.
    await page.getByTestId('previous-button').click()
    await expect(counter).toHaveText(/Question 1 of \d+/)
    await expect(options.nth(1)).toBeFocused()
  })
})

test.describe('Matura', () => {
  for (const { lng, signedIn } of [
    { lng: 'pl' as Language, signedIn: false },
    { lng: 'en' as Language, signedIn: true },
  ]) {
    test(
      `full test at the Extended level: answer, back, time-out, finish; grade and status match the scoring module (${lng}, ${signedIn ? 'signed in' : 'visitor'})`,
      { tag: lng === 'en' ? '@mocks' : [] },
      async ({ page }) => {
        test.setTimeout(120_000)
        await page.clock.install()
        if (signedIn) await register(page)
        await useLanguage(page, lng)
        const capture = await captureQuestions(page, [
          ...maturaDemoQuestions('Basic'),
          ...maturaDemoQuestions('Extended'),
        ])
        await gotoHydrated(page, '/matura-practice')
        await expect(page.getByTestId('matura-subject')).toHaveCount(3)
        await expect(page.getByTestId('matura-subject').nth(2)).toContainText(
          tr(lng, 'matura', 'intro.subjectFacts', { minutes: 120, questions: 40 }),
        )
        await expect(page.getByTestId('level-Basic')).toHaveAttribute('data-state', 'checked')
        await page.getByTestId('level-Extended').click()
        await expect(page.getByTestId('level-Extended')).toHaveAttribute('data-state', 'checked')
        await shot(page, 'matura-intro')
        await page.getByTestId('start-button').click()
        await expect(page.getByTestId('question-counter')).toBeVisible({ timeout: 30_000 })
        const total = await counterTotal(page)
        await expect(page.getByTestId('progress-label')).toHaveText(
          tr(lng, 'matura', 'test.percent', { percent: Math.round((1 / total) * 100) }),
        )

        // Ask AI: send is disabled while empty; a question gets a reply.
        await page.getByTestId('ask-ai-button').click()
        await expect(page.getByTestId('ask-ai-send')).toBeDisabled()
        await page.getByTestId('ask-ai-input').fill('   ')
        await expect(page.getByTestId('ask-ai-send')).toBeDisabled()
        await page.getByTestId('ask-ai-input').fill('Jak zacząć?')
        await page.getByTestId('ask-ai-send').click()
        await expect(page.getByTestId('ask-ai-messages').locator('[data-role="assistant"]')).toHaveCount(1, {
          timeout: 20_000,
        })
        await page.keyboard.press('Escape')

        const { questions, answers } = await answerTimedTest(page, { lng, ns: 'matura', seconds: 180, capture })
        await page.waitForURL(/\/matura-results\?/, { timeout: 30_000 })
        await page.waitForSelector('html[data-hydrated="true"]')

        const expected = tallies(questions, answers)
        const pct = percent(expected.correct, expected.total)
        const grade = maturaGrade(pct)
        const params = new URL(page.url()).searchParams
        expect(Object.fromEntries(params)).toMatchObject({
          score: String(pct),
          correct: String(expected.correct),
          total: String(expected.total),
          level: 'Extended',
        })
        expect(JSON.parse(params.get('sections') ?? '')).toEqual(expected.sections)
        await expect(page.getByTestId('matura-percent')).toHaveText(`${pct}%`)
        await expect(page.getByTestId('matura-grade')).toHaveText(String(grade.grade))
        await expect(page.getByTestId('matura-grade-name')).toHaveText(grade.name)
        await expect(page.getByTestId('matura-status')).toHaveText(maturaStatus(pct))
        await expect(page.getByTestId('matura-level')).toHaveText(tr(lng, 'matura', 'levels.Extended'))
        await expect(page.getByTestId('matura-subject-card')).toHaveCount(Object.keys(expected.sections).length)
        // Today, in the interface language (decision 043): "November 28, 2026" in English, not "28 listopada 2026".
        const today = await page.evaluate(() => Date.now())
        await expect(page.getByTestId('matura-date')).toHaveText(
          new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long', year: 'numeric' }).format(today),
        )
        const tutor = new URL((await page.getByTestId('tutor-link').getAttribute('href')) ?? '', 'http://x')
        expect(Object.fromEntries(tutor.searchParams)).toMatchObject({
          examType: 'Matura',
          score: String(pct),
          level: 'Extended',
        })
        await shot(page, 'matura-results')

        if (signedIn) {
          const session = await latestSession(page, 'MATURA_EXTENDED')
          expect(session).toMatchObject({
            completed: true,
            countryCode: 'PL',
            questionsAttempted: expected.total,
            questionsCorrect: expected.correct,
            scorePercentage: pct,
          })
        } else {
          const progress = (await readBrowserStore(page)).results
          expect(progress.at(-1)).toMatchObject({
            testType: 'MATURA_EXTENDED',
            questionsAttempted: expected.total,
            questionsCorrect: expected.correct,
          })
        }
      },
    )
  }

  test(
    'the level chosen on /select-country is the default; generation yields nothing: 6 built-in questions; red timer at 30 s',
    { tag: '@mocks-only' },
    async ({ page }) => {
      await page.clock.install()
      await emptyBank(page)
      await gotoHydrated(page, '/select-country')
      await page.getByTestId('country-PL').click()
      await page.getByTestId('start-matura-extended').click()
      await page.waitForURL(/\/matura-practice$/)
      await expect(page.getByTestId('level-Extended')).toHaveAttribute('data-state', 'checked')
      await page.getByTestId('start-button').click()
      await expect(page.getByTestId('question-counter')).toHaveText('Question 1 of 6')
      await expect(page.getByTestId('question-text')).toHaveText(maturaDemoQuestions('Extended')[0].questionText)
      await expect(page.getByTestId('timer')).toHaveText(/^(3:00|2:59)$/)
      await expect(page.getByTestId('timer')).not.toHaveAttribute('data-warning', 'true')
      await expectAccessible(page)
      // The timer turns red at 30 s or less.
      await page.clock.fastForward('02:20')
      await expect(page.getByTestId('timer')).not.toHaveAttribute('data-warning', 'true')
      await page.clock.fastForward('00:15')
      await expect(page.getByTestId('timer')).toHaveAttribute('data-warning', 'true')
    },
  )
})

test.describe('Canada', () => {
  for (const { lng, signedIn } of RUNS) {
    test(
      `full test: bank questions, per-question limits, back, time-out, completion, results (${lng}, ${signedIn ? 'signed in' : 'visitor'})`,
      { tag: lng === 'en' ? '@mocks' : [] },
      async ({ page }) => {
        test.setTimeout(120_000)
        await page.clock.install()
        if (signedIn) await register(page)
        await useLanguage(page, lng)
        const capture = await captureQuestions(page, builtinCanadaQuestions('ALBERTA_DIPLOMA'))
        const fresh = (limit: number) => expectTimer(page, limit - 5, limit)

        await gotoHydrated(page, '/select-country')
        if (!signedIn) await page.getByTestId('country-CA').click()
        await page.getByTestId('start-alberta-diploma').click()
        await page.waitForURL(/\/canada-practice$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          tr(lng, 'canada', 'tests.alberta-diploma.name'),
        )
        await expect(page.getByTestId('canada-province')).toHaveText(
          tr(lng, 'canada', 'tests.alberta-diploma.province'),
        )
        await expect(page.getByTestId('canada-count')).toHaveText('5')
        if (signedIn) {
          await expect(page.getByTestId('signed-in-notice')).toBeVisible()
        } else {
          const login = page.getByTestId('login-to-save')
          await expect(login).toHaveAttribute('href', '/api/login?returnTo=/canada-practice')
          await expect(login).toHaveAttribute('target', '_blank')
          await expect(login).toHaveAttribute('rel', 'noopener')
        }
        await shot(page, 'canada-intro')
        await page.getByTestId('start-button').click()

        const counter = page.getByTestId('question-counter')
        const next = page.getByTestId(PRIMARY)
        await expect(counter).toHaveText(tr(lng, 'canada', 'test.counter', { current: 1, total: 5 }), {
          timeout: 30_000,
        })
        const questions: Question[] = []
        const answers: (string | null)[] = []

        // Q1: the timer starts at its own limit; right answer.
        questions[0] = await capture.current()
        await fresh(questions[0].timeLimit)
        await expect(next).toBeDisabled()
        answers[0] = questions[0].correctAnswer
        await option(page, answers[0]).click()
        await next.click()
        // Q2: its own limit; wrong; back to Q1: answer and full limit restored.
        questions[1] = await capture.current()
        await fresh(questions[1].timeLimit)
        answers[1] = wrongOf(questions[1])
        await option(page, answers[1]).click()
        await page.clock.fastForward('00:05')
        await page.getByTestId('previous-button').click()
        await expect(counter).toHaveText(tr(lng, 'canada', 'test.counter', { current: 1, total: 5 }))
        await expect(option(page, answers[0])).toHaveAttribute('data-state', 'checked')
        await fresh(questions[0].timeLimit)
        await next.click()
        await expect(option(page, answers[1])).toHaveAttribute('data-state', 'checked')
        await next.click()
        // Q3: chosen, then the time runs out: it moves on with the choice.
        questions[2] = await capture.current()
        answers[2] = questions[2].correctAnswer
        await option(page, answers[2]).click()
        await page.clock.fastForward(questions[2].timeLimit * 1000 + 1000)
        await expect(counter).toHaveText(tr(lng, 'canada', 'test.counter', { current: 4, total: 5 }))
        questions[3] = await capture.current()
        await fresh(questions[3].timeLimit)
        answers[3] = questions[3].correctAnswer
        await option(page, answers[3]).click()
        await next.click()
        questions[4] = await capture.current()
        answers[4] = wrongOf(questions[4])
        await option(page, answers[4]).click()
        await expect(next).toHaveText(tr(lng, 'canada', 'test.finish'))
        await shot(page, 'canada-question')
        await next.click()

        const expected = tallies(questions, answers)
        const pct = percent(expected.correct, expected.total)
        await expect(page.getByTestId('canada-complete')).toContainText(
          tr(lng, 'canada', 'complete.text', { correct: expected.correct, total: 5 }),
        )
        await page.waitForURL(/\/canada-results$/, { timeout: 15_000 })
        const grade = canadaGrade(pct)
        await expect(page.getByTestId('stat-score-value')).toHaveText(`${pct}%`)
        await expect(page.getByTestId('stat-score')).toHaveAttribute('data-grade', grade.grade)
        await expect(page.getByTestId('stat-correct-value')).toHaveText(`${expected.correct}/5`)
        await expect(page.getByTestId('stat-correct')).toHaveAttribute('data-band', grade.band)
        await expect(page.getByTestId('stat-subjects-value')).toHaveText(String(Object.keys(expected.sections).length))
        const strongCount = Object.values(expected.topics).filter((t) =>
          canadaIsStrong(percent(t.correct, t.total)),
        ).length
        await expect(page.getByTestId('stat-strong-value')).toHaveText(String(strongCount))
        await expect(page.getByTestId('motivation')).toHaveAttribute('data-tier', String(canadaMotivationTier(pct)))
        await expect(page.getByTestId('guidance')).toContainText('75%+')
        await shot(page, 'canada-results')
        // The four tabs, keyboard included; the Questions tab marks every answer.
        await page.getByTestId('tab-subjects').click()
        await expect(page.getByTestId('subject-row')).toHaveCount(Object.keys(expected.sections).length)
        await page.keyboard.press('ArrowRight')
        await expect(page.getByTestId('panel-analysis')).toBeVisible()
        await expect(page.getByTestId('topic-row')).toHaveCount(Object.keys(expected.topics).length)
        await page.getByTestId('tab-questions').click()
        const reviewed = page.getByTestId('canada-review-item')
        await expect(reviewed).toHaveCount(5)
        for (let i = 0; i < 5; i++) {
          await expect(reviewed.nth(i)).toHaveAttribute(
            'data-correct',
            String(answers[i] === questions[i].correctAnswer),
          )
          await expect(reviewed.nth(i).locator('[data-correct="true"]')).toHaveText(
            new RegExp(escapeRegExp(questions[i].correctAnswer)),
          )
          await expect(reviewed.nth(i).locator('[data-mine="true"]')).toHaveText(
            new RegExp(escapeRegExp(answers[i] as string)),
          )
        }
        await shot(page, 'canada-results-questions')
        const tutor = new URL((await page.getByTestId('tutor-link').getAttribute('href')) ?? '', 'http://x')
        expect(Object.fromEntries(tutor.searchParams)).toMatchObject({
          examType: 'CANADA',
          score: String(pct),
          province: 'Alberta',
          sections: JSON.stringify(expected.sections),
        })

        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('canadaResults') ?? 'null'))
        expect(stored).toMatchObject({
          examType: 'ALBERTA_DIPLOMA',
          countryCode: 'CA',
          province: 'Alberta',
          totalQuestions: 5,
          correctAnswers: expected.correct,
          scorePercentage: pct,
          subjectScores: expected.sections,
          topicBreakdown: expected.topics,
        })
        if (signedIn) {
          const session = await latestSession(page, 'ALBERTA_DIPLOMA')
          expect(session).toMatchObject({
            completed: true,
            countryCode: 'CA',
            province: 'Alberta',
            questionsAttempted: 5,
            questionsCorrect: expected.correct,
            scorePercentage: pct,
          })
          expect(session.subjects).toEqual(['Math 30-1', 'English 30-1', 'Biology 30'])
        } else {
          const progress = (await readBrowserStore(page)).results
          expect(progress.at(-1)).toMatchObject({
            testType: 'ALBERTA_DIPLOMA',
            province: 'Alberta',
            questionsAttempted: 5,
            questionsCorrect: expected.correct,
          })
        }
      },
    )
  }

  test(
    'the bank gives nothing: the 5 built-in questions with limits 120, 180, 90, 150 and 120 s; the helper falls back to a hint',
    { tag: '@mocks-only' },
    async ({ page }) => {
      await emptyBank(page)
      await gotoHydrated(page, '/select-country')
      await page.getByTestId('country-CA').click()
      await page.getByTestId('start-ontario-osslt').click()
      await page.waitForURL(/\/canada-practice$/)
      await page.getByTestId('start-button').click()
      const builtIn = builtinCanadaQuestions('ONTARIO_OSSLT')
      const limits = [120, 180, 90, 150, 120]
      for (let i = 0; i < 5; i++) {
        await expect(page.getByTestId('question-counter')).toHaveText(`Question ${i + 1} of 5`)
        await expect(page.getByTestId('question-text')).toHaveText(builtIn[i].questionText)
        expect(builtIn[i].timeLimit).toBe(limits[i])
        await expectTimer(page, limits[i] - 5, limits[i])
        if (i === 1) {
          // The helper: a failed call answers with the Ontario hint; an empty reply with the step-by-step line.
          await answerTutorStream(page, 'error', UNAVAILABLE)
          await page.getByTestId('ask-ai-button').click()
          await page.getByTestId('ask-ai-input').fill('What is the main idea?')
          await page.keyboard.press('Enter')
          const replies = page.getByTestId('ask-ai-messages').locator('[data-role="assistant"]')
          await expect(replies.last()).toContainText(tr('en', 'canada', 'chat.failure'))
          await expect(replies.last()).toContainText(tr('en', 'canada', 'chat.hints.ontario-osslt'))
          await page.unroute('**/api/tutor/chat/stream')
          await answerTutorStream(page, 'done', { sessionId: 'x', response: '  ' })
          await page.getByTestId('ask-ai-input').fill('And then?')
          await page.keyboard.press('Enter')
          await expect(replies.last()).toHaveText(tr('en', 'canada', 'chat.empty'))
          await expectAccessible(page)
          await page.keyboard.press('Escape')
        }
        await page.getByTestId('option').first().click()
        await page.getByTestId(PRIMARY).click()
      }
      await page.waitForURL(/\/canada-results$/)
      await expect(page.getByTestId('canada-review-item')).toHaveCount(0)
      await page.getByTestId('tab-questions').click()
      await expect(page.getByTestId('canada-review-item')).toHaveCount(5)
    },
  )

  test('no selected test and no results: clear messages with a way on', async ({ page }) => {
    await gotoHydrated(page, '/canada-practice')
    await expect(page.getByTestId('canada-missing')).toContainText(tr('en', 'canada', 'missing.title'))
    await expect(page.getByTestId('canada-missing').getByRole('link')).toHaveAttribute('href', '/select-country')
    // A corrupt stored value is the same as none.
    await page.evaluate(() => localStorage.setItem('selectedTestData', '{"id":'))
    await gotoHydrated(page, '/canada-practice')
    await expect(page.getByTestId('canada-missing')).toBeVisible()
    await gotoHydrated(page, '/canada-results')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No results found')
    await expect(page.getByTestId('start-new')).toHaveText('Start a new practice test')
    await expectAccessible(page)
  })
})

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test.describe('results pages from crafted links', () => {
  const RW = 'Evidence-Based Reading & Writing'
  const SAT_CASES: [number, Record<string, { correct: number; total: number }>][] = [
    [1400, { [RW]: { correct: 5, total: 6 }, 'Math Calculator': { correct: 5, total: 6 } }],
    [1399, { [RW]: { correct: 5, total: 6 }, 'Math Calculator': { correct: 499, total: 600 } }],
    [1200, { [RW]: { correct: 2, total: 3 }, 'Math No Calculator': { correct: 2, total: 3 } }],
    [1199, { [RW]: { correct: 2, total: 3 }, 'Math Calculator': { correct: 399, total: 600 } }],
    [1000, { [RW]: { correct: 1, total: 2 }, 'Math No Calculator': { correct: 1, total: 2 } }],
    [999, { [RW]: { correct: 1, total: 2 }, 'Math Calculator': { correct: 299, total: 600 } }],
  ]

  test('SAT: the exact level at every threshold, computed from sections (a crafted score is ignored)', async ({
    page,
  }) => {
    for (const [total, sections] of SAT_CASES) {
      expect(satHalves(sections).total).toBe(total)
      const level = satLevel(total)
      await gotoHydrated(
        page,
        `/sat-results?score=1600&correct=0&total=0&sections=${encodeURIComponent(JSON.stringify(sections))}`,
      )
      await expect(page.getByTestId('sat-total')).toHaveText(String(total))
      await expect(page.getByTestId('sat-level')).toHaveAttribute('data-level', level)
      await expect(page.getByTestId('sat-level')).toHaveText(tr('en', 'sat', `levels.${SAT_LEVEL_KEY[level]}`))
      await expect(page.getByTestId('sections-notice')).toHaveCount(0)
    }
    await expectAccessible(page)
  })

  test('SAT: missing values are 0; a malformed sections parameter shows a notice and the score fallback', async ({
    page,
  }) => {
    await useLanguage(page, 'pl')
    await gotoHydrated(page, '/sat-results')
    await expect(page.getByTestId('sat-total')).toHaveText('0')
    await expect(page.getByTestId('sat-level')).toHaveAttribute('data-level', 'Needs Improvement')
    for (const bad of [
      '%7Bnot-json',
      encodeURIComponent('{"Math":{"correct":9,"total":2}}'),
      encodeURIComponent('[1,2]'),
      '%E0%A4%A',
    ]) {
      await gotoHydrated(page, `/sat-results?score=1250&correct=9&total=12&sections=${bad}`)
      await expect(page.getByTestId('sat-total')).toHaveText('1250')
      await expect(page.getByTestId('sat-level')).toHaveText(tr('pl', 'sat', 'levels.good'))
      await expect(page.getByTestId('sections-notice')).toHaveText(tr('pl', 'sat', 'results.sectionsInvalid'))
      await expect(page.getByTestId('sat-summary')).toContainText('9')
    }
  })

  test('Matura: the exact grade, Polish name and status at every threshold', async ({ page }) => {
    for (const pct of [90, 89, 75, 74, 50, 49, 30, 29]) {
      const grade = maturaGrade(pct)
      await gotoHydrated(
        page,
        `/matura-results?score=${pct}&correct=${pct}&total=100&level=Basic&sections=${encodeURIComponent(JSON.stringify({ Mathematics: { correct: pct, total: 100 } }))}`,
      )
      await expect(page.getByTestId('matura-percent')).toHaveText(`${pct}%`)
      await expect(page.getByTestId('matura-grade')).toHaveText(String(grade.grade))
      await expect(page.getByTestId('matura-grade-name')).toHaveText(grade.name)
      await expect(page.getByTestId('matura-status')).toHaveText(maturaStatus(pct))
      await expect(page.getByTestId('subject-status')).toHaveAttribute('data-status', maturaSubjectStatus(pct))
    }
    // Graded on the exact figure, shown rounded down: 29.5% is 1 NIEZDANY and reads 29%.
    await gotoHydrated(page, '/matura-results?score=29.5&correct=59&total=200&level=Basic')
    await expect(page.getByTestId('matura-percent')).toHaveText('29%')
    await expect(page.getByTestId('matura-grade')).toHaveText('1')
    await expect(page.getByTestId('matura-status')).toHaveText('NIEZDANY')
    await expectAccessible(page)
  })

  test('Matura: Polish grade names whatever the language, dates in it; a malformed sections parameter leaves it empty', async ({
    page,
  }) => {
    await useLanguage(page, 'uk')
    await gotoHydrated(page, '/matura-results?score=74&correct=3&total=4&level=Extended&sections=oops')
    await expect(page.getByTestId('matura-grade-name')).toHaveText('Dostateczny')
    await expect(page.getByTestId('matura-status')).toHaveText('ZDANY')
    await expect(page.getByTestId('matura-level')).toHaveText(tr('uk', 'matura', 'levels.Extended'))
    await expect(page.getByTestId('sections-notice')).toHaveText(tr('uk', 'matura', 'results.sectionsInvalid'))
    await expect(page.getByTestId('matura-subject-card')).toHaveCount(0)
    await expect(page.getByTestId('matura-date')).toHaveText(
      new Intl.DateTimeFormat('uk', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
    )
    await gotoHydrated(page, '/matura-results')
    await expect(page.getByTestId('matura-percent')).toHaveText('0%')
    await expect(page.getByTestId('matura-grade-name')).toHaveText('Niedostateczny')
    await expect(page.getByTestId('matura-status')).toHaveText('NIEZDANY')
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(
      page,
      `/matura-results?score=62&correct=5&total=8&level=Basic&sections=${encodeURIComponent(JSON.stringify({ 'Polish Language': { correct: 3, total: 3 }, Mathematics: { correct: 1, total: 3 }, 'English Language': { correct: 1, total: 2 } }))}`,
    )
    await expect(page.getByTestId('matura-strong')).toContainText(tr('uk', 'common', 'subjects.Polish Language'))
    await expect(page.getByTestId('matura-weak').locator('li')).toHaveCount(2)
    await shot(page, 'matura-results-crafted')
    await expectAccessible(page)
  })
})

test('phone (390×844): no sideways scrolling on the intro, question and results screens', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const fits = async (name: string) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390)
    await shot(page, name)
  }
  await gotoHydrated(page, '/sat-practice')
  await fits('phone-sat-intro')
  await page.getByTestId('start-button').click()
  await expect(page.getByTestId('question-counter')).toBeVisible({ timeout: 30_000 })
  await fits('phone-sat-question')
  await gotoHydrated(
    page,
    `/sat-results?score=1290&correct=9&total=12&sections=${encodeURIComponent(JSON.stringify({ 'Evidence-Based Reading & Writing': { correct: 3, total: 4 }, 'Math No Calculator': { correct: 3, total: 4 }, 'Math Calculator': { correct: 3, total: 4 } }))}`,
  )
  await fits('phone-sat-results')
  await gotoHydrated(page, '/matura-practice')
  await fits('phone-matura-intro')
  await page.getByTestId('start-button').click()
  await expect(page.getByTestId('question-counter')).toBeVisible({ timeout: 30_000 })
  await fits('phone-matura-question')
  await gotoHydrated(page, '/select-country')
  await page.getByTestId('country-CA').click()
  await page.getByTestId('start-alberta-diploma').click()
  await page.waitForURL(/\/canada-practice$/)
  await fits('phone-canada-intro')
  await page.getByTestId('start-button').click()
  for (let i = 0; i < 5; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(`Question ${i + 1} of 5`)
    if (i === 1) await fits('phone-canada-question')
    await page
      .getByTestId('option')
      .nth(i % 4)
      .click()
    await page.getByTestId(PRIMARY).click()
  }
  await page.waitForURL(/\/canada-results$/)
  await expect(page.getByTestId('stat-score')).toBeVisible()
  await fits('phone-canada-results')
  await page.getByTestId('tab-questions').click()
  await fits('phone-canada-results-questions')
  await expectAccessible(page)
})
