// Practice without a connection (issue 28; decisions 095, 100, 114, 144): the packs kept on the practice pages, the
// network off, a reload, short tests, the generic page of a question-bank link and a full-length SAT to their
// results; a visitor's stay in the browser, a signed-in student's reach the account exactly once when the
// connection returns.
import { readFileSync } from 'node:fs'
import { readBrowserStore } from './browser-store.ts'
import { test, expect, gotoHydrated, register } from './fixtures.ts'
import {
  answerShortTest,
  expectOnlyOfflineErrors,
  keepPack,
  packQuestions,
  reviewCards,
  sessionAnswers,
  sitSat,
  takeGeneric,
  takeNmt,
} from './offline-steps.ts'
import type { PracticeSession } from '#openapi/types.ts'

// The configuration blocks service workers elsewhere (each test would precache the app); these tests are about it.
test.use({ serviceWorkers: 'allow' })

const en = JSON.parse(readFileSync(new URL('../../app/locales/en/common.json', import.meta.url), 'utf8'))
/** How many answers of a short test are given wrong (the rest right). */
const WRONG = 2
/** The SAT section of the generic page's question-bank link. */
const GENERIC_SECTION = 'Math Calculator'

test.describe('practice offline', () => {
  // Two packs, the worker's precache and the pages it keeps, then the tests: slow on a shared machine.
  test.describe.configure({ timeout: 240_000 })
  test.beforeEach(() => test.skip(test.info().project.name === 'mocks', "mock mode has msw's worker, not the app's"))

  test('a visitor: the NMT and SAT short tests and the full-length SAT offline, each to its results, kept in the browser', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // The pages are opened before the service worker runs, so no copy of them is cached by the visit: offline
    // they can only be the pages kept with the packs.
    await keepPack(page, '/nmt-practice')
    await keepPack(page, '/sat-practice')
    const [nmt, sat] = [await packQuestions(page, 'nmt'), await packQuestions(page, 'sat')]

    await context.setOffline(true)
    const shown = await test.step('the short NMT test offline', async () => {
      await gotoHydrated(page, '/nmt-practice')
      const taken = await takeNmt(page, nmt, WRONG)
      await expect(page.getByTestId('nmt-saved')).toHaveAttribute('data-saved', 'local')
      return taken
    })
    // The SAT's short test ends on its own results page, a route of its own, reached offline too.
    const satShown = await test.step('the short SAT test offline, to its results page', async () => {
      await gotoHydrated(page, '/sat-practice')
      await page.getByTestId('start-button').click()
      const taken = await answerShortTest(page, sat, WRONG)
      await page.waitForURL(/\/sat-results\?/)
      await expect(page.getByTestId('sat-results')).toBeVisible()
      await expect(page.getByTestId('sat-total')).toHaveText(/^\d+$/)
      return taken
    })
    await test.step('the full-length SAT offline, from the results page', async () => {
      // The practice page and its full-length entry, all without a connection.
      await page.getByTestId('retake-link').click()
      await page.getByTestId('full-exam-entry-sat').click()
      await expect(page).toHaveURL(/\/full-exam\/sat$/)
      await sitSat(page, sat)
    })

    // The three results in the browser's history (the sitting's is written as the page moves on to its results),
    // the short tests' answers in its answer history.
    await expect.poll(async () => (await readBrowserStore(page)).results.length).toBe(3)
    const kept = await readBrowserStore(page)
    expect(kept.attempts['sat-1']).toMatchObject({ phase: 'finished' })
    const ids = new Set(kept.answers.map((a) => a.questionId))
    for (const q of [...shown, ...satShown]) expect(ids.has(q.id), q.id).toBe(true)
    await context.setOffline(false)
    expectOnlyOfflineErrors(consoleErrors)
  })

  // Issue 28's Done-when: nothing installed by hand, a short NMT test and a SAT module of the full-length exam in one
  // offline session, the page closed, the connection back: the sessions and the mistakes on the server exactly once.
  test('a signed-in student: a short NMT test and the full-length SAT offline reach the account once the connection returns, exactly once', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await register(page, { returnTo: '/nmt-practice' })
    // The SAT pack too: the NMT pack holds only the NMT's bank, and the full-length SAT is assembled from the SAT's.
    await keepPack(page, '/nmt-practice')
    await keepPack(page, '/sat-practice')
    const [nmt, sat] = [await packQuestions(page, 'nmt'), await packQuestions(page, 'sat')]

    await context.setOffline(true)
    const shown = await test.step('the short NMT test offline', async () => {
      // A signed-in page is never cached (decision 073): the worker gives the page kept with the pack, which knows
      // no account (the header says the account cannot be reached instead of offering Login).
      await gotoHydrated(page, '/nmt-practice')
      await expect(page.getByTestId('site-header')).toContainText(en.header.accountUnknown)
      const taken = await takeNmt(page, nmt, WRONG)
      await expect(page.getByTestId('save-notice')).toHaveAttribute('data-state', 'pending')
      return taken
    })
    const satWrong = await test.step('a SAT module of the full-length exam offline', async () => {
      await gotoHydrated(page, '/full-exam/sat')
      return sitSat(page, sat)
    })
    await expect(page.getByTestId('save-notice')).toHaveAttribute('data-state', 'pending')
    // The generic page (signed-in only) of a question-bank link, kept with the packs: drawn from the SAT pack.
    const generic = await test.step('a question-bank link on the generic page offline, to its results', async () => {
      await gotoHydrated(page, `/practice?exam=SAT&section=${encodeURIComponent(GENERIC_SECTION)}`)
      return takeGeneric(page, sat, 1)
    })
    // The student's results offline (decision 149): the NMT test kept on this device, not yet sent.
    await test.step('the NMT results page offline: the test kept on this device', async () => {
      await gotoHydrated(page, '/nmt-results')
      await expect(page.getByTestId('nmt-results-kept-here')).toBeVisible()
      await expect(page.getByTestId('nmt-session')).toHaveCount(1)
      await expect(page.getByTestId('nmt-session-correct')).toHaveText(`${shown.length - WRONG}/${shown.length}`)
    })
    // The student's attempt goes to the account, not to this browser's visitor storage.
    expect((await readBrowserStore(page)).attempts['sat-1']).toBeUndefined()
    const pending = (await page.evaluate(() => JSON.parse(localStorage.getItem('pendingSaves') ?? '[]'))) as {
      url: string
      body: unknown
    }[]
    expect(pending.map((p) => (p.body as { intent?: string }).intent)).toContain('finish')
    expectOnlyOfflineErrors(consoleErrors)
    await page.close()

    // Back online in a new page: the queue sends what the closed page left.
    await context.setOffline(false)
    const next = await context.newPage()
    await test.step('the saves sent on the next visit', async () => {
      await gotoHydrated(next, '/progress')
      await expect(next.getByTestId('save-notice')).toHaveAttribute('data-state', 'saved', { timeout: 30_000 })
    })
    expect(await next.evaluate(() => JSON.parse(localStorage.getItem('pendingSaves') ?? '[]').length)).toBe(0)

    const { id } = (await (await next.request.get('/api/auth/user')).json()) as { id: string }
    const check = async () => {
      const sessions = (await (await next.request.get(`/api/sessions/${id}`)).json()) as PracticeSession[]
      expect(sessions.map((s) => s.examType).sort()).toEqual(['NMT', 'SAT', 'SAT'])
      const isGeneric = (s: PracticeSession) =>
        s.subjects.join() === GENERIC_SECTION && s.questionsAttempted === generic.length
      const genericSession = sessions.find(isGeneric)!
      expect(genericSession).toMatchObject({ completed: true, questionsCorrect: generic.length - 1 })
      const nmtSession = sessions.find((s) => s.examType === 'NMT')!
      const satSession = sessions.find((s) => s.examType === 'SAT' && !isGeneric(s))!
      expect(nmtSession).toMatchObject({
        completed: true,
        questionsAttempted: shown.length,
        questionsCorrect: shown.length - WRONG,
      })
      expect(satSession.completed).toBe(true)
      const nmtAnswers = await sessionAnswers(next.request, nmtSession.id)
      const satAnswers = await sessionAnswers(next.request, satSession.id)
      const genericAnswers = await sessionAnswers(next.request, genericSession.id)
      expect(genericAnswers.map((a) => a.questionId).sort()).toEqual(generic.map((q) => q.id).sort())
      // Each question answered once per session.
      expect(nmtAnswers.map((a) => a.questionId).sort()).toEqual(shown.map((q) => q.id).sort())
      expect(new Set(satAnswers.map((a) => a.questionId)).size).toBe(satAnswers.length)
      expect(satAnswers.length).toBe(satSession.questionsAttempted)
      // The mistakes feed the review, graded again by the server from the key (decision 055), one card each.
      const mistakes = [...nmtAnswers, ...satAnswers, ...genericAnswers].filter((a) => !a.correct || a.chosen === null)
      expect(mistakes.map((a) => a.questionId)).toEqual(expect.arrayContaining([satWrong, generic[0].id]))
      const nmtWrong = shown.slice(0, WRONG).map((q) => q.id)
      expect(
        nmtAnswers
          .filter((a) => !a.correct)
          .map((a) => a.questionId)
          .sort(),
      ).toEqual(nmtWrong.sort())
      const cards = (await reviewCards(next.request)).map((c) => c.question.id)
      expect(cards.sort()).toEqual([...new Set(mistakes.map((a) => a.questionId))].sort())
    }
    await check()
    // A retry of every save (as after replies lost on the way) counts nothing twice: the attempts' client ids.
    for (const save of pending) expect((await next.request.post(save.url, { data: save.body })).ok()).toBe(true)
    await check()

    const sessions = (await (await next.request.get(`/api/sessions/${id}`)).json()) as PracticeSession[]
    const nmtId = sessions.find((s) => s.examType === 'NMT')!.id
    await test.step('the NMT results the server sent last, offline', async () => {
      await gotoHydrated(next, '/nmt-results')
      await expect(next.getByTestId('nmt-session')).toHaveAttribute('data-session-id', nmtId)
      await expect.poll(() => next.evaluate(() => localStorage.getItem('accountResults') !== null)).toBe(true)
      await context.setOffline(true)
      await gotoHydrated(next, '/nmt-results')
      await expect(next.getByTestId('nmt-results-kept-here')).toBeVisible()
      await expect(next.getByTestId('nmt-session')).toHaveAttribute('data-session-id', nmtId)
      await context.setOffline(false)
      expectOnlyOfflineErrors(consoleErrors)
    })
  })
})
