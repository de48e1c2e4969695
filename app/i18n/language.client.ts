import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLanguage, type AppLanguage } from '~/i18n/config.ts'
import { languageOfPath, pathInLanguage } from '~/i18n/language-path.ts'

const ONE_YEAR = 60 * 60 * 24 * 365

function writeCookie(lng: AppLanguage) {
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`
}

/**
 * Switching saves the choice (browser key and cookie, which unprefixed links follow) and reloads, as the spec says;
 * on a prefixed address it loads the same page and query under the new language's prefix (decision 064).
 */
export function switchLanguage(lng: AppLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng)
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the choice.
  }
  writeCookie(lng)
  const { pathname, search, hash } = window.location
  if (languageOfPath(pathname)) window.location.assign(`${pathInLanguage(pathname, search, lng)}${hash}`)
  else window.location.reload()
}

/**
 * On load of an unprefixed page (a prefixed address names its language and the stored choice does not override
 * it): the stored choice wins when it is valid. If the cookie disagrees (cleared, expired), it is restored
 * and the page reloads once in the right language. An invalid stored value is ignored and removed.
 */
export function syncStoredLanguage(rendered: string) {
  if (languageOfPath(window.location.pathname)) return
  let stored: string | null = null
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return
  }
  if (stored === null) {
    if (isLanguage(rendered)) localStorage.setItem(LANGUAGE_STORAGE_KEY, rendered)
    return
  }
  if (!isLanguage(stored)) {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY)
    return
  }
  if (stored !== rendered) {
    writeCookie(stored)
    window.location.reload()
  }
}
