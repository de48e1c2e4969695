import type { Language } from '../../../../openapi/types.ts'
import type { TutorTexts } from '../texts.ts'
import { formulaRuns, type MathSolved } from './common.ts'
import { close, evalAt, parseSafe } from './expr.ts'
import { normaliseMath, toEngine } from './notation.ts'
import { solveMaths } from './solve.ts'

/**
 * "Give me a similar problem": the same kind of problem with new numbers, solved and verified by the engine like
 * any message, with an answer as nice as the original's. Two routes:
 * - an equation "… = c": a new whole-number root r is chosen first and c is set to the left side at r, so the
 *   answer is whole by construction (3x + 5 = 17 → 3x + 5 = 23, x = 6);
 * - any other problem: its numbers are moved a little, each candidate re-solved, and the one with the nicest
 *   answer (whole numbers, then short fractions) kept.
 * Candidates are tried in a fixed order from `seed`, so the same variant can be made again later.
 */

export interface Variant {
  text: string
  solved: MathSolved
}

const solve = (text: string, language: Language, texts: TutorTexts) => {
  const r = solveMaths(text, language, texts)
  return r?.status === 'solved' ? r : undefined
}

/** 0 for whole numbers, 1 for fractions with a small denominator, 2 otherwise. */
function niceness(values: number[]): number {
  const whole = (v: number) => close(v, Math.round(v), 1e-9)
  if (values.every(whole)) return 0
  const simple = (v: number) => [2, 3, 4, 5, 6, 8, 10, 12, 36].some((d) => whole(v * d) || whole((v * d) / Math.PI))
  return values.every(simple) ? 1 : 2
}

/** Same kind, as many answers, none of them newly zero, and not the same answers. */
const differs = (a: MathSolved, b: MathSolved) =>
  a.kind === b.kind &&
  a.values.length === b.values.length &&
  a.values.every((v, i) => !close(v, 0) || close(b.values[i], 0)) &&
  !a.values.every((v, i) => close(v, b.values[i]))

const EQUATIONS = new Set(['linear', 'quadratic', 'polynomial', 'rational', 'absolute', 'exponential', 'logarithmic'])

/** The equation route: the right side's number recomputed from a chosen whole-number root. */
function fromRoot(problem: string, earlier: MathSolved, language: Language, texts: TutorTexts, seed: number) {
  const rhs = [...problem.matchAll(/=\s*(-?\d+(?:[.,]\d+)?)(?![\d.,]*\s*[-+*/^a-z(])/giu)].at(-1)
  // "= 0" is the shape of the equation (a quadratic in standard form), not one of its numbers.
  if (!EQUATIONS.has(earlier.kind) || !rhs || Number(rhs[1]) === 0 || earlier.values.length < 1) return undefined
  const equation = formulaRuns(normaliseMath(problem).toLowerCase()).find((run) => /=/.test(run))
  const lhs = equation && toEngine(equation.split('=')[0])
  const node = lhs ? parseSafe(lhs) : undefined
  if (!node) return undefined
  const root = Math.round(earlier.values[0])
  const steps = [1, 2, -1, 3, -2, 4, -3, 5]
  for (let i = 0; i < steps.length; i++) {
    const c = evalAt(node, { x: root + steps[(i + seed) % steps.length] })
    if (!Number.isFinite(c) || !close(c, Math.round(c), 1e-9) || Math.abs(c) > 10_000) continue
    const text = `${problem.slice(0, rhs.index)}= ${Math.round(c)}${problem.slice(rhs.index + rhs[0].length)}`
    const solved = solve(text, language, texts)
    if (solved && differs(solved, earlier) && niceness(solved.values) <= niceness(earlier.values))
      return { text, solved }
  }
  return undefined
}

/** The perturbation route: every number but zero (the shape of "= 0") and exponents moved a little. */
function perturbed(problem: string, earlier: MathSolved, language: Language, texts: TutorTexts, seed: number) {
  const moves = [1, 2, -1, 3, -2, 4, 5, -3]
  let best: (Variant & { score: number }) | undefined
  for (let attempt = seed; attempt < seed + 24; attempt++) {
    let index = 0
    // Multiples of π ("2π") keep the interval; a number moves in steps of its size (1500 → 1600, 4 → 5).
    const text = problem.replace(/(?<![\^\p{L}\d.,])\d+(?![.,]\d)(?!\s*(?:π|pi))/gu, (n) => {
      if (n === '0') return n
      const unit = 10 ** Math.max(0, String(n).length - 2)
      const move =
        moves[(attempt + index++ * 3) % moves.length] * (1 + Math.floor((attempt - seed) / moves.length)) * unit
      const moved = Number(n) + move
      // 1 changes the grammar of what follows ("1 years"): it is kept only where it was.
      return String(moved > 1 || n === '1' ? moved : Number(n) + Math.abs(move))
    })
    if (text === problem) continue
    const solved = solve(text, language, texts)
    if (!solved || !differs(solved, earlier)) continue
    const score = niceness(solved.values)
    if (score === 0) return { text, solved }
    if (!best || score < best.score) best = { text, solved, score }
  }
  return best && best.score <= niceness(earlier.values) ? { text: best.text, solved: best.solved } : undefined
}

export function similarProblem(problem: string, language: Language, texts: TutorTexts, seed = 0): Variant | undefined {
  const earlier = solve(problem, language, texts)
  if (!earlier) return undefined
  return fromRoot(problem, earlier, language, texts, seed) ?? perturbed(problem, earlier, language, texts, seed)
}
