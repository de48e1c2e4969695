import { DEFAULT_LANGUAGE, i18nConfig, isLanguage } from '~/i18n/config.ts'
import { createTranslator, type Texts, type Translator } from '~/i18n/translator.ts'

/**
 * Every namespace of every language as its own chunk, loaded only when a page needs one the document did not carry
 * (a navigation to another route). Hashed scripts under assets/, so the service worker precaches them and a page
 * opened offline reaches its texts as it reaches its route's script.
 */
const files = import.meta.glob<Texts>(['../locales/*/*.json', '!../locales/*/server.json'], { import: 'default' })

/** The browser's translator over the page language's texts, as the root inlined them (decision 031). */
export function clientTranslator(): Translator {
  const inlined = window.__i18n
  const lang = inlined?.lng ?? document.documentElement.lang
  const lng = isLanguage(lang) ? lang : DEFAULT_LANGUAGE
  const held: Record<string, Texts> = inlined?.resources ?? {}
  const translator = createTranslator({
    lng,
    resources: { [lng]: held },
    fallbackLng: i18nConfig.fallbackLng,
    defaultNS: i18nConfig.defaultNS,
  })
  const loading = new Map<string, Promise<void>>()
  const load = (ns: string) => {
    let pending = loading.get(ns)
    if (!pending) {
      const file = files[`../locales/${lng}/${ns}.json`]
      pending = (file ? file() : Promise.reject(new Error(`no texts named ${ns}`))).then(
        (texts) => void (held[ns] = texts),
        // The chunk could not load (offline, before the worker kept it): the page renders on, as its own script
        // could not have loaded either; the keys show where the texts would be.
        (error: unknown) => void ((held[ns] = {}), console.warn(`Texts ${lng}/${ns} could not load`, error)),
      )
      loading.set(ns, pending)
    }
    return pending
  }
  return {
    ...translator,
    loadNamespaces(namespaces) {
      const missing = namespaces.filter((ns) => !held[ns])
      return missing.length ? Promise.all(missing.map(load)).then(() => undefined) : undefined
    },
  }
}
