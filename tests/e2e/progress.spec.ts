import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { clearBrowserStore } from './browser-store.ts'
import { test, expect, gotoHydrated, register, useLanguage, expectAccessible, type Language } from './fixtures.ts'

// /progress: visitors (their own browser progress and the way to log in), signed-in students (API data),
// three languages, a phone, accessibility.

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
const pct = (lng: Language, value: number) =>
  new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100)
const streakText = (lng: Language, count: number) =>
  tr(lng, 'progress', `stats.streakDays_${new Intl.PluralRules(lng).select(count)}`, { count })

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString()

/**
 * A visitor's six finished tests: today and yesterday (streak 2), one 5 days ago and three older ones.
 * 27 questions, 20 correct (74.1%). Subjects: Polish 25%, Math Calculator 33.3%, Ukrainian 50%, EBRW 66.7%,
 * Mathematics 100%, Math No Calculator 100% — focus areas: the three weakest.
 */
function visitorEntries() {
  const sat = (
    date: string,
    scores: Record<string, { correct: number; total: number }>,
    attempted: number,
    correct: number,
  ) => ({
    date,
    testType: 'SAT',
    province: null,
    questionsAttempted: attempted,
    questionsCorrect: correct,
    scorePercentage: Math.round((correct / attempted) * 100),
    subjectScores: scores,
    topicBreakdown: {},
  })
  return [
    // 5 questions over two subjects given as percents: 3 Mathematics (all right) and 2 Ukrainian (one right).
    {
      date: daysAgo(0),
      testType: 'NMT',
      province: null,
      questionsAttempted: 5,
      questionsCorrect: 4,
      scorePercentage: 80,
      subjectScores: { Mathematics: 100, Ukrainian: 50 },
      topicBreakdown: { algebra: { correct: 3, total: 3 } },
      totalTime: 300,
    },
    sat(
      daysAgo(1),
      { 'Math Calculator': { correct: 1, total: 3 }, 'Evidence-Based Reading & Writing': { correct: 2, total: 3 } },
      6,
      3,
    ),
    {
      date: daysAgo(5),
      testType: 'MATURA_BASIC',
      province: null,
      questionsAttempted: 4,
      questionsCorrect: 1,
      scorePercentage: 25,
      subjectScores: { 'Polish Language': { correct: 1, total: 4 } },
      topicBreakdown: {},
    },
    sat(daysAgo(10), { 'Math No Calculator': { correct: 4, total: 4 } }, 4, 4),
    sat(daysAgo(11), { 'Math No Calculator': { correct: 4, total: 4 } }, 4, 4),
    sat(daysAgo(12), { 'Math No Calculator': { correct: 4, total: 4 } }, 4, 4),
  ]
}

async function seedVisitor(page: Page, value: unknown) {
  await gotoHydrated(page, '/progress')
  // This page's own read (its move of old keys included) is over before the value is planted: else, on a slow box,
  // this page would move the planted value itself and the reload would find nothing to report.
  await expect(page.getByTestId('progress-loading')).toHaveCount(0)
  await page.evaluate((v) => localStorage.setItem('userProgress', typeof v === 'string' ? v : JSON.stringify(v)), value)
  await page.reload()
  await page.waitForSelector('html[data-hydrated="true"]')
  await expect(page.getByTestId('progress-loading')).toHaveCount(0)
}

