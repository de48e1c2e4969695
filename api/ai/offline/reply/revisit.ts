import type { Language } from '../../../../openapi/types.ts'
import type { TutorInput, TutorProgress } from '../../types.ts'
import type { SearchDoc } from '../search.ts'
import { say } from '../texts.ts'
import { closestTopics, conceptReply } from './concept.ts'
import type { Asked } from './earlier.ts'
import { clip, type OfflineReply, type Reply, type TutorIntent } from './reply.ts'

/** Going back over the conversation: the same answer in another language, what was asked first, what next. */

/** The beginnings of each language's name in the three languages ("in Ukrainian", "українською", "po ukraińsku"). */
const LANGUAGE_NAMES: Record<Language, string[]> = {
  en: ['english', 'англ', 'angiel', 'ang'],
  uk: ['ukrain', 'україн', 'ukraiń', 'укр'],
  pl: ['polish', 'польськ', 'польс', 'polsk', 'pol'],
}

/**
 * The language a "say it in …" message asks for, if it names one. Naming two ("po ukraińsku, kolega nie rozumie po
 * polsku"), the one that is not the current reply's: a student asks for a change of language.
 */
export function languageAskedFor(message: string, current?: Language): Language | undefined {
  const words = message.toLowerCase().split(/[^\p{L}]+/u)
  const named = (Object.keys(LANGUAGE_NAMES) as Language[]).filter((l) =>
    words.some((w) => LANGUAGE_NAMES[l].some((start) => (start.length <= 3 ? w === start : w.startsWith(start)))),
  )
  const other = named.filter((l) => l !== current)
  return named.length === 1 ? named[0] : other.length === 1 ? other[0] : undefined
}

type Answer = (input: TutorInput, readAs?: TutorIntent) => OfflineReply

/**
 * The same reply again in another language (decision 094). The earlier question is first answered as it was
 * (its own language, its own intent); then, in the asked language, a reply that quoted study notes quotes the same
 * notes (one id per language), and any other — a problem, a plan — is composed anew with the earlier intent, so
 * the steps and texts come from that language's content, not from a translation.
 */
export function translateReply(r: Reply, earlier: Asked | undefined, input: TutorInput, answer: Answer): OfflineReply {
  if (!earlier) {
    r.add(r.t.conversation.translateNothing)
    return r.done('translate', true)
  }
  const asked = { ...input, message: earlier.message, history: earlier.before }
  const before = answer(asked)
  // Nothing was found for it in its own language: the same honest answer, with the closest topics, in this one.
  if (before.kind === 'no-match') return { ...closestTopics(r, earlier.message), kind: 'translate', declined: true }
  const notes = before.maths ? [] : notesIn(r, before.sources)
  if (notes.length) {
    conceptReply(r, { note: notes[0], hits: [] }, earlier.message)
    return { ...r.done('translate', false), intent: 'translate' }
  }
  const again = answer({ ...asked, language: r.language, languageExplicit: true }, before.intent)
  return { ...again, kind: 'translate' }
}

/** The target language's versions of the notes a reply quoted, in the order quoted. */
function notesIn(r: Reply, sources: string[]): SearchDoc[] {
  const byId = new Map<string, SearchDoc>()
  for (const d of r.search.docs.values())
    if (d.kind === 'note' && d.language === r.language && sources.includes(d.id)) byId.set(d.id, d)
  return sources.map((id) => byId.get(id)).filter((d): d is SearchDoc => !!d)
}

const ORDINAL_FIRST = ['first', 'start', 'begin', 'перш', 'почат', 'спочат', 'pierwsz', 'począt', 'najpierw', 'zaczę']

export function recallReply(r: Reply, message: string, asked: Asked[]): OfflineReply {
  const questions = asked.filter((a) => a.standalone)
  if (!questions.length) {
    r.add(r.t.conversation.nothingEarlier)
    return r.done('recall', false)
  }
  const lower = message.toLowerCase()
  const wantsFirst = ORDINAL_FIRST.some((w) => lower.includes(w))
  const pick = wantsFirst ? questions[0] : questions[questions.length - 1]
  r.add(say(r.t, 'conversation', wantsFirst ? 'recallFirst' : 'recallLast', { text: clip(pick.message, 300) }))
  if (questions.length > 1)
    r.add(`${r.t.conversation.recallAll}\n${questions.map((q, i) => `${i + 1}. ${clip(q.message, 120)}`).join('\n')}`)
  return r.done('recall', false, pick.solved)
}

/** "What should I revise next?": the weakest area of the results, with practice filtered to it. */
export function whatNextReply(r: Reply, progress: TutorProgress | undefined): OfflineReply {
  const weakest = [...(progress?.weakAreas ?? [])].sort((a, b) => (a.accuracy || 0) - (b.accuracy || 0))[0]
  if (!weakest) {
    r.add(r.t.conversation.whatNextNoProgress)
    return r.done('what-next', false)
  }
  const examType = weakest.examType ?? progress?.examType
  const params = new URLSearchParams()
  if (examType) params.set('examType', examType)
  if (weakest.section) params.set('section', weakest.section)
  if (weakest.topic) params.set('topic', weakest.topic)
  const name = weakest.topic ? r.topic(weakest.topic) : r.subject(weakest.section ?? '')
  r.add(
    say(r.t, 'conversation', 'whatNext', {
      area: name,
      topic: name,
      accuracy: Number.isFinite(weakest.accuracy) ? Math.round(weakest.accuracy) : '—',
      href: `/questions?${params.toString()}`,
    }),
  )
  return r.done('what-next', false)
}
