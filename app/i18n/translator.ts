/**
 * A small, pure translator over our locale JSON (decision 031): exactly the i18next 23 behaviour our texts and call
 * sites use, so the browser needs no i18next. What it does, as i18next does it with our options (app/i18n/config.ts):
 * - `ns:key` picks the namespace (unless the key looks like a sentence); otherwise the `ns` option, else the default;
 * - nested keys by `.`, and a key that itself holds dots;
 * - plurals with `count`: `key_zero` first when count is 0, then `key_<Intl.PluralRules category>`, then `key`;
 * - `{{var}}` and `{{- var}}` interpolation from the options (or `replace`), no HTML escaping (escapeValue: false),
 *   nested values by `.`, a variable not given is left as written;
 * - `defaultValue` (and `defaultValue_<category>`) when the key is missing, else the key itself;
 * - an array of keys tries each in turn; `t(key, 'default')` is `defaultValue`;
 * - `returnObjects` gives the subtree with each text translated; without it an object gives i18next's notice;
 * - the page language first, then the fallback language, for each namespace in turn.
 * The parity test (translator.test.ts) compares every key of every namespace in every language with real i18next.
 */
import type { TFunction } from 'i18next'
import { KEY_SEPARATOR, deepFind, getPath, lookupText } from '~/i18n/text-lookup.ts'

export type { TFunction }
export type Texts = Record<string, unknown>
/** Language → namespace → nested texts. */
export type AllTexts = Record<string, Record<string, Texts>>

export interface TranslatorOptions {
  lng: string
  resources: AllTexts
  fallbackLng?: string
  defaultNS?: string
  /** Told of a key found in no namespace it was looked up in (i18next's missingKeyHandler); not for `exists`. */
  onMissing?: (key: string, namespaces: readonly string[], lng: string) => void
}

export interface TOptions {
  [variable: string]: unknown
  count?: number
  defaultValue?: unknown
  ns?: string | readonly string[]
  lng?: string
  returnObjects?: boolean
  replace?: Record<string, unknown>
}

/** The `i18n` object call sites see: the language, a bound `t`, and the page language's texts. */
export interface Translator {
  readonly language: string
  readonly resolvedLanguage: string
  readonly languages: readonly string[]
  t: TFunction
  getFixedT(lng?: string | null, ns?: string | readonly string[] | null): TFunction
  getDataByLanguage(lng: string): Record<string, Texts> | undefined
  exists(key: string, options?: TOptions): boolean
  /**
   * The browser's only (app/i18n/translator.client.ts): loads the namespaces of the page language it does not hold
   * yet; undefined when it holds them all (the server's translators hold every namespace their page declared).
   */
  loadNamespaces?(namespaces: readonly string[]): Promise<void> | undefined
  /** The browser's only: the namespaces that could not load and are being asked again (offline, a dropped request). */
  missingTexts?(): readonly string[]
  /** The browser's only: told when a namespace fails to load or a missing one arrives; returns the unsubscribe. */
  watchTexts?(watcher: () => void): () => void
}

const NS_SEPARATOR = ':'
const SENTENCE_CHARS = /( |,|\?|!|;)/
const NESTING = /\$t\((.+?)\)/
const VARIABLE_UNESCAPED = /\{\{-(.+?)\}\}/g
const VARIABLE = /\{\{(.+?)\}\}/g

const isString = (v: unknown): v is string => typeof v === 'string'

/** i18next's looksLikeObjectPath: a key with a space, comma, ?, ! or ; before its first dot is a sentence. */
function looksLikeObjectPath(key: string): boolean {
  if (!SENTENCE_CHARS.test(key)) return true
  const ki = key.indexOf(KEY_SEPARATOR)
  return ki > 0 && !SENTENCE_CHARS.test(key.substring(0, ki))
}

function extractFromKey(key: string, ns: string | readonly string[]): { key: string; namespaces: readonly string[] } {
  let namespaces: string | readonly string[] = ns
  if (key.includes(NS_SEPARATOR) && looksLikeObjectPath(key) && !NESTING.test(key)) {
    const parts = key.split(NS_SEPARATOR)
    namespaces = parts.shift()!
    key = parts.join(KEY_SEPARATOR)
  }
  return { key, namespaces: isString(namespaces) ? [namespaces] : namespaces }
}

/** i18next: undefined and null are not found; the empty string is (returnEmptyString). */
const isValid = (value: unknown) => value !== undefined && value !== null

const makeString = (value: unknown) => (value == null ? '' : String(value))

