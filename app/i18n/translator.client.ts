import { DEFAULT_LANGUAGE, i18nConfig, isLanguage } from '~/i18n/config.ts'
import { createTranslator, type Texts, type Translator } from '~/i18n/translator.ts'

/**
 * Every namespace of every language as its own chunk, loaded only when a page needs one the document did not carry
 * (a navigation to another route). Hashed scripts under assets/, so the service worker precaches them and a page
 * opened offline reaches its texts as it reaches its route's script.
 */
const files = import.meta.glob<Texts>(['../locales/*/*.json', '!../locales/*/server.json'], { import: 'default' })

/** Waits before asking a chunk that failed again (ms), doubling up to the last; `online` asks at once. */
const RETRY_DELAYS = [2_000, 4_000, 8_000, 16_000, 30_000]

type Chunks = Record<string, () => Promise<Texts>>

/**
 * The browser's translator over the page language's texts, as the root inlined them (decision 031); `chunks` are the
 * namespaces' loaders, keyed as Vite's glob keys them.
 */
export function clientTranslator(chunks: Chunks = files): Translator {
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
  const missing = new Set<string>()
  const watchers = new Set<() => void>()
  const told = () => watchers.forEach((watcher) => watcher())
  let retries = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  const load = (ns: string): Promise<void> => {
    let pending = loading.get(ns)
    if (!pending) {
      const file = chunks[`../locales/${lng}/${ns}.json`]
      pending = (file ? file() : Promise.reject(new Error(`no texts named ${ns}`))).then(
        (texts) => {
          held[ns] = texts
          if (missing.delete(ns)) told()
        },
        // The chunk could not load (offline, a dropped request): the page renders on with the keys where the texts
        // would be, the student is told (root's TextsNotice), and the chunk is asked again until it arrives.
        (error: unknown) => {
          loading.delete(ns)
          if (!missing.has(ns)) console.warn(`Texts ${lng}/${ns} could not load`, error)
          // A namespace no chunk holds is a bug, not a connection: asking again would not bring it.
          if (!file) return void (held[ns] = {})
          scheduleRetry()
          if (missing.has(ns)) return
          missing.add(ns)
          told()
        },
      )
      loading.set(ns, pending)
    }
    return pending
  }
  const retryMissing = () => {
    clearTimeout(retryTimer)
    retryTimer = undefined
    void Promise.all([...missing].map(load)).then(() => (missing.size ? undefined : (retries = 0)))
  }
  function scheduleRetry() {
    if (retryTimer !== undefined) return
    if (retries === 0) window.addEventListener?.('online', retryMissing)
    retryTimer = setTimeout(retryMissing, RETRY_DELAYS[Math.min(retries++, RETRY_DELAYS.length - 1)])
  }

  return {
    ...translator,
    loadNamespaces(namespaces) {
      const needed = namespaces.filter((ns) => !held[ns] && !missing.has(ns))
      return needed.length ? Promise.all(needed.map(load)).then(() => undefined) : undefined
    },
    missingTexts: () => [...missing],
    watchTexts(watcher) {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
  }
}
