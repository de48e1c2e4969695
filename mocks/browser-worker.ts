import { setupWorker, type SetupWorker } from 'msw/browser'
import { browserSeed } from './browser-data.ts'
import { configureMocks } from './context.ts'
import { handlers } from './handlers/index.ts'

/**
 * The standalone worker: the whole API answered in the page, state in this tab's memory (a reload starts a
 * fresh store; msw keeps the session cookie in localStorage, so that reads as an expired session).
 */
export async function startStandaloneWorker(): Promise<SetupWorker> {
  configureMocks(browserSeed)
  const worker = setupWorker(...handlers)
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } })
  return worker
}
