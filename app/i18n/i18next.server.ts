import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_LANGUAGE, LANGUAGES, i18nConfig, languageFromCookie, type AppLanguage } from '~/i18n/config.ts'
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

/** The same calls loaders and meta made on remix-i18next, answered by the shared translators. */
export const remixI18n = {
  getLocale: (request: Request): Promise<string> => detector.getLocale(request),
  async getFixedT(requestOrLocale: Request | string, ns?: string | readonly string[]): Promise<TFunction> {
    const lng = typeof requestOrLocale === 'string' ? requestOrLocale : await detector.getLocale(requestOrLocale)
    return translatorFor(lng).getFixedT(lng, ns ?? null)
  },
}