function interpolate(text: string, data: Record<string, unknown>, options: TOptions): string {
  const replace = (match: string, name: string) => {
    const variable = name.trim()
    let value = getPath(data, variable.split(KEY_SEPARATOR))
    if (!value) {
      const deep = deepFind(data, variable)
      if (deep !== undefined) value = deep
    }
    if (value === undefined) {
      if (Object.prototype.hasOwnProperty.call(options, variable)) return ''
      return match
    }
    return isString(value) ? value : makeString(value)
  }
  return text.replace(VARIABLE_UNESCAPED, replace).replace(VARIABLE, replace)
}

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralCategory(lng: string, count: number): string {
  let rule = pluralRules.get(lng)
  if (!rule) {
    rule = new Intl.PluralRules(lng.replace('_', '-'))
    pluralRules.set(lng, rule)
  }
  return rule.select(count)
}

/** i18next's overload: `t(key, 'default')` and `t(key, 'default', options)`. */
function normaliseOptions(args: unknown[]): TOptions {
  const [, second, third, fourth] = args
  if (second && typeof second === 'object') return { ...(second as TOptions) }
  const options: TOptions = {}
  if (isString(second)) options.defaultValue = second
  const extra = (typeof third === 'object' && third) || (typeof fourth === 'object' && fourth)
  if (extra) Object.assign(options, extra)
  return options
}

export function createTranslator({
  lng,
  resources,
  fallbackLng = 'en',
  defaultNS = 'common',
  onMissing,
}: TranslatorOptions): Translator {
  const hierarchy = (code: string) => (code === fallbackLng ? [code] : [code, fallbackLng])

  function resolve(keys: readonly string[], options: TOptions, ns: string | readonly string[]) {
    const count = options.count
    const plural = count !== undefined && !isString(count)
    const codes = hierarchy(options.lng ?? lng)
    let usedKey = ''
    for (const k of keys) {
      const { key, namespaces } = extractFromKey(k, options.ns ?? ns)
      usedKey = key
      for (const namespace of namespaces) {
        for (const code of codes) {
          const candidates = [key]
          if (plural) {
            candidates.push(`${key}_${pluralCategory(code, count)}`)
            if (count === 0) candidates.push(`${key}_zero`)
          }
          const texts = resources[code]?.[namespace]
          for (let i = candidates.length - 1; i >= 0; i--) {
            const found = lookupText(texts, candidates[i])
            if (isValid(found)) return { found, usedKey: key, namespaces }
          }
        }
      }
    }
    return { found: undefined, usedKey, namespaces: [] as readonly string[] }
  }

  function translate(input: string | readonly string[], options: TOptions, ns: string | readonly string[]): unknown {
    if (input === undefined || input === null) return ''
    const keys = Array.isArray(input) ? (input as string[]) : [String(input)]
    const { key } = extractFromKey(keys[keys.length - 1], options.ns ?? ns)
    const language = options.lng ?? lng
    const { found, usedKey, namespaces } = resolve(keys, options, ns)
    if (found && typeof found === 'object') {
      if (!options.returnObjects) return `key '${key} (${lng})' returned an object instead of string.`
      const isArray = Array.isArray(found)
      const copy: Record<string, unknown> | unknown[] = isArray ? [] : {}
      for (const m of Object.keys(found)) {
        const deepKey = `${usedKey}${KEY_SEPARATOR}${m}`
        let value = translate(deepKey, { ...options, joinArrays: false, ns: namespaces }, ns)
        if (value === deepKey) value = (found as Record<string, unknown>)[m]
        ;(copy as Record<string, unknown>)[m] = value
      }
      return copy
    }
    let text: unknown = found
    if (!isValid(text)) {
      const count = options.count
      const plural = count !== undefined && !isString(count)
      const suffix = plural ? `_${pluralCategory(language, count)}` : ''
      const defaultValue =
        (plural && count === 0 && options.defaultValue_zero) || options[`defaultValue${suffix}`] || options.defaultValue
      const hasDefault = Object.keys(options).some((o) => o.startsWith('defaultValue') && options[o] !== undefined)
      text = hasDefault ? defaultValue : undefined
      if (!isValid(text)) {
        onMissing?.(key, extractFromKey(keys[0], options.ns ?? ns).namespaces, language)
        text = key
      }
    }
    if (!isString(text)) return text
    const data = options.replace && !isString(options.replace) ? options.replace : options
    return interpolate(text, data, options)
  }

  function getFixedT(fixedLng?: string | null, ns?: string | readonly string[] | null): TFunction {
    const namespaces = ns ?? defaultNS
    const t = (...args: unknown[]) => {
      const options = normaliseOptions(args)
      if (fixedLng && options.lng === undefined) options.lng = fixedLng
      return translate(args[0] as string | string[], options, namespaces)
    }
    return t as unknown as TFunction
  }

  return {
    language: lng,
    resolvedLanguage: lng,
    languages: hierarchy(lng),
    t: getFixedT(),
    getFixedT,
    getDataByLanguage: (code) => resources[code],
    exists: (key, options = {}) => isValid(resolve([key], options, defaultNS).found),
  }
}
