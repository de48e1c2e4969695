import type { ExamTypeName, Language } from '../../../openapi/types.ts'
import type { TutorInput, TutorProgress, TutorQuestion, TutorWeakArea } from '../types.ts'
import { replyLanguage } from './language.ts'
import { stripMarkup } from './maths/normalise.ts'
import { solveMaths, type MathSolved } from './maths/solve.ts'
import { stem, type Hit, type SearchDoc, type TutorSearch } from './search.ts'
import { say, tutorTexts, type TutorTexts } from './texts.ts'

/**
 * The offline tutor: reads what the student asks (a maths problem, a method, a concept, a study plan, the
 * question the chat was opened from) and answers in the student's language from checked maths, the study notes
 * and the question bank. Never guesses: what it cannot solve and check, it declines, offering practice instead.
 */

export type ReplyKind =
  | 'maths'
  | 'maths-declined'
  | 'method'
  | 'concept'
  | 'plan'
  | 'weakest'
  | 'question'
  | 'greeting'
  | 'off-topic'
  | 'injection'
  | 'no-match'

export interface OfflineReply {
  text: string
  language: Language
  kind: ReplyKind
  /** Ids of the notes and bank questions the reply quotes or links. */
  sources: string[]
  maths?: MathSolved
  /** The tutor declined (could not solve or check, off-topic, an attempt to change its rules). */
  declined: boolean
}

const INJECTION =
  /ignore\s+(?:all\s+|the\s+|your\s+|any\s+)*(?:previous|prior|above|earlier)|disregard\s+(?:all\s+|the\s+|your\s+)*(?:previous|prior|instructions|rules)|system\s+prompt|reveal\s+(?:your\s+)?(?:instructions|prompt|rules)|you\s+are\s+now\b|jailbreak|developer\s+mode|act\s+as\s+(?:an?\s+)?(?:unrestricted|dan)|ігноруй|проігноруй|забудь\s+(?:усі\s+|всі\s+)?(?:попередні\s+)?(?:інструкц|правила)|системн\S*\s+(?:промпт|підказк|інструкц)|zignoruj|ignoruj|zapomnij\s+(?:o\s+)?(?:wszystki\S*\s+)?(?:poprzedni\S*\s+)?(?:instrukcj|zasad)|prompt\S*\s+systemow|systemow\S*\s+prompt|od\s+teraz\s+jesteś/i
const OFF_TOPIC =
  /weather|joke|football|soccer|movie|film|song|music|recipe|cook|pizza|girlfriend|boyfriend|crypto|bitcoin|stock|video game|fortnite|minecraft|tiktok|instagram|horoscope|погод|анекдот|жарт|футбол|фільм|пісн|музик|рецепт|гороскоп|криптовалют|pogod|żart|zart|kawał|kawal|piłk|pilk|przepis|muzyk|piosenk|horoskop|kryptowalut/i
const GREETING =
  /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|привіт|вітаю|добр\S* (?:день|ранок|вечір)|cześć|czesc|dzień dobry|dzien dobry|hej|siema|witaj)\b/i
const THANKS = /^(?:thanks|thank you|thx|дякую|спасибі|dzięki|dzieki|dziękuję|dziekuje)(?!\p{L})/iu
const PLAN =
  /(?:study|revision|learning|prep\w*)\s+plan|plan\s+(?:for|of|to)|make\s+(?:me\s+)?a\s+plan|\bschedule\b|план\S*|розклад|plan\S*\s+nauki|ułóż|uloz|harmonogram|zaplanuj/i
const WEAKEST = /weak|слабк|слабш|słab|slab|najsłabsz|najslabsz/i
const METHOD_ASK =
  /how (?:do|to|can|should)|what is|what's|what are|explain|method|formula|rule|як\s|що таке|що є|поясн|формул|правил|метод|спосіб|jak\s|czym jest|co to|wyjaśnij|wyjasnij|wzór|wzor|zasad|metod|sposób|sposob/i

const METHODS: [keyof TutorTexts['methods'], RegExp][] = [
  ['quadratic', /delt|discriminant|дискримінант|wyróżnik|wyroznik|quadratic|квадратн\S* рівнян|kwadratow/i],
  ['system', /system of (?:two )?(?:linear )?equations|систем\S* рівнян|układ\S* równa|uklad\S* rowna/i],
  ['linear', /linear equation|лінійн\S* рівнян|równani\S* liniow|rownani\S* liniow/i],
  ['percent', /percent|відсот|procent/i],
  ['derivative', /derivative|похідн|pochodn/i],
  ['pythagoras', /pythag|піфагор|pitagor/i],
  ['sequence', /sequence|progression|прогрес|ciąg|ciag/i],
]

