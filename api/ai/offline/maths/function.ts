import type { MathNode } from 'mathjs'
import { solveEquation, transform, valueOf } from './cas.ts'
import type { MathResult } from './common.ts'
import { domainOf } from './equation.ts'
import { close, evalAt, math, numericRoots, parseSafe, showExpression } from './expr.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

/**
 * A function's domain, range, least or greatest value (issue 24), through the CAS: the domain's boundaries are
 * the real zeros (CAS, confirmed by a numeric scan) of every expression that must be positive, non-negative or
 * non-zero (log arguments, square roots, denominators); whether f is defined on each piece is then tested at
 * points inside it and at the boundaries themselves, so the answer is the set where f really is defined. The
 * range of a function defined everywhere comes from its critical points (zeros of f′ from the CAS) and its
 * behaviour far out, checked against f sampled along the line. The values are the boundary points.
 */

const DOMAIN = /domain|область визначення|області визначення|dziedzin/u
const RANGE = /(?<!\p{L})range|област\S* значен|множин\S* значен|zbi[oó]r wartości|zbior wartosci/u
const LEAST = /minimum|least value|smallest value|найменш\S* значен|мінімальн|najmniejsz\S* wartoś|minimaln/u
const GREATEST = /maximum|greatest value|largest value|найбільш\S* значен|максимальн|największ\S* wartoś|maksymaln/u
const FAR = 1e4
const SCAN = 60

export function functionQuestion(sv: Solver, s: string, engineRuns: (s: string) => string[]): MathResult | undefined {
  const asked = DOMAIN.test(s)
    ? 'domain'
    : RANGE.test(s)
      ? 'range'
      : LEAST.test(s)
        ? 'least'
        : GREATEST.test(s)
          ? 'greatest'
          : undefined
  const definition = /(?:\b[fgh]\s*\(\s*x\s*\)|(?<![\p{L}])y)\s*=/u.exec(s)
  if (!asked || !definition) return undefined
  // Both the domain and the range asked: one of them alone would be half an answer.
  if (DOMAIN.test(s) && RANGE.test(s)) return sv.unread('function')
  const runs = engineRuns(s.slice(definition.index + definition[0].length))
  const node = runs[0] && !/[=<>]/.test(runs[0]) && /x/.test(runs[0]) ? parseSafe(runs[0]) : undefined
  if (!node || runs.length > 1) return sv.unread('function')
  sv.seen.push(runs[0])
  return asked === 'domain' ? domain(sv, node) : range(sv, node, asked)
}

const defined = (f: MathNode, x: number) => Number.isFinite(evalAt(f, { x }))

/** Real zeros of u, from the CAS, each substituted back, and the same set as a scan of [−60, 60] finds. */
function zeros(u: MathNode): number[] | undefined {
  const text = u.toString()
  if (!/x/.test(text)) return []
  const cas = solveEquation(text, '0')
    ?.map(valueOf)
    .filter((v) => Number.isFinite(v) && close(evalAt(u, { x: v }), 0, 1e-9))
  if (!cas) return undefined
  const scanned = numericRoots((x) => evalAt(u, { x }), -SCAN, SCAN, 6000)
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(a))
  const inside = cas.filter((r) => Math.abs(r) <= SCAN)
  if (!scanned.every((r) => cas.some((c) => same(r, c))) || !inside.every((c) => scanned.some((r) => same(r, c))))
    return undefined
  return [...new Set(cas.map((v) => Number(v.toPrecision(12))))].sort((a, b) => a - b)
}

