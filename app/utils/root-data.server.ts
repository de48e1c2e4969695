import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { isLanguage } from '~/i18n/config.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { languageQueryRedirect } from '~/i18n/language-path.ts'
import { isOfflineShell } from '~/service-worker/sw-rules.ts'
import { lookupUser } from '~/utils/auth.server.ts'
import { publicEnv, publicOrigin } from '~/utils/env.server.ts'
import { reviewSummary } from '~/utils/review-due.server.ts'
import { readWelcome } from '~/utils/welcome.server.ts'

/**
 * The root loader's data: the locale, the signed-in user (or null), the review cards due, the public env and origin.
 * Here rather than in root.tsx so that useRootData's type comes from a module that imports no component.
 */
export async function rootLoader({ request, params }: LoaderFunctionArgs) {
  // `/de/…`: the optional language segment takes only en, uk and pl (decision 064).
  if (params.lang !== undefined && !isLanguage(params.lang)) throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  const prefixed = languageQueryRedirect(url)
  if (prefixed !== undefined) throw redirect(prefixed)
  // A page kept for offline use (decision 095) knows no account: whoever opens it offline, the header says the
  // account cannot be reached rather than offering Login.
  const shell = isOfflineShell(request)
  const [locale, { user, failed: userUnknown }] = await Promise.all([
    remixI18n.getLocale(request),
    shell ? { user: null, failed: true } : lookupUser(request),
  ])
  // Signed in: the review cards due (header badge); visitors' cards are counted in the browser.
  const [review, welcome] = user ? await Promise.all([reviewSummary(request), readWelcome(request)]) : [null, null]
  // Part of a new account's browser data still to move (decision 088): the page hands it to the save queue.
  const visitorImportPending = welcome?.pending === true
  // userUnknown: the account could not be checked (an outage); the header says so instead of offering Login.
  // The service worker's offline copy of a page (decision 100): rendered for a visitor, whoever keeps it.
  const offlineShell = isOfflineShell(request)
  return {
    locale,
    user,
    userUnknown,
    review,
    visitorImportPending,
    offlineShell,
    env: publicEnv(),
    origin: publicOrigin(request),
  }
}
