import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { readBrowserStore } from './browser-store.ts'
import {
  test,
  expect,
  expectAccessible,
  gotoHydrated,
  register,
  uniqueEmail,
  useLanguage,
  type Language,
} from './fixtures.ts'

// Issue 13 in the browser: the mistake review (/review), the daily FSRS review (/review/today), the due badge,
// topic mastery on /progress; signed-in students (the API) and visitors (this browser), moved along at sign-up.

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
const plural = (lng: Language, ns: string, key: string, count: number) =>
  tr(lng, ns, `${key}_${new Intl.PluralRules(lng).select(count)}`, { count })

interface BankQuestion {
  id: string
  examType: 'NMT'
  section: string
  topic: string
  difficulty: 'Easy' | 'Medium' | 'Hard'
  questionText: string
  options: string[]
  correctAnswer: string
  explanation: string
}
interface Card {
  questionId: string
  due: string
  state: string
}

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

/** Five NMT bank questions (multiple choice). */
async function fiveQuestions(request: APIRequestContext): Promise<BankQuestion[]> {
  const res = await request.get('/api/questions?examType=NMT&limit=5')
  expect(res.status()).toBe(200)
  const list = (await res.json()) as BankQuestion[]
  expect(list).toHaveLength(5)
  return list
}

/** The answers of a 5-question test: the first two wrong (a wrong option), the other three right. */
function answersFor(questions: BankQuestion[], at: Date) {
  return questions.map((q, i) => ({
    questionId: q.id,
    examType: q.examType,
    section: q.section,
    topic: q.topic,
    difficulty: q.difficulty,
    chosen: i < 2 ? q.options.find((o) => o !== q.correctAnswer)! : q.correctAnswer,
    correct: i >= 2,
    seconds: 20 + i,
    answeredAt: new Date(at.getTime() + i * 1000).toISOString(),
  }))
}

/** A signed-in student's finished test with its answers, through the API (as the practice flows record them). */
async function seedAccountAnswers(request: APIRequestContext, questions: BankQuestion[]) {
  const user = (await (await request.get('/api/auth/user')).json()) as { id: string }
  const start = await request.post('/api/practice/start', {
    data: {
      userId: user.id,
      examType: 'NMT',
      countryCode: 'UA',
      province: null,
      subjects: ['Mathematics'],
      questionsAttempted: 0,
      questionsCorrect: 0,
      totalTime: 0,
      completed: false,
    },
  })
  expect(start.status()).toBe(201)
  const { id } = (await start.json()) as { id: string }
  // Each answer with its own time (a second apart), as a flow that records them one by one.
  const answers = answersFor(questions, new Date(Date.now() - 60_000))
  const patch = await request.patch(`/api/practice/sessions/${id}`, {
    data: { questionsAttempted: 5, questionsCorrect: 3, scorePercentage: 60, completed: true, answers },
  })
  expect(patch.status()).toBe(200)
}

async function accountCards(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/api/review/cards')
  expect(res.status()).toBe(200)
  return ((await res.json()) as { card: Card }[]).map((i) => i.card)
}

/** The two wrong questions on /review: text, the student's answer, the correct one, the explanation. */
async function expectMistakes(page: Page, lng: Language, wrong: BankQuestion[], chosen: string[]) {
  const items = page.getByTestId('mistake')
  await expect(items).toHaveCount(2)
  await expect(page.getByTestId('review-count')).toHaveText(plural(lng, 'review', 'list.count', 2))
  for (const [i, q] of wrong.entries()) {
    const item = page.locator(`[data-testid="mistake"][data-question-id="${q.id}"]`)
    await expect(item.getByTestId('mistake-question')).toHaveText(q.questionText)
    await expect(item.getByTestId('mistake-chosen')).toHaveText(chosen[i])
    await expect(item.getByTestId('mistake-correct')).toHaveText(q.correctAnswer)
    await expect(item.getByTestId('mistake-explanation')).toHaveText(q.explanation)
    await expect(item.getByRole('link', { name: tr(lng, 'review', 'list.askTutor') })).toHaveAttribute(
      'href',
      /^\/ai-tutor\?question=/,
    )
    await expect(item.getByRole('link', { name: tr(lng, 'review', 'list.similar') })).toHaveAttribute(
      'href',
      `/questions?${new URLSearchParams({ examType: q.examType, section: q.section, topic: q.topic })}`,
    )
  }
}

