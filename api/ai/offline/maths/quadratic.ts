import type { MathNode } from 'mathjs'
import { type MathResult } from './common.ts'
import {
  close,
  evalAt,
  frac,
  fracValue,
  formatExact,
  formatFrac,
  math,
  polynomialRealRoots,
  round,
  showPolynomial,
  type Frac,
} from './expr.ts'
import { exactSqrt, surd, subscriptDigit } from './helpers.ts'
import type { Solver } from './solver.ts'

/** Quadratic equations (discriminant, roots) and polynomial equations of degree 3–4 (polynomialRealRoots). */

export function quadratic(sv: Solver, left: MathNode, right: MathNode, all: Frac[]): MathResult {
  const [c, b, a] = all
  const lang = sv.lang
  const equation = showPolynomial(all, lang)
  const d = math.subtract(math.multiply(b, b), math.multiply(math.multiply(frac(4), a), c)) as Frac
  const dv = fracValue(d)
  const steps = [
    sv.m('quadraticStandard', { equation, a: formatFrac(a, lang), b: formatFrac(b, lang), c: formatFrac(c, lang) }),
    sv.m('quadraticDiscriminant', {
      a: formatFrac(a, lang),
      b: formatFrac(b, lang),
      c: formatFrac(c, lang),
      d: formatFrac(d, lang),
    }),
  ]
  const twoA = math.multiply(frac(2), a) as Frac
  const minusB = math.unaryMinus(b) as Frac
  const checkRoot = (x: number) => close(evalAt(left, { x }), evalAt(right, { x }), 1e-8)
  if (dv < 0) {
    steps.push(sv.m('quadraticNone'))
    // Check: the minimum (or maximum) of the parabola lies above (below) zero: no real x makes both sides equal.
    const vertex = -fracValue(b) / (2 * fracValue(a))
    const extreme = fracValue(a) * vertex ** 2 + fracValue(b) * vertex + fracValue(c)
    if (Math.sign(extreme) !== Math.sign(fracValue(a)) || extreme === 0)
      return { status: 'unsolved', kind: 'quadratic', reason: 'check failed' }
    return sv.solved('quadratic', steps, sv.m('quadraticNoneAnswer'), `D = ${formatFrac(d, lang)} < 0`, [])
  }
  if (dv === 0) {
    const x = math.divide(minusB, twoA) as Frac
    steps.push(sv.m('quadraticOne', { x: formatExact(x, lang) }))
    if (!checkRoot(fracValue(x))) return { status: 'unsolved', kind: 'quadratic', reason: 'check failed' }
    return sv.solved('quadratic', steps, `x = ${formatExact(x, lang)}`, sv.m('quadraticCheck', { equation }), [
      fracValue(x),
    ])
  }
  const root = exactSqrt(d)
  let x1: string
  let x2: string
  let values: number[]
  let sqrtShown: string
  if (root) {
    const r1 = math.divide(math.subtract(minusB, root), twoA) as Frac
    const r2 = math.divide(math.add(minusB, root), twoA) as Frac
    const [lo, hi] = fracValue(r1) <= fracValue(r2) ? [r1, r2] : [r2, r1]
    x1 = formatExact(lo, lang)
    x2 = formatExact(hi, lang)
    values = [fracValue(lo), fracValue(hi)]
    sqrtShown = formatFrac(root, lang)
  } else {
    const sq = Math.sqrt(dv)
    const v1 = (-fracValue(b) - sq) / fracValue(twoA)
    const v2 = (-fracValue(b) + sq) / fracValue(twoA)
    values = [Math.min(v1, v2), Math.max(v1, v2)]
    sqrtShown = surd(d, lang)
    const mb = formatFrac(minusB, lang)
    const ta = formatFrac(twoA, lang)
    x1 = `(${mb} − ${sqrtShown}) / ${ta} ≈ ${sv.n(v1 <= v2 ? v1 : v2)}`
    x2 = `(${mb} + ${sqrtShown}) / ${ta} ≈ ${sv.n(v1 <= v2 ? v2 : v1)}`
    if (fracValue(twoA) < 0) [x1, x2] = [x2, x1]
  }
  steps.push(sv.m('quadraticTwo', { minusB: formatFrac(minusB, lang), sqrtD: sqrtShown, twoA: formatFrac(twoA, lang) }))
  steps.push(sv.m('quadraticRoots', { x1, x2 }))
  if (!values.every(checkRoot)) return { status: 'unsolved', kind: 'quadratic', reason: 'check failed' }
  return sv.solved('quadratic', steps, `x₁ = ${x1}, x₂ = ${x2}`, sv.m('quadraticCheck', { equation }), values)
}

export function higher(sv: Solver, left: MathNode, right: MathNode, all: Frac[]): MathResult {
  const roots = polynomialRealRoots(all)
  if (!roots || !roots.length) return { status: 'unsolved', kind: 'polynomial', reason: 'no roots found' }
  const unique = [...new Set(roots.map((r) => round(r)))].sort((a, b) => a - b)
  if (!unique.every((x) => close(evalAt(left, { x }), evalAt(right, { x }), 1e-7)))
    return { status: 'unsolved', kind: 'polynomial', reason: 'check failed' }
  // Every real root must be found: a sign change between consecutive roots' neighbourhoods would reveal a missing one.
  const f = (x: number) => all.reduce((sum, c, i) => sum + fracValue(c) * x ** i, 0)
  const grid = Array.from({ length: 801 }, (_, i) => -100 + i * 0.25)
  for (let i = 1; i < grid.length; i++) {
    const [p, q] = [grid[i - 1], grid[i]]
    if (Math.sign(f(p)) !== Math.sign(f(q)) && !unique.some((r) => r >= p - 1e-9 && r <= q + 1e-9))
      return { status: 'unsolved', kind: 'polynomial', reason: 'a root is missing' }
  }
  const equation = showPolynomial(all, sv.lang)
  const shown = unique.map((x) => sv.n(x)).join('; ')
  return sv.solved(
    'polynomial',
    [sv.m('polynomialStandard', { equation, degree: all.length - 1 }), sv.m('polynomialRoots', { roots: shown })],
    unique.map((x, i) => `x${unique.length > 1 ? subscriptDigit(i + 1) : ''} = ${sv.n(x)}`).join(', '),
    sv.m('quadraticCheck', { equation }),
    unique,
  )
}
