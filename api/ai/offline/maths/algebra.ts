import { transform } from './cas.ts'
import type { MathResult } from './common.ts'
import { close, evalAt, math, parseSafe, sameFunction, showExpression } from './expr.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

/** Simplify, factor, expand (the CAS), each checked equal to the original at several points; values of expressions. */

export function rewrite(sv: Solver, op: 'simplify' | 'factor' | 'expand', f: string): MathResult {
  const node = parseSafe(f)
  const out = node && transform(op, f)
  const outNode = out && parseSafe(out)
  if (!node || !outNode || !out || !sameFunction(node, outNode)) return sv.unread(op === 'factor' ? 'factor' : op)
  const shown = showExpression(out, sv.lang)
  const step = sv.m(op === 'factor' ? 'factorResult' : op === 'expand' ? 'expandResult' : 'simplifyResult', {
    f: showExpression(f, sv.lang),
    result: shown,
  })
  const values = [2, 3].map((x) => evalAt(outNode, { x }))
  return sv.solved(op === 'factor' ? 'factor' : op, [step], shown, sv.m('sameValues'), values)
}

/** A numeric expression (or one of x at a given x): its value, read by the whitelisting parser and evaluated. */
export function evaluate(sv: Solver, f: string, x?: number): MathResult | undefined {
  const node = parseSafe(f, true)
  if (!node) return undefined
  const value = evalAt(node, x === undefined ? {} : { x })
  if (!Number.isFinite(value) || !sameInDegrees(f, value)) return sv.unread('evaluate')
  const shown = showValue(value, sv.lang)
  // At a point, the value is written as a teacher does: x substituted into the expression (3² + 1 = 10).
  const at = x === undefined ? f : f.replace(/\bx\b/g, x < 0 ? `(${x})` : String(x))
  const steps = [sv.m('evaluateValue', { f: showExpression(at, sv.lang), value: shown })]
  return sv.solved('evaluate', steps, shown, sv.m('evaluateChecked'), [value])
}

/**
 * An angle in degrees, written in radians by the notation reader (sin 150° → sin(150·π/180)): the value worked out a
 * second way, by mathjs with the angle as a unit (sin(150 deg)), must agree.
 */
function sameInDegrees(f: string, value: number): boolean {
  if (!/\*pi\/180/.test(f)) return true
  // tan 90°, cot 180°: no value, and the float noise there (1.6·10¹⁶) is no answer.
  if (Math.abs(value) > 1e9) return false
  try {
    const second = Number(math.evaluate(f.replace(/(\d+(?:\.\d+)?)\*pi\/180/g, '$1 deg')))
    return close(second, value, 1e-9)
  } catch {
    return false
  }
}
