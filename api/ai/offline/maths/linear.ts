import type { MathNode } from 'mathjs'
import { type MathResult } from './common.ts'
import {
  close,
  coefficient,
  evalAt,
  frac,
  fracValue,
  formatExact,
  formatFrac,
  math,
  parseSafe,
  polynomial,
  round,
  showPolynomial,
  type Frac,
} from './expr.ts'
import { subtract } from './helpers.ts'
import type { Solver } from './solver.ts'

/** Linear equations and inequalities, and systems of two linear equations, from exact coefficients. */

export function linear(
  sv: Solver,
  leftText: string,
  rightText: string,
  left: MathNode,
  right: MathNode,
  pl: Frac[],
  pr: Frac[],
): MathResult {
  const coef = (p: Frac[], i: number) => p[i] ?? frac(0)
  const a = math.subtract(coef(pl, 1), coef(pr, 1)) as Frac
  const b = math.subtract(coef(pr, 0), coef(pl, 0)) as Frac
  const steps: string[] = []
  const messy = (side: string) => /[()/]/.test(side) || (side.match(/x/g) ?? []).length > 1
  if (messy(leftText) || messy(rightText))
    steps.push(sv.m('linearExpand', { left: showPolynomial(pl, sv.lang), right: showPolynomial(pr, sv.lang) }))
  if (fracValue(a) === 0) {
    const holds = fracValue(b) === 0
    steps.push(
      sv.m(holds ? 'linearAllSolutions' : 'linearNoSolution', {
        left: formatFrac(coef(pl, 0), sv.lang),
        right: formatFrac(coef(pr, 0), sv.lang),
      }),
    )
    return { status: 'unsolved', kind: 'linear', reason: holds ? 'identity' : 'contradiction' }
  }
  steps.push(sv.m('linearMove', { a: coefficient(a, sv.lang), b: formatFrac(b, sv.lang) }))
  const x = math.divide(b, a) as Frac
  steps.push(sv.m('linearDivide', { a: formatFrac(a, sv.lang), x: formatExact(x, sv.lang) }))
  const xv = fracValue(x)
  const l = evalAt(left, { x: xv })
  const r = evalAt(right, { x: xv })
  if (!close(l, r)) return { status: 'unsolved', kind: 'linear', reason: 'check failed' }
  return sv.solved(
    'linear',
    steps,
    `x = ${formatExact(x, sv.lang)}`,
    sv.m('linearCheck', { x: formatExact(x, sv.lang), left: sv.n(l), right: sv.n(r) }),
    [xv],
  )
}

export function inequality(sv: Solver, text: string): MathResult {
  const m = text.match(/^(.*?)(<=|>=|<|>)(.*)$/)
  if (!m || /[<>=]/.test(m[3])) return { status: 'unsolved', kind: 'inequality', reason: 'unreadable' }
  const left = parseSafe(m[1])
  const right = parseSafe(m[3])
  if (!left || !right) return { status: 'unsolved', kind: 'inequality', reason: 'unreadable' }
  const pl = polynomial(left)
  const pr = polynomial(right)
  if (!pl || !pr) return { status: 'unsolved', kind: 'inequality', reason: 'not linear' }
  const all = subtract(pl, pr)
  if (all.length > 2) return { status: 'unsolved', kind: 'inequality', reason: 'not linear' }
  const op = m[2]
  const show = (o: string) => ({ '<=': '≤', '>=': '≥', '<': '<', '>': '>' })[o] ?? o
  const flip = (o: string) => ({ '<=': '>=', '>=': '<=', '<': '>', '>': '<' })[o] ?? o
  const holds = (l: number, r: number, o: string) =>
    o === '<' ? l < r : o === '>' ? l > r : o === '<=' ? l <= r + 1e-12 : l >= r - 1e-12
  const a = math.subtract(pl[1] ?? frac(0), pr[1] ?? frac(0)) as Frac
  const b = math.subtract(pr[0] ?? frac(0), pl[0] ?? frac(0)) as Frac
  const steps: string[] = []
  if (fracValue(a) === 0) return { status: 'unsolved', kind: 'inequality', reason: 'no x' }
  steps.push(sv.m('inequalityMove', { a: coefficient(a, sv.lang), b: formatFrac(b, sv.lang), sign: show(op) }))
  const x = math.divide(b, a) as Frac
  const finalOp = fracValue(a) < 0 ? flip(op) : op
  if (fracValue(a) < 0)
    steps.push(sv.m('inequalityFlip', { a: formatFrac(a, sv.lang), x: formatExact(x, sv.lang), sign: show(finalOp) }))
  else
    steps.push(sv.m('inequalityDivide', { a: formatFrac(a, sv.lang), x: formatExact(x, sv.lang), sign: show(finalOp) }))
  const xv = fracValue(x)
  const inside = finalOp.startsWith('<') ? xv - 1 : xv + 1
  const outside = finalOp.startsWith('<') ? xv + 1 : xv - 1
  const ok =
    holds(evalAt(left, { x: inside }), evalAt(right, { x: inside }), op) &&
    !holds(evalAt(left, { x: outside }), evalAt(right, { x: outside }), op) &&
    holds(evalAt(left, { x: xv }), evalAt(right, { x: xv }), op) === finalOp.includes('=')
  if (!ok) return { status: 'unsolved', kind: 'inequality', reason: 'check failed' }
  const answer = sv.m('inequalityAnswer', { sign: show(finalOp), x: formatExact(x, sv.lang) })
  return sv.solved(
    'inequality',
    steps,
    answer,
    sv.m('inequalityCheck', { inside: sv.n(inside), outside: sv.n(outside) }),
    [xv],
  )
}

