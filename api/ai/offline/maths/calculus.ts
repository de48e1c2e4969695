import { definiteIntegral, limit as casLimit, transform, valueOf } from './cas.ts'
import type { MathResult } from './common.ts'
import { close, evalAt, math, parseSafe, SAMPLE_POINTS, showExpression, simpson, slopeAt } from './expr.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

/**
 * Derivatives, integrals (indefinite and definite) and limits by the CAS, each checked numerically: the
 * derivative against difference quotients, an antiderivative by differentiating it back, a definite integral by
 * Simpson's rule, a limit by values close to the point.
 */

/** Values at x = 2 and x = 3, the way the evaluation compares expressions. */
const at23 = (text: string) => {
  const node = parseSafe(text)
  return node ? [2, 3].map((x) => evalAt(node, { x })) : [Number.NaN]
}

/** f′(x), or f′(a) when a point is given: the value at a is read off the checked derivative. */
export function derivative(sv: Solver, f: string, at?: number): MathResult {
  const node = parseSafe(f)
  const d = node && transform('diff', f)
  const dNode = d && parseSafe(d)
  const checked =
    node &&
    dNode &&
    SAMPLE_POINTS.filter((x) => Number.isFinite(evalAt(node, { x }))).every((x) =>
      close(slopeAt(node, x), evalAt(dNode, { x }), 1e-5),
    )
  if (!checked || !d) return sv.unread('derivative')
  const shownF = showExpression(f, sv.lang)
  const shownD = showExpression(d, sv.lang)
  const steps = [sv.m('derivativeOf', { f: shownF, d: shownD })]
  if (at !== undefined && dNode) {
    const value = evalAt(dNode, { x: at })
    if (!close(value, slopeAt(node, at), 1e-5)) return sv.unread('derivative')
    const shown = showValue(value, sv.lang)
    steps.push(sv.m('derivativeAt', { a: sv.n(at), value: shown }))
    return sv.solved('derivative', steps, `f′(${sv.n(at)}) = ${shown}`, sv.m('derivativeChecked'), [value])
  }
  return sv.solved('derivative', steps, `f′(x) = ${shownD}`, sv.m('derivativeChecked'), at23(d))
}

export function integral(sv: Solver, f: string): MathResult {
  const node = parseSafe(f)
  const F = node && transform('integrate', f)
  const FNode = F && parseSafe(F)
  const points = SAMPLE_POINTS.filter((x) => node && Number.isFinite(evalAt(node, { x })))
  const checked =
    node && FNode && points.length >= 3 && points.every((x) => close(slopeAt(FNode, x), evalAt(node, { x }), 1e-5))
  if (!checked || !F) return sv.unread('integral')
  const shownF = showExpression(F, sv.lang)
  const steps = [sv.m('integralIndefinite', { f: showExpression(f, sv.lang), F: shownF })]
  return sv.solved(
    'integral',
    steps,
    `${shownF} + C`,
    sv.m('integralChecked', { F: shownF, f: showExpression(f, sv.lang) }),
    at23(F),
  )
}

export function definite(sv: Solver, f: string, from: string, to: string): MathResult {
  const node = parseSafe(f)
  const [a, b] = [valueOf(from), valueOf(to)]
  const exact = node && definiteIntegral(f, from, to)
  const value = exact === undefined ? Number.NaN : valueOf(exact)
  const numeric = node ? simpson(node, a, b, 4000) : Number.NaN
  if (!Number.isFinite(value) || !close(value, numeric, 1e-6)) return sv.unread('integral')
  const F = transform('integrate', f)
  const shownValue = showValue(value, sv.lang)
  const steps = [
    F ? sv.m('integralIndefinite', { f: showExpression(f, sv.lang), F: showExpression(F, sv.lang) }) : undefined,
    sv.m('newtonLeibniz', { a: showExpression(from, sv.lang), b: showExpression(to, sv.lang), value: shownValue }),
  ].filter((s): s is string => !!s)
  return sv.solved('integral', steps, shownValue, sv.m('integralNumeric', { value: showValue(numeric, sv.lang) }), [
    value,
  ])
}

/**
 * A rational function's limit at ±∞ from its leading terms (mathjs reads the polynomials): the ratio of the leading
 * coefficients when the degrees are equal, 0 when the denominator's is higher. The second reading, for when the
 * CAS's limit fails its check (nerdamer gives −∞ for (6x³ + 2)/(3x³ − x)).
 */
function leadingTerms(f: string): number {
  try {
    const { numerator, denominator } = math.rationalize(f, {}, true) as unknown as Record<string, math.MathNode>
    const coefficients = (node: math.MathNode | undefined) =>
      node ? (math.rationalize(node, {}, true) as unknown as { coefficients: number[] }).coefficients : [1]
    const [p, q] = [coefficients(numerator), coefficients(denominator)]
    if (!p?.length || !q?.length) return Number.NaN
    return p.length === q.length ? p.at(-1)! / q.at(-1)! : p.length < q.length ? 0 : Number.NaN
  } catch {
    return Number.NaN
  }
}

export function limit(sv: Solver, f: string, at: string): MathResult {
  const node = parseSafe(f)
  const point = at === 'inf' ? Number.POSITIVE_INFINITY : at === '-inf' ? Number.NEGATIVE_INFINITY : valueOf(at)
  const near = Number.isFinite(point) ? [point - 1e-6, point + 1e-6] : [1e6, 1e7].map((x) => x * Math.sign(point))
  const closeTo = (v: number) => !!node && Number.isFinite(v) && near.every((x) => close(evalAt(node, { x }), v, 1e-4))
  const out = node && casLimit(f, at)
  const cas = out === undefined ? Number.NaN : valueOf(out)
  const value = closeTo(cas) || Number.isFinite(point) ? cas : leadingTerms(f)
  if (!closeTo(value)) return sv.unread('limit')
  const shown = showValue(value, sv.lang)
  const atShown = at === 'inf' ? '∞' : showExpression(at, sv.lang)
  const steps = [sv.m('limitResult', { f: showExpression(f, sv.lang), at: atShown, value: shown })]
  return sv.solved('limit', steps, shown, sv.m('limitChecked', { at: atShown }), [value])
}
