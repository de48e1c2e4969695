import { setupWorker, type SetupWorker } from 'msw/browser'
import { browserDocument, browserSeed, browserTexts } from './browser-data.ts'
import { seedMockDb } from './db.ts'
import { handlers } from './handlers/index.ts'
import { configureMocks } from './http.ts'
import { createContractValidator } from './validate.ts'

/**
 * The standalone worker: the whole API answered in the page, state in this tab's memory (a reload starts a
 * fresh database; msw keeps the session cookie in localStorage, so that reads as an expired session).
 */
export async function startStandaloneWorker(): Promise<SetupWorker> {
  configureMocks({ validator: createContractValidator(browserDocument), texts: browserTexts })
  await seedMockDb(browserSeed)
  const worker = setupWorker(...handlers)
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } })
  return worker
}
