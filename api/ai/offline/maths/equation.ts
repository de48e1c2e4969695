import type { MathNode } from 'mathjs'
import { solveEquation, solveSystem, valueOf } from './cas.ts'
import type { MathResult } from './common.ts'
import { close, evalAt, math, numericRoots, parseSafe, showExpression } from './expr.ts'
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

export function equation(sv: Solver, text: string, interval?: [string, string]): MathResult | undefined {
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
  const [lo, hi] = interval ? interval.map((s) => valueOf(s)) : periodic ? [0, 2 * Math.PI] : [-SCAN, SCAN]
  if (!(lo < hi)) return undefined
  const scanned = numericRoots(at, lo, hi, periodic ? 6000 : 8000)
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
        interval: showInterval(sv, lo, hi, interval),
        roots: list(sv, roots),
      }),
    )
  } else {
    const candidates = solveEquation(lhs, rhs)
    if (!candidates) return sv.unread('polynomial')
    const values = candidates.map(valueOf).filter((v) => Number.isFinite(v))
    const valid = unique(values.filter((v) => v >= lo && v <= hi && holds(v)))
    const rejected = unique(values.filter((v) => !valid.some((w) => close(v, w, 1e-9))))
    steps.push(sv.m('casSolve', { equation: shown, candidates: values.length ? list(sv, unique(values)) : '∅' }))
    for (const x of rejected) steps.push(sv.m('rejected', { x: showValue(x, sv.lang) }))
    // The CAS may miss real roots (nerdamer's cubic formula): a root of the scan, bracketed by a sign change and
    // checked by substitution, is added with a step saying how it was found.
    const extra = scanned.filter((r) => holds(r) && !valid.some((v) => close(v, r, 1e-6)))
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
function showInterval(sv: Solver, lo: number, hi: number, interval?: [string, string]): string {
  const [a, b] = interval ?? ['0', '2pi']
  return (
    `[${showExpression(a, sv.lang)}; ${showExpression(b, sv.lang)}${interval ? ']' : ')'}`.replace(/2pi/, '2π') ||
    `[${lo}; ${hi}]`
  )
}

/** The conditions a teacher writes first: arguments of logarithms positive, denominators non-zero, roots ≥ 0. */
function domainOf(f: MathNode, sv: Solver): string | undefined {
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
  const probes = [points[0] - 1, ...points.slice(1).map((v, i) => (v + points[i]) / 2), (points.at(-1) ?? 0) + 1]
  if (!points.length) probes.splice(0, probes.length, 0)
  const parts: string[] = []
  probes.forEach((x, i) => {
    if (!test(x)) return
    const a = i === 0 ? '−∞' : showValue(points[i - 1], sv.lang)
    const b = i === probes.length - 1 ? '+∞' : showValue(points[i], sv.lang)
    const closed = op.includes('=')
    const left = i > 0 && closed && roots.includes(points[i - 1]) ? '[' : '('
    const right = i < probes.length - 1 && closed && roots.includes(points[i]) ? ']' : ')'
    parts.push(`${left}${a}; ${b}${right}`)
  })
  const sign = (lower: boolean) =>
    (lower ? { '<': '>', '<=': '≥', '>': '>', '>=': '≥' } : { '<': '<', '<=': '≤', '>': '<', '>=': '≤' })[op]
  const half =
    parts.length === 1 && points.length === 1
      ? parts[0].startsWith('(−∞')
        ? `x ${sign(false)} ${showValue(points[0], sv.lang)}`
        : `x ${sign(true)} ${showValue(points[0], sv.lang)}`
      : undefined
  const set = half ?? (parts.length ? `x ∈ ${parts.join(' ∪ ')}` : sv.m('noRealSolutions'))
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

/** Two linear (or not) equations in x and y: the CAS solves, substitution into both checks. */
export function system(sv: Solver, equations: string[]): MathResult | undefined {
  if (equations.length !== 2 || !equations.every((e) => parseSafe(e.replace('=', '-(') + ')'))) return undefined
  const s = solveSystem(equations)
  if (!s || !Number.isFinite(s.x) || !Number.isFinite(s.y)) return sv.unread('system')
  const ok = equations.every((e) => {
    const [l, r] = e.split('=')
    return close(evalAt(math.parse(`(${l})-(${r})`), { x: s.x, y: s.y }), 0, 1e-9)
  })
  if (!ok) return sv.unread('system')
  const x = showValue(s.x, sv.lang)
  const y = showValue(s.y, sv.lang)
  const shown = equations.map((e) => showExpression(e, sv.lang)).join('; ')
  return sv.solved(
    'system',
    [sv.m('systemSolved', { equations: shown, x, y })],
    `x = ${x}, y = ${y}`,
    sv.m('systemCheck', { x, y }),
    [s.x, s.y],
  )
}