function domain(sv: Solver, f: MathNode): MathResult {
  const guarded: MathNode[] = []
  f.traverse((n) => {
    if (math.isFunctionNode(n) && ['log', 'sqrt'].includes(n.fn.name)) guarded.push(n.args[0])
    if (math.isOperatorNode(n) && n.op === '/') guarded.push(n.args[1])
  })
  const found = guarded.map(zeros).filter((z): z is number[] => !!z)
  if (!guarded.length || found.length < guarded.length) return sv.unread('function')
  const cuts = [...new Set(found.flat())].sort((a, b) => a - b)
  // Each piece between cuts: defined at every test point, or at none (else the domain is not what the cuts say).
  const ends = [-FAR, ...cuts, FAR]
  const pieces: boolean[] = []
  for (let i = 0; i + 1 < ends.length; i++) {
    const tests = [0.1, 0.37, 0.5, 0.71, 0.9].map((t) => ends[i] + t * (ends[i + 1] - ends[i]))
    const ok = tests.map((x) => defined(f, x))
    if (ok.some((v) => v !== ok[0])) return sv.unread('function')
    pieces.push(ok[0])
  }
  if (!pieces.some(Boolean)) return sv.unread('function')
  // A cut is a boundary of the domain unless f is defined there and on both sides of it.
  const boundaries = cuts.filter((c, i) => !(defined(f, c) && pieces[i] && pieces[i + 1]))
  const set = showSet(sv, f, cuts, pieces)
  const steps = [sv.m('domain', { conditions: domainOf(f, sv) ?? '' }), sv.m('functionDomain', { set })]
  return sv.solved('function', steps, set, sv.m('functionDomainChecked'), boundaries)
}

/** The domain as intervals: [3; +∞), (−∞; 4) ∪ (4; +∞). */
function showSet(sv: Solver, f: MathNode, cuts: number[], pieces: boolean[]): string {
  const sep = sv.lang === 'en' ? ', ' : '; '
  const v = (x: number) => showValue(x, sv.lang)
  const parts: string[] = []
  let start: string | undefined
  for (let i = 0; i < pieces.length; i++) {
    const lo = i === 0 ? '(−∞' : defined(f, cuts[i - 1]) ? `[${v(cuts[i - 1])}` : `(${v(cuts[i - 1])}`
    if (pieces[i] && start === undefined) start = lo
    const last = i === pieces.length - 1
    const hiCut = cuts[i]
    const continues = !last && pieces[i] && pieces[i + 1] && defined(f, hiCut)
    if (pieces[i] && !continues) {
      parts.push(`${start}${sep}${last ? '+∞)' : `${v(hiCut)}${defined(f, hiCut) ? ']' : ')'}`}`)
      start = undefined
    }
  }
  return parts.join(' ∪ ')
}

function range(sv: Solver, f: MathNode, asked: 'range' | 'least' | 'greatest'): MathResult {
  const text = f.toString()
  // Only a function defined on the whole line: its values are read from its critical points and far ends.
  const probe = Array.from({ length: 2001 }, (_, i) => -100 + i / 10)
  if (!probe.every((x) => defined(f, x))) return sv.unread('function')
  const derivative = transform('diff', text)
  const d = derivative ? parseSafe(derivative) : undefined
  const critical = d ? zeros(d) : undefined
  if (!d || !critical?.length) return sv.unread('function')
  const [left, right] = [evalAt(f, { x: -FAR }), evalAt(f, { x: FAR })]
  const up = left > FAR && right > FAR
  const down = left < -FAR && right < -FAR
  if (up === down || (asked === 'least' && !up) || (asked === 'greatest' && !down)) return sv.unread('function')
  const values = critical.map((x) => evalAt(f, { x }))
  const best = up ? Math.min(...values) : Math.max(...values)
  const at = critical[values.indexOf(best)]
  // The check: no sampled value lies beyond it.
  const samples = [...probe, ...critical.flatMap((c) => [c - 1e-3, c + 1e-3])].map((x) => evalAt(f, { x }))
  if (!samples.every((y) => (up ? y >= best - 1e-9 : y <= best + 1e-9))) return sv.unread('function')
  const v = (x: number) => showValue(x, sv.lang)
  const sep = sv.lang === 'en' ? ', ' : '; '
  const set = up ? `[${v(best)}${sep}+∞)` : `(−∞${sep}${v(best)}]`
  const steps = [
    sv.m('functionCritical', { derivative: showExpression(derivative!, sv.lang), x: critical.map(v).join('; ') }),
    sv.m(up ? 'functionLeast' : 'functionGreatest', { x: v(at), y: v(best) }),
  ]
  const answer = asked === 'range' ? set : v(best)
  if (asked === 'range') steps.push(sv.m('functionRange', { set }))
  return sv.solved('function', steps, answer, sv.m('functionRangeChecked'), [best])
}
