import { detectLanguage } from '../language.ts'
import type { Hit, SearchDoc } from '../search.ts'
import { say } from '../texts.ts'
import { supportsTopic } from '../topics/model.ts'
import { clip, type OfflineReply, type Reply } from './reply.ts'

/**
 * A concept question answered from the study notes and the bank — only from what is relevant: a general or vague
 * message ("tell me something interesting", "can you help me?") must not quote a note that merely shares a word.
 *
 * A hit counts when it is in the reply's language (a note the student cannot read explains nothing), one of the
 * query's words matched its title, keywords or topic (not only somewhere in its body), a one-word match was
 * exact or a prefix (not a typo away), and its MiniSearch score clears a floor. A bank question alone (no note)
 * needs two matched words and a higher floor: one shared word with a question ("bored", "help") is chance. And what
 * it is about (title, keywords, topic) covers at least half the query weighted by each word's rarity: with notes in
 * three languages for every topic, one sharing an everyday word with a question ("tell") turns up whatever it is.
 */
export const MIN_COVERAGE = 0.45
/** The note a concept question is answered from. */
export interface NoteChoice {
  note: SearchDoc
  /** Other relevant hits, for a second note and practice links. */
  hits: Hit[]
}

export const MIN_NOTE_SCORE = 25
export const MIN_QUESTION_SCORE = 60

export function relevantHits(hits: Hit[], language: Reply['language']): Hit[] {
  return hits.filter(
    (h) =>
      h.doc.language === language &&
      h.strong &&
      h.coverage >= MIN_COVERAGE &&
      (h.exact || h.matched >= 2) &&
      (h.doc.kind === 'note' ? h.score >= MIN_NOTE_SCORE : h.score >= MIN_QUESTION_SCORE && h.matched >= 2),
  )
}

/**
 * Whether a note's text reads in the language, not mostly in quotations of another (the English note on Ukrainian
 * metaphors is for NMT students; an English "what is a metaphor?" wants the general one). Detected once per note:
 * detection takes a few milliseconds.
 */
export function readsIn(d: SearchDoc, language: Reply['language']): boolean {
  if (!bodyLanguage.has(d.key)) bodyLanguage.set(d.key, detectLanguage(d.body))
  return (bodyLanguage.get(d.key) ?? language) === language
}
const bodyLanguage = new Map<string, string | undefined>()

export function conceptReply(r: Reply, choice: NoteChoice, query: string) {
  const { note, hits } = choice
  r.quoteNote(note)
  const notes = hits
    .filter((h) => h.doc.kind === 'note')
    .sort((a, b) => Number(readsIn(b.doc, r.language)) - Number(readsIn(a.doc, r.language)))
  // A second note only when the search ranks the chosen one first and another nearly as high (mitosis and
  // meiosis: two notes).
  if (
    notes[0]?.doc === note &&
    notes[1] &&
    readsIn(notes[1].doc, r.language) &&
    notes[1].score >= notes[0].score * 0.6 &&
    notes[1].doc.topic !== note.topic
  )
    r.quoteNote(notes[1].doc, true)
  // Practice on the note's topic: its questions when the bank has them in the student's language, else a link to
  // the topic (a question quoted in another language, or another script, reads as a reply in that language).
  if (hasTopicIn(r, note.topic)) r.practiceFor(query, note, (d) => d.topic !== note.topic || d.language !== r.language)
  else r.add(`${r.t.general.practiceIntro}\n${topicLine(r, note)}`)
  r.add(r.t.general.followUp)
}

/** A bank question alone, when no note answers: its explanation. */
export function explanationReply(r: Reply, hits: Hit[], query: string): boolean {
  const question = hits.find((h) => h.doc.kind === 'question' && supportsTopic(query, r.language, h.doc.topic))
  if (!question) return false
  r.quoteExplanation(question.doc)
  r.practiceFor(query, question.doc)
  r.add(r.t.general.followUp)
  return true
}

/** A line linking to practice filtered to the document's exam, section and topic. */
function topicLine(r: Reply, d: SearchDoc): string {
  const href = `/questions?${new URLSearchParams({ examType: d.examType, section: d.section, topic: d.topic })}`
  return say(r.t, 'conversation', 'topicLine', {
    topic: r.topic(d.topic),
    exam: r.examName(d.examType),
    section: r.subject(d.section),
    href,
  })
}

function hasTopicIn(r: Reply, topic: string): boolean {
  for (const d of r.search.docs.values())
    if (d.kind === 'question' && d.topic === topic && d.language === r.language) return true
  return false
}

/**
 * Nothing relevant enough to quote: say so, and offer the topics nearest to the message (notes and bank items
 * that share a word with it, grouped by topic) with practice filtered to each.
 */
export function closestTopics(r: Reply, query: string): OfflineReply {
  r.add(say(r.t, 'conversation', 'weakMatch', { query: clip(query, 80) }))
  const seen = new Set<string>()
  const lines: string[] = []
  for (const hit of r.search.search(query, { language: r.language, limit: 30 })) {
    const d = hit.doc
    const key = `${d.examType}:${d.section}:${d.topic}`
    if (seen.has(key) || !d.topic) continue
    seen.add(key)
    lines.push(topicLine(r, d))
    if (lines.length === 3) break
  }
  r.add(lines.length ? lines.join('\n') : r.t.conversation.noTopics)
  return r.done('no-match', true)
}
