import { DEFAULT_LANGUAGE, i18nConfig, isLanguage } from '~/i18n/config.ts'
import { createTranslator } from '~/i18n/translator.ts'

/** The browser's translator over the page language's texts, as the root inlined them (decision 031). */
export function clientTranslator() {
  const inlined = window.__i18n
  const lang = inlined?.lng ?? document.documentElement.lang
  const lng = isLanguage(lang) ? lang : DEFAULT_LANGUAGE
  return createTranslator({
    lng,
    resources: { [lng]: inlined?.resources ?? {} },
    fallbackLng: i18nConfig.fallbackLng,
    defaultNS: i18nConfig.defaultNS,
  })
}
