import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { i18nConfig, isLanguage, DEFAULT_LANGUAGE } from '~/i18n/config.ts'

/** i18next in the browser with the texts of the page's language only, as the root inlined them. */
export async function initClientI18n() {
  const inlined = window.__i18n
  const lang = inlined?.lng ?? document.documentElement.lang
  const lng = isLanguage(lang) ? lang : DEFAULT_LANGUAGE
  const texts = inlined?.resources ?? {}
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng,
    ns: Object.keys(texts),
    resources: { [lng]: texts },
  })
  return i18next
}
