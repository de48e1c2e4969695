import type { SetupWorker } from 'msw/browser'
import { SCENARIO_COOKIE, SCENARIO_QUERY, parseScenario } from './scenarios.ts'

/**
 * The browser side of mock mode. app/entry.client.tsx imports this module dynamically, only when the page says
 * it runs on the mocks (window.ENV.MOCKS), so normal pages never download msw, the handlers or the seed data.
 *
 * - `?mockScenario=<name>` on any page is kept in the mock-scenario cookie (`none` clears it). The server-side
 *   mocks read that cookie from every call (the app's loaders forward it), so the page reloads once when the
 *   scenario changes, to be rendered under the new one.
 * - When the server already answers /api with these mocks (`npm run start:mocks`), no worker starts: the
 *   session cookie is HttpOnly and the records live on the server, so a second database in the page would
 *   answer the page's own calls as a different, signed-out world. Every call, the page's included, then goes to
 *   the one server-side mock database.
 * - Otherwise (a page served without the mock server, or `standalone: true`) the msw worker answers every /api
 *   call in the page, with the same handlers seeded from the same files (mocks/browser-worker.ts).
 */
export async function startMockWorker(options: { standalone?: boolean } = {}): Promise<SetupWorker | undefined> {
  if (rememberScenarioFromUrl()) {
    window.location.reload()
    return new Promise<never>(() => {})
  }
  const standalone = options.standalone ?? !(await serverAnswersWithMocks())
  if (!standalone) return undefined
  const { startStandaloneWorker } = await import('./browser-worker.ts')
  return startStandaloneWorker()
}

/** Stores ?mockScenario= in the cookie; true when that changed the scenario (and the cookie took). */
function rememberScenarioFromUrl(): boolean {
  const chosen = parseScenario(new URL(window.location.href).searchParams.get(SCENARIO_QUERY))
  if (chosen === undefined) return false
  const before = currentScenarioCookie()
  document.cookie = chosen
    ? `${SCENARIO_COOKIE}=${chosen}; Path=/; SameSite=Lax`
    : `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
  const after = currentScenarioCookie()
  return after !== before && after === (chosen ?? '')
}

function currentScenarioCookie(): string {
  return (
    document.cookie
      .split(';')
      .map((c) => c.trim().split('='))
      .find(([name]) => name === SCENARIO_COOKIE)?.[1] ?? ''
  )
}

/** mocks/server-mode.ts marks every /api answer it gives. */
async function serverAnswersWithMocks(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store', credentials: 'same-origin' })
    return response.headers.get('x-mock-server') === 'examready'
  } catch {
    return false
  }
}
