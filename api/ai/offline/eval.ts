import { pathToFileURL } from 'node:url'
import type { Language, TutorMessage } from '../../../openapi/types.ts'
import { loadQuestionBank } from '../../seed/index.ts'
import type { TutorInput, TutorQuestion } from '../types.ts'
import { revealsAnswer, type OfflineReply } from './compose.ts'
import { EVAL_CASES, type EvalCase } from './eval-cases.ts'
import { percentile, table } from './eval-table.ts'
import { detectLanguage } from './language.ts'
import { math } from './maths/expr.ts'
import { streamText } from './stream.ts'
import { composeTutorReply, nodeTutorResources } from './tutor-node.ts'
import { warmUpTutor } from './warm-up.ts'

/**
 * `npm run eval:tutor`: sends every case of eval-cases.ts to the offline engine, as the server would (streamed),
 * and prints what a student would care about: maths answered correctly (checked numerically against the case),
 * the reply in the right language, a notes/bank source used, declines where it cannot solve, and the time to the
 * first text (p95). The search index and the maths libraries are warmed first, as the server does at start-up.
 */

export interface CaseResult {
  case: EvalCase
  reply: OfflineReply
  firstTextMs: number
  languageOk: boolean
  /** For maths cases: the answer shown matches the case. */
  mathsCorrect?: boolean
  /** A maths answer was shown that does not match the case (or where the case says decline). */
  wrongAnswerShown: boolean
  /** For decline cases: it declined. */
  declinedOk?: boolean
  /** For explain/question/weakest cases: a note or bank item was quoted or linked. */
  sourceOk?: boolean
  /** The reply is the kind the case expects (plan, off-topic, injection refusal…). */
  kindOk: boolean
  /** Question cases: the key is hidden before an answer and shown after. */
  keyOk?: boolean
  /** Hostile cases: no markup in the reply. */
  inert?: boolean
  problems: string[]
}

const bank = new Map(loadQuestionBank().map((q) => [q.id, q]))

export function inputFor(c: EvalCase): TutorInput {
  const language = c.requestLanguage ?? c.language
  const input: TutorInput = { message: c.message, history: historyFor(c.history ?? [], language), language }
  if (c.progress) input.progress = c.progress
  if (c.context) input.context = c.context
  if (c.expect.kind === 'question') {
    const q = bank.get(c.expect.questionId)
    if (!q) throw new Error(`No bank question ${c.expect.questionId}`)
    const question: TutorQuestion = {
      id: q.id,
      examType: q.examType,
      section: q.section,
      topic: q.topic,
      difficulty: q.difficulty,
      questionText: q.questionText,
      options: q.options,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      answered: c.expect.answered,
      ...(c.expect.answered ? { studentAnswer: q.options.find((o) => o !== q.correctAnswer) } : {}),
    }
    input.question = question
  }
  return input
}

/** Earlier messages as a session holds them: each of the student's, then the tutor's reply to it. */
function historyFor(messages: string[], language: Language): TutorMessage[] {
  const history: TutorMessage[] = []
  const timestamp = new Date(0).toISOString()
  for (const content of messages) {
    const reply = composeTutorReply({ message: content, history: [...history], language })
    history.push({ role: 'user', content, timestamp }, { role: 'assistant', content: reply.text, timestamp })
  }
  return history
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b))

function expectedValues(c: EvalCase): number[] | undefined {
  if (c.expect.kind !== 'maths' && c.expect.kind !== 'follow-up') return undefined
  if ('values' in c.expect) return [...c.expect.values].sort((a, b) => a - b)
  const node = math.parse(c.expect.expression)
  return [2, 3].map((x) => Number(node.evaluate({ x })))
}

/** The reply's language as a reader would judge it: by its words (links and formulas aside). */
function textLanguage(text: string): Language | undefined {
  return detectLanguage(text.replace(/\]\([^)]*\)/g, ']').replace(/\/questions\S*/g, ''))
}

