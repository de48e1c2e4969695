// Practice without a connection (issue 28; decision 095): a short test of a kept pack runs offline after a reload,
// and what it leaves reaches the visitor's browser results or, through the save queue, the account exactly once.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, register } from './fixtures.ts'
import { answerShown, wrongAnswer } from './practice-questions.ts'
import type { AnswerPage, PracticeSession, Question, ReviewItem } from '#openapi/types.ts'

// The configuration blocks service workers elsewhere (each test would precache the app); these tests are about it.
test.use({ serviceWorkers: 'allow' })

const en = JSON.parse(readFileSync(new URL('../../app/locales/en/common.json', import.meta.url), 'utf8'))
/** How many answers of the short NMT test are given wrong (the rest right). */
const WRONG = 2

/** Keeps the pack of a practice page and waits until the page itself is kept for offline use too. */
async function keepPack(page: Page, path: string) {
  await gotoHydrated(page, path)
  const card = page.getByTestId('offline-pack')
  // The server measures the pack first (the whole bank of its exams).
  await expect(card).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  await card.getByTestId('offline-pack-keep').click()
  await expect(card).toHaveAttribute('data-state', 'kept', { timeout: 30_000 })
  // The service worker registers on idle and precaches the scripts first.
  await expect(card).toHaveAttribute('data-shell', 'kept', { timeout: 30_000 })
}

/** The kept pack's questions, read back from IndexedDB (the test's answer key). */
function packQuestions(page: Page, id: string): Promise<Question[]> {
  return page.evaluate(
    (packId) =>
      new Promise<Question[]>((resolve, reject) => {
        const open = indexedDB.open('examready-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('packs').objectStore('packs').get(packId)
          get.onsuccess = () => resolve(get.result.questions)
        }
      }),
    id,
  )
}

/** Takes the short NMT test on the page: the first WRONG questions wrong, the rest right. Returns what was shown. */
async function takeNmt(page: Page, pack: Question[]) {
  await expect(page.getByTestId('nmt-intro')).toBeVisible()
  await page.getByTestId('nmt-start').click()
  const shown: Question[] = []
  const counter = page.getByTestId('question-counter')
  for (;;) {
    const text = await page.getByTestId('question-text').innerText()
    const q = pack.find((p) => p.questionText === text)
    expect(q, `"${text}" comes from the kept pack`).toBeDefined()
    shown.push(q!)
    // Any item type the short flow serves (choice, matching, ordering, "3 of 7", true/false).
    await answerShown(page, q!, shown.length <= WRONG ? wrongAnswer(q!) : q!.correctAnswer)
    const finish = page.getByTestId('finish-button')
    if (await finish.isVisible()) {
      await finish.click()
      break
    }
    await page.getByTestId('next-button').click()
    await expect(counter).toContainText(String(shown.length + 1))
  }
  await page.getByTestId('review-finish').click()
  const right = shown.length - WRONG
  await expect(page.getByTestId('nmt-score')).toHaveText(`${Math.round((right / shown.length) * 100)}%`)
  // The answers are shown back, each with its key.
  await expect(page.getByTestId('nmt-review-item')).toHaveCount(shown.length)
  return shown
}

/**
 * Expected offline: the browser's line for each request it could not send, and Remix's for the route list it asks
 * for the page's links (`/__manifest`). Nothing else may be logged.
 */
function dropOfflineErrors(consoleErrors: string[]) {
  const own = consoleErrors.filter(
    (e) => !/ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch|^Failed to fetch manifest patches/.test(e),
  )
  consoleErrors.length = 0
  expect(own).toEqual([])
}

