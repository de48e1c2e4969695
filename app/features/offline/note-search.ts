import MiniSearch from 'minisearch'
import type { Language, StudyNote } from '#openapi/types.ts'

/**
 * The offline tutor's note search (decision 102): the study notes of the kept exam packs, searched in the browser
 * by MiniSearch (already the server tutor's index; loaded only when a question is asked without a connection).
 * Words match as prefixes (endings: "mitoz" → "mitozy") and, when long, with a typo. A note counts only when its
 * title, keywords or topic answer most of the question, each word weighted by its rarity among the notes ("what",
 * "is", "jak" weigh little): learned from the notes themselves, so no stop-word list is kept per language.
 */

interface NoteDoc {
  key: string
  title: string
  keywords: string
  topic: string
  body: string
}

/**
 * How much of the question (each word weighted by its rarity among the notes) the note's title, keywords or topic
 * must answer: "what is mitosis" is not answered by a title with "what" in it. Lower than the server's 0.45: with
 * no stemmer or stop words in the browser, "how", "do" and "solve" weigh as much as the topic.
 */
const MIN_COVERAGE = 0.35
/** A word in at most this share of a language's notes can name one ("discriminant", not "what"). */
const RARE_SHARE = 0.1
/** How many letters an inflection may add or drop (mitoz → mitozy, рівняння → рівнянь). */
const MAX_ENDING = 4
const NAMING_FIELDS = ['title', 'keywords', 'topic']

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
const processTerm = (term: string) => term.normalize('NFKC').toLowerCase()

export interface NoteSearch {
  /** The notes that answer the question, best first, one per note id, in the question's language. */
  search(question: string, options?: { language?: Language; limit?: number }): StudyNote[]
}

export function createNoteSearch(notes: readonly StudyNote[]): NoteSearch {
  const byKey = new Map(notes.map((note) => [`${note.id}/${note.language}`, note]))
  const docs: NoteDoc[] = [...byKey].map(([key, note]) => ({
    key,
    title: note.title,
    keywords: note.keywords.join(' '),
    topic: `${note.topic.replace(/_/g, ' ')} ${note.section}`,
    body: note.body,
  }))
  const index = new MiniSearch<NoteDoc>({
    idField: 'key',
    fields: ['title', 'keywords', 'topic', 'body'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, topic: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 7 ? 0.2 : false),
      // A typo or two, not another word.
      maxFuzzy: 2,
    },
  })
  index.addAll(docs)

  // Per language, the share of notes each word occurs in: how much a word of the question says about which note
  // is meant (the server's weighting, decision 049).
  const shares = new Map<Language, { words: Map<string, number>; notes: number }>()
  for (const [key, note] of byKey) {
    const entry = shares.get(note.language) ?? { words: new Map<string, number>(), notes: 0 }
    shares.set(note.language, entry)
    entry.notes++
    const doc = docs.find((d) => d.key === key)!
    for (const word of new Set(tokenize(`${doc.title} ${doc.keywords} ${doc.topic} ${doc.body}`).map(processTerm)))
      entry.words.set(word, (entry.words.get(word) ?? 0) + 1)
  }
  const shareOf = (word: string, language: Language) => {
    const entry = shares.get(language)
    return entry ? (entry.words.get(word) ?? 0) / entry.notes : 0
  }
  // A word no note of the language has weighs as one in a single note: "mitosis" with no note on it must keep
  // "what is mitosis" from being answered by a title with "what".
  const weight = (word: string, language: Language) => {
    const notes = shares.get(language)?.notes ?? 1
    return Math.log(1 / Math.max(shareOf(word, language), 1 / notes))
  }

  return {
    search(question, { language: preferred = 'en', limit = 3 } = {}) {
      // One-letter words ("a", "i", "w") name nothing.
      const asked = [...new Set(tokenize(question).map(processTerm))].filter((word) => word.length > 1)
      if (!asked.length) return []
      // The question's language: the one whose notes use its words most (the page's language on a tie). Notes quote
      // other languages, so a word's mere presence says little; "the" is in nearly every English note only.
      const known = (language: Language) => asked.reduce((sum, word) => sum + shareOf(word, language), 0)
      const language = [...shares.keys()].reduce(
        (best, next) => (known(next) > known(best) ? next : best),
        shares.has(preferred) ? preferred : [...shares.keys()][0],
      )
      const found: StudyNote[] = []
      const ids = new Set<string>()
      const inLanguage = (result: { id: string }) => byKey.get(result.id)?.language === language
      for (const result of index.search(asked.join(' '), { filter: inLanguage })) {
        const named = Object.entries(result.match)
          .filter(([, fields]) => fields.some((field) => NAMING_FIELDS.includes(field)))
          .map(([term]) => term)
        const note = byKey.get(String(result.id))
        if (!note || ids.has(note.id)) continue
        const total = asked.reduce((sum, word) => sum + weight(word, note.language), 0)
        const answered = asked.filter((word) => named.some((term) => standsFor(term, word)))
        const covered = answered.reduce((sum, word) => sum + weight(word, note.language), 0)
        // What names the note must be a rare word of the question, not "what" in a title.
        const rare = answered.some((word) => {
          const share = shareOf(word, note.language)
          return share > 0 && share <= RARE_SHARE
        })
        if (!rare || !total || covered / total < MIN_COVERAGE) continue
        ids.add(note.id)
        found.push(note)
        if (found.length === limit) break
      }
      return found
    },
  }
}

/** A note's word stands for a word of the question: the same, an inflection of it, or (when long) a typo of it. */
function standsFor(term: string, word: string): boolean {
  if (term.startsWith(word) || word.startsWith(term)) return Math.abs(term.length - word.length) <= MAX_ENDING
  return word.length >= 7 && term.slice(0, 3) === word.slice(0, 3)
}
