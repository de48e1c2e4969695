import { NeuralNetwork, type Features } from '@nlpjs/neural'
import type { Language } from '../../../../openapi/types.ts'
import { stems } from '../words.ts'
import en from './corpus.en.json' with { type: 'json' }
import pl from './corpus.pl.json' with { type: 'json' }
import uk from './corpus.uk.json' with { type: 'json' }

/**
 * What the student wants, learned from labelled phrasings (corpus.{en,uk,pl}.json) rather than matched by
 * patterns: one nlp.js neural classifier per language over the message's stemmed words (stop words kept: "why",
 * "what", "first" carry the intent), with numbers, letters standing alone (x, y) and relation signs (=, <, ^)
 * read as three shared features, so "2x + 3 = 11" and "|x| = 7" look alike to it. heldout.*.json is never
 * trained on (decision 047).
 */

export const INTENTS = [
  'solve',
  'explain',
  'similar',
  'check-answer',
  'explain-step',
  'translate',
  'recall',
  'plan',
  'what-next',
  'weakest',
  'live-exam',
  'off-topic',
  'greeting',
] as const
export type Intent = (typeof INTENTS)[number]
export type IntentCorpus = Partial<Record<Intent, string[]>>

export const CORPUS: Record<Language, IntentCorpus> = { en, uk, pl }

export function features(text: string, language: Language): Features {
  const out: Features = {}
  for (const stem of stems(text, language, true)) {
    if (/^\d+([.,]\d+)?$/.test(stem)) out['#number'] = 1
    else if (/^[a-zA-Z]$/.test(stem)) out['#variable'] = 1
    else out[stem] = 1
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

const trained = new Map<Language, NeuralNetwork>()

export function classifierFor(language: Language): NeuralNetwork {
  let net = trained.get(language)
  if (!net) {
    net = trainClassifier(CORPUS[language], language)
    trained.set(language, net)
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