test.describe('short practice offline', () => {
  test('a visitor keeps the NMT and SAT packs, opens the NMT page offline, takes a short test and finds it in the browser', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(150_000)
    // The NMT page is opened before the service worker runs, so no copy of it is cached: offline it can only be
    // the page kept with the pack.
    await keepPack(page, '/nmt-practice')
    await keepPack(page, '/sat-practice')
    const pack = await packQuestions(page, 'nmt')

    await context.setOffline(true)
    await gotoHydrated(page, '/nmt-practice')
    const shown = await takeNmt(page, pack)
    await expect(page.getByTestId('nmt-saved')).toHaveAttribute('data-saved', 'local')
    const kept = await page.evaluate(() => ({
      progress: JSON.parse(localStorage.getItem('userProgress') ?? '[]') as unknown[],
      answers: JSON.parse(localStorage.getItem('answerHistory') ?? '[]') as { correct: boolean }[],
    }))
    expect(kept.progress).toHaveLength(1)
    expect(kept.answers).toHaveLength(shown.length)
    expect(kept.answers.filter((a) => !a.correct)).toHaveLength(WRONG)

    // Retake reloads the page, still offline: a new test is drawn from the pack.
    await page.getByTestId('nmt-retake').click()
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(page.getByTestId('nmt-intro')).toBeVisible()
    await context.setOffline(false)
    dropOfflineErrors(consoleErrors)
  })

  test('a signed-in student takes a short NMT test offline; it reaches the account once the connection returns, exactly once', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(150_000)
    await register(page, { returnTo: '/nmt-practice' })
    await keepPack(page, '/nmt-practice')
    await keepPack(page, '/sat-practice')
    await gotoHydrated(page, '/nmt-practice')
    const pack = await packQuestions(page, 'nmt')

    await context.setOffline(true)
    // A signed-in page is never cached (decision 073): the service worker gives the page kept for offline use.
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    // It knows no account: the header says the account cannot be reached instead of offering Login.
    await expect(page.getByTestId('site-header')).toContainText(en.header.accountUnknown)
    const shown = await takeNmt(page, pack)
    // Kept in this browser until the server has it (the one save notice says so).
    await expect(page.getByTestId('save-notice')).toHaveAttribute('data-state', 'pending')
    const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingSaves') ?? '[]'))
    expect(pending).toHaveLength(1)

    // --- The full-length SAT exam offline joins here (issue 28's Done-when; a separate branch). ---
    await test.step('full-length SAT module offline (joined from the full-length branch)', async () => {})

    await page.close()
    await context.setOffline(false)
    dropOfflineErrors(consoleErrors)

    // Back online in a new page: the queue sends what the closed page left.
    const next = await context.newPage()
    await gotoHydrated(next, '/progress')
    await expect
      .poll(() => next.evaluate(() => JSON.parse(localStorage.getItem('pendingSaves') ?? '[]').length), {
        timeout: 20_000,
      })
      .toBe(0)

    const check = async () => {
      const { id } = (await (await next.request.get('/api/auth/user')).json()) as { id: string }
      const sessions = (await (await next.request.get(`/api/sessions/${id}`)).json()) as PracticeSession[]
      const nmt = sessions.filter((s) => s.examType === 'NMT')
      expect(nmt).toHaveLength(1)
      expect(nmt[0]).toMatchObject({
        completed: true,
        questionsAttempted: shown.length,
        questionsCorrect: shown.length - WRONG,
      })
      const answers = (await (await next.request.get('/api/answers?limit=100')).json()) as AnswerPage
      expect(answers.items).toHaveLength(shown.length)
      const cards = (await (await next.request.get('/api/review/cards')).json()) as ReviewItem[]
      // The mistakes feed the review, graded again by the server from the key (decision 055).
      expect(cards.map((c) => c.question.id).sort()).toEqual(
        shown
          .slice(0, WRONG)
          .map((q) => q.id)
          .sort(),
      )
    }
    await check()
    // A retry of the same save (a reply lost on the way) counts nothing twice: the session's clientId.
    const again = await next.request.post(pending[0].url, { data: pending[0].body })
    expect(again.ok()).toBe(true)
    await check()
  })
})
