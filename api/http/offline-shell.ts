// The service worker keeps a signed-out copy of the pages that run offline (decision 100): it asks for them with
// this header, and the page server answers as if no account were signed in, in the browser's stored language.
import type { RequestHandler } from 'express'

/** Sent by the service worker (app/service-worker/sw-rules.ts has the same name) when it keeps an offline copy. */
export const OFFLINE_SHELL_HEADER = 'x-offline-shell'
/** The language cookie (app/i18n/config.ts `LANGUAGE_COOKIE`). */
const LANGUAGE_COOKIE = 'lng'

/** Only the language cookie of a Cookie header: what an offline copy may depend on. */
export function languageCookieOnly(cookieHeader: string | undefined): string | undefined {
  const kept = (cookieHeader ?? '')
    .split(/;\s*/)
    .filter((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    .join('; ')
  return kept || undefined
}

/**
 * A GET page request with the offline-shell header loses every cookie but the language: the page is rendered for a
 * visitor (no account's data in it, so the worker may keep it) and is cacheable (no session: not `no-store`).
 * Before `noStoreWithSession` and the page handler.
 */
export const offlineShellRequest: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' && req.get(OFFLINE_SHELL_HEADER) === '1') {
    const cookie = languageCookieOnly(req.headers.cookie)
    if (cookie) req.headers.cookie = cookie
    else delete req.headers.cookie
  }
  next()
}