/** A new session through the API (with the browser's cookie), as the practice routes' Start action does. */
async function startSession(page: Page, examType = 'SAT', subjects = ['Math Calculator']): Promise<string> {
  const user = await page.request.get('/api/auth/user')
  expect(user.ok()).toBe(true)
  const { id: userId } = (await user.json()) as { id: string }
  const res = await page.request.post('/api/practice/start', {
    data: { userId, examType, countryCode: examType === 'NMT' ? 'UA' : 'US', province: null, subjects },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** A finished NMT session, as the Finish action sends it: 8 questions, 5 right (Mathematics 4/4, History 1/4). */
async function completeSession(page: Page) {
  const sessionId = await startSession(page, 'NMT', ['Mathematics', 'History'])
  const finish = await page.request.patch(`/api/practice/sessions/${sessionId}`, {
    data: {
      questionsAttempted: 8,
      questionsCorrect: 5,
      scorePercentage: 62.5,
      subjectScores: { Mathematics: 100, History: 25 },
      topicBreakdown: { algebra: { correct: 4, total: 4 }, medieval_period: { correct: 1, total: 4 } },
      totalTime: 420,
      completed: true,
    },
  })
  expect(finish.status()).toBe(200)
}

const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`)

test.describe('visitor', () => {
  test('signed out with nothing saved: empty states, and Login to View Progress goes to sign in and back to /progress', async ({
    page,
  }) => {
    await gotoHydrated(page, '/progress')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Learning Progress')
    await expect(stat(page, 'total-sessions')).toHaveText('0')
    await expect(stat(page, 'questions-answered')).toHaveText('0')
    await expect(stat(page, 'overall-accuracy')).toHaveText('0%')
    await expect(stat(page, 'streak')).toHaveText('0 days')
    await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible()
    await expect(page.getByText('No progress data available yet.')).toBeVisible()
    await expect(page.getByText('No practice sessions yet')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Start Practice' })).toHaveAttribute('href', '/select-country')
    await expect(main.getByRole('link', { name: 'Ask AI Tutor' }).first()).toHaveAttribute('href', '/ai-tutor')
    await page.getByRole('link', { name: 'Login to View Progress' }).click()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprogress$/)
  })

  test('seeded userProgress: stats, a ring per subject, the 5 most recent sessions and the 3 weakest subjects', async ({
    page,
  }) => {
    const entries = visitorEntries()
    await seedVisitor(page, entries)
    await expect(page.getByRole('link', { name: 'Login to View Progress' })).toBeVisible()
    await expect(stat(page, 'total-sessions')).toHaveText('6')
    await expect(stat(page, 'questions-answered')).toHaveText('27')
    await expect(stat(page, 'overall-accuracy')).toHaveText('74.1%')
    await expect(stat(page, 'streak')).toHaveText('2 days')
    await expect(page.getByTestId('progress-journey')).toHaveCount(0)

    await expect(page.getByTestId('subject-ring')).toHaveCount(6)
    const ring = page.getByRole('img', { name: 'Polish Language: 25% correct' })
    await expect(ring).toBeVisible()
    await expect(ring).toHaveAttribute('data-level', 'error')
    await expect(ring).toContainText('25%')
    await expect(page.getByRole('img', { name: 'Mathematics: 100% correct' })).toHaveAttribute('data-level', 'success')
    await expect(page.getByRole('img', { name: 'Evidence-Based Reading & Writing: 66.7% correct' })).toHaveAttribute(
      'data-level',
      'warning',
    )

    const recs = page.getByTestId('recommendation')
    await expect(recs).toHaveCount(3)
    expect(
      await recs.evaluateAll((els) => els.map((e) => [e.getAttribute('data-subject'), e.getAttribute('data-level')])),
    ).toEqual([
      ['Polish Language', 'error'],
      ['Math Calculator', 'error'],
      ['Ukrainian', 'warning'],
    ])
    await expect(recs.first()).toContainText('Practice daily')
    await expect(recs.first()).toContainText('Goal: 75%+ within 2 weeks')
    await expect(recs.first().getByRole('link', { name: 'Practice Polish Language' })).toHaveAttribute(
      'href',
      '/select-country',
    )

    const recent = page.getByTestId('recent-session')
    await expect(recent).toHaveCount(5)
    await expect(recent.first().getByTestId('recent-session-exam')).toHaveText('NMT (National Multi-subject Test)')
    await expect(recent.first().getByTestId('recent-session-score')).toHaveText('4/5 correct')
    await expect(recent.first().getByTestId('recent-session-status')).toHaveText('Completed')
    await expect(recent.first().getByTestId('recent-session-date')).toHaveText(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(entries[0].date)),
    )
    await expect(recent.nth(2).getByTestId('recent-session-exam')).toHaveText('Matura (Basic)')
  })

  test('a corrupt userProgress is reset with a notice, not a crash', async ({ page }) => {
    await seedVisitor(page, '{"broken": tru')
    await expect(page.getByTestId('progress-storage-reset')).toBeVisible()
    await expect(stat(page, 'total-sessions')).toHaveText('0')
    await expect(page.getByTestId('progress-journey')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('userProgress'))).toBeNull()
    // A valid JSON value of the wrong shape is reset too.
    await seedVisitor(page, [{ date: 'x', testType: 'NMT', questionsAttempted: -1 }])
    await expect(page.getByTestId('progress-storage-reset')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('userProgress'))).toBeNull()
  })

  test('phone 390×844: everything fits the width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await seedVisitor(page, visitorEntries())
    await expect(stat(page, 'streak')).toHaveText('2 days')
    await expect(page.getByTestId('subject-ring').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login to View Progress' })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await page.getByTestId('stat-overall-accuracy').boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    await expectAccessible(page)
  })
})

test.describe('signed in', () => {
  test('no sessions yet: Start Your Journey leads to /select-country; no login button', async ({ page }) => {
    await register(page, { returnTo: '/progress' })
    await expect(page).toHaveURL(/\/progress$/)
    await expect(page.getByRole('link', { name: 'Login to View Progress' })).toHaveCount(0)
    await expect(stat(page, 'total-sessions')).toHaveText('0')
    await expect(stat(page, 'streak')).toHaveText('0 days')
    await expect(page.getByText('No progress data available yet.')).toBeVisible()
    await expect(page.getByText('No practice sessions yet')).toBeVisible()
    await page.getByTestId('progress-journey').getByRole('link', { name: 'Choose a Test' }).click()
    await expect(page).toHaveURL(/\/select-country$/)
  })

  test(
    'after a completed session: stats, the rings, a recommendation under 75%, recent sessions with their status',
    { tag: '@mocks' },
    async ({ page }) => {
      await register(page, { returnTo: '/progress' })
      await completeSession(page)
      await startSession(page)
      await gotoHydrated(page, '/progress')
      await expect(stat(page, 'total-sessions')).toHaveText('2')
      await expect(stat(page, 'questions-answered')).toHaveText('8')
      await expect(stat(page, 'overall-accuracy')).toHaveText('62.5%')
      await expect(stat(page, 'streak')).toHaveText('1 day')
      await expect(page.getByTestId('progress-journey')).toHaveCount(0)

      await expect(page.getByTestId('subject-ring')).toHaveCount(2)
      await expect(page.getByRole('img', { name: 'Mathematics: 100% correct' })).toContainText('100%')
      await expect(page.getByRole('img', { name: 'History: 25% correct' })).toContainText('25%')
      await expect(page.getByTestId('subject-progress').filter({ hasText: 'History' })).toContainText('1 of 4 correct')

      const recs = page.getByTestId('recommendation')
      await expect(recs).toHaveCount(1)
      await expect(recs).toHaveAttribute('data-subject', 'History')
      await expect(recs.getByTestId('recommendation-accuracy')).toHaveText('25%')

      const recent = page.getByTestId('recent-session')
      await expect(recent).toHaveCount(2)
      await expect(recent.first().getByTestId('recent-session-status')).toHaveText('In Progress')
      await expect(recent.first().getByTestId('recent-session-exam')).toHaveText('SAT')
      await expect(recent.nth(1).getByTestId('recent-session-status')).toHaveText('Completed')
      await expect(recent.nth(1).getByTestId('recent-session-score')).toHaveText('5/8 correct')
      await expect(recent.nth(1)).toContainText('Mathematics, History')
    },
  )
})

test.describe('languages', () => {
  for (const lng of ['uk', 'pl'] as Language[]) {
    test(`${lng}: every text is translated, numbers and dates in the language`, async ({ page }) => {
      await useLanguage(page, lng)
      const entries = visitorEntries()
      await seedVisitor(page, entries)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lng, 'progress', 'title'))
      await expect(page.getByRole('link', { name: tr(lng, 'progress', 'login.button') })).toBeVisible()
      await expect(stat(page, 'overall-accuracy')).toHaveText(pct(lng, 74.1))
      await expect(stat(page, 'streak')).toHaveText(streakText(lng, 2))
      await expect(page.getByText(tr(lng, 'progress', 'stats.totalSessions'), { exact: true })).toBeVisible()
      await expect(
        page.getByRole('heading', { name: tr(lng, 'progress', 'subjects.title'), exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { name: tr(lng, 'progress', 'sessions.title') })).toBeVisible()
      await expect(page.getByRole('heading', { name: tr(lng, 'progress', 'recommendations.title') })).toBeVisible()
      const polish = tr(lng, 'common', 'subjects.Polish Language')
      await expect(
        page.getByRole('img', {
          name: tr(lng, 'progress', 'subjects.ringLabel', { subject: polish, value: pct(lng, 25) }),
        }),
      ).toBeVisible()
      await expect(page.getByTestId('recommendation').first()).toContainText(
        tr(lng, 'progress', 'recommendations.target', { threshold: 75 }),
      )
      await expect(page.getByTestId('recent-session-status').first()).toHaveText(
        tr(lng, 'progress', 'sessions.completed'),
      )
      await expect(page.getByTestId('recent-session-exam').nth(2)).toHaveText(
        tr(lng, 'select', 'tests.matura-basic.name'),
      )
      await expect(page.getByTestId('recent-session-date').first()).toContainText(
        String(new Date(entries[0].date).getFullYear()),
      )
      const text = await page.locator('main').innerText()
      for (const english of [
        'Your Learning Progress',
        'Total Sessions',
        'Questions Answered',
        'Overall Accuracy',
        'Current Streak',
        'Your Progress',
        'Recent Practice Sessions',
        'AI Recommendations',
        'Completed',
        'correct',
        'Practice daily',
        'Login to View Progress',
        'Polish Language',
      ]) {
        expect(text, english).not.toContain(english)
      }
    })

    test(`${lng}: signed in with no sessions sees Start Your Journey in the language`, async ({ page }) => {
      await useLanguage(page, lng)
      await register(page, { returnTo: '/progress' })
      await expect(page.getByRole('heading', { name: tr(lng, 'progress', 'journey.title') })).toBeVisible()
      await expect(page.getByText(tr(lng, 'progress', 'subjects.empty'))).toBeVisible()
      await expect(page.getByText(tr(lng, 'progress', 'sessions.empty'))).toBeVisible()
      await expect(stat(page, 'streak')).toHaveText(streakText(lng, 0))
    })
  }
})

test.describe('accessibility', () => {
  // The three languages in one browser: after the first, the app's scripts are cached (decision 089).
  test('no serious or critical axe violations (en, uk, pl)', async ({ page }) => {
    test.setTimeout(180_000)
    const languages: Language[] = ['en', 'uk', 'pl']
    /** /progress in each language, wide and (`phone`) narrow, once `expected` holds. */
    const scanEach = async (expected: () => Promise<void>, phone = false) => {
      for (const lng of languages) {
        await useLanguage(page, lng)
        await page.setViewportSize({ width: 1280, height: 720 })
        await gotoHydrated(page, '/progress')
        await expected()
        await expectAccessible(page)
        if (!phone) continue
        await page.setViewportSize({ width: 390, height: 844 })
        await expectAccessible(page)
      }
    }
    // Visitor: empty, then with progress.
    await scanEach(() => expect(page.getByTestId('progress-journey')).toBeVisible())
    await seedVisitor(page, visitorEntries())
    await scanEach(() => expect(page.getByTestId('recommendation')).toHaveCount(3))
    // Signed in, with a finished and an open session (this browser's results would come along into the new
    // account: cleared first, so the account has only the two sessions).
    await clearBrowserStore(page)
    await register(page, { returnTo: '/progress' })
    await completeSession(page)
    await startSession(page)
    await scanEach(() => expect(page.getByTestId('recommendation')).toHaveCount(1), true)
  })
})
