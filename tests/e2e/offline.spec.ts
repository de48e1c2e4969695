// Practice without a connection (issue 28; decisions 073, 074): exam packs kept in the browser.
import { readFileSync } from 'node:fs'
import { test, expect, gotoHydrated } from './fixtures.ts'

// The configuration blocks service workers elsewhere (each test would precache the app); these tests are about it.
test.use({ serviceWorkers: 'allow' })

const en = JSON.parse(readFileSync(new URL('../../app/locales/en/common.json', import.meta.url), 'utf8'))
const enTutor = JSON.parse(readFileSync(new URL('../../app/locales/en/tutor.json', import.meta.url), 'utf8'))
const nmtMaths = JSON.parse(
  readFileSync(new URL('../../api/seed/notes/nmt/mathematics.json', import.meta.url), 'utf8'),
) as { notes: { id: string; en: { title: string; body: string } }[] }

test.describe('exam packs', () => {
  test('the NMT pack shows its size, is kept in IndexedDB across a reload and can be removed', async ({ page }) => {
    await gotoHydrated(page, '/nmt-practice')
    const card = page.getByTestId('offline-pack')
    await expect(card).toHaveAttribute('data-state', 'ready')
    const keep = card.getByTestId('offline-pack-keep')
    // The size comes first, in the button: "Keep for offline use (1.2 MB)".
    await expect(keep).toHaveText(/\(\d+(\.\d)? [kM]B\)$/)
    await keep.click()
    await expect(card).toHaveAttribute('data-state', 'kept')
    await expect(card).toContainText(/Kept for offline use: \d+ questions/)
    const kept = await page.evaluate(
      () =>
        new Promise<{ questions: number; examTypes: string[] }>((resolve, reject) => {
          const open = indexedDB.open('examready')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const get = open.result.transaction('packs').objectStore('packs').get('nmt')
            get.onsuccess = () => resolve({ questions: get.result.questions.length, examTypes: get.result.examTypes })
          }
        }),
    )
    expect(kept.examTypes).toEqual(['NMT'])
    // Enough for both full-length forms, not only a short test's ten.
    expect(kept.questions).toBeGreaterThan(100)

    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(card).toHaveAttribute('data-state', 'kept')
    await card.getByRole('button', { name: en.offlinePack.remove }).click()
    await expect(card).toHaveAttribute('data-state', 'ready')
    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]')
    await expect(card).toHaveAttribute('data-state', 'ready')
  })
})

test.describe('offline pages', () => {
  test('a page that needs the server says plainly that the visitor is offline', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.skip(test.info().project.name === 'mocks', "mock mode has msw's worker, not the app's")
    await gotoHydrated(page, '/')
    // Under the service worker (decision 073), whose precache has the route scripts.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page
      .getByTestId('site-header')
      .getByRole('link', { name: /progress/i })
      .first()
      .click()
    const panel = page.getByTestId('error-boundary')
    await expect(panel).toHaveAttribute('data-offline', 'true')
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText(en.errorBoundary.offlineTitle)
    await expect(panel).toContainText(en.errorBoundary.offlineText)
    await context.setOffline(false)
    // Expected offline: the browser's line for each request it could not send, and the router's for the failed
    // data request. Nothing else may be logged.
    const own = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch/.test(e))
    consoleErrors.length = 0
    expect(own).toEqual([])
  })
})

test.describe('the offline note search', () => {
  test('with a kept NMT pack and no connection, the tutor page answers a concept question from the kept note', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.skip(test.info().project.name === 'mocks', "mock mode has msw's worker, not the app's")
    // The tutor page is kept by the service worker once it controls a visit (decision 073).
    await gotoHydrated(page, '/ai-tutor')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.waitForSelector('html[data-hydrated="true"]')

    await gotoHydrated(page, '/nmt-practice')
    const card = page.getByTestId('offline-pack')
    await card.getByTestId('offline-pack-keep').click()
    await expect(card).toHaveAttribute('data-state', 'kept')

    await context.setOffline(true)
    await gotoHydrated(page, '/ai-tutor')
    const chat = page.getByTestId('tutor-chat-input')
    await chat.fill("What is Vieta's theorem?")
    await chat.press('Enter')
    const reply = page.getByTestId('tutor-chat-message').filter({ has: page.getByTestId('tutor-chat-offline') })
    await expect(reply).toHaveCount(1)
    await expect(reply.getByTestId('tutor-chat-offline')).toHaveText(enTutor.chat.offlineNotes)
    const vieta = nmtMaths.notes.find((note) => note.id === 'nmt-mathematics-note-01')!.en
    await expect(reply).toContainText(vieta.title)
    await expect(reply).toContainText(vieta.body.slice(0, 80))
    // Answered: the box is clear for the next question.
    await expect(chat).toHaveValue('')

    // A question no kept note is about says so, and keeps the message to send again online.
    await chat.fill('What is mitosis?')
    await chat.press('Enter')
    await expect(page.getByTestId('tutor-chat-offline')).toHaveCount(2)
    await expect(page.getByTestId('tutor-chat-message').last()).toContainText(enTutor.chat.offlineNothing)
    await expect(chat).toHaveValue('What is mitosis?')
    await context.setOffline(false)
    const own = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch/.test(e))
    consoleErrors.length = 0
    expect(own).toEqual([])
  })
})
