import MiniSearch, { type SearchResult } from 'minisearch'
import type { Language, Question } from '../../../openapi/types.ts'
import type { StudyNote } from '../../seed/index.ts'
import { docsFrom, type SearchDoc } from './search-docs.ts'
import { subjectWeight } from './topics/asking.ts'
import { stems } from './words.ts'

/**
 * The offline tutor's search over the question bank (questions, explanations, topics) and the study notes. Each
 * document is stemmed by its own language's nlp.js stemmer (words.ts), a query by the student's; query terms
 * also match as prefixes and, when long, with one or two typos. No file access: tutor-node.ts builds it once.
 */

export type { SearchDoc }

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
  /**
   * The share of the query that its title, keywords or topic match, each query word weighted by its rarity in the
   * language's documents (inverse document frequency): what the document is about must answer most of the query
   * ("tell" in a title covers a third of "tell me something interesting"; "mitoz" covers "co to jest mitoza").
   */
  coverage: number
}

/** The share of the query's rarity-weighted words a hit must match. */
const MIN_MATCHED_WEIGHT = 0.4

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
  /** Per language: how many documents hold each stem, and how many documents there are. */
  private readonly frequency = new Map<Language, { stems: Map<string, number>; docs: number }>()

  /** Empty: `build` and `buildInSteps` fill it through `add`. */
  private constructor(docs: SearchDoc[]) {
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
  }

  /** Counts the documents' stems (for the words' rarity) and adds them to the index. */
  private add(docs: SearchDoc[]) {
    for (const doc of docs) {
      const entry = this.frequency.get(doc.language) ?? { stems: new Map<string, number>(), docs: 0 }
      this.frequency.set(doc.language, entry)
      entry.docs++
      const text = `${doc.title} ${doc.body} ${doc.keywords} ${doc.topicWords}`
      for (const stem of new Set(stems(text, doc.language))) entry.stems.set(stem, (entry.stems.get(stem) ?? 0) + 1)
    }
    this.index.addAll(docs)
  }

  static build(docs: SearchDoc[]): TutorSearch {
    const search = new TutorSearch(docs)
    search.add(docs)
    return search
  }

  /** The same index, built `chunk` documents per turn of the event loop. */
  static async buildInSteps(docs: SearchDoc[], chunk: number): Promise<TutorSearch> {
    const search = new TutorSearch(docs)
    for (let i = 0; i < docs.length; i += chunk) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      search.add(docs.slice(i, i + chunk))
    }
    return search
  }

  /**
   * The best notes and bank items for a query. A hit must match most of the query, each word weighted by its
   * rarity: "логарифм" outweighs "простими словами", so the note on logarithms is found without them, while a
   * stray everyday word ("today") finds nothing. Documents in `language` and notes rank higher.
   */
  search(
    query: string,
    options: { language?: Language; kind?: SearchDoc['kind']; limit?: number; filter?: (d: SearchDoc) => boolean } = {},
  ): Hit[] {
    const language = options.language ?? 'en'
    const terms = [...new Set(stems(query, language).filter((t) => t.length > 1))]
    if (!terms.length) return []
    // Each word weighs by its rarity. To be found at all, a hit must match most of what the query says about a
    // subject: a word of asking ("поясни", "простими словами") weighs as little as it says about one (asking.ts).
    // Coverage keeps rarity alone, so a message of asking words only ("tell me something") stays vague. A word no
    // document holds (a typo, a form the stemmer left apart) can neither match nor tell documents apart.
    const weights = new Map(terms.map((t) => [t, this.share(t, language) ? -Math.log(this.share(t, language)) : 0]))
    const totalWeight = [...weights.values()].reduce((a, b) => a + b, 0) || 1
    const subjectWeights = new Map(
      terms.map((t) => [t, (weights.get(t) ?? 0) * subjectWeight(t, language, this.share(t, language))]),
    )
    const totalSubject = [...subjectWeights.values()].reduce((a, b) => a + b, 0)
    const results = this.ranked(terms, language, options.language)
    const hits: Hit[] = []
    for (const r of results) {
      const doc = this.docs.get(String(r.id))
      if (!doc || (options.kind && doc.kind !== options.kind) || (options.filter && !options.filter(doc))) continue
      const matchedTerms = r.queryTerms.filter((q) => r.terms.some((t) => standsFor(t, q, r.queryTerms)))
      const matched = matchedTerms.length
      const matchedSubject = matchedTerms.reduce((sum, q) => sum + (subjectWeights.get(q) ?? 0), 0)
      if (!matched || matchedSubject < MIN_MATCHED_WEIGHT * totalSubject) continue
      const strong = Object.values(r.match).some((fields) => fields.some((f) => f !== 'body'))
      const exact = r.terms.every((docTerm) => r.queryTerms.some((q) => docTerm.startsWith(q)))
      const coverage =
        r.queryTerms
          .filter((q) => r.terms.some((t) => standsFor(t, q, r.queryTerms) && r.match[t]?.some((f) => f !== 'body')))
          .reduce((sum, q) => sum + (weights.get(q) ?? 0), 0) / totalWeight
      hits.push({ doc, score: r.score, matched, terms: terms.length, strong, exact, coverage })
      if (hits.length >= (options.limit ?? 10)) break
    }
    return hits
  }

  /**
   * MiniSearch's ranking of every document for the query's stems, kept for the last few queries: the note choice,
   * the practice links and the closest topics of one reply search the same message (filters apply afterwards).
   */
  private ranked(terms: string[], language: Language, boosted?: Language): SearchResult[] {
    const key = `${language}:${boosted}:${terms.join(' ')}`
    const kept = this.recent.find((r) => r.key === key)
    if (kept) return kept.results
    const results = this.index.search(terms.join(' '), {
      boostDocument: (id) => {
        const doc = this.docs.get(String(id))
        if (!doc) return 1
        return (doc.language === boosted ? 1.6 : 1) * (doc.kind === 'note' ? 1.4 : 1)
      },
    })
    this.recent = [{ key, results }, ...this.recent.slice(0, 3)]
    return results
  }
  private recent: { key: string; results: SearchResult[] }[] = []

  /** The share of the language's documents holding the stem or an inflection of it (memoised per term). */
  private share(term: string, language: Language): number {
    const key = `${language}:${term}`
    const known = this.shares.get(key)
    if (known !== undefined) return known
    const entry = this.frequency.get(language)
    let holding = 0
    // The stems that start with the term lie together in the sorted list.
    const sorted = this.sortedStems(language)
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (sorted[middle] < term) low = middle + 1
      else high = middle
    }
    for (let i = low; i < sorted.length && sorted[i].startsWith(term); i++)
      if (sorted[i].length - term.length <= MAX_ENDING) holding = Math.max(holding, entry?.stems.get(sorted[i]) ?? 0)
    const share = entry?.docs ? Math.min(1, holding / entry.docs) : 1
    this.shares.set(key, share)
    return share
  }
  private readonly shares = new Map<string, number>()
  private sortedStems(language: Language): string[] {
    let sorted = this.sorted.get(language)
    if (!sorted) this.sorted.set(language, (sorted = [...(this.frequency.get(language)?.stems.keys() ?? [])].sort()))
    return sorted
  }
  private readonly sorted = new Map<Language, string[]>()
}

export function buildSearch(bank: Question[], notes: StudyNote[]): TutorSearch {
  return TutorSearch.build(docsFrom(bank, notes))
}

/**
 * The same, built a few documents at a time: the whole index takes 1–5 s of CPU on this 2-core box, which in one
 * piece would hold every request arriving meanwhile (the exam morning's first sign-ins waited for it, decision 163).
 */
export function buildSearchInSteps(bank: Question[], notes: StudyNote[]): Promise<TutorSearch> {
  return TutorSearch.buildInSteps(docsFrom(bank, notes), SEARCH_BUILD_CHUNK)
}
/** Documents indexed per turn of the event loop (5–15 ms of CPU here): each async step of a request waits for one. */
const SEARCH_BUILD_CHUNK = 5
