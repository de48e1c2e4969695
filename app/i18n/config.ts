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

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true })

/** Every namespace of every language, bundled (they are small), so the first paint is in the right language. */
export const resources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [file, mod] of Object.entries(files)) {
  const [, lng, ns] = file.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? []
  if (!lng || !ns || ns === 'server') continue
  resources[lng] ??= {}
  resources[lng][ns] = mod.default
}

export const NAMESPACES = Object.keys(resources.en ?? {})

export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: NAMESPACES,
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
}

/** The language in a Cookie header, accepted only if it is en, uk or pl. */
export function languageFromCookie(cookieHeader: string | null): AppLanguage {
  const match = cookieHeader?.match(/(?:^|;\s*)lng=([^;]+)/)
  const value = match ? decodeURIComponent(match[1]) : undefined
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}
