import type { Language } from '../../../../openapi/types.ts'
import { examIn } from '../reply/plan-request.ts'
import devR6 from '../topics/dev-concepts-r6.json' with { type: 'json' }
import devR7 from '../topics/dev-concepts-r7.json' with { type: 'json' }
import dev110 from '../topics/dev-concepts.json' with { type: 'json' }
import nearMisses from '../topics/dev-near-misses.json' with { type: 'json' }
import fresh2 from './fresh-concepts-2-2026-11-28.json' with { type: 'json' }
import fresh from './fresh-concepts-2026-11-28.json' with { type: 'json' }
import type { IntentCorpus } from './labels.ts'

/**
 * The intent classifier's training data: the written phrasings (corpus.*.json) and the messages of the concept
 * development sets that name an exam, with the intent a reader gave them. The phrasings name exams almost only in
 * plans and live-exam requests, so a subject question that names one ("sat inference questions…", "як читати текст
 * на нмт…") was read as either (decision 146). Only those messages: all of them (about 150 a language) tilted
 * short, unfamiliar messages towards "explain", live-exam requests among them. The newest set (dev-concepts-r8)
 * is left out: it measures what training on the others does to questions it never saw.
 */

interface LabelledCase {
  language: string
  message: string
  intent?: string
  history?: string[]
}
const SETS: { cases: LabelledCase[] }[] = [fresh, fresh2, dev110, devR6, devR7, nearMisses]

export function withDevelopmentSets(corpus: IntentCorpus, language: Language): IntentCorpus {
  const out: Record<string, string[]> = Object.fromEntries(
    Object.entries(corpus).map(([intent, phrasings]) => [intent, [...phrasings]]),
  )
  const known = new Set(Object.values(out).flat())
  for (const c of SETS.flatMap((set) => set.cases)) {
    // A follow-up is read with its conversation; alone, its words would teach the wrong intent.
    if (c.language !== language || !c.intent || c.history?.length || known.has(c.message)) continue
    if (examIn(c.message) === undefined) continue
    known.add(c.message)
    out[c.intent] = [...(out[c.intent] ?? []), c.message]
  }
  return out as IntentCorpus
}