export function system(sv: Solver, first: string, second: string): MathResult {
  const parseLinear = (text: string) => {
    const [l, r, extra] = text.split('=')
    if (extra !== undefined || r === undefined) return undefined
    const left = parseSafe(l)
    const right = parseSafe(r)
    if (!left || !right) return undefined
    const f = (x: number, y: number) => evalAt(left, { x, y }) - evalAt(right, { x, y })
    const c0 = f(0, 0)
    const a = f(1, 0) - c0
    const b = f(0, 1) - c0
    for (const [x, y] of [
      [2, 3],
      [-1, 4],
      [0.5, -2],
    ])
      if (!close(f(x, y), a * x + b * y + c0, 1e-9)) return undefined
    return { a: frac(round(a)), b: frac(round(b)), c: frac(round(-c0)), left, right }
  }
  const e1 = parseLinear(first)
  const e2 = parseLinear(second)
  if (!e1 || !e2) return { status: 'unsolved', kind: 'system', reason: 'not linear' }
  const show = (e: { a: Frac; b: Frac; c: Frac }) =>
    `${showPolynomial([frac(0), e.a], sv.lang).replace(/^0$/, '')}${fracValue(e.b) === 0 ? '' : `${fracValue(e.a) === 0 ? '' : fracValue(e.b) < 0 ? ' − ' : ' + '}${showPolynomial([frac(0), math.abs(e.b) as Frac], sv.lang).replace('x', 'y')}`} = ${formatFrac(e.c, sv.lang)}`
  const steps = [sv.m('systemStart', { eq1: show(e1), eq2: show(e2) })]
  const det = math.subtract(math.multiply(e1.a, e2.b), math.multiply(e2.a, e1.b)) as Frac
  if (fracValue(det) === 0) {
    const dx = math.subtract(math.multiply(e1.c, e2.b), math.multiply(e2.c, e1.b)) as Frac
    steps.push(sv.m(fracValue(dx) === 0 ? 'systemMany' : 'systemNone'))
    return { status: 'unsolved', kind: 'system', reason: 'degenerate' }
  }
  const cx = math.subtract(math.multiply(e1.c, e2.b), math.multiply(e2.c, e1.b)) as Frac
  const x = math.divide(cx, det) as Frac
  const pivot = fracValue(e1.b) !== 0 ? e1 : e2
  const y = math.divide(math.subtract(pivot.c, math.multiply(pivot.a, x)), pivot.b) as Frac
  steps.push(
    sv.m('systemEliminate', {
      m1: formatFrac(e2.b, sv.lang),
      m2: formatFrac(e1.b, sv.lang),
      a: formatFrac(det, sv.lang),
      c: formatFrac(cx, sv.lang),
      x: formatExact(x, sv.lang),
    }),
  )
  steps.push(sv.m('systemSubstitute', { x: formatExact(x, sv.lang), y: formatExact(y, sv.lang) }))
  const scope = { x: fracValue(x), y: fracValue(y) }
  const ok = [e1, e2].every((e) => close(evalAt(e.left, scope), evalAt(e.right, scope)))
  if (!ok) return { status: 'unsolved', kind: 'system', reason: 'check failed' }
  return sv.solved(
    'system',
    steps,
    `x = ${formatExact(x, sv.lang)}, y = ${formatExact(y, sv.lang)}`,
    sv.m('systemCheck', { x: formatExact(x, sv.lang), y: formatExact(y, sv.lang) }),
    [scope.x, scope.y],
  )
}
