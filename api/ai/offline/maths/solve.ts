import type { Language } from '../../../../openapi/types.ts'
import type { TutorTexts } from '../texts.ts'
import { derivative } from './calculus.ts'
import type { MathResult } from './common.ts'
import { equations } from './equations.ts'
import { evaluateAt, expression, looksLikeMaths } from './expression.ts'
import { geometry } from './geometry.ts'
import { normaliseMath } from './normalise.ts'
import { percent, ratio } from './percent.ts'
import { sequence } from './sequences.ts'
import { Solver } from './solver.ts'

export { formulaRuns, type MathKind, type MathResult, type MathSolved, type MathUnsolved } from './common.ts'

/**
 * The offline tutor's maths: each kind of problem in its own module (percent.ts, sequences.ts, geometry.ts,
 * calculus.ts, equations.ts with linear.ts and quadratic.ts, expression.ts), tried in this order. Every answer is
 * verified before it is returned (decision 014).
 */

/**
 * A maths problem in a student's message: recognised, solved with its steps, and checked. Undefined when the
 * message holds no maths problem (a concept question, a greeting); `unsolved` when it looks like one but the
 * engine cannot solve and check it (the tutor then says so rather than guess).
 */
export function solveMaths(message: string, language: Language, texts: TutorTexts): MathResult | undefined {
  const s = normaliseMath(message).toLowerCase()
  const t = new Solver(language, texts)
  return (
    percent(t, s) ??
    ratio(t, s) ??
    sequence(t, s) ??
    geometry(t, s) ??
    derivative(t, s) ??
    evaluateAt(t, s) ??
    equations(t, s) ??
    expression(t, s) ??
    looksLikeMaths(t, s)
  )
}
