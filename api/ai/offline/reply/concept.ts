import { detectLanguage } from '../language.ts'
import type { Hit } from '../search.ts'
import { say } from '../texts.ts'
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

/** A note that reads in the student's language comes before one whose text is mostly quotations in another (the
 * English note on Ukrainian metaphors is for NMT students; an English "what is a metaphor?" wants the general one). */
const readsIn = (h: Hit, language: Reply['language']) => (detectLanguage(h.doc.body) ?? language) === language

export function conceptReply(r: Reply, hits: Hit[], query: string) {
  const notes = hits
    .filter((h) => h.doc.kind === 'note')
    .sort((a, b) => Number(readsIn(b, r.language)) - Number(readsIn(a, r.language)))
  const questions = hits.filter((h) => h.doc.kind === 'question')
  if (notes.length) {
    r.quoteNote(notes[0].doc)
    // A second note only when it is nearly as relevant (mitosis and meiosis: two notes).
    if (
      notes[1] &&
      readsIn(notes[1], r.language) &&
      notes[1].score >= notes[0].score * 0.6 &&
      notes[1].doc.topic !== notes[0].doc.topic
    )
      r.quoteNote(notes[1].doc, true)
  } else if (questions[0]) r.quoteExplanation(questions[0].doc)
  const best = (notes[0] ?? questions[0]).doc
  r.practiceFor(query, best)
  r.add(r.t.general.followUp)
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
    const href = `/questions?${new URLSearchParams({ examType: d.examType, section: d.section, topic: d.topic })}`
    lines.push(
      say(r.t, 'conversation', 'topicLine', {
        topic: r.topic(d.topic),
        exam: r.examName(d.examType),
        section: r.subject(d.section),
        href,
      }),
    )
    if (lines.length === 3) break
  }
  r.add(lines.length ? lines.join('\n') : r.t.conversation.noTopics)
  return r.done('no-match', true)
}
