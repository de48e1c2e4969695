import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLanguage, type AppLanguage } from '~/i18n/config.ts'

const ONE_YEAR = 60 * 60 * 24 * 365

function writeCookie(lng: AppLanguage) {
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`
}

/** Switching saves the choice (browser key and cookie) and reloads, as the spec says. */
export function switchLanguage(lng: AppLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng)
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the choice.
  }
  writeCookie(lng)
  window.location.reload()
}

/**
 * On load: the stored choice wins when it is valid. If the cookie disagrees (cleared, expired), it is restored
 * and the page reloads once in the right language. An invalid stored value is ignored and removed.
 */
export function syncStoredLanguage(rendered: string) {
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
