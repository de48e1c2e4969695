import { languageValues, type Language } from '../../../../openapi/types.ts'
import { stems } from '../words.ts'
import type { TopicCounts } from './model.ts'

/** One labelled text the topic model learns from; a heading (a note's title and keywords, a topic's name) weighs more. */
export interface TrainingText {
  language: Language
  topic: string
  text: string
  heading?: string
}

const HEADING_WEIGHT = 3

export function topicCounts(texts: TrainingText[], topics: string[]): Record<Language, TopicCounts> {
  const index = new Map(topics.map((t, i) => [t, i]))
  const out = {} as Record<Language, TopicCounts>
  for (const language of languageValues) {
    const perWord = new Map<string, Map<number, number>>()
    const totals = topics.map(() => 0)
    for (const t of texts) {
      const topic = index.get(t.topic)
      if (t.language !== language || topic === undefined) continue
      const heading = new Set(stems(t.heading ?? '', language))
      for (const stem of new Set([...stems(t.text, language), ...heading])) {
        if (stem.length < 2 || /\p{N}/u.test(stem)) continue
        const weight = heading.has(stem) ? HEADING_WEIGHT : 1
        const counts = perWord.get(stem) ?? new Map<number, number>()
        perWord.set(stem, counts)
        counts.set(topic, (counts.get(topic) ?? 0) + weight)
        totals[topic] += weight
      }
    }
    const words: TopicCounts['words'] = {}
    for (const [stem, counts] of [...perWord].sort(([a], [b]) => a.localeCompare(b))) words[stem] = [...counts]
    out[language] = { topics, totals, words }
  }
  return out
}

/** A fingerprint of the training texts: the shipped model says which data it was trained on. */
export function dataHash(texts: TrainingText[]): string {
  let hash = 2166136261
  for (const ch of JSON.stringify(texts)) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0
  return hash.toString(16)
}
