import { languageValues } from '../../../../openapi/types.ts'
import type { TutorQuestion } from '../../types.ts'
import { stripMarkup } from '../maths/notation.ts'
import { solveMaths } from '../maths/solve.ts'
import type { SearchDoc } from '../search.ts'
import { say } from '../texts.ts'
import { stemWord } from '../words.ts'
import { clip, type OfflineReply, type Reply } from './reply.ts'

/**
 * The question the chat was opened from (practice dialogs, results, "Practice This"): before the student has
 * answered, the concept and a way to think about it, never the key; after, the full explanation.
 */

export function questionFromContext(context: string | undefined): TutorQuestion | undefined {
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
 * A word's stems under each language's stemmer (the text and the key may be in any of them); none for a word that
 * one of them calls a stop word ("and", "i") or too short to tell anything.
 */
function stemsOf(word: string): string[] {
  const stems = languageValues.map((l) => stemWord(word, l))
  return stems.includes(null) ? [] : (stems as string[])
}

/**
 * Whether a text would give an answer away: every word of the answer appears in it, in any inflection
 * ("Ярослава Мудрого" in "Ярослав Мудрий пов'язаний…"), or a number answer stands in it on its own.
 */
export function revealsAnswer(text: string, answer: string): boolean {
  if (!answer.trim()) return false
  const answerWords = words(answer)
    .map(stemsOf)
    .filter((s) => s.length)
  if (answerWords.length) {
    const present = new Set(words(text).flatMap(stemsOf))
    return answerWords.every((variants) => variants.some((s) => present.has(s)))
  }
  const numbers = answer.match(/\d+(?:[.,]\d+)?/g)
  if (!numbers) return text.toLowerCase().includes(answer.trim().toLowerCase())
  return numbers.every((n) =>
    new RegExp(`(?<![\\d.,−-])${n.replace(/[.,]/, '[.,]')}(?![\\d\\p{L}]|[.,]\\d)`, 'u').test(text),
  )
}

export function questionReply(r: Reply, q: TutorQuestion, message: string): OfflineReply {
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
    const note = notes.find((d) => !givesAway(d.body) && !givesAway(d.title))
    if (note) r.quoteNote(note)
    // A link's title is shown beside the question: together they must not spell out the key either.
    r.practiceFor(
      query,
      note ?? own,
      (d) => excludeOwn(d) || !sameArea(d) || givesAway(`${q.questionText}\n${d.title}`),
    )
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
