import { rus, ukr } from 'stopword'
import { detectAll } from 'tinyld'
import { languageValues, type Language } from '../../../openapi/types.ts'
import { CORPUS } from './intents/classifier.ts'
import { stopwordShare } from './words.ts'

/**
 * The language a message is written in, by tinyld's statistical detector (decision 048): one of the tutor's
 * languages; `unsupported` when the detector is sure of another one (Russian, German); undefined when the text
 * says too little (a bare formula, "ok", a name).
 */
export type DetectedLanguage = Language | 'unsupported'

const SUPPORTED = new Set<string>(languageValues)
const FUNCTION_WORD_SHARE = 0.4
const POLISH_LETTERS = /[ąćęłńóśźż]/i
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
/** Letters of Czech and Slovak spelling that Polish never uses. */
const ONLY_CZECH_SLOVAK = /[ěřůťďňľĺŕáéíýúôä]/i
const WEST_SLAVIC_NEIGHBOURS = new Set(['cs', 'sk'])
const ONLY_RUSSIAN = /[ыэъё]/i
const UKRAINIAN_STOPWORDS = new Set(ukr)
const lowerWords = (text: string) => text.toLowerCase().split(/[^\p{L}'’ʼ]+/u)
let russianOnly: Set<string> | undefined
/**
 * A short Russian line may lack those letters ("что такое митоз"): its function words are Russian. Those of the
 * `stopword` package's Russian list that are neither in its Ukrainian list nor written by students in the
 * Ukrainian intent corpus ("при", "через" are Ukrainian words too).
 */
function moreRussianWords(text: string): boolean {
  if (!russianOnly) {
    const written = new Set(Object.values(CORPUS.uk).flat().flatMap(lowerWords))
    russianOnly = new Set(rus.filter((w) => !UKRAINIAN_STOPWORDS.has(w) && !written.has(w)))
  }
  const words = lowerWords(text)
  const russian = words.filter((w) => russianOnly?.has(w)).length
  return russian > words.filter((w) => UKRAINIAN_STOPWORDS.has(w)).length
}
/** How sure tinyld must be of a language the tutor does not speak to say so: surer on fewer words. */
const sureEnough = (accuracy: number, words: number) =>
  (words >= 3 && accuracy >= 0.5) || (words === 2 && accuracy >= 0.9)

export function detectWrittenLanguage(message: string): DetectedLanguage | undefined {
  const text = message
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^\p{L}\s'’ʼ-]+/gu, ' ')
    // Letters standing alone are variables (x, a, b), not words.
    .replace(/(?<!\p{L})\p{L}(?!\p{L})/gu, ' ')
    .trim()
  // Cyrillic is the tutor's Ukrainian unless letters that only Russian uses (ы, э, ъ, ё stand in nearly every
  // Russian sentence) or Russian function words say otherwise; tinyld cannot tell a short Ukrainian line from
  // Russian or Bulgarian.
  if (/\p{Script=Cyrillic}/u.test(text))
    return (ONLY_RUSSIAN.test(text) || moreRussianWords(text)) && !ONLY_UKRAINIAN.test(text) ? 'unsupported' : 'uk'
  // An English line full of function words ("the", "between", "and") is English, whatever tinyld guesses.
  // Not when as many are Polish ones: "co to", "we", "i" are both ("co to kontaminacja we frazeologii").
  const share = stopwordShare(text, 'en')
  const long = text.split(/\s+/).length >= 4
  if (
    (share >= FUNCTION_WORD_SHARE || (long && share >= FUNCTION_WORD_SHARE * 0.75)) &&
    !POLISH_LETTERS.test(text) &&
    share > stopwordShare(text, 'pl')
  )
    return 'en'
  const guesses = detectAll(text, { only: PLAUSIBLE })
  const best = guesses[0]
  // Polish typed without its diacritics reads to tinyld as Czech or Slovak; without their own letters, it is Polish.
  if (best && WEST_SLAVIC_NEIGHBOURS.has(best.lang) && !ONLY_CZECH_SLOVAK.test(text)) return 'pl'
  // Too short for statistics ("Solve 3x + 5 = 17", "oblicz"): the words students use, from the intent corpus.
  if (!best || best.accuracy < 0.5) {
    const known = knownWordsLanguage(text)
    if (known) return known
  }
  if (best && SUPPORTED.has(best.lang)) return best.lang as Language
  if (!best) return undefined
  const supported = guesses.find((g) => SUPPORTED.has(g.lang))
  const words = text.split(/\s+/).filter((w) => w.length > 1).length
  if (sureEnough(best.accuracy, words) && (!supported || supported.accuracy < best.accuracy / 4)) return 'unsupported'
  return supported ? (supported.lang as Language) : undefined
}

let vocabularies: Record<'en' | 'pl', Set<string>> | undefined
const vocabulary = (language: 'en' | 'pl') =>
  new Set(
    Object.values(CORPUS[language])
      .flat()
      .flatMap((p) => p.toLowerCase().split(/[^\p{L}]+/u))
      .filter((w) => w.length > 2),
  )

/** English or Polish when the text's words are known in one language's corpus and not the other's. */
function knownWordsLanguage(text: string): 'en' | 'pl' | undefined {
  vocabularies ??= { en: vocabulary('en'), pl: vocabulary('pl') }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2)
  const en = words.filter((w) => vocabularies?.en.has(w) && !vocabularies.pl.has(w)).length
  const pl = words.filter((w) => vocabularies?.pl.has(w) && !vocabularies.en.has(w)).length
  return en > pl ? 'en' : pl > en ? 'pl' : undefined
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
