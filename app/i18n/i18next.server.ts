import { createInstance } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromCookie } from '~/i18n/config.ts'
import { serverI18nConfig } from '~/i18n/resources.server.ts'

export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    // The spec's default is English whatever the browser says: only the stored choice counts.
    order: ['custom'],
    findLocale: async (request) => languageFromCookie(request.headers.get('cookie')),
  },
  i18next: serverI18nConfig,
})

export async function i18nForRequest(lng: string) {
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...serverI18nConfig, lng })
  return instance
}
