import type { Language } from '../../../../openapi/types.ts'
import en from '../intents/corpus.en.json' with { type: 'json' }
import pl from '../intents/corpus.pl.json' with { type: 'json' }
import uk from '../intents/corpus.uk.json' with { type: 'json' }
import { stems } from '../words.ts'

/**
 * The words of asking, learned from the intent corpus: how students phrase what they want ("поясни, будь ласка",
 * "простими словами", "wytłumacz mi proszę", "my teacher keeps…") says nothing about the subject. The phrasings of
 * every intent but "explain" and "solve" (which name subjects: "what is mitosis", "solve log2 x = 3") give each stem
 * a share of phrasings; set against its share of the subject texts, a stem far commoner in asking than in the
 * subject counts for little when a question is matched to a topic or a note.
 */

type Corpus = Partial<Record<string, string[]>>
const CORPORA: Record<Language, Corpus> = { en, uk, pl }
const NAMES_SUBJECTS = new Set(['explain', 'solve'])

const shares = new Map<Language, Map<string, number>>()

/** The share of the language's asking phrasings that hold the stem. */
export function askingShare(stem: string, language: Language): number {
  let table = shares.get(language)
  if (!table) {
    table = new Map()
    const phrasings = Object.entries(CORPORA[language])
      .filter(([intent]) => !NAMES_SUBJECTS.has(intent))
      .flatMap(([, list]) => list ?? [])
    for (const text of phrasings) for (const s of new Set(stems(text, language))) table.set(s, (table.get(s) ?? 0) + 1)
    for (const [s, count] of table) table.set(s, count / phrasings.length)
    shares.set(language, table)
  }
  return table.get(stem) ?? 0
}

/** How much a stem says about the subject (0–1), given its share of the subject texts it is compared with. */
export function subjectWeight(stem: string, language: Language, subjectShare: number): number {
  const asking = askingShare(stem, language)
  return asking ? subjectShare / (subjectShare + asking) : 1
}