/** /review/today: the first due card answered right (days ahead), the second wrong (due again soon). */
async function reviewToday(page: Page, lng: Language, byId: Map<string, BankQuestion>) {
  await gotoHydrated(page, '/review/today')
  await expect(page.getByTestId('today-position')).toHaveText(
    tr(lng, 'review', 'today.position', { current: 1, total: 2 }),
  )
  const results: { id: string; due: string; rating: string }[] = []
  for (const right of [true, false]) {
    const card = page.getByTestId('today-card')
    const id = (await card.getAttribute('data-question-id'))!
    const q = byId.get(id)!
    const option = right ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!
    await card.getByRole('radio', { name: option, exact: true }).click()
    await page.getByTestId('today-check').click()
    await expect(page.getByTestId('today-feedback')).toHaveAttribute('data-correct', String(right))
    await expect(page.getByTestId('today-explanation')).toHaveText(q.explanation)
    const next = page.getByTestId('today-next-review')
    await expect(next).toBeVisible()
    results.push({ id, due: (await next.getAttribute('data-due'))!, rating: (await next.getAttribute('data-rating'))! })
    await page.getByTestId('today-next').click()
  }
  await expect(page.getByTestId('today-finished')).toBeVisible()
  await expect(page.getByTestId('today-finished')).toContainText(plural(lng, 'review', 'today.done.text', 2))
  await expect(page.getByTestId('today-next-due')).toHaveAttribute('data-due', /.+/)
  // Right and quick: Easy, days ahead. Wrong: Again, due again within minutes.
  expect(results[0].rating).toBe('Easy')
  expect(Date.parse(results[0].due) - Date.now()).toBeGreaterThan(DAY)
  expect(results[1].rating).toBe('Again')
  expect(Date.parse(results[1].due) - Date.now()).toBeLessThan(HOUR)
  return results
}

test.describe('signed-in student (English)', () => {
  test(
    '2 of 5 wrong: on /review with answers and explanations (also in a new browser), due today, graded by FSRS',
    { tag: '@mocks' },
    async ({ page, browser, baseURL }) => {
      // Many pages and three accessibility scans: three times the usual time on a busy machine.
      test.slow()
      const { email, password } = await register(page, { returnTo: '/' })
      const questions = await fiveQuestions(page.request)
      await seedAccountAnswers(page.request, questions)
      const wrong = questions.slice(0, 2)
      const chosen = wrong.map((q) => q.options.find((o) => o !== q.correctAnswer)!)

      // The header and the home page count the due cards.
      await gotoHydrated(page, '/')
      const badge = page.getByRole('navigation', { name: 'Main navigation' }).getByTestId('review-due-badge')
      await expect(badge).toHaveAttribute('data-count', '2')
      await expect(badge).toContainText(plural('en', 'review', 'due.badge', 2))
      await expect(page.getByTestId('home-review-text')).toHaveText(plural('en', 'review', 'due.homeText', 2))

      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: /Review/ })
        .click()
      await expect(page).toHaveURL(/\/review$/)
      await page.waitForSelector('[data-testid="review-page"]')
      await expectMistakes(page, 'en', [...wrong].reverse(), [...chosen].reverse())
      // Newest first: the second wrong answer was given after the first.
      expect(await page.getByTestId('mistake').first().getAttribute('data-question-id')).toBe(wrong[1].id)
      await expectAccessible(page)

      // "Ask the tutor about this": the tutor page with the question as the chat's context.
      await page.getByTestId('mistake').first().getByTestId('mistake-ask-tutor').click()
      await expect(page).toHaveURL(/\/ai-tutor\?question=/)
      await expect(page.getByTestId('tutor-review-question')).toContainText(wrong[1].questionText)

      // Filters in the URL: a bad value is named and ignored, a good one applies.
      await gotoHydrated(page, `/review?exam=NOPE&topic=${encodeURIComponent(wrong[0].topic)}`)
      await expect(page.getByTestId('review-filters-ignored')).toContainText(tr('en', 'review', 'filters.exam'))
      const sameTopic = wrong.filter((q) => q.topic === wrong[0].topic).length
      await expect(page.getByTestId('mistake')).toHaveCount(sameTopic)

      // Another browser: the same mistakes from the account.
      const other = await browser.newContext({ baseURL })
      const login = await other.request.post('/api/auth/login', { data: { email, password } })
      expect(login.status()).toBe(200)
      const second = await other.newPage()
      await gotoHydrated(second, '/review')
      await expectMistakes(second, 'en', [...wrong].reverse(), [...chosen].reverse())
      await other.close()

      // Today's review: one right (days ahead), one wrong (due soon), as the API keeps them.
      const results = await reviewToday(page, 'en', new Map(questions.map((q) => [q.id, q])))
      await expectAccessible(page)
      const cards = new Map((await accountCards(page.request)).map((c) => [c.questionId, c]))
      expect(Date.parse(cards.get(results[0].id)!.due)).toBeGreaterThan(Date.now() + DAY)
      expect(Date.parse(cards.get(results[1].id)!.due)).toBeLessThan(Date.now() + HOUR)

      // Topic mastery on /progress, from the same answers.
      await gotoHydrated(page, '/progress')
      await expect(page.getByTestId('progress-mastery')).toBeVisible()
      await expect(page.getByTestId('mastery-topic').first()).toBeVisible()
      await expect(page.getByTestId('accuracy-chart').getByRole('img', { name: 'Accuracy over time' })).toBeVisible()
      await expectAccessible(page)
    },
  )
})

