import type { Language } from '../../../../openapi/types.ts'
import { stems } from '../words.ts'
import { subjectWeight } from './asking.ts'
import shipped from './model.json' with { type: 'json' }

/**
 * What a question is about, learned from data: per language, a naive Bayes model over stemmed words of every bank
 * item (question, options, explanation) in that language, every study note (title and keywords weigh more than the
 * body; each topic has a note in every language, so Ukrainian and Polish topics the bank covers only in English are
 * still known) and the topic's display name. Trained by `npm run train:topics` into model.json (the browser mocks
 * load it instead of stemming the whole bank at start-up). Each document counts a word once: a long explanation
 * says no more about its topic than a short one. Topics get equal priors: the bank's 178 reading items must not
 * outvote its one item on absolute value.
 */

export interface TopicCounts {
  /** Topic keys of the bank, the indexes below refer to them. */
  topics: string[]
  /** Per topic: the total of its word counts. */
  totals: number[]
  /** Per stem: [topic index, count] pairs. */
  words: Record<string, [number, number][]>
}

export interface ShippedTopicModel {
  /** A fingerprint of the bank, the notes and the names it was trained on (model-sync is tested). */
  data: string
  languages: Record<Language, TopicCounts>
}

export interface TopicGuess {
  topic: string
  /** The posterior probability over topics, given the query's known words. */
  probability: number
}

export interface TopicReading {
  ranked: TopicGuess[]
  /** The query's (non-stop) stems, and how many of them the language's model knows. */
  terms: number
  known: number
  /**
   * How much more likely the query's words are under its best topic than under all topics pooled (log, summed over
   * words): words of a subject ("mitosis", "апостроф") lift it; everyday words ("plan", "bored") do not.
   */
  lift: number
}

/** Smoothing per word: small, so that one rare shared term ("mitoz") decides. */
const ALPHA = 0.1
/** How many letters a word may add to, or drop from, a known stem and still stand for it (an ending). */
const MAX_ENDING = 3

export class TopicModel {
  /** Per language: its known stems, and the last reading (the intent and the note choice read the same message). */
  private readonly vocabularies = new Map<Language, string[]>()
  private last?: { key: string; reading: TopicReading }

  constructor(private readonly model: ShippedTopicModel) {}

  private vocabulary(language: Language): string[] {
    let words = this.vocabularies.get(language)
    if (!words) this.vocabularies.set(language, (words = Object.keys(this.model.languages[language].words)))
    return words
  }

  /** A stem the model knows for a query stem: itself, else the closest inflection sharing all but an ending. */
  private known(stem: string, counts: TopicCounts, language: Language): string | undefined {
    if (counts.words[stem]) return stem
    if (stem.length < 4) return undefined
    let best: string | undefined
    for (const word of this.vocabulary(language)) {
      const near =
        (word.startsWith(stem) && word.length - stem.length <= MAX_ENDING) ||
        (stem.startsWith(word) && word.length >= 4 && stem.length - word.length <= MAX_ENDING)
      if (near && (!best || Math.abs(word.length - stem.length) < Math.abs(best.length - stem.length))) best = word
    }
    return best
  }

  read(query: string, language: Language): TopicReading {
    const key = `${language}\n${query}`
    if (this.last?.key !== key) this.last = { key, reading: this.reading(query, language) }
    return this.last.reading
  }

  private reading(query: string, language: Language): TopicReading {
    const counts = this.model.languages[language]
    const terms = [...new Set(stems(query, language).filter((s) => s.length > 1))]
    const known = terms.map((t) => this.known(t, counts, language)).filter((t): t is string => !!t)
    const vocabulary = this.vocabulary(language).length
    const pooled = counts.totals.reduce((a, b) => a + b, 0)
    const overall = (word: string) => counts.words[word].reduce((a, [, c]) => a + c, 0)
    // A word of asking ("поясни", "простими словами") counts as little as it says about the subject (asking.ts).
    const weight = new Map(known.map((word) => [word, subjectWeight(word, language, overall(word) / pooled)]))
    const logs = counts.topics.map((_, i) =>
      known.reduce((sum, word) => {
        const count = counts.words[word].find(([topic]) => topic === i)?.[1] ?? 0
        return sum + weight.get(word)! * Math.log((count + ALPHA) / (counts.totals[i] + ALPHA * vocabulary))
      }, 0),
    )
    const top = Math.max(...logs)
    const weights = logs.map((l) => Math.exp(l - top))
    const total = weights.reduce((a, b) => a + b, 0)
    const ranked = counts.topics
      .map((topic, i) => ({ topic, probability: known.length ? weights[i] / total : 0 }))
      .sort((a, b) => b.probability - a.probability)
    const best = logs.indexOf(top)
    const background = known.reduce(
      (sum, word) => sum + weight.get(word)! * Math.log((overall(word) + ALPHA) / (pooled + ALPHA * vocabulary)),
      0,
    )
    return { ranked, terms: terms.length, known: new Set(known).size, lift: known.length ? logs[best] - background : 0 }
  }
}

/**
 * Subject words, not everyday ones: a strong lift, or a fair one that points at one topic. Set on the tuning part
 * and the earlier fresh sets with words of asking weighed down (decision 110): none of their 84 plans, greetings
 * and small talk reach either bar.
 */
const STRONG_LIFT = 4
const FAIR_LIFT = 2
const FAIR_PROBABILITY = 0.3

export function isTopical(reading: TopicReading): boolean {
  const best = reading.ranked[0]?.probability ?? 0
  return reading.lift >= STRONG_LIFT || (reading.lift >= FAIR_LIFT && best >= FAIR_PROBABILITY)
}

/**
 * A weaker bar, for a message the student already asks to have explained: one rare subject word ("mitoza",
 * "кросинговер") lifts little on its own, but points at one topic far ahead of the next. Not for small talk, where
 * the same shape ("hey there") means nothing.
 */
const CLEAR_LIFT = 1.5
const CLEAR_LEAD = 3

export function pointsAtOneTopic(reading: TopicReading): boolean {
  const [best, next] = reading.ranked
  return (
    isTopical(reading) ||
    (reading.lift >= CLEAR_LIFT && !!best && !!next && best.probability >= CLEAR_LEAD * next.probability)
  )
}

let shippedModel: TopicModel | undefined

/** The model trained by `npm run train:topics` (model.json, imported so the browser mocks bundle it too). */
export function topicModel(): TopicModel {
  shippedModel ??= new TopicModel(shipped as unknown as ShippedTopicModel)
  return shippedModel
}
