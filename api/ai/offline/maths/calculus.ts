import { definiteIntegral, limit as casLimit, transform, valueOf } from './cas.ts'
import type { MathResult } from './common.ts'
import { close, evalAt, parseSafe, SAMPLE_POINTS, showExpression, simpson, slopeAt } from './expr.ts'
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

export function limit(sv: Solver, f: string, at: string): MathResult {
  const node = parseSafe(f)
  const out = node && casLimit(f, at)
  const value = out === undefined ? Number.NaN : valueOf(out)
  const point = at === 'inf' ? Number.POSITIVE_INFINITY : valueOf(at)
  const near = Number.isFinite(point) ? [point - 1e-6, point + 1e-6] : [1e6, 1e7]
  const checked = node && Number.isFinite(value) && near.every((x) => close(evalAt(node, { x }), value, 1e-4))
  if (!checked) return sv.unread('limit')
  const shown = showValue(value, sv.lang)
  const atShown = at === 'inf' ? '∞' : showExpression(at, sv.lang)
  const steps = [sv.m('limitResult', { f: showExpression(f, sv.lang), at: atShown, value: shown })]
  return sv.solved('limit', steps, shown, sv.m('limitChecked', { at: atShown }), [value])
}
