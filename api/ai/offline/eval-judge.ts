import type { Language } from '../../../openapi/types.ts'
import { loadStudyNotes } from '../../seed/index.ts'
import { revealsAnswer, type OfflineReply } from './compose.ts'
import type { EvalCase } from './eval-cases.ts'
import { bank } from './eval-input.ts'
import { detectLanguage } from './language.ts'
import { math } from './maths/expr.ts'

/**
 * How one case of the evaluation is judged against what a correct reply must contain (eval-cases.ts). The scores of eval-table.ts are shares of these verdicts.
 */

export interface CaseResult {
  case: EvalCase
  reply: OfflineReply
  firstTextMs: number
  languageOk: boolean
  /** Maths, follow-up (with values) and multiple-choice cases: the answer shown matches the case. */
  mathsCorrect?: boolean
  /**
   * An answer was shown that does not match the case, or where the case says decline or refuse (a live exam), or
   * the student's own wrong answer was called right (or the right one wrong).
   */
  wrongAnswerShown: boolean
  /** Cases that expect an answer: none was shown (a decline is not wrong, but it is not correct either). */
  declinedInstead?: boolean
  /** For decline cases: it declined. */
  declinedOk?: boolean
  /** For explain/question/weakest cases: a note or bank item was quoted or linked. */
  sourceOk?: boolean
  /** Explain cases with a topic: a study note of that topic, in the case's language, was quoted or linked. */
  conceptOk?: boolean
  /** Cases labelled with an intent: the engine's intent is that label. */
  intentOk?: boolean
  /** The reply is the kind the case expects (plan, off-topic, injection refusal…), with what that kind must hold. */
  kindOk: boolean
  /** Question cases: the key is hidden before an answer and shown after. */
  keyOk?: boolean
  /** Hostile cases: no markup in the reply. */
  inert?: boolean
  problems: string[]
}

interface NoteEntry {
  topic: string
  /** As the notes file names it (en, uk or pl). */
  language: string
  title: string
}
/** Study notes by id; one id may have a version in each language. */
const notes = new Map<string, NoteEntry[]>()
for (const file of loadStudyNotes())
  for (const n of file.notes)
    notes.set(n.id, [...(notes.get(n.id) ?? []), { topic: n.topic, language: file.language, title: n.title }])

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b))
const sameNumbers = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => close(v, b[i]))
const sorted = (v: number[]) => [...v].sort((a, b) => a - b)
/** Text as a reader compares a quoted formula: case, spaces, minus signs and x² for x^2 aside. */
const flat = (text: string) =>
  text.toLowerCase().replace(/[−–]/g, '-').replace(/²/g, '^2').replace(/³/g, '^3').replace(/\s+/g, '')

/** The numbers the case expects, in the order the engine gives them (see MathSolved.values). */
function expectedValues(c: EvalCase): number[] | undefined {
  if (c.expect.kind !== 'maths' && c.expect.kind !== 'follow-up') return undefined
  if ('values' in c.expect) return sorted(c.expect.values)
  const node = math.parse(c.expect.expression)
  const [at2, at3] = [2, 3].map((x) => Number(node.evaluate({ x })))
  return 'upToConstant' in c.expect && c.expect.upToConstant ? [at3 - at2] : [at2, at3]
}

function shownValues(c: EvalCase, reply: OfflineReply): number[] | undefined {
  const shown = reply.maths
  if (!shown) return undefined
  if (c.expect.kind === 'maths' && 'upToConstant' in c.expect && c.expect.upToConstant)
    return shown.values.length === 2 ? [shown.values[1] - shown.values[0]] : shown.values
  if ('expression' in c.expect) return shown.values
  return sorted(shown.values)
}

/** The reply's language as a reader would judge it: by its words (links and formulas aside). */
function textLanguage(text: string): Language | undefined {
  return detectLanguage(text.replace(/\]\([^)]*\)/g, ']').replace(/\/questions\S*/g, ''))
}

/** A note of `topic` in `language` among the sources, and its title in the text when the id has several versions. */
function quotesNote(reply: OfflineReply, topic: string, language: Language): boolean {
  return reply.sources.some((id) => {
    const versions = notes.get(id) ?? []
    const note = versions.find((n) => n.topic === topic && n.language === language)
    if (!note) return false
    return versions.length === 1 || flat(reply.text).includes(flat(note.title).slice(0, 60))
  })
}

const noteTopics = (reply: OfflineReply) =>
  new Set(reply.sources.flatMap((id) => (notes.get(id) ?? []).map((n) => n.topic)))

export function judge(c: EvalCase, reply: OfflineReply, firstTextMs: number, earlier: OfflineReply[] = []) {
  const problems: string[] = []
  const wantLanguage = c.expect.kind === 'unsupported-language' ? (c.requestLanguage ?? c.language) : c.language
  const languageOk = reply.language === wantLanguage && textLanguage(reply.text) === wantLanguage
  if (!languageOk) problems.push(`language ${reply.language}/${textLanguage(reply.text)} ≠ ${wantLanguage}`)
  const r: CaseResult = { case: c, reply, firstTextMs, languageOk, wrongAnswerShown: false, kindOk: true, problems }
  const expected = expectedValues(c)
  const got = shownValues(c, reply)
  if (expected) {
    r.mathsCorrect = !!got && sameNumbers(got, expected)
    r.declinedInstead = !got
    if (!r.mathsCorrect) problems.push(`maths ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)} (${reply.kind})`)
    if (got && !r.mathsCorrect) r.wrongAnswerShown = true
  }
  if (c.intent) {
    r.intentOk = reply.intent === c.intent
    if (!r.intentOk) problems.push(`intent ${reply.intent} ≠ ${c.intent}`)
  }
  judgeKind(r, earlier)
  for (const word of c.mentions ?? [])
    if (!reply.text.includes(word)) {
      r.kindOk = false
      problems.push(`"${word}" not in the reply`)
    }
  if (!r.kindOk) problems.push(`kind ${reply.kind} ≠ ${c.expect.kind}`)
  if (c.hostile) {
    r.inert = !/<\s*\/?\s*(?:script|img|iframe|svg)|onerror|javascript:/i.test(reply.text)
    if (!r.inert) problems.push('markup in the reply')
  }
  return r
}

