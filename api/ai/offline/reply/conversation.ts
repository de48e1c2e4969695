import { evaluate } from 'mathjs'
import type { Language } from '../../../../openapi/types.ts'
import { normaliseMath } from '../maths/notation.ts'
import { formulaRuns, type MathSolved } from '../maths/solve.ts'
import { allStudentValues, sameAnswer, studentValues } from '../maths/student-answer.ts'
import { similarProblem, type Variant } from '../maths/variant.ts'
import { say } from '../texts.ts'
import type { Asked } from './earlier.ts'
import { addSolution, clip, mathsPractice, type OfflineReply, type Reply } from './reply.ts'

/** Follow-ups that resolve against the conversation: a similar problem, the student's own answer checked. */

const problemText = (message: string) => clip(message, 160)
/** A problem of the same kind with new numbers, made and solved by the maths engine (maths/variant.ts). */
export function variantOf(problem: string, language: Language, r: Reply): Variant | undefined {
  return similarProblem(problem, language, r.t)
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
  const given = studentValues(message)
  if (!given.length) {
    r.add(say(r.t, 'conversation', 'checkNoValue', { problem }))
    return r.done('check', false)
  }
  const student = message.match(/[a-z]\s*=\s*-?\d/i)
    ? clip(message.replace(/^.*?([a-z]\s*=)/i, '$1'), 60)
    : given.map((g) => String(Math.round(g * 1e4) / 1e4)).join(', ')
  const matches = (g: number) => solved.values.some((v) => sameAnswer(g, v, message))
  const isRight = (values: number[]) =>
    // A system's answer is ordered (x, then y): swapped values are not the answer.
    (solved.kind !== 'system' || values.every((g, i) => sameAnswer(g, solved.values[i], message))) &&
    values.length === solved.values.length &&
    values.every(matches) &&
    solved.values.every((v) => values.some((g) => sameAnswer(g, v, message)))
  // A verdict only when every reading of the message gives it: "x = 2, 7" (x = 2 alone, or 2 and 7) and "wyszło mi
  // 4 w zadaniu 3" (the answer among other numbers) are not judged; a wrong verdict on a right answer is worse.
  const all = allStudentValues(message)
  const answerAmongOthers =
    all.length > solved.values.length && solved.values.every((v) => all.some((g) => sameAnswer(g, v, message)))
  // Nor a percentage where the answer is none ("а 30%?" after "20% від 150" asks another question).
  const otherQuestion = /\d\s*%/.test(message) && !solved.answer.includes('%')
  const right = isRight(given)
  if (right !== isRight(all) || answerAmongOthers || otherQuestion) {
    r.add(say(r.t, 'conversation', 'checkWhichValue', { problem }))
    return r.done('check', false)
  }
  if (right) {
    r.add(say(r.t, 'conversation', 'checkRight', { student, problem }))
    return { ...r.done('check', false, solved), check: 'right' }
  }
  r.add(say(r.t, 'conversation', 'checkWrong', { student, problem }))
  const wrongValue = given.find((g) => !matches(g))
  const put = wrongValue === undefined ? undefined : substitution(earlier.message, wrongValue)
  if (put) r.add(say(r.t, 'conversation', 'checkWhere', { substitution: put }))
  addSolution(r, solved)
  return { ...r.done('check', false, solved), check: 'wrong' }
}
