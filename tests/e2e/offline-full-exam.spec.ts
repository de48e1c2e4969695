// The full-length exam offline from a kept pack (issue 28, decision 100): the SAT, after a reload without a
// connection, as a visitor (kept in this browser) and as a signed-in student (sent through the save queue later).
import type { Page } from '@playwright/test'
import { loadQuestionBank } from '../../api/seed/index.ts'
import { test, expect, gotoHydrated, register, shownOption } from './fixtures.ts'

// The configuration blocks service workers elsewhere (each test would precache the app); these tests are about it.
test.use({ serviceWorkers: 'allow' })

const bank = new Map(loadQuestionBank().map((q) => [q.id, q]))

/** Keeps the SAT pack on its practice page, under the service worker, with the pages it runs on. */
async function keepSatPack(page: Page) {
  await gotoHydrated(page, '/sat-practice')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  const card = page.getByTestId('offline-pack')
  await card.getByTestId('offline-pack-keep').click()
  await expect(card).toHaveAttribute('data-state', 'kept')
  // The practice page and both full-length forms, as offline copies.
  await expect(card).toHaveAttribute('data-offline-pages', '3', { timeout: 60_000 })
}

/** Answers the first question of the module wrong, the second right; returns the wrong one's id. */
async function answerTwo(page: Page): Promise<string> {
  const ids: string[] = []
  for (const right of [false, true]) {
    const id = (await page.getByTestId('full-exam-question').getAttribute('data-id'))!
    const item = bank.get(id)!
    const option = shownOption(
      page,
      'full-exam-option',
      right ? item.correctAnswer : item.options.find((o) => o !== item.correctAnswer)!,
    )
    await option.click()
    await expect(option).toHaveAttribute('aria-checked', 'true')
    ids.push(id)
    await page.getByTestId('full-exam-next').click()
  }
  return ids[0]
}

/** The first module with its clock, answered in part, then the others handed in: the results. */
async function sitSat(page: Page): Promise<string> {
  await page.getByTestId('full-exam-start').click()
  await expect(page.getByTestId('full-exam-part')).toHaveAttribute('data-part', 'rw-1')
  await expect(page.getByTestId('full-exam-timer')).toHaveText(/^3[12]:\d\d$/)
  const wrong = await answerTwo(page)
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (part === 2) await page.getByTestId('full-exam-skip-break').click()
      await page.getByTestId('full-exam-start').click()
    }
    await page.getByTestId('full-exam-submit').click()
    await page.getByTestId('full-exam-confirm-submit').click()
  }
  await expect(page.getByTestId('full-exam-total')).toHaveText(/^\d+ \/ 1600$/)
  return wrong
}

/** Offline, the browser logs each request it could not send and the router the failed data request. */
const ownErrors = (errors: string[]) =>
  errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch|Failed to load resource/.test(e))

test.describe('the full-length SAT offline', () => {
  // A pack, the worker's precache and three offline pages, then four modules: slow on a shared machine.
  test.describe.configure({ timeout: 300_000 })
  test.beforeEach(() => test.skip(test.info().project.name === 'mocks', "mock mode has msw's worker, not the app's"))

  test('a visitor: from the practice page reloaded offline, the form comes from the pack; the result stays here', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await keepSatPack(page)
    await context.setOffline(true)
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    await page.getByTestId('full-exam-entry-sat').click()
    await expect(page).toHaveURL(/\/full-exam\/sat$/)
    await sitSat(page)
    const kept = await page.evaluate(() => ({
      attempt: JSON.parse(localStorage.getItem('fullExam:sat-1') ?? 'null') as { phase: string } | null,
      progress: (JSON.parse(localStorage.getItem('userProgress') ?? '[]') as unknown[]).length,
    }))
    expect(kept).toEqual({ attempt: expect.objectContaining({ phase: 'finished' }), progress: 1 })
    await context.setOffline(false)
    expect(ownErrors(consoleErrors.splice(0))).toEqual([])
  })

  test('a signed-in student: the page opened offline runs a module to its results, and the attempt reaches the server once', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await register(page, { returnTo: '/sat-practice' })
    await keepSatPack(page)
    await context.setOffline(true)
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    // The worker's copy of the page, rendered for a visitor: the attempt is still the student's.
    await gotoHydrated(page, '/full-exam/sat')
    await expect(page.getByTestId('full-exam-intro')).toBeVisible()
    const wrong = await sitSat(page)
    await expect(page.getByTestId('save-notice')).toHaveAttribute('data-state', 'pending')
    expect(await page.evaluate(() => localStorage.getItem('fullExam:sat-1'))).toBeNull()
    // What waits to be sent, to send it a second time below (a retry after an answer that was lost).
    const pending = await page.evaluate(() => localStorage.getItem('pendingSaves'))
    expect(pending).toContain('"intent":"finish"')
    expect(ownErrors(consoleErrors.splice(0))).toEqual([])
    await page.close()

    await context.setOffline(false)
    const back = await context.newPage()
    await back.goto('/progress')
    await back.waitForSelector('html[data-hydrated="true"]')
    await expect(back.getByTestId('save-notice')).toHaveAttribute('data-state', 'saved', { timeout: 30_000 })
    const user = (await (await back.request.get('/api/auth/user')).json()) as { id: string }
    const sessions = async () =>
      (await (await back.request.get(`/api/sessions/${user.id}`)).json()) as { id: string; completed: boolean }[]
    expect((await sessions()).filter((s) => s.completed)).toHaveLength(1)
    // Sent again (as after an answer lost on the way back): still one session, its mistakes once.
    await back.evaluate((saves) => localStorage.setItem('pendingSaves', saves!), pending)
    await back.reload()
    await back.waitForSelector('html[data-hydrated="true"]')
    await expect(back.getByTestId('save-notice')).toHaveAttribute('data-state', 'saved', { timeout: 30_000 })
    expect(await back.evaluate(() => (JSON.parse(localStorage.getItem('pendingSaves') ?? '[]') as []).length)).toBe(0)
    const [session] = await sessions()
    expect(await sessions()).toHaveLength(1)
    const mistakes = (await (await back.request.get(`/api/answers?mistakes=true&limit=100`)).json()) as {
      items: { questionId: string; sessionId: string }[]
    }
    expect(mistakes.items.filter((a) => a.questionId === wrong)).toHaveLength(1)
    expect(mistakes.items.every((a) => a.sessionId === session.id)).toBe(true)
  })
})
