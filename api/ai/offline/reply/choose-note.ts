import type { SearchDoc } from '../search.ts'
import { isSureOf, isTopical, pointsAtOneTopic, supportsTopic, topicModel, type TopicReading } from '../topics/model.ts'
import { readsIn, relevantHits, type NoteChoice } from './concept.ts'
import type { Reply } from './reply.ts'

/**
 * The study note that answers a concept question, in the reply's language: the topic model (what the words are
 * about, learned from the bank and the notes) and the search (which note's title and keywords the question names)
 * vote together. A note the search finds counts for its topic; a topic the model is sure of counts even when the
 * search finds nothing (a question put in other words than the note's). Within the chosen topic, the note the
 * search ranks highest, else the topic's first note. Undefined when neither is sure: the caller offers topics.
 * `asked`: the student asks for an explanation, so a reading that clearly points at one topic is enough.
 */

/** What the best relevant note hit adds to its topic's vote (others in proportion to their score), plus its coverage. */
const HIT_VOTE = 0.3
const COVERAGE_VOTE = 0.4
/** The model's least probability for a note hit's topic when the student did not ask for an explanation. */
const UNASKED_LEAN = 0.1
/** The model's topics considered beside the search's. */
const MODEL_TOPICS = 3
/**
 * A topic the student's exam does not teach weighs this much: topics with the same idea sit under different keys in
 * different exams (Matura `sequences`, NMT `progressions`; OSSLT `sentence_structure`, SAT `punctuation`).
 */
const OTHER_EXAM = 0.5

export function chooseNote(r: Reply, message: string, asked = false): NoteChoice | undefined {
  const reading = readTopic(r, message)
  // One search serves both: the relevant hits, and each voted topic's best-ranked note.
  const all = r.search.search(message, { language: r.language, limit: 40 })
  const hits = relevantHits(all, r.language).slice(0, 12)
  const topical = asked ? pointsAtOneTopic(reading) || isSureOf(reading, message, r.language) : isTopical(reading)
  // Unasked (a greeting, small talk), a note the search finds counts only when the topic model leans its way too:
  // one shared word ("dzień dobry", "recommend me a series") is chance.
  const lean = new Map(reading.ranked.map((g) => [g.topic, g.probability]))
  const noteHits = hits.filter((h) => h.doc.kind === 'note' && (asked || (lean.get(h.doc.topic) ?? 0) >= UNASKED_LEAN))
  if (!topical && !noteHits.length) return undefined
  // The student's exam is a prior over topics: one it does not teach weighs less, before the model's best are taken.
  const taught = r.exam && examTopics(r, r.exam)
  const prior = (topic: string) => (!taught || taught.has(topic) ? 1 : OTHER_EXAM)
  const votes = new Map<string, number>()
  if (topical)
    for (const g of reading.ranked
      .map((g) => ({ topic: g.topic, vote: g.probability * prior(g.topic) }))
      .sort((a, b) => b.vote - a.vote)
      .slice(0, MODEL_TOPICS))
      votes.set(g.topic, g.vote)
  // Each topic counts its best hit once.
  const hitVotes = new Map<string, number>()
  // A hit votes by its score beside the best note hit's: a note whose title the question names outranks one sharing
  // a word or two, even where the model leans the other way (naive Bayes is over-sure of topics with many items).
  const topScore = Math.max(...noteHits.map((h) => h.score))
  for (const h of noteHits) {
    const vote = HIT_VOTE * (h.score / topScore) + COVERAGE_VOTE * h.coverage
    hitVotes.set(h.doc.topic, Math.max(hitVotes.get(h.doc.topic) ?? 0, vote))
  }
  for (const [topic, vote] of hitVotes) votes.set(topic, (votes.get(topic) ?? 0) + vote * prior(topic))
  // A note whose text is mostly quotations in another language (the English note on Ukrainian metaphors) weighs
  // half: an English "what is a metaphor?" wants the general one.
  const ranked = all.map((h) => h.doc).filter((d) => d.kind === 'note' && d.language === r.language)
  let best: { note: SearchDoc; vote: number } | undefined
  for (const [topic, vote] of [...votes].sort((a, b) => b[1] - a[1]).slice(0, MODEL_TOPICS)) {
    const note = noteOn(r, ranked, topic)
    const weighed = note && (readsIn(note, r.language) ? vote : vote / 2)
    if (note && weighed !== undefined && (!best || weighed > best.vote)) best = { note, vote: weighed }
  }
  // A note on a topic whose texts hold little of what the message asks about is a weak match ("how does a transistor
  // work" shares "work" with the note on rates of work): the caller offers the closest topics instead.
  const note = best?.note
  return note && supportsTopic(message, r.language, note.topic) ? { note, hits } : undefined
}

/**
 * The topic's note in the reply's language: among those the search found, else among all the topic's notes, one
 * reading in that language first, and the student's exam's before the highest-ranked. A topic key means different
 * things in different exams (NMT `functions` is the derivative, Matura's the parabola), so the exam's own note is
 * preferred only among the notes the search found.
 */
function noteOn(r: Reply, ranked: SearchDoc[], topic: string): SearchDoc | undefined {
  const inTopic = (d: SearchDoc) => d.kind === 'note' && d.topic === topic && d.language === r.language
  const pick = (notes: SearchDoc[]) => {
    const reads = notes.filter((d) => readsIn(d, r.language))
    return reads.find((d) => d.examType === r.exam) ?? reads[0] ?? notes[0]
  }
  return pick(ranked.filter(inTopic)) ?? pick([...r.search.docs.values()].filter(inTopic))
}

/** The topic keys an exam's notes and items cover, once per search index and exam. */
const topicsByExam = new WeakMap<Reply['search'], Map<string, Set<string>>>()
function examTopics(r: Reply, exam: string): Set<string> {
  const byExam = topicsByExam.get(r.search) ?? new Map<string, Set<string>>()
  topicsByExam.set(r.search, byExam)
  let topics = byExam.get(exam)
  if (!topics) {
    topics = new Set([...r.search.docs.values()].filter((d) => d.examType === exam).map((d) => d.topic))
    byExam.set(exam, topics)
  }
  return topics
}

export function readTopic(r: Reply, message: string): TopicReading {
  return topicModel().read(message, r.language)
}
