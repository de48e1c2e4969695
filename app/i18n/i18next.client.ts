import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { i18nConfig, isLanguage, DEFAULT_LANGUAGE } from '~/i18n/config.ts'

export async function initClientI18n() {
  const lang = document.documentElement.lang
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: isLanguage(lang) ? lang : DEFAULT_LANGUAGE })
  return i18next
}
