import { evaluate } from 'mathjs'
import type { Language } from '../../../../openapi/types.ts'
import { normaliseMath } from '../maths/notation.ts'
import { formulaRuns, solveMaths, type MathSolved } from '../maths/solve.ts'
import { say } from '../texts.ts'
import type { Asked } from './earlier.ts'
import { addSolution, clip, mathsPractice, type OfflineReply, type Reply } from './reply.ts'

/** Follow-ups that resolve against the conversation: a similar problem, the student's own answer checked. */

const problemText = (message: string) => clip(message, 160)
const numbersIn = (text: string) =>
  (
    normaliseMath(text)
      .replace(/[−–]/g, '-')
      .match(/-?\d+(?:\.\d+)?/g) ?? []
  ).map(Number)
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b))

/**
 * A problem of the same kind with new numbers: each number of the earlier problem moved by a small step (the same
 * steps every time, so the variant can be made again later), kept when the maths engine solves and checks it as
 * the same kind with different answers, whole-number answers preferred.
 */
export function variantOf(
  problem: string,
  language: Language,
  r: Reply,
): { text: string; solved: MathSolved } | undefined {
  const earlier = solveMaths(problem, language, r.t)
  if (earlier?.status !== 'solved') return undefined
  const steps = [1, 2, -1, 3, -2, 4, 5, -3]
  let fallback: { text: string; solved: MathSolved } | undefined
  for (let attempt = 0; attempt < 24; attempt++) {
    let index = 0
    // Exponents and function bases (x^2, log2) keep the kind of the problem: leave them.
    const text = problem.replace(/(?<![\^\p{L}\d.])\d+(?![.,]\d)/gu, (n) => {
      // Zero is the shape of the problem ("= 0"), not one of its numbers.
      if (n === '0') return n
      const step = steps[(attempt + index++ * 3) % steps.length]
      const moved = Number(n) + step * (1 + Math.floor(attempt / steps.length))
      return String(moved > 0 ? moved : Number(n) + Math.abs(step))
    })
    if (text === problem) continue
    const solved = solveMaths(text, language, r.t)
    if (solved?.status !== 'solved' || solved.kind !== earlier.kind) continue
    if (solved.values.length === earlier.values.length && solved.values.every((v, i) => close(v, earlier.values[i])))
      continue
    if (solved.values.every((v) => Number.isInteger(Math.round(v * 1e9) / 1e9))) return { text, solved }
    fallback ??= { text, solved }
  }
  return fallback
}

export function similarReply(r: Reply, earlier: Asked, wantsSolution: boolean): OfflineReply {
  const variant = variantOf(earlier.message, r.language, r)
  if (!variant) {
    r.add(r.t.conversation.similarNone)
    mathsPractice(r, earlier.message)
    return r.done('similar', false)
  }
  r.add(say(r.t, 'conversation', 'similarIntro', { problem: variant.text }))
  if (wantsSolution) addSolution(r, variant.solved)
  else r.add(r.t.conversation.similarTry)
  return r.done('similar', false, variant.solved)
}

/** "x = 3" put back into the earlier equation: what each side comes to. */
function substitution(problem: string, value: number): string | undefined {
  const equation = formulaRuns(normaliseMath(problem).toLowerCase()).find((run) => /=/.test(run) && !/[<>]/.test(run))
  if (!equation) return undefined
  const [left, right] = equation.split('=')
  try {
    const l = Number(evaluate(left, { x: value }))
    const rr = Number(evaluate(right, { x: value }))
    if (!Number.isFinite(l) || !Number.isFinite(rr)) return undefined
    const round = (n: number) => String(Math.round(n * 1e4) / 1e4)
    return `x = ${round(value)}: ${left.trim()} = ${round(l)}, ${right.trim()} = ${round(rr)}`
  } catch {
    return undefined
  }
}

export function checkReply(r: Reply, message: string, earlier: Asked): OfflineReply {
  const solved = earlier.solved as MathSolved
  const problem = problemText(earlier.message)
  // Numbers that only repeat the problem's own ("for the 2x + 3 = 11 one") are not the student's answer.
  const own = new Set(numbersIn(earlier.message))
  const given = numbersIn(message).filter((n, i, all) => !own.has(n) || all.length === 1)
  if (!given.length) {
    r.add(say(r.t, 'conversation', 'checkNoValue', { problem }))
    return r.done('check', false)
  }
  const student = message.match(/[a-z]\s*=\s*-?\d/i)
    ? clip(message.replace(/^.*?([a-z]\s*=)/i, '$1'), 60)
    : given.join(', ')
  const right = given.length === solved.values.length && given.every((g) => solved.values.some((v) => close(g, v)))
  if (right) {
    r.add(say(r.t, 'conversation', 'checkRight', { student, problem }))
    return { ...r.done('check', false, solved), check: 'right' }
  }
  r.add(say(r.t, 'conversation', 'checkWrong', { student, problem }))
  const wrongValue = given.find((g) => !solved.values.some((v) => close(g, v)))
  const put = wrongValue === undefined ? undefined : substitution(earlier.message, wrongValue)
  if (put) r.add(say(r.t, 'conversation', 'checkWhere', { substitution: put }))
  addSolution(r, solved)
  return { ...r.done('check', false, solved), check: 'wrong' }
}
