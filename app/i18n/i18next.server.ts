import { RemixI18Next } from 'remix-i18next/server'
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  i18nConfig,
  isLanguage,
  languageFromCookie,
  type AppLanguage,
} from '~/i18n/config.ts'
import { languageOfPath } from '~/i18n/language-path.ts'
import { resources, serverI18nConfig } from '~/i18n/resources.server.ts'
import { createTranslator, type TFunction, type Translator } from '~/i18n/translator.ts'

/**
 * remix-i18next still detects the language: the address's prefix (`/pl/…`, decision 064), else the stored choice;
 * the spec's default is English whatever the browser says.
 */
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ['custom'],
    findLocale: async (request) =>
      languageOfPath(new URL(request.url).pathname) ?? languageFromCookie(request.headers.get('cookie')),
  },
  i18next: serverI18nConfig,
})

/**
 * One translator per language, built once (decision 031): the render, loaders and meta all use these, so no i18next
 * instance is created per request or per `getFixedT`. They are immutable, so sharing them between requests is safe.
 */
const translators = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    createTranslator({ lng, resources, fallbackLng: i18nConfig.fallbackLng, defaultNS: i18nConfig.defaultNS }),
  ]),
) as Record<AppLanguage, Translator>

export function translatorFor(lng: string): Translator {
  return translators[lng as AppLanguage] ?? translators[DEFAULT_LANGUAGE]
}

/** At most this many distinct missing texts are logged (a key built from data must not grow the set forever). */
const MAX_REPORTED = 1000
const reported = new Set<string>()
function reportMissing(key: string, namespaces: readonly string[], lng: string) {
  const text = `${namespaces.join('|')}:${key} (${lng})`
  if (reported.has(text) || reported.size >= MAX_REPORTED) return
  reported.add(text)
  console.error(`[i18n] missing text ${text}: not in the namespaces the page's routes declare (handle.i18n)`)
}

const pageTranslators = new Map<string, Translator>()

/**
 * The translator a page renders with: only the namespaces its routes declare (app/i18n/namespaces.ts), in the page
 * language — what the root inlines for the browser, so the server renders exactly what the browser can. Built once
 * per language and list (the lists are the routes' own, so there are a few dozen at most).
 */
export function pageTranslatorFor(lng: string, namespaces: readonly string[]): Translator {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE
  const id = `${language}|${namespaces.join(',')}`
  let translator = pageTranslators.get(id)
  if (!translator) {
    const texts = Object.fromEntries(
      namespaces.flatMap((ns) => (ns in resources[language] ? [[ns, resources[language][ns]]] : [])),
    )
    translator = createTranslator({
      lng: language,
      resources: { [language]: texts },
      fallbackLng: i18nConfig.fallbackLng,
      defaultNS: i18nConfig.defaultNS,
      onMissing: reportMissing,
    })
    pageTranslators.set(id, translator)
  }
  return translator
}

/** The same calls loaders and meta made on remix-i18next, answered by the shared translators. */
export const remixI18n = {
  getLocale: (request: Request): Promise<string> => detector.getLocale(request),
  async getFixedT(requestOrLocale: Request | string, ns?: string | readonly string[]): Promise<TFunction> {
    const lng = typeof requestOrLocale === 'string' ? requestOrLocale : await detector.getLocale(requestOrLocale)
    return translatorFor(lng).getFixedT(lng, ns ?? null)
  },
}