/**
 * What the tutor reads besides the message: the search index, the app's subject and topic names, the exams'
 * display names. Passed in, so this module has no file access (tutor-node.ts builds them from the disk).
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

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

class Reply {
  readonly parts: string[] = []
  readonly sources = new Set<string>()
  readonly search: TutorSearch
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
function mathsPractice(r: Reply, query: string) {
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

export function composeReply(input: TutorInput, resources: TutorResources): OfflineReply {
  const message = stripMarkup(input.message).slice(0, 2000)
  const language = replyLanguage(message, input.language, input.languageExplicit)
  const r = new Reply(language, tutorTexts(language), resources)
  const search = resources.search
  const t = r.t

  if (INJECTION.test(message)) {
    r.add(t.general.injection)
    return r.done('injection', true)
  }

  const question = input.question ?? questionFromContext(input.context)
  const maths = solveMaths(message, language, t)

  if (question && maths?.status !== 'solved') return questionReply(r, question, message)

  if (maths?.status === 'solved') {
    r.add(t.maths.intro, maths.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'))
    r.add(
      `${say(t, 'maths', 'answer', { answer: maths.answer })}\n${say(t, 'maths', 'checked', { check: maths.check })}`,
    )
    r.add(t.general.followUp)
    return r.done('maths', false, maths)
  }
  if (maths?.status === 'unsolved') {
    r.add(t.maths.cannotSolve)
    mathsPractice(r, message)
    return r.done('maths-declined', true)
  }

  if (WEAKEST.test(message) && !PLAN.test(message)) return weakestReply(r, progressFrom(input), message)
  if (PLAN.test(message)) return planReply(r, progressFrom(input))

  const method = METHOD_ASK.test(message) ? METHODS.find(([, re]) => re.test(message))?.[0] : undefined
  if (method) {
    r.add(`${t.methods.intro}\n${t.methods[method]}`)
    const notes = search.search(message, { language, kind: 'note', limit: 1 })
    if (notes[0]) {
      r.quoteNote(notes[0].doc, true)
      const note = notes[0].doc
      r.practiceFor(message, note, (d) => d.examType !== note.examType || d.section !== note.section)
    } else mathsPractice(r, message)
    return r.done('method', false)
  }

  if (THANKS.test(message) && message.length < 60) {
    r.add(t.general.thanks)
    return r.done('greeting', false)
  }
  if (GREETING.test(message) && message.length < 40) {
    r.add(t.general.greeting)
    return r.done('greeting', false)
  }
  if (OFF_TOPIC.test(message)) {
    r.add(t.general.offTopic)
    return r.done('off-topic', true)
  }

  const hits = search.search(message, { language, limit: 8 })
  if (!hits.length) {
    r.add(t.general.noMatch)
    r.practice([])
    return r.done('no-match', true)
  }
  conceptReply(r, hits, message)
  return r.done('concept', false)
}

function conceptReply(r: Reply, hits: Hit[], query: string) {
  const notes = hits.filter((h) => h.doc.kind === 'note')
  const questions = hits.filter((h) => h.doc.kind === 'question')
  if (notes.length) {
    r.quoteNote(notes[0].doc)
    // A second note only when it is nearly as relevant (mitosis and meiosis: two notes).
    if (notes[1] && notes[1].score >= notes[0].score * 0.6 && notes[1].doc.topic !== notes[0].doc.topic)
      r.quoteNote(notes[1].doc, true)
  } else if (questions[0]) r.quoteExplanation(questions[0].doc)
  const best = (notes[0] ?? questions[0]).doc
  r.practiceFor(query, best)
  r.add(r.t.general.followUp)
}

// ---- Plans -----------------------------------------------------------------------------------------------------

function progressFrom(input: TutorInput): TutorProgress | undefined {
  if (input.progress?.weakAreas.length) return input.progress
  // A visitor's results pages pass their weak areas in the context: "weakAreas: Algebra, Geometry".
  const weak = input.context?.match(/(?:weak(?:est)?\s*areas?|weakAreas|weak topics)\s*[:=]\s*([^\n]+)/i)?.[1]
  if (!weak) return input.progress
  const examType = input.context?.match(/examType\s*[:=]\s*([A-Z_]+)/)?.[1] as ExamTypeName | undefined
  const areas = weak
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean)
    .slice(0, 5)
    .map((a): TutorWeakArea => ({ examType, section: a, accuracy: Number.NaN }))
  return { source: 'browser', examType, weakAreas: areas }
}

function areaName(r: Reply, area: TutorWeakArea): string {
  if (area.topic) return `${r.topic(area.topic)}${area.section ? ` (${r.subject(area.section)})` : ''}`
  return r.subject(area.section ?? '')
}

function areaLink(r: Reply, area: TutorWeakArea, examType?: ExamTypeName): string {
  const exam = area.examType ?? examType
  if (!exam || !area.section) return r.t.general.browseQuestions
  return `[${r.subject(area.section)}](${practiceHref({ examType: exam, section: area.section })})`
}

function planReply(r: Reply, progress: TutorProgress | undefined): OfflineReply {
  const t = r.t
  const areas = [...(progress?.weakAreas ?? [])].sort((a, b) => (a.accuracy || 0) - (b.accuracy || 0)).slice(0, 4)
  if (!progress || !areas.length) {
    r.add(t.plan.noProgress, t.plan.generic)
    return r.done('plan', false)
  }
  r.add(
    say(t, 'plan', 'intro', { source: progress.source === 'account' ? t.plan.sourceAccount : t.plan.sourceBrowser }),
  )
  if (progress.scorePercentage !== undefined)
    r.add(say(t, 'plan', 'overall', { score: Math.round(progress.scorePercentage) }))
  const lines = areas.map((area, i) => {
    const known = Number.isFinite(area.accuracy)
    const perDay = !known || area.accuracy < 50 ? 15 : area.accuracy < 75 ? 10 : 5
    return say(t, 'plan', 'weakLine', {
      n: i + 1,
      area: areaName(r, area),
      accuracy: known ? Math.round(area.accuracy) : '—',
      answered: area.answered ? say(t, 'plan', 'answered', { count: area.answered }) : '',
      perDay,
      link: areaLink(r, area, progress.examType),
    })
  })
  r.add(lines.join('\n'), t.plan.schedule, t.plan.goal)
  return r.done('plan', false)
}

function weakestReply(r: Reply, progress: TutorProgress | undefined, message: string): OfflineReply {
  const weakest = [...(progress?.weakAreas ?? [])].sort((a, b) => (a.accuracy || 0) - (b.accuracy || 0))[0]
  if (!progress || !weakest) {
    r.add(r.t.plan.noProgress, r.t.plan.generic)
    return r.done('weakest', false)
  }
  r.add(
    say(r.t, 'plan', 'weakestIntro', {
      area: areaName(r, weakest),
      accuracy: Number.isFinite(weakest.accuracy) ? Math.round(weakest.accuracy) : '—',
    }),
  )
  const exam = weakest.examType ?? progress.examType
  const inArea = (d: SearchDoc) =>
    (!exam || d.examType === exam) &&
    (!weakest.section || d.section === weakest.section) &&
    (!weakest.topic || d.topic === weakest.topic)
  const note = [...r.search.docs.values()].find((d) => d.kind === 'note' && inArea(d))
  const query = `${weakest.topic?.replace(/_/g, ' ') ?? ''} ${weakest.section ?? ''}`.trim() || message
  if (note) r.quoteNote(note)
  else {
    const hit = r.search.search(query, { language: r.language, filter: inArea, limit: 1 })[0]
    if (hit?.doc.kind === 'note') r.quoteNote(hit.doc)
    else if (hit) r.quoteExplanation(hit.doc)
  }
  const practice = [...r.search.docs.values()].filter((d) => d.kind === 'question' && inArea(d)).slice(0, 3)
  r.practice(practice)
  return r.done('weakest', false)
}

// ---- The question the chat was opened from -----------------------------------------------------------------------

function questionFromContext(context: string | undefined): TutorQuestion | undefined {
  if (!context) return undefined
  const pick = (re: RegExp) => context.match(re)?.[1]?.trim().slice(0, 1000) || undefined
  const questionText = pick(/(?:question|запитання|завдання|pytanie|zadanie)\s*:\s*(.+)/i)
  if (!questionText) return undefined
  const correctAnswer = pick(/(?:correct answer|правильна відповідь|poprawna odpowiedź)\s*:\s*(.+)/i)
  const studentAnswer = pick(
    /(?:your answer|student answer|user answer|відповідь учня|твоя відповідь|twoja odpowiedź)\s*:\s*(.+)/i,
  )
  return {
    questionText,
    correctAnswer,
    studentAnswer,
    explanation: pick(/(?:explanation|пояснення|wyjaśnienie)\s*:\s*(.+)/i),
    answered: Boolean(correctAnswer || studentAnswer),
  }
}

const LETTER = /^[A-D]\)\s*/

