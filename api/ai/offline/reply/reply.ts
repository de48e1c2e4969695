import type { ExamTypeName, Language } from '../../../../openapi/types.ts'
import type { TutorIntent } from '../intents/labels.ts'
import type { MathSolved } from '../maths/solve.ts'
import type { SearchDoc, TutorSearch } from '../search.ts'
import { say, type TutorTexts } from '../texts.ts'

/** The reply being written: its parts, the notes and bank items it quotes or links, and the helpers to do so. */

export type ReplyKind =
  | 'maths'
  | 'maths-declined'
  | 'method'
  | 'concept'
  | 'plan'
  | 'weakest'
  | 'question'
  | 'follow-up'
  | 'greeting'
  | 'off-topic'
  | 'injection'
  | 'no-match'
  | 'similar'
  | 'check'
  | 'translate'
  | 'recall'
  | 'live-exam'
  | 'unsupported-language'
  | 'what-next'
  | 'choice'

export { tutorIntentValues, type TutorIntent } from '../intents/labels.ts'

/** A study plan's shape, as read from the message and the student's data. */
export interface PlanSummary {
  examType?: ExamTypeName
  /** Days the plan spans (to the deadline). */
  days: number
  /** Topic keys of the bank it focuses on. */
  topics: string[]
  minutesPerDay?: number
}

export interface OfflineReply {
  text: string
  language: Language
  kind: ReplyKind
  /** Ids of the notes and bank questions the reply quotes or links. */
  sources: string[]
  maths?: MathSolved
  /** The tutor declined (could not solve or check, off-topic, an attempt to change its rules). */
  declined: boolean
  /** What the tutor took the message to ask for. */
  intent?: TutorIntent
  /** The option letter picked for a pasted multiple-choice question. */
  choice?: string
  plan?: PlanSummary
  /** The verdict on the student's own answer to the earlier problem. */
  check?: 'right' | 'wrong'
}

/**
 * What the tutor reads besides the message: the search index, the app's subject and topic names, the exams'
 * display names. Passed in, so the engine has no file access (tutor-node.ts builds them from the disk).
 */
export interface TutorResources {
  search: TutorSearch
  names(language: Language): { subjects: Record<string, string>; topics: Record<string, string> }
  examName(name: ExamTypeName): string
}

/** /questions filtered to an item's exam, section and difficulty (the parameters the questions page reads). */
export function practiceHref(doc: Pick<SearchDoc, 'examType' | 'section' | 'difficulty'>): string {
  const params = new URLSearchParams({ examType: doc.examType, section: doc.section })
  if (doc.difficulty) params.set('difficulty', doc.difficulty)
  return `/questions?${params.toString()}`
}

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

export class Reply {
  readonly parts: string[] = []
  readonly sources = new Set<string>()
  readonly search: TutorSearch
  /** The exam the student prepares for (their progress, or the question the chat was opened from), when known. */
  exam?: ExamTypeName
  constructor(
    readonly language: Language,
    readonly t: TutorTexts,
    readonly resources: TutorResources,
  ) {
    this.search = resources.search
  }

  examName(name: ExamTypeName) {
    return this.resources.examName(name)
  }

  add(...parts: (string | undefined)[]) {
    for (const p of parts) if (p?.trim()) this.parts.push(p.trim())
  }

  subject(section: string) {
    return this.resources.names(this.language).subjects[section] ?? section
  }

  topic(key: string) {
    return this.resources.names(this.language).topics[key] ?? key.replace(/_/g, ' ')
  }

  /** Quotes a note in full (its paragraphs), or the first paragraph when `short`. */
  quoteNote(doc: SearchDoc, short = false) {
    const body = short ? doc.body.split(/\n\n/)[0] : doc.body
    this.add(`${say(this.t, 'general', 'notesQuote', { title: doc.title })}\n${body}`)
    this.sources.add(doc.id)
  }

  quoteExplanation(doc: SearchDoc) {
    this.add(
      `${say(this.t, 'general', 'explanationQuote', { exam: this.examName(doc.examType), section: this.subject(doc.section) })}\n“${clip(doc.title, 220)}”\n${doc.body}`,
    )
    this.sources.add(doc.id)
  }

  /** 2–3 practice questions from the bank, as links to /questions filtered to them. */
  practice(docs: SearchDoc[]) {
    const seen = new Set<string>()
    const lines: string[] = []
    for (const doc of docs) {
      if (doc.kind !== 'question' || seen.has(doc.id)) continue
      seen.add(doc.id)
      lines.push(
        `• ${say(this.t, 'general', 'practiceLink', {
          title: clip(doc.title, 90).replace(/[[\]]/g, ''),
          href: practiceHref(doc),
          exam: this.examName(doc.examType),
          section: this.subject(doc.section),
        })}`,
      )
      this.sources.add(doc.id)
      if (lines.length === 3) break
    }
    if (!lines.length) lines.push(`• ${this.t.general.browseQuestions}`)
    this.add(`${this.t.general.practiceIntro}\n${lines.join('\n')}`)
  }

  /** Practice questions for a query, topped up from the same exam section and topic as the best hit. */
  practiceFor(query: string, like?: SearchDoc, exclude?: (d: SearchDoc) => boolean) {
    const keep = (d: SearchDoc) => !exclude?.(d)
    const hits = this.search.search(query, { language: this.language, kind: 'question', limit: 6, filter: keep })
    const docs = hits.map((h) => h.doc)
    if (like && docs.length < 3) {
      for (const d of this.search.docs.values()) {
        if (docs.length >= 3) break
        if (
          d.kind === 'question' &&
          d.examType === like.examType &&
          d.section === like.section &&
          d.topic === like.topic &&
          keep(d) &&
          !docs.includes(d)
        )
          docs.push(d)
      }
    }
    this.practice(docs)
  }

  done(kind: ReplyKind, declined: boolean, maths?: MathSolved): OfflineReply {
    return { text: this.parts.join('\n\n'), language: this.language, kind, sources: [...this.sources], maths, declined }
  }
}

/** Maths questions from the bank in the student's language, for a declined or a solved problem. */
export function mathsPractice(r: Reply, query: string) {
  const maths = (d: SearchDoc) => /math|numeracy/i.test(d.section)
  const hits = r.search.search(query, { language: r.language, kind: 'question', limit: 6, filter: maths })
  const docs = hits.map((h) => h.doc)
  if (docs.length < 2) {
    for (const d of r.search.docs.values()) {
      if (docs.length >= 3) break
      if (d.kind === 'question' && maths(d) && d.language === r.language && !docs.includes(d)) docs.push(d)
    }
  }
  r.practice(docs)
}

/** A solved problem as the tutor shows it: the steps, the answer and its check. */
export function addSolution(r: Reply, maths: MathSolved) {
  r.add(r.t.maths.intro, maths.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'))
  r.add(
    `${say(r.t, 'maths', 'answer', { answer: maths.answer })}\n${say(r.t, 'maths', 'checked', { check: maths.check })}`,
  )
}
