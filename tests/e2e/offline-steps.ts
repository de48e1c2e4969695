// The steps of the offline browser tests (issue 28): keeping a pack with the pages it runs on, taking a short test
// and a full-length SAT from it, and reading what reached the account.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { gotoHydrated, shownOption, test } from './fixtures.ts'
import { answerShown, wrongAnswer } from './practice-questions.ts'
import type { AnswerHistoryItem, AnswerPage, Question, ReviewItem } from '#openapi/types.ts'

/**
 * Keeps the pack of a practice page and waits until the service worker holds every page it runs on offline (the
 * card says `kept/asked`). The worker registers on idle after hydration and precaches the scripts first.
 */
export function keepPack(page: Page, path: string) {
  return test.step(`keep the pack of ${path}`, () => keepPackNow(page, path))
}

async function keepPackNow(page: Page, path: string) {
  await gotoHydrated(page, path)
  // The worker installs with the app's scripts first (slow on a loaded machine): the pages are asked for once it
  // is active, so the count below waits only on the pages themselves.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  const card = page.getByTestId('offline-pack')
  // The server measures the pack first (the whole bank of its exams).
  await expect(card).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  await card.getByTestId('offline-pack-keep').click()
  await expect(card).toHaveAttribute('data-state', 'kept', { timeout: 30_000 })
  await expect(card).toHaveAttribute('data-offline-pages', /^(\d+)\/\1$/, { timeout: 60_000 })
}

/** A kept pack's questions, read back from IndexedDB (the test's answer key). */
export function packQuestions(page: Page, id: string): Promise<Question[]> {
  return page.evaluate(
    (packId) =>
      new Promise<Question[]>((resolve, reject) => {
        const open = indexedDB.open('examready')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('packs').objectStore('packs').get(packId)
          get.onsuccess = () => resolve(get.result.questions)
        }
      }),
    id,
  )
}

/**
 * Takes the short test on the screen from its first question to its review list: the first `wrong` answers wrong,
 * the rest right, any item type the flow serves (`submit`: each answer is checked, as the generic flow does).
 * Returns the questions shown.
 */
export async function answerShortTest(page: Page, pack: readonly Question[], wrong: number, submit = false) {
  const shown: Question[] = []
  const counter = page.getByTestId('question-counter')
  for (;;) {
    // By its id: many items share their wording (a matching item's instruction, a passage's question).
    const id = await page.getByTestId('test-screen').getAttribute('data-id')
    const q = pack.find((p) => p.id === id)
    expect(q, `${id} comes from the kept pack`).toBeDefined()
    shown.push(q!)
    await answerShown(page, q!, shown.length <= wrong ? wrongAnswer(q!) : q!.correctAnswer)
    if (submit) await page.getByTestId('submit-answer').click()
    const finish = page.getByTestId('finish-button')
    if (await finish.isVisible()) {
      await finish.click()
      break
    }
    await page.getByTestId('next-button').click()
    await expect(counter).toContainText(String(shown.length + 1))
  }
  await page.getByTestId('review-finish').click()
  return shown
}

/** The short NMT test to its results on the page (the score and every answer shown back with its key). */
export async function takeNmt(page: Page, pack: readonly Question[], wrong: number) {
  await page.getByTestId('nmt-start').click()
  const shown = await answerShortTest(page, pack, wrong)
  const right = shown.length - wrong
  await expect(page.getByTestId('nmt-score')).toHaveText(`${Math.round((right / shown.length) * 100)}%`)
  await expect(page.getByTestId('nmt-review-item')).toHaveCount(shown.length)
  return shown
}

/** The generic test of a question-bank link from its intro to /results (answers checked one by one). */
export async function takeGeneric(page: Page, pack: readonly Question[], wrong: number) {
  await page.getByTestId('practice-start').click()
  const shown = await answerShortTest(page, pack, wrong, true)
  await page.waitForURL(/\/results$/)
  const right = shown.length - wrong
  await expect(page.getByTestId('results-score')).toHaveText(`${Math.round((right / shown.length) * 100)}%`)
  await expect(page.getByTestId('results-review-item')).toHaveCount(shown.length)
  return shown
}

/**
 * The full-length SAT from its intro: the first module with its clock, its first question answered wrong and its
 * second right, then every module handed in, to the results. Returns the wrong question's id.
 */
export async function sitSat(page: Page, pack: readonly Question[]): Promise<string> {
  const byId = new Map(pack.map((q) => [q.id, q]))
  await page.getByTestId('full-exam-start').click()
  await expect(page.getByTestId('full-exam-part')).toHaveAttribute('data-part', 'rw-1')
  await expect(page.getByTestId('full-exam-timer')).toHaveText(/^3[12]:\d\d$/)
  const ids: string[] = []
  for (const right of [false, true]) {
    const id = (await page.getByTestId('full-exam-question').getAttribute('data-id'))!
    const item = byId.get(id)!
    const answer = right ? item.correctAnswer : item.options.find((o) => o !== item.correctAnswer)!
    const option = shownOption(page, 'full-exam-option', answer)
    await option.click()
    await expect(option).toHaveAttribute('aria-checked', 'true')
    ids.push(id)
    await page.getByTestId('full-exam-next').click()
  }
  await submitEverySatPart(page)
  await expect(page.getByTestId('full-exam-total')).toHaveText(/^\d+ \/ 1600$/)
  // Kept (or queued) before the caller leaves the page: an unload would end the write.
  await expect(page.locator('[data-testid="full-exam-saved"][data-saved="saving"]')).toHaveCount(0)
  return ids[0]
}

/**
 * Expected offline: the browser's line for each request it could not send, the router's for a failed data request
 * and Remix's for the route list it asks for a page's links. Nothing else may be logged; the list is emptied.
 */
/** Submits every part of the SAT (the break skipped): what is not answered counts as skipped. */
export async function submitEverySatPart(page: Page) {
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (part === 2) await page.getByTestId('full-exam-skip-break').click()
      await page.getByTestId('full-exam-start').click()
    }
    await page.getByTestId('full-exam-submit').click()
    await page.getByTestId('full-exam-confirm-submit').click()
  }
}

export function expectOnlyOfflineErrors(consoleErrors: string[]) {
  const own = consoleErrors.filter(
    (e) =>
      !/ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch|^Failed to fetch manifest patches|Failed to load resource/.test(
        e,
      ),
  )
  consoleErrors.length = 0
  expect(own).toEqual([])
}

/** Every answer of one of the signed-in student's sessions, page by page. */
export async function sessionAnswers(request: APIRequestContext, sessionId: string): Promise<AnswerHistoryItem[]> {
  const answers: AnswerHistoryItem[] = []
  let cursor: string | null | undefined
  do {
    const query = new URLSearchParams({ sessionId, limit: '100', ...(cursor ? { cursor } : {}) })
    const page = (await (await request.get(`/api/answers?${query}`)).json()) as AnswerPage
    answers.push(...page.items)
    cursor = page.nextCursor
  } while (cursor)
  return answers
}

/** The signed-in student's review cards (every mistake's question, once). */
export async function reviewCards(request: APIRequestContext): Promise<ReviewItem[]> {
  return (await (await request.get('/api/review/cards?limit=200')).json()) as ReviewItem[]
}
