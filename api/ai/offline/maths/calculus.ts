import type { MathNode } from 'mathjs'
import { KEYWORDS, formulaRuns, type MathResult } from './common.ts'
import { close, evalAt, math, parseSafe, polynomial, showExpression, showPolynomial } from './expr.ts'
import { derivePoly, polyText, sumTerms, rulesUsed } from './helpers.ts'
import type { Solver } from './solver.ts'

/** Derivatives of polynomials and elementary functions, with the rules used, checked numerically. */

export function derivative(sv: Solver, s: string): MathResult | undefined {
  if (!KEYWORDS.derivative.test(s)) return undefined
  const cleaned = s.replace(/\b[fgy]\s*\(\s*x\s*\)\s*=|\by\s*=/g, ' ').replace(/d\/dx/g, ' ')
  const run = formulaRuns(cleaned)
    .filter((r) => !r.includes('=') && /x/.test(r))
    .sort((a, b) => b.length - a.length)[0]
  const node = run ? parseSafe(run) : undefined
  if (!node) return { status: 'unsolved', kind: 'derivative', reason: 'no function found' }
  const poly = polynomial(node)
  let result: MathNode
  try {
    // A polynomial's derivative comes from its coefficients (exact and fast); other functions from mathjs.
    result = poly ? math.parse(polyText(derivePoly(poly))) : math.derivative(node, 'x')
  } catch {
    return { status: 'unsolved', kind: 'derivative', reason: 'unsupported function' }
  }
  // Check: the derivative agrees with a central difference quotient where the function is defined.
  const points: number[] = []
  for (const x of [0.7, 1.3, 2.1, -0.6, 0.45, 3.2]) {
    const h = 1e-5
    const numeric = (evalAt(node, { x: x + h }) - evalAt(node, { x: x - h })) / (2 * h)
    const symbolic = evalAt(result, { x })
    if (!Number.isFinite(numeric) || !Number.isFinite(symbolic)) continue
    if (!close(numeric, symbolic, 1e-4)) return { status: 'unsolved', kind: 'derivative', reason: 'check failed' }
    points.push(x)
    if (points.length === 3) break
  }
  const at2 = evalAt(result, { x: 2 })
  if (points.length < 2) return { status: 'unsolved', kind: 'derivative', reason: 'check failed' }
  const steps = [sv.m('derivativeStart', { expression: showExpression(node, sv.lang) })]
  const terms = sumTerms(node)
  if (terms.length > 1) {
    steps.push(sv.m('derivativeSum'))
    for (const term of terms) {
      const termPoly = polynomial(term)
      const derived = termPoly
        ? showPolynomial(derivePoly(termPoly), sv.lang)
        : showExpression(math.derivative(term, 'x'), sv.lang)
      steps.push(sv.m('derivativeTerm', { term: showExpression(term, sv.lang), result: derived }))
    }
  }
  const rules = rulesUsed(node).map((r) => sv.m(r))
  if (rules.length) steps.push(sv.m('derivativeRules', { rules: rules.join('; ') }))
  const shown = poly ? showPolynomial(derivePoly(poly), sv.lang) : showExpression(result, sv.lang)
  steps.push(sv.m('derivativeResult', { result: shown }))
  return sv.solved(
    'derivative',
    steps,
    `f′(x) = ${shown}`,
    sv.m('derivativeCheck', { points: points.map((p) => sv.n(p)).join(', ') }),
    [at2, evalAt(result, { x: 3 })],
  )
}
