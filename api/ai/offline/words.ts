import { Container } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangPl } from '@nlpjs/lang-pl'
import { LangUk } from '@nlpjs/lang-uk'
import { eng, pol, ukr } from 'stopword'
import type { Language } from '../../../openapi/types.ts'

/**
 * Words as the tutor compares them: split on anything that is not a letter or digit, normalised (lower case,
 * Polish diacritics folded) and stemmed by each language's nlp.js stemmer (Porter for English, the nlp.js
 * Ukrainian and Polish stemmers). One home for the search, the intent classifier and the answer-leak check.
 * Stop words: nlp.js's list, and the `stopword` package's for the language (nlp.js has none for uk and pl).
 */

interface Normaliser {
  normalize(text: string): string
}
interface Stemmer {
  stem(tokens: string[]): string[]
}
interface Stopwords {
  isStopword(word: string): boolean
}

const container = new Container()
container.use(LangEn)
container.use(LangUk)
container.use(LangPl)

const STOP_LISTS: Record<Language, string[]> = { en: eng, uk: ukr, pl: pol }

function tools(language: Language) {
  const normaliser = container.get(`normalizer-${language}`) as Normaliser
  const library = container.get(`stopwords-${language}`) as Stopwords
  // Listed with diacritics, compared after normalising (coś → cos), as the words are.
  const listed = new Set(STOP_LISTS[language].map((w) => normaliser.normalize(w)))
  const stopwords: Stopwords = { isStopword: (word) => listed.has(word) || library.isStopword(word) }
  return { normaliser, stemmer: container.get(`stemmer-${language}`) as Stemmer, stopwords }
}
const byLanguage = { en: tools('en'), uk: tools('uk'), pl: tools('pl') } as const

export function tokens(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'’ʼ]+/u).filter(Boolean)
}

/** The text's words, normalised and stemmed; stop words dropped unless `keepStopwords`. */
export function stems(text: string, language: Language, keepStopwords = false): string[] {
  const { normaliser, stemmer, stopwords } = byLanguage[language]
  const words = tokens(normaliser.normalize(text.replace(/['’ʼ`]/g, '')))
  if (keepStopwords) return stemmer.stem(words)
  // A stem that is itself a stop word ("таке" → "так") is one too.
  return stemmer.stem(words.filter((w) => !stopwords.isStopword(w))).filter((s) => !stopwords.isStopword(s))
}

/** One word's stem, or null for a stop word or a one-letter word. */
export function stemWord(word: string, language: Language): string | null {
  if (/^\d+$/.test(word)) return word.length > 1 ? word : null
  if (word.length < 2) return null
  return stems(word, language)[0] ?? null
}

/** The share of the text's words that are the language's stop words ("the", "and", "w", "się"). */
export function stopwordShare(text: string, language: Language): number {
  const { normaliser, stopwords } = byLanguage[language]
  const words = tokens(normaliser.normalize(text)).filter((w) => w.length > 1)
  return words.length ? words.filter((w) => stopwords.isStopword(w)).length / words.length : 0
}