const words = (text: string) => text.split(/[^\p{L}\p{N}'’ʼ]+/u).filter(Boolean)

/**
 * Whether a text would give an answer away: every word of the answer appears in it, in any inflection
 * ("Ярослава Мудрого" in "Ярослав Мудрий пов'язаний…"), or a number answer stands in it on its own.
 */
export function revealsAnswer(text: string, answer: string): boolean {
  if (!answer.trim()) return false
  const stems = words(answer)
    .map(stem)
    .filter((s): s is string => s !== null)
  if (stems.length) {
    const present = new Set(words(text).map(stem))
    return stems.every((s) => present.has(s))
  }
  const numbers = answer.match(/\d+(?:[.,]\d+)?/g)
  if (!numbers) return text.toLowerCase().includes(answer.trim().toLowerCase())
  return numbers.every((n) =>
    new RegExp(`(?<![\\d.,−-])${n.replace(/[.,]/, '[.,]')}(?![\\d\\p{L}]|[.,]\\d)`, 'u').test(text),
  )
}

function questionReply(r: Reply, q: TutorQuestion, message: string): OfflineReply {
  const t = r.t
  const own = q.id ? r.search.docs.get(q.id) : undefined
  const examType = q.examType ?? own?.examType
  const section = q.section ?? own?.section
  const topic = q.topic ?? own?.topic
  const answer = (q.correctAnswer ?? own?.correctAnswer ?? '').replace(LETTER, '').trim()
  const givesAway = (text: string) => revealsAnswer(text, answer)
  r.add(say(t, 'general', 'questionQuote', { question: clip(stripMarkup(q.questionText), 400) }))
  const sameArea = (d: SearchDoc) => (!examType || d.examType === examType) && (!section || d.section === section)
  const query = `${q.questionText} ${topic?.replace(/_/g, ' ') ?? ''} ${message}`
  const noteHits = r.search.search(query, { language: r.language, kind: 'note', limit: 5, filter: sameArea })
  const topicNote = [...r.search.docs.values()].find((d) => d.kind === 'note' && sameArea(d) && d.topic === topic)
  const notes = [...noteHits.map((h) => h.doc), ...(topicNote ? [topicNote] : [])]
  const excludeOwn = (d: SearchDoc) => d.id === q.id || d.title.trim() === q.questionText.trim()

  if (!q.answered) {
    r.add(t.question.before)
    if (topic) r.add(say(t, 'question', 'hintTopic', { topic: r.topic(topic) }))
    r.add(t.question.hintSteps)
    const note = notes.find((d) => !givesAway(d.body))
    if (note) r.quoteNote(note)
    r.practiceFor(query, note ?? own, (d) => excludeOwn(d) || !sameArea(d))
    return r.done('question', false)
  }

  r.add(t.question.after)
  if (answer) {
    const student = q.studentAnswer?.replace(LETTER, '').trim()
    if (student && student.toLowerCase() === answer.toLowerCase()) r.add(say(t, 'question', 'correct', { answer }))
    else if (student) r.add(say(t, 'question', 'wrong', { student, answer }))
    else r.add(say(t, 'question', 'key', { answer }))
  }
  const explanation = q.explanation ?? own?.body
  if (explanation) {
    const sentences = explanation.match(/[^.!?]+[.!?]+["»”)]*|[^.!?]+$/g) ?? [explanation]
    r.add(`${t.question.explanation}\n${sentences.map((s, i) => `${i + 1}. ${s.trim()}`).join('\n')}`)
  }
  // A worked solution only when the solver's checked result is the key's number: it may have read the question
  // differently, and a solution to another question would mislead.
  const solvedQuestion = solveMaths(q.questionText, r.language, t)
  const keyNumbers = (
    answer
      .replace(/[−–]/g, '-')
      .replace(/(\d),(\d)/g, '$1.$2')
      .match(/-?\d+(?:\.\d+)?/g) ?? []
  ).map(Number)
  const worked =
    solvedQuestion?.status === 'solved' &&
    solvedQuestion.values.length > 0 &&
    solvedQuestion.values.every((v) => keyNumbers.some((k) => Math.abs(k - v) < 1e-6 * Math.max(1, Math.abs(v))))
      ? solvedQuestion
      : undefined
  if (worked)
    r.add(`${t.question.worked}\n${worked.steps.join('\n')}\n${say(t, 'maths', 'answer', { answer: worked.answer })}`)
  if (notes[0]) r.quoteNote(notes[0], true)
  r.practiceFor(query, notes[0] ?? own, (d) => excludeOwn(d) || !sameArea(d))
  return r.done('question', false, worked)
}
