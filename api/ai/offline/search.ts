import MiniSearch, { type SearchResult } from 'minisearch'
import type { Difficulty, ExamTypeName, Language, Question } from '../../../openapi/types.ts'
import type { StudyNote } from '../../seed/index.ts'
import { stems } from './words.ts'

/**
 * The offline tutor's search over the question bank (questions, explanations, topics) and the study notes. Each
 * document is stemmed by its own language's nlp.js stemmer (words.ts), a query by the student's; query terms
 * also match as prefixes and, when long, with one or two typos. No file access: tutor-node.ts builds it once.
 */

export interface SearchDoc {
  /** Unique in the index: a note's id appears once per language, so its key adds the language. */
  key: string
  id: string
  kind: 'note' | 'question'
  examType: ExamTypeName
  section: string
  topic: string
  language: Language
  title: string
  body: string
  keywords: string
  topicWords: string
  difficulty?: Difficulty
  /** For questions: the options and key (never searched, used to keep answers out of hints). */
  correctAnswer?: string
}

export interface Hit {
  doc: SearchDoc
  score: number
  /** How many of the query's (non-stop) words it matched. */
  matched: number
  /** How many of the query's words there were. */
  terms: number
  /** A query word matched the title, keywords or topic (not only the body). */
  strong: boolean
  /** Every matched word matched exactly or as a prefix (none only through a typo). */
  exact: boolean
}

function docsFrom(bank: Question[], notes: StudyNote[]): SearchDoc[] {
  const docs: SearchDoc[] = []
  for (const note of notes) {
    docs.push({
      key: `${note.id}/${note.language}`,
      id: note.id,
      kind: 'note',
      examType: note.examType,
      section: note.section,
      topic: note.topic,
      language: note.language,
      title: note.title,
      body: note.body,
      keywords: note.keywords.join(' '),
      topicWords: `${note.topic.replace(/_/g, ' ')} ${note.section}`,
    })
  }
  for (const q of bank) {
    docs.push({
      key: q.id,
      id: q.id,
      kind: 'question',
      examType: q.examType,
      section: q.section,
      topic: q.topic,
      language: languageOf(q),
      title: q.questionText,
      body: q.explanation,
      keywords: '',
      topicWords: `${q.topic.replace(/_/g, ' ')} ${q.section}`,
      difficulty: q.difficulty,
      correctAnswer: q.correctAnswer,
    })
  }
  return docs
}

function languageOf(q: Question): Language {
  const sample = `${q.questionText} ${q.explanation}`
  if (/\p{Script=Cyrillic}/u.test(sample)) return 'uk'
  if (/[ąćęłńóśźż]/i.test(sample)) return 'pl'
  return 'en'
}

/** How many letters a prefix match may add: an ending (delt → delte, równani → równaniach), not another word. */
const MAX_ENDING = 4

/**
 * A document term stands for a query term when it is the term, an inflection of it, or (for a long term) a typo of
 * it; a much longer word that only starts the same way (franc → franciszkanin) does not.
 */
function standsFor(docTerm: string, queryTerm: string, queryTerms: string[]): boolean {
  if (docTerm.startsWith(queryTerm)) return docTerm.length - queryTerm.length <= MAX_ENDING
  return queryTerm.length >= 7 && !queryTerms.some((q) => docTerm.startsWith(q))
}

export class TutorSearch {
  private readonly index: MiniSearch<SearchDoc>
  readonly docs: Map<string, SearchDoc>

  constructor(docs: SearchDoc[]) {
    this.docs = new Map(docs.map((d) => [d.key, d]))
    this.index = new MiniSearch<SearchDoc>({
      idField: 'key',
      fields: ['title', 'body', 'keywords', 'topicWords'],
      storeFields: [],
      // Fields and queries arrive stemmed, as space-separated stems.
      extractField: (doc, field) =>
        field === 'key' ? doc.key : stems(String(doc[field as keyof SearchDoc] ?? ''), doc.language).join(' '),
      tokenize: (text) => text.split(' ').filter(Boolean),
      processTerm: (term) => term,
      searchOptions: {
        boost: { title: 3, keywords: 3, topicWords: 2, body: 1 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 7 ? 0.2 : false),
        combineWith: 'OR',
      },
    })
    this.index.addAll(docs)
  }

  /**
   * The best notes and bank items for a query. A hit must match at least 60% of the query's words (and one at
   * least), so a stray word ("today") finds nothing. Documents in `language` and notes rank higher.
   */
  search(
    query: string,
    options: { language?: Language; kind?: SearchDoc['kind']; limit?: number; filter?: (d: SearchDoc) => boolean } = {},
  ): Hit[] {
    const terms = [...new Set(stems(query, options.language ?? 'en').filter((t) => t.length > 1))]
    if (!terms.length) return []
    const needed = Math.max(1, Math.ceil(terms.length * 0.6))
    const results: SearchResult[] = this.index.search(terms.join(' '), {
      boostDocument: (id) => {
        const doc = this.docs.get(String(id))
        if (!doc) return 1
        return (doc.language === options.language ? 1.6 : 1) * (doc.kind === 'note' ? 1.4 : 1)
      },
      filter: (r) => {
        const doc = this.docs.get(String(r.id))
        return !!doc && (!options.kind || doc.kind === options.kind) && (!options.filter || options.filter(doc))
      },
    })
    const hits: Hit[] = []
    for (const r of results) {
      const doc = this.docs.get(String(r.id))
      if (!doc) continue
      const matched = r.queryTerms.filter((q) => r.terms.some((t) => standsFor(t, q, r.queryTerms))).length
      if (matched < needed) continue
      const strong = Object.values(r.match).some((fields) => fields.some((f) => f !== 'body'))
      const exact = r.terms.every((docTerm) => r.queryTerms.some((q) => docTerm.startsWith(q)))
      hits.push({ doc, score: r.score, matched, terms: terms.length, strong, exact })
      if (hits.length >= (options.limit ?? 10)) break
    }
    return hits
  }
}

export function buildSearch(bank: Question[], notes: StudyNote[]): TutorSearch {
  return new TutorSearch(docsFrom(bank, notes))
}
