import type { MathNode } from 'mathjs'
import { close, evalAt, formatNumber, showExpression } from './expr.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

/**
 * The steps a teacher writes for the equations met most (linear: move the terms, divide; quadratic: standard
 * form, discriminant, roots), when l − r is a polynomial of degree one or two. Its coefficients are read from
 * values of l − r and confirmed at further points, so any way of writing the equation gives the same steps.
 */
export function polynomialSteps(
  sv: Solver,
  f: MathNode,
  roots: number[],
): { steps: string[]; answer?: string } | undefined {
  const [c, f1, f2] = [0, 1, 2].map((x) => evalAt(f, { x }))
  const a = (f2 - 2 * f1 + c) / 2
  const b = f1 - a - c
  const fits = [-3.7, 3, 5.5, 11].every((x) => close(evalAt(f, { x }), a * x * x + b * x + c, 1e-9))
  if (!fits || ![a, b, c].every(Number.isFinite)) return undefined
  const n = (v: number) => (Number.isInteger(Number(v.toFixed(9))) ? showValue(v, sv.lang) : formatNumber(v, sv.lang))
  if (Math.abs(a) < 1e-12) {
    if (Math.abs(b) < 1e-12 || roots.length !== 1) return undefined
    return { steps: [sv.m('linearMove', { a: n(b), b: n(-c) }), sv.m('linearDivide', { a: n(b), x: n(roots[0]) })] }
  }
  const d = b * b - 4 * a * c
  const standard = showExpression(`${a}*x^2+${b}*x+${c}`.replace(/\+-/g, '-'), sv.lang).replace(/\b1x/g, 'x')
  const steps = [
    sv.m('quadraticStandard', { equation: standard, a: n(a), b: n(b), c: n(c) }),
    sv.m('quadraticDiscriminant', { a: n(a), b: n(b), c: n(c), d: n(d) }),
  ]
  if (d > 1e-12 && roots.length === 2) {
    // √D exactly when D is a whole number that is not a square: x = (−b ± √D)/(2a) ≈ …
    const surd = Number.isInteger(d) && !Number.isInteger(Math.sqrt(d)) && [a, b].every(Number.isInteger)
    const sqrtD = surd ? `√${n(d)}` : n(Math.sqrt(d))
    const root = (sign: '−' | '+', x: number) => (surd ? `(${n(-b)} ${sign} ${sqrtD})/${n(2 * a)} ≈ ${n(x)}` : n(x))
    const [x1, x2] = a > 0 ? [root('−', roots[0]), root('+', roots[1])] : [root('+', roots[0]), root('−', roots[1])]
    steps.push(sv.m('quadraticTwo', { minusB: n(-b), sqrtD, twoA: n(2 * a) }), sv.m('quadraticRoots', { x1, x2 }))
    return { steps, answer: `x₁ = ${x1}, x₂ = ${x2}` }
  }
  if (Math.abs(d) <= 1e-12 && roots.length === 1) steps.push(sv.m('quadraticOne', { x: n(roots[0]) }))
  else if (d < -1e-12 && roots.length === 0) steps.push(sv.m('quadraticNone'))
  else return undefined
  return { steps }
}
