// One i18n configuration for the server render and the browser.
import { languageValues, type Language } from '#openapi/types.ts'

export const LANGUAGES = languageValues
export type AppLanguage = Language
export const DEFAULT_LANGUAGE: AppLanguage = 'en'
/** The one browser key (localStorage) and the cookie that carry the language choice. */
export const LANGUAGE_STORAGE_KEY = 'language'
export const LANGUAGE_COOKIE = 'lng'

export function isLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** One language's texts: namespace → nested keys. */
export type LanguageResources = Record<string, Record<string, unknown>>

/**
 * The options shared by the server and the browser. The texts are not here: the server loads every language
 * (app/i18n/resources.server.ts); the browser gets the page language's namespaces its routes declare, inlined in the
 * document by the root (decisions 024, 155), and loads another route's when it goes there.
 */
export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
}

/** The global the root's inline script sets: the rendered language and its texts. */
export const I18N_GLOBAL = '__i18n'

declare global {
  interface Window {
    __i18n?: { lng: AppLanguage; resources: LanguageResources }
  }
}

const scripts = new WeakMap<LanguageResources, Map<string, string>>()

/**
 * The inline script's body; `<` is escaped so a text can never close the script element. The server's texts never
 * change, so the body is built once per language and reused (decision 031: it was rebuilt on every page render).
 */
export function i18nScript(lng: string, resources: LanguageResources | undefined): string {
  const texts = resources ?? {}
  let byLanguage = scripts.get(texts)
  if (!byLanguage) scripts.set(texts, (byLanguage = new Map()))
  let script = byLanguage.get(lng)
  if (script === undefined) {
    script = `window.${I18N_GLOBAL} = ${JSON.stringify({ lng, resources: texts }).replace(/</g, '\\u003c')}`
    byLanguage.set(lng, script)
  }
  return script
}

/** The language in a Cookie header, accepted only if it is en, uk or pl. */
export function languageFromCookie(cookieHeader: string | null): AppLanguage {
  const match = cookieHeader?.match(/(?:^|;\s*)lng=([^;]+)/)
  const value = match ? decodeURIComponent(match[1]) : undefined
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}