export function judge(c: EvalCase, reply: OfflineReply, firstTextMs: number): CaseResult {
  const problems: string[] = []
  const languageOk = reply.language === c.language && textLanguage(reply.text) === c.language
  if (!languageOk) problems.push(`language ${reply.language}/${textLanguage(reply.text)} ≠ ${c.language}`)
  const r: CaseResult = { case: c, reply, firstTextMs, languageOk, wrongAnswerShown: false, kindOk: true, problems }
  const expected = expectedValues(c)
  const shown = reply.maths
  if (expected) {
    const got = shown
      ? shown.kind === 'derivative' || shown.kind === 'simplify' || shown.kind === 'expand'
        ? shown.values
        : [...shown.values].sort((a, b) => a - b)
      : undefined
    r.mathsCorrect = !!got && got.length === expected.length && got.every((v, i) => close(v, expected[i]))
    if (!r.mathsCorrect) problems.push(`maths ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)} (${reply.kind})`)
    if (shown && !r.mathsCorrect) r.wrongAnswerShown = true
  }
  switch (c.expect.kind) {
    case 'decline-maths':
      r.declinedOk = reply.kind === 'maths-declined' && reply.declined
      if (!r.declinedOk) problems.push(`expected a decline, got ${reply.kind}`)
      if (shown) r.wrongAnswerShown = true
      break
    case 'explain':
      r.sourceOk = reply.sources.length > 0
      r.kindOk = reply.kind === 'concept' || reply.kind === 'method'
      if (!r.sourceOk) problems.push('no source quoted')
      break
    case 'weakest':
      r.sourceOk = reply.sources.length > 0
      r.kindOk = reply.kind === 'weakest'
      if (!r.sourceOk) problems.push('no source quoted')
      break
    case 'question': {
      r.sourceOk = reply.sources.length > 0
      r.kindOk = reply.kind === 'question'
      const key = bank.get(c.expect.questionId)!.correctAnswer.replace(/^[A-D]\)\s*/, '')
      // Any inflection of the key's words ("Ярослав Мудрий" for "Ярослава Мудрого"), or the number on its own.
      const present = revealsAnswer(reply.text, key)
      r.keyOk = c.expect.answered ? present : !present
      if (!r.keyOk)
        problems.push(c.expect.answered ? 'key not shown after the answer' : 'key given away before an answer')
      break
    }
    case 'plan':
      r.kindOk = reply.kind === 'plan' && /\/questions\?examType=/.test(reply.text)
      break
    case 'off-topic':
      r.kindOk = reply.kind === 'off-topic'
      break
    case 'injection':
      r.kindOk = reply.kind === 'injection'
      break
    case 'maths':
      r.kindOk = reply.kind === 'maths'
      break
    case 'follow-up':
      r.kindOk = reply.kind === 'follow-up' && !reply.declined
      break
    case 'vague':
      // Declined without quoting anything: no note or bank explanation that merely shares a word.
      r.kindOk = ['no-match', 'off-topic', 'greeting'].includes(reply.kind) && reply.sources.length === 0
      break
  }
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

/** One case as the server runs it: the streamed reply, timed to its first piece of text. */
export async function runCase(c: EvalCase): Promise<CaseResult> {
  const input = inputFor(c)
  let reply: OfflineReply | undefined
  const started = performance.now()
  let firstTextMs = Number.NaN
  let text = ''
  for await (const piece of streamText(() => {
    reply = composeTutorReply(input)
    return reply.text
  })) {
    if (Number.isNaN(firstTextMs)) firstTextMs = performance.now() - started
    text += piece
  }
  if (!reply || text !== reply.text) throw new Error(`${c.id}: the stream does not add up to the reply`)
  return judge(c, reply, firstTextMs)
}

export async function runEval(cases: EvalCase[] = EVAL_CASES): Promise<CaseResult[]> {
  await warmUpTutor(nodeTutorResources)
  const results: CaseResult[] = []
  for (const c of cases) results.push(await runCase(c))
  return results
}

async function main() {
  const coldStart = performance.now()
  await warmUpTutor(nodeTutorResources)
  const warmMs = performance.now() - coldStart
  const results = await runEval()
  console.log(`Offline tutor evaluation: ${results.length} messages (start-up warm-up ${warmMs.toFixed(0)} ms)\n`)
  console.log(table(results))
  const failures = results.filter((r) => r.problems.length)
  if (failures.length) {
    console.log('\nCases with problems:')
    for (const f of failures) console.log(`  ${f.case.id}: ${f.problems.join('; ')}`)
  }
  if (process.argv.includes('--verbose'))
    for (const r of results)
      console.log(`\n=== ${r.case.id} (${r.reply.kind}, ${r.firstTextMs.toFixed(1)} ms)\n${r.reply.text}`)
  const maths = results.filter((r) => r.mathsCorrect !== undefined)
  const mathsRate = maths.filter((r) => r.mathsCorrect).length / maths.length
  const ok =
    results.every((r) => r.languageOk) &&
    mathsRate >= 0.95 &&
    results.every((r) => !r.wrongAnswerShown) &&
    percentile(
      results.map((r) => r.firstTextMs),
      95,
    ) < 300
  console.log(`\nTargets (100% language, ≥95% maths, 0 wrong shown, p95 < 300 ms): ${ok ? 'met' : 'NOT met'}`)
  process.exitCode = ok ? 0 : 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