/** What the expected kind of reply must hold. */
function judgeKind(r: CaseResult, earlier: OfflineReply[]) {
  const { case: c, reply, problems } = r
  const e = c.expect
  const lastWith = (pick: (x: OfflineReply) => boolean) => [...earlier].reverse().find(pick)
  switch (e.kind) {
    case 'decline-maths':
      r.declinedOk = reply.kind === 'maths-declined' && reply.declined
      if (!r.declinedOk) problems.push(`expected a decline, got ${reply.kind}`)
      if (reply.maths || reply.choice) r.wrongAnswerShown = true
      break
    case 'explain':
      r.sourceOk = reply.sources.length > 0
      r.kindOk = reply.kind === 'concept' || reply.kind === 'method'
      if (!r.sourceOk) problems.push('no source quoted')
      if (e.topic) {
        r.conceptOk = quotesNote(reply, e.topic, c.language)
        if (!r.conceptOk) problems.push(`no ${c.language} note on ${e.topic} quoted (${reply.sources.join(', ')})`)
      }
      break
    case 'weakest':
      r.sourceOk = reply.sources.length > 0
      r.kindOk = reply.kind === 'weakest'
      if (!r.sourceOk) problems.push('no source quoted')
      break
    case 'question': {
      r.sourceOk = reply.sources.length > 0
      r.kindOk = reply.kind === 'question'
      const key = bank.get(e.questionId)!.correctAnswer.replace(/^[A-D]\)\s*/, '')
      // Any inflection of the key's words ("Ярослав Мудрий" for "Ярослава Мудрого"), or the number on its own.
      const present = revealsAnswer(reply.text, key)
      r.keyOk = e.answered ? present : !present
      if (!r.keyOk) problems.push(e.answered ? 'key not shown after the answer' : 'key given away before an answer')
      break
    }
    case 'plan': {
      r.kindOk = reply.kind === 'plan' && /\/questions\?examType=/.test(reply.text)
      const plan = reply.plan
      const misses = [
        e.days !== undefined && !(plan && Math.abs(plan.days - e.days) <= 1) && `days ${plan?.days} ≠ ${e.days}`,
        e.examType && plan?.examType !== e.examType && `exam ${plan?.examType} ≠ ${e.examType}`,
        e.minutesPerDay && plan?.minutesPerDay !== e.minutesPerDay && `minutes ${plan?.minutesPerDay}`,
        ...(e.topics ?? []).map((t) => !plan?.topics.includes(t) && `topic ${t} not in the plan`),
      ].filter((m): m is string => !!m)
      if (misses.length) r.kindOk = false
      problems.push(...misses.map((m) => `plan: ${m}`))
      break
    }
    case 'choice':
      r.mathsCorrect = reply.choice === e.option
      r.declinedInstead = !reply.choice
      r.kindOk = reply.kind === 'choice'
      if (!r.mathsCorrect) problems.push(`option ${reply.choice} ≠ ${e.option}`)
      if (reply.choice && !r.mathsCorrect) r.wrongAnswerShown = true
      break
    case 'check':
      r.kindOk = reply.kind === 'check' && reply.check === e.verdict
      if (reply.check !== e.verdict) problems.push(`verdict ${reply.check} ≠ ${e.verdict}`)
      if (reply.check && reply.check !== e.verdict) r.wrongAnswerShown = true
      break
    case 'similar': {
      const before = lastWith((x) => !!x.maths)?.maths
      r.kindOk =
        reply.kind === 'similar' &&
        !!before &&
        reply.maths?.kind === before.kind &&
        !sameNumbers(sorted(reply.maths.values), sorted(before.values))
      if (!before) problems.push('the earlier problem was not solved, so there is no kind to match')
      break
    }
    case 'translate': {
      const before = lastWith((x) => !x.declined)
      const topics = noteTopics(reply)
      const carries =
        !!before &&
        (reply.sources.some((s) => before.sources.includes(s)) ||
          [...noteTopics(before)].some((t) => topics.has(t)) ||
          (!!reply.maths && !!before.maths && sameNumbers(sorted(reply.maths.values), sorted(before.maths.values))))
      r.kindOk = !reply.declined && carries
      if (!carries) problems.push('the earlier explanation is not carried over')
      break
    }
    case 'recall':
      r.kindOk = reply.kind === 'recall' && flat(reply.text).includes(flat(e.contains))
      break
    case 'live-exam':
      r.kindOk = reply.kind === 'live-exam' && reply.text.length <= 600
      if (reply.maths || reply.choice) {
        r.wrongAnswerShown = true
        problems.push('an answer shown during a live exam')
      }
      break
    case 'what-next':
      r.kindOk = reply.kind === 'what-next' && /\/questions\?/.test(reply.text)
      break
    case 'maths':
    case 'off-topic':
    case 'injection':
    case 'unsupported-language':
    case 'greeting':
      r.kindOk = reply.kind === e.kind
      break
    case 'follow-up':
      r.kindOk = reply.kind === 'follow-up' && !reply.declined
      break
    case 'vague':
      // Declined without quoting anything: no note or bank explanation that merely shares a word.
      r.kindOk = ['no-match', 'off-topic', 'greeting'].includes(reply.kind) && reply.sources.length === 0
      break
  }
}
