import { detectAll } from 'tinyld'
import { languageValues, type Language } from '../../../openapi/types.ts'
import { stopwordShare } from './words.ts'

/**
 * The language a message is written in, by tinyld's statistical detector (decision 048): one of the tutor's
 * languages; `unsupported` when the detector is sure of another one (Russian, German); undefined when the text
 * says too little (a bare formula, "ok", a name). Letters that only Ukrainian or only Russian uses decide first,
 * since a short Cyrillic message is otherwise a coin toss between the two (two Cyrillic words stay Ukrainian).
 */
export type DetectedLanguage = Language | 'unsupported'

const SUPPORTED = new Set<string>(languageValues)
const FUNCTION_WORD_SHARE = 0.25
/**
 * The languages a student here may plausibly write in: the tutor's, their neighbours and the widely taught ones.
 * Left to all its languages, tinyld reads a line of formulas ("x² − 5x + 6") as Berber or Turkmen.
 */
const PLAUSIBLE = [
  ...languageValues,
  ...['ru', 'be', 'bg', 'cs', 'sk', 'de', 'fr', 'es', 'it', 'pt', 'ro', 'hu', 'tr', 'nl', 'lt', 'lv', 'et', 'fi'],
  ...['sv', 'da', 'no', 'el', 'zh', 'ja', 'ko', 'ar', 'he', 'hi', 'vi'],
]
const ONLY_UKRAINIAN = /[іїєґ]/i
const ONLY_RUSSIAN = /[ыэъё]/i
/** How sure tinyld must be of a language the tutor does not speak to say so: surer on fewer words. */
const sureEnough = (accuracy: number, words: number, cyrillic: boolean) =>
  (words >= 3 && accuracy >= 0.5) || (!cyrillic && words === 2 && accuracy >= 0.9)

export function detectWrittenLanguage(message: string): DetectedLanguage | undefined {
  const text = message
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^\p{L}\s'’ʼ-]+/gu, ' ')
    // Letters standing alone are variables (x, a, b), not words.
    .replace(/(?<!\p{L})\p{L}(?!\p{L})/gu, ' ')
    .trim()
  const hasUkrainian = ONLY_UKRAINIAN.test(text)
  if (ONLY_RUSSIAN.test(text) && !hasUkrainian) return 'unsupported'
  if (hasUkrainian) return 'uk'
  const guesses = detectAll(text, { only: PLAUSIBLE })
  const best = guesses[0]
  if (best && SUPPORTED.has(best.lang)) return best.lang as Language
  // A statistical guess on a short English line can be Portuguese; its function words settle it.
  if (stopwordShare(text, 'en') >= FUNCTION_WORD_SHARE) return 'en'
  if (!best) return undefined
  const supported = guesses.find((g) => SUPPORTED.has(g.lang))
  const words = text.split(/\s+/).filter((w) => w.length > 1).length
  if (
    sureEnough(best.accuracy, words, /\p{Script=Cyrillic}/u.test(text)) &&
    (!supported || supported.accuracy < best.accuracy / 4)
  )
    return 'unsupported'
  if (supported) return supported.lang as Language
  // Cyrillic that tinyld cannot place is read as Ukrainian, the tutor's Cyrillic language.
  return /\p{Script=Cyrillic}/u.test(text) ? 'uk' : undefined
}

/** The message's language when it is one of the tutor's, else undefined. */
export function detectLanguage(message: string): Language | undefined {
  const detected = detectWrittenLanguage(message)
  return detected === 'unsupported' ? undefined : detected
}

/**
 * The reply's language: the request's when it was explicit; else the message's own when it is one of the tutor's;
 * else the request's (the UI's) language.
 */
export function replyLanguage(message: string, requested: Language, explicit = false): Language {
  if (explicit) return requested
  return detectLanguage(message) ?? requested
}
