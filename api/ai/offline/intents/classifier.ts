import { NeuralNetwork, type Features } from '@nlpjs/neural'
import type { Language } from '../../../../openapi/types.ts'
import { stems } from '../words.ts'
import en from './corpus.en.json' with { type: 'json' }
import pl from './corpus.pl.json' with { type: 'json' }
import uk from './corpus.uk.json' with { type: 'json' }
import { tutorIntentValues, type IntentCorpus, type TutorIntent } from './labels.ts'
import modelEn from './model.en.json' with { type: 'json' }
import modelPl from './model.pl.json' with { type: 'json' }
import modelUk from './model.uk.json' with { type: 'json' }
import { withDevelopmentSets } from './training-data.ts'

/**
 * What the student wants, learned from labelled phrasings (corpus.{en,uk,pl}.json) rather than matched by
 * patterns: one nlp.js neural classifier per language over the message's stemmed words and word pairs (stop words
 * kept: "why", "what", "first" carry the intent), with numbers, letters standing alone (x, y) and relation signs (=, <, ^)
 * read as three shared features, so "2x + 3 = 11" and "|x| = 7" look alike to it. heldout.*.json is never
 * trained on (decision 047).
 */

export const INTENTS = tutorIntentValues
export type Intent = TutorIntent
export type { IntentCorpus }

/** What each language's classifier is trained on: the phrasings and the development sets' messages (training-data.ts). */
export const CORPUS: Record<Language, IntentCorpus> = {
  en: withDevelopmentSets(en, 'en'),
  uk: withDevelopmentSets(uk, 'uk'),
  pl: withDevelopmentSets(pl, 'pl'),
}
const MODELS: Record<Language, ShippedModel> = {
  en: modelEn as ShippedModel,
  uk: modelUk as ShippedModel,
  pl: modelPl as ShippedModel,
}

export function features(text: string, language: Language): Features {
  const out: Features = {}
  let previous = ''
  for (const stem of stems(text, language, true)) {
    const word = /^\d+([.,]\d+)?$/.test(stem) ? '#number' : /^[a-zA-Z]$/.test(stem) ? '#variable' : stem
    out[word] = 1
    // A word's first letters stand in for forms the stemmer leaves apart; word pairs keep "what next" apart
    // from "what is".
    if (word.length > 4) out[`~${word.slice(0, 3)}`] = 1
    if (previous) out[`${previous}_${word}`] = 1
    previous = word
  }
  if (/[=<>^≤≥√∫]/.test(text)) out['#relation'] = 1
  return out
}

export function trainClassifier(corpus: IntentCorpus, language: Language): NeuralNetwork {
  const net = new NeuralNetwork({ log: false })
  const data = Object.entries(corpus).flatMap(([intent, phrasings]) =>
    phrasings.map((text) => ({ input: features(text, language), output: { [intent]: 1 } })),
  )
  net.train(data)
  return net
}

export interface Classified {
  intent: Intent
  score: number
  /** Every intent's score, best first. */
  ranked: { intent: Intent; score: number }[]
}

/** A fingerprint of a language's corpus: the shipped model says which corpus it was trained on. */
export function corpusHash(corpus: IntentCorpus): string {
  let hash = 2166136261
  for (const ch of JSON.stringify(corpus)) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0
  return hash.toString(16)
}

export interface ShippedModel {
  language: Language
  corpus: string
  network: unknown
}

const loaded = new Map<Language, NeuralNetwork>()

/**
 * The language's classifier: the model trained by `npm run train:intents` (model.*.json, so the server does not
 * spend seconds training at start), or trained here when the corpus changed since (model-sync.test.ts fails then).
 */
export function classifierFor(language: Language): NeuralNetwork {
  let net = loaded.get(language)
  if (!net) {
    const shipped = MODELS[language]
    if (shipped.corpus === corpusHash(CORPUS[language])) {
      net = new NeuralNetwork()
      net.fromJSON(shipped.network)
    } else net = trainClassifier(CORPUS[language], language)
    loaded.set(language, net)
  }
  return net
}

export function classifyWith(net: NeuralNetwork, text: string, language: Language): Classified {
  const scores = net.run(features(text, language)) ?? {}
  const ranked = INTENTS.map((intent) => ({ intent, score: Math.max(0, scores[intent] ?? 0) })).sort(
    (a, b) => b.score - a.score,
  )
  const total = ranked.reduce((sum, r) => sum + r.score, 0) || 1
  const normalised = ranked.map((r) => ({ intent: r.intent, score: r.score / total }))
  return { intent: normalised[0].intent, score: normalised[0].score, ranked: normalised }
}

export function classifyIntent(text: string, language: Language): Classified {
  return classifyWith(classifierFor(language), text, language)
}