test.describe('visitor (Ukrainian)', () => {
  test('history in this browser: /review, the badge, /review/today by the same rules, all kept after signing up', async ({
    page,
  }) => {
    test.slow()
    await useLanguage(page, 'uk')
    const questions = await fiveQuestions(page.request)
    const wrong = questions.slice(0, 2)
    const chosen = wrong.map((q) => q.options.find((o) => o !== q.correctAnswer)!)
    // Nothing answered yet: the empty state, and no badge.
    await gotoHydrated(page, '/review')
    await expect(page.getByTestId('review-empty')).toContainText(tr('uk', 'review', 'empty.title'))
    await expect(page.getByTestId('review-due-badge')).toHaveCount(0)
    await gotoHydrated(page, '/review/today')
    await expect(page.getByTestId('today-empty')).toContainText(tr('uk', 'review', 'today.empty.title'))
    await expectAccessible(page)

    await page.evaluate(
      (history) => localStorage.setItem('answerHistory', JSON.stringify(history)),
      answersFor(questions, new Date(Date.now() - 60_000)),
    )

    await gotoHydrated(page, '/review')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('uk', 'review', 'title'))
    await expectMistakes(page, 'uk', [...wrong].reverse(), [...chosen].reverse())
    const badge = page.getByRole('navigation', { name: tr('uk', 'common', 'nav.main') }).getByTestId('review-due-badge')
    await expect(badge).toHaveAttribute('data-count', '2')
    await expect(badge).toContainText(plural('uk', 'review', 'due.badge', 2))
    await expectAccessible(page)

    const results = await reviewToday(page, 'uk', new Map(questions.map((q) => [q.id, q])))
    const stored = await readBrowserStore(page)
    const cards = new Map((stored.cards as unknown as Card[]).map((c) => [c.questionId, c]))
    expect(Date.parse(cards.get(results[0].id)!.due)).toBeGreaterThan(Date.now() + DAY)
    expect(Date.parse(cards.get(results[1].id)!.due)).toBeLessThan(Date.now() + HOUR)

    // Topic mastery from the browser's history.
    await gotoHydrated(page, '/progress')
    await expect(page.getByTestId('progress-mastery')).toBeVisible()
    await expect(page.getByTestId('mastery-topic').first()).toBeVisible()

    // Sign up: the history and the cards move to the account.
    await register(page, { email: uniqueEmail(), returnTo: '/review' })
    await page.waitForSelector('[data-testid="review-page"]')
    await expect(page.getByText(tr('uk', 'review', 'subtitleAccount'))).toBeVisible()
    await expectMistakes(page, 'uk', [...wrong].reverse(), [...chosen].reverse())
    const account = new Map((await accountCards(page.request)).map((c) => [c.questionId, c]))
    expect([...account.keys()].sort()).toEqual(wrong.map((q) => q.id).sort())
    expect(account.get(results[0].id)!.due).toBe(cards.get(results[0].id)!.due)
  })

  test('cards this browser cannot keep (its storage full): the visitor is told in the language and still reviews', async ({
    page,
  }) => {
    await useLanguage(page, 'pl')
    // The browser refuses the review cards as a full quota does; the answers still go in.
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
        if (this.name === 'cards') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return put.apply(this, args)
      }
    })
    const questions = await fiveQuestions(page.request)
    await gotoHydrated(page, '/review')
    await page.evaluate(
      (history) => localStorage.setItem('answerHistory', JSON.stringify(history)),
      answersFor(questions, new Date(Date.now() - 60_000)),
    )
    await gotoHydrated(page, '/review/today')
    await expect(page.getByTestId('toast')).toContainText(tr('pl', 'common', 'storage.full'))
    await expect(page.getByTestId('today-card')).toBeVisible()
  })
})
