import type { MathNode } from 'mathjs'
import { solveEquation, valueOf } from './cas.ts'
import type { MathResult } from './common.ts'
import { close, evalAt, math, numericRoots, parseSafe, showExpression } from './expr.ts'
import type { Interval } from './interval.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'
import { polynomialSteps } from './steps.ts'

/**
 * Equations, inequalities and systems of every school kind, solved by the CAS and then checked without it: each
 * root substituted back into the original equation (both sides real and finite: log arguments positive,
 * denominators non-zero), and a numeric scan of the line (or the stated interval) finding the same roots and no
 * others. Roots of trigonometric equations on an interval come from the scan, each checked the same way.
 */

const SCAN = 200
const TRIG = /\b(?:sin|cos|tan|cot)\(/

export function equation(sv: Solver, text: string, interval?: Interval): MathResult | undefined {
  const [lhs, rhs] = text.split('=')
  const f = parseSafe(`(${lhs}) - (${rhs})`)
  if (!f || !/\bx\b/.test(text)) return undefined
  const shown = showExpression(text, sv.lang)
  const g = f.compile()
  const at = (x: number) => {
    try {
      const v = g.evaluate({ x }) as unknown
      return typeof v === 'number' ? v : Number.NaN
    } catch {
      return Number.NaN
    }
  }
  const holds = (x: number) => close(at(x), 0, 1e-9)
  // Periodic when x appears only inside trigonometric functions (sin x = x/2 is not).
  const periodic =
    TRIG.test(text) && !/\bx\b/.test(text.replace(/\b(?:sin|cos|tan|cot)\([^()]*(?:\([^()]*\)[^()]*)*\)/g, ''))
  const [lo, hi] = interval ? [interval.lo, interval.hi] : periodic ? [0, 2 * Math.PI] : [-SCAN, SCAN]
  if (!(lo < hi)) return undefined
  // A root on an open end of the stated interval is not in it; with no interval, roots beyond ±200 are looked for
  // too, so that "no real solutions" is never said of an equation whose roots lie far out (log x = 3).
  const inside = (r: number) => !(interval?.openLo && close(r, lo, 1e-9)) && !(interval?.openHi && close(r, hi, 1e-9))
  const scanned = unique([
    ...numericRoots(at, lo, hi, periodic ? 6000 : 8000),
    ...(interval || periodic ? [] : farRoots(at)),
  ]).filter(inside)
  const steps: string[] = []
  const domain = domainOf(f, sv)
  if (domain) steps.push(sv.m('domain', { conditions: domain }))
  let roots: number[]
  let exact: string[] = []
  if (periodic) {
    roots = scanned.filter(holds)
    steps.push(
      sv.m('rootsOnInterval', {
        equation: shown,
        interval: showInterval(sv, interval),
        roots: list(sv, roots),
      }),
    )
  } else {
    const candidates = solveEquation(lhs, rhs)
    if (!candidates) return sv.unread('polynomial')
    const values = candidates.map(valueOf).filter((v) => Number.isFinite(v))
    const valid = unique(values.filter((v) => v >= lo && v <= hi && inside(v) && holds(v)))
    const rejected = unique(values.filter((v) => !valid.some((w) => close(v, w, 1e-9))))
    steps.push(sv.m('casSolve', { equation: shown, candidates: values.length ? list(sv, unique(values)) : '∅' }))
    for (const x of rejected) steps.push(sv.m('rejected', { x: showValue(x, sv.lang) }))
    // The CAS may miss real roots (nerdamer's cubic formula): a root of the scan, bracketed by a sign change and
    // checked by substitution, is added with a step saying how it was found.
    const extra = scanned.filter((r) => holds(r) && !valid.some((v) => close(v, r, 1e-6 * Math.max(1, Math.abs(r)))))
    if (extra.length && scanned.length <= 12) steps.push(sv.m('scanRoots', { roots: list(sv, extra) }))
    roots = extra.length && scanned.length <= 12 ? unique([...valid, ...extra]) : valid
    exact = candidates.filter((c) => /^[-+*/().\d\s]*(?:sqrt\([\d]+\)[-+*/().\d\s]*)+$/.test(c) && c.length < 40)
  }
  // Every root the scan sees must be among the answers, and the other way round: else decline.
  if (!sameRoots(roots, scanned)) return sv.unread('polynomial')
  const kind = kindOf(f, text)
  // Linear and quadratic equations are written out the way they are taught (no domain conditions to state).
  const taught = !domain && (kind === 'linear' || kind === 'quadratic') ? polynomialSteps(sv, f, roots) : undefined
  if (taught) steps.splice(0, steps.length, ...taught.steps)
  const name = (i: number) => (roots.length > 1 ? `x${'₁₂₃₄₅₆₇₈₉'[i] ?? ''}` : 'x')
  const value = (r: number) => (periodic ? showValue(r, sv.lang, true) : exactOrValue(sv, r, exact))
  const answer =
    taught?.answer ??
    (roots.length ? roots.map((r, i) => `${name(i)} = ${value(r)}`).join(', ') : sv.m('noRealSolutions'))
  return sv.solved(kind, steps, answer, sv.m('substituteCheck', { equation: shown }), roots)
}

/** A root with its exact form when the CAS gave a short one with a square root: "1 − √2 ≈ −0.4142". */
function exactOrValue(sv: Solver, x: number, exact: string[]): string {
  const form = exact.find((c) => close(valueOf(c), x, 1e-9))
  const shown = showValue(x, sv.lang)
  return form && shown.startsWith('≈') ? `${showExpression(form, sv.lang)} ${shown}` : shown
}

function unique(xs: number[]): number[] {
  return xs.filter((v, i) => xs.findIndex((w) => close(v, w, 1e-9)) === i).sort((a, b) => a - b)
}
function sameRoots(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((v) => b.some((w) => close(v, w, 1e-6)))
}
function list(sv: Solver, xs: number[]): string {
  return xs.map((x) => showValue(x, sv.lang)).join('; ')
}
function showInterval(sv: Solver, interval?: Interval): string {
  const [a, b] = interval?.ends ?? ['0', '2*pi']
  const [open, shut] = interval ? [interval.openLo ? '(' : '[', interval.openHi ? ')' : ']'] : ['[', ')']
  return `${open}${showExpression(a, sv.lang)}; ${showExpression(b, sv.lang)}${shut}`
}

/**
 * Roots far out on the line (|x| from 200 to 10⁹): a strict sign change on a geometric grid, refined by bisection and
 * kept only where f falls to a tiny part of its size at the bracket (a function that merely tends to 0 has none).
 */
function farRoots(at: (x: number) => number): number[] {
  const roots: number[] = []
  for (const sign of [-1, 1]) {
    const grid = Array.from({ length: 400 }, (_, i) => sign * SCAN * 10 ** ((i * 7) / 399))
    for (let i = 1; i < grid.length; i++) {
      let [lo, hi] = [Math.min(grid[i - 1], grid[i]), Math.max(grid[i - 1], grid[i])]
      const [flo, fhi] = [at(lo), at(hi)]
      if (!Number.isFinite(flo) || !Number.isFinite(fhi) || flo === 0 || fhi === 0 || Math.sign(flo) === Math.sign(fhi))
        continue
      for (let k = 0; k < 100; k++) {
        const mid = (lo + hi) / 2
        if (Math.sign(at(mid)) === Math.sign(flo)) lo = mid
        else hi = mid
      }
      const r = (lo + hi) / 2
      if (Math.abs(at(r)) < 1e-9 * Math.max(Math.abs(flo), Math.abs(fhi))) roots.push(r)
    }
  }
  return roots
}

/** The conditions a teacher writes first: arguments of logarithms positive, denominators non-zero, roots ≥ 0. */
/** The conditions a teacher writes before solving: log arguments positive, roots' arguments, denominators. */
export function domainOf(f: MathNode, sv: Solver): string | undefined {
  const conditions: string[] = []
  f.traverse((n) => {
    if (math.isFunctionNode(n) && n.fn.name === 'log')
      conditions.push(`${showExpression(n.args[0].toString(), sv.lang)} > 0`)
    if (math.isFunctionNode(n) && n.fn.name === 'sqrt')
      conditions.push(`${showExpression(n.args[0].toString(), sv.lang)} ≥ 0`)
    if (math.isOperatorNode(n) && n.op === '/' && /x/.test(n.args[1].toString()))
      conditions.push(`${showExpression(n.args[1].toString(), sv.lang)} ≠ 0`)
  })
  return conditions.length ? [...new Set(conditions)].join(', ') : undefined
}

function kindOf(f: MathNode, text: string) {
  if (TRIG.test(text)) return 'trigonometric' as const
  if (/\blog\(/.test(text)) return 'logarithmic' as const
  if (/\babs\(/.test(text)) return 'absolute' as const
  if (/\^(?:\([^()]*x[^()]*\)|x)/.test(text)) return 'exponential' as const
  let rational = false
  f.traverse((n) => {
    if (math.isOperatorNode(n) && n.op === '/' && /x/.test(n.args[1].toString())) rational = true
  })
  if (rational) return 'rational' as const
  const degree = [3, 4].find((d) => new RegExp(`x\\^\\(?${d}`).test(text))
  return degree ? ('polynomial' as const) : /x\^\(?2/.test(text) ? ('quadratic' as const) : ('linear' as const)
}

/** An inequality: boundary points (roots, and where it is undefined), then the sign on each interval between. */
export function inequality(sv: Solver, text: string): MathResult | undefined {
  const op = /<=|>=|<|>/.exec(text)?.[0]
  if (!op) return undefined
  const [lhs, rhs] = text.split(op)
  const f = parseSafe(`(${lhs}) - (${rhs})`)
  if (!f || !/\bx\b/.test(text)) return undefined
  const g = (x: number) => evalAt(f, { x })
  const roots = numericRoots(g, -SCAN, SCAN, 8000)
  const cas = solveEquation(lhs, rhs)
    ?.map(valueOf)
    .filter((v) => Number.isFinite(v) && close(g(v), 0, 1e-9))
  if (!cas || !sameRoots(unique(cas), roots)) return sv.unread('inequality')
  const poles = numericRoots((x) => 1 / g(x), -SCAN, SCAN, 8000).filter(
    (x) => !Number.isFinite(g(x)) || Math.abs(g(x)) > 1e6,
  )
  const points = unique([...roots, ...poles])
  const test = (x: number) => Number.isFinite(g(x)) && (math.evaluate(`${g(x)} ${op} 0`) as boolean)
  const pieces = solutionSet(points, roots, op.includes('='), test)
  // The set is checked against the inequality itself at its ends, inside and between its pieces, and far out.
  const samples = [...points.flatMap((p) => [p, p - 1e-3, p + 1e-3]), -1e4, 1e4, 0]
  if (samples.some((x) => Number.isFinite(g(x)) && pieces.some((c) => contains(c, x)) !== test(x)))
    return sv.unread('inequality')
  const end = (v: number) => showValue(v, sv.lang)
  const shownPieces = pieces.map((c) =>
    c.a === c.b
      ? `{${end(c.a)}}`
      : `${c.closedA ? '[' : '('}${c.a === -Infinity ? '−∞' : end(c.a)}; ${c.b === Infinity ? '+∞' : end(c.b)}${c.closedB ? ']' : ')'}`,
  )
  const only = pieces.length === 1 ? pieces[0] : undefined
  const half =
    only && only.a === -Infinity && Number.isFinite(only.b)
      ? `x ${only.closedB ? '≤' : '<'} ${end(only.b)}`
      : only && only.b === Infinity && Number.isFinite(only.a)
        ? `x ${only.closedA ? '≥' : '>'} ${end(only.a)}`
        : undefined
  const set = half ?? (pieces.length ? `x ∈ ${shownPieces.join(' ∪ ')}` : sv.m('noRealSolutions'))
  const shown = showExpression(text.replace(op, ` ${op} `), sv.lang)
    .replace(/<=/g, '≤')
    .replace(/>=/g, '≥')
  const steps = [
    sv.m('inequalityBoundaries', {
      equation: showExpression(`${lhs}=${rhs}`, sv.lang),
      points: list(sv, points) || '∅',
    }),
    sv.m('inequalitySigns', { set }),
  ]
  return sv.solved('inequality', steps, set, sv.m('inequalityChecked', { inequality: shown }), points)
}

interface Piece {
  a: number
  b: number
  closedA: boolean
  closedB: boolean
}
const contains = (c: Piece, x: number) => (x > c.a || (c.closedA && x === c.a)) && (x < c.b || (c.closedB && x === c.b))

/**
 * The solution set from the boundary points: each interval between them where the inequality holds, a root joining
 * two such intervals when equality is allowed, and a root standing alone (x² ≤ 0 holds at 0 only).
 */
function solutionSet(points: number[], roots: number[], closed: boolean, test: (x: number) => boolean): Piece[] {
  const ends = [-Infinity, ...points, Infinity]
  const probe = (i: number) =>
    i === 0 ? ends[1] - 1 : i === ends.length - 2 ? ends[i] + 1 : (ends[i] + ends[i + 1]) / 2
  const pieces: Piece[] = []
  for (let i = 0; i < ends.length - 1; i++) {
    const p = ends[i]
    const atRoot = closed && roots.includes(p)
    const last = pieces.at(-1)
    if (points.length === 0 ? test(0) : test(probe(i))) {
      if (last && last.b === p && atRoot) Object.assign(last, { b: ends[i + 1], closedB: false })
      else pieces.push({ a: p, b: ends[i + 1], closedA: atRoot, closedB: false })
    } else if (atRoot && !(last && last.b === p)) pieces.push({ a: p, b: p, closedA: true, closedB: true })
    const next = pieces.at(-1)
    if (next && next.b === ends[i + 1] && closed && roots.includes(ends[i + 1])) next.closedB = true
  }
  return pieces
}
