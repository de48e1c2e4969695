// Issue 28, decision 103: a save made offline reaches the server from the service worker's Background Sync after
// its tab was closed, exactly once. Chromium fires `sync` by itself when it sees the network; the emulated offline
// of a test is not what it sees, so the test fires it through the DevTools protocol, as the browser would.
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect, gotoHydrated, register } from './fixtures.ts'

test.use({ serviceWorkers: 'allow' })

/** The copies left for the worker (the `outbox` store of IndexedDB `examready`, decision 147). */
function outbox(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('examready')
        // Not made yet: nothing copied (and this read must not make it).
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(0) : reject(open.error))
        open.onsuccess = () => {
          const db = open.result
          const count = db.transaction('outbox').objectStore('outbox').count()
          count.onsuccess = () => {
            db.close()
            resolve(count.result)
          }
        }
      }),
  )
}

/** Fires the worker's `sync` for the saves, through the DevTools protocol (from a page off the app's origin). */
async function fireSync(context: BrowserContext, origin: string) {
  const blank = await context.newPage()
  const cdp = await context.newCDPSession(blank)
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      const ours = list.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registrations
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'pending-saves', lastChance: false })
  return blank
}

test('a start made offline is sent by the service worker after its tab was closed, once', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.skip(test.info().project.name === 'mocks', "mock mode has msw's worker, not the app's")
  // Signs up, practises, closes a page, opens two: over a minute on a loaded machine.
  test.slow()
  const origin = new URL(test.info().project.use.baseURL as string).origin
  await register(page)
  await gotoHydrated(page, '/practice?exam=SAT&section=Math%20Calculator')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))

  await context.setOffline(true)
  await page.getByTestId('practice-start').click()
  await expect(page.getByTestId('save-notice')).toHaveAttribute('data-state', 'pending')
  // Copied for the worker (which may already have tried it: the browser's own network was never off).
  const copied = () => page.evaluate(() => JSON.parse(localStorage.getItem('pendingSaves') ?? '[]')[0]?.copied)
  await expect.poll(copied).toBe(true)
  await page.close()

  await context.setOffline(false)
  const other = await fireSync(context, origin)
  const sessions = async () => {
    const user = await (await other.request.get(`${origin}/api/auth/user`)).json()
    return (await (await other.request.get(`${origin}/api/sessions/${user.id}`)).json()) as unknown[]
  }
  await expect.poll(sessions, { timeout: 15_000 }).toHaveLength(1)

  // The next visit finds the copy settled: its own kept save is dropped, not sent a second time.
  await gotoHydrated(other, '/')
  await expect(other.getByTestId('save-notice')).toHaveAttribute('data-state', 'saved')
  expect(await outbox(other)).toBe(0)
  expect(await sessions()).toHaveLength(1)
  const own = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch/.test(e))
  consoleErrors.length = 0
  expect(own).toEqual([])
})
