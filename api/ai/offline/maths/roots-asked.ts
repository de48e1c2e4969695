import type { MathResult, MathSolved } from './common.ts'
import type { Solver } from './solver.ts'

/**
 * Something asked of an equation's roots rather than the roots (decision 160): their sum, product or number, the
 * smaller or larger, the positive or negative one, in en/uk/pl. The roots are found and checked as for any
 * equation; the asked quantity is then worked from them in one more step. Two things asked, a double root where a
 * sum or product is asked (Vieta would count it twice), or no root that fits, and nothing is shown.
 */

export type OfRoots = 'sum' | 'product' | 'count' | 'smaller' | 'larger' | 'positive' | 'negative'

const ROOT = String.raw`(?:roots?|solutions?|zeros?|корін\p{L}*|корен\p{L}*|розв\S*|pierwiast\p{L}*|rozwiąz\p{L}*|rozwiaz\p{L}*|miejsc\p{L}*)`

const WORDS: Record<OfRoots, string> = {
  sum: String.raw`sum|сум|sum`,
  product: String.raw`product|добут|iloczyn`,
  count: String.raw`number|count|how many|кількіст|скільки|liczb|ile`,
  smaller: String.raw`smaller|smallest|least|найменш|менш|najmniejsz|mniejsz`,
  larger: String.raw`larger|largest|greater|greatest|bigger|biggest|найбільш|більш|największ|najwieksz|większ|wieksz`,
  positive: String.raw`positive|додатн|dodatn`,
  negative: String.raw`negative|від['’]?ємн|ujemn`,
}

/** Words that may stand between the asking word and the root's name, no others ("which number is a root" is no count). */
const FILLER = String.raw`(?:(?:of|the|all|its|real|wszystkich|rzeczywistych|równania|rownania|дійсних|рівняння)\s+){0,2}`
/** A second asking word joined on ("sumę i iloczyn pierwiastków"): both are asked. */
const JOINED = String.raw`(?:(?:i|and|і|та|oraz|,)\s*\p{L}+\s+)?`

/** The word before the root's name ("sumę pierwiastków", "the larger root") or after it ("rozwiązanie dodatnie"). */
const PHRASES = Object.entries(WORDS).map(
  ([of, w]) =>
    [
      of as OfRoots,
      new RegExp(String.raw`(?<!\p{L})(?:${w})\S*\s+${JOINED}${FILLER}${ROOT}|${ROOT}\s+(?:${w})\p{L}*`, 'iu'),
    ] as const,
)

/** What is asked of the roots and the words that ask it, when exactly one such thing is asked. */
export function ofRootsAsked(s: string): { of: OfRoots; phrase: string } | undefined {
  const found = PHRASES.map(([of, re]) => ({ of, m: re.exec(s) })).filter((f) => f.m)
  return found.length === 1 ? { of: found[0].of, phrase: found[0].m![0] } : undefined
}

const KEYS = {
  sum: 'rootsSum',
  product: 'rootsProduct',
  count: 'rootsCount',
  smaller: 'rootsSmaller',
  larger: 'rootsLarger',
  positive: 'rootsPositive',
  negative: 'rootsNegative',
} as const

/** The asked quantity worked from the checked roots, as one more step; declined when it is not determined. */
export function fromRoots(sv: Solver, solved: MathSolved, asked: { of: OfRoots; phrase: string }): MathResult {
  const roots = [...solved.values].sort((a, b) => a - b)
  const fits = {
    sum: roots.length >= 2 ? [roots.reduce((a, b) => a + b, 0)] : [],
    product: roots.length >= 2 ? [roots.reduce((a, b) => a * b, 1)] : [],
    count: [roots.length],
    smaller: roots.length >= 2 ? [roots[0]] : [],
    larger: roots.length >= 2 ? [roots.at(-1)!] : [],
    positive: roots.filter((r) => r > 0),
    negative: roots.filter((r) => r < 0),
  }[asked.of]
  if (fits.length !== 1 || !Number.isFinite(fits[0])) return sv.unread(solved.kind)
  const value = Math.abs(fits[0]) < 1e-12 ? 0 : fits[0]
  const terms = roots.map((r) => (r < 0 ? `(${sv.n(r)})` : sv.n(r))).join(asked.of === 'product' ? ' · ' : ' + ')
  const step = sv.m(KEYS[asked.of], { terms, roots: roots.map((r) => sv.n(r)).join('; '), result: sv.n(value) })
  const result = sv.solved(solved.kind, [...solved.steps, step], sv.n(value), solved.check, [value])
  return result.status === 'solved' ? { ...result, of: asked.phrase } : result
}

const CONDITION = /^x(<=|>=|<|>)(-?\d+(?:\.\d+)?)$/

/** "x² = 16 dla x > 0": the checked roots that satisfy a condition on x beside the equation; else declined. */
export function withCondition(sv: Solver, solved: MathResult | undefined, condition: string): MathResult | undefined {
  const m = CONDITION.exec(condition.replace(/\s+/g, ''))
  if (solved?.status !== 'solved' || !m) return solved?.status === 'solved' ? sv.unread(solved.kind) : solved
  const k = Number(m[2])
  const holds = {
    '<': (r: number) => r < k,
    '>': (r: number) => r > k,
    '<=': (r: number) => r <= k,
    '>=': (r: number) => r >= k,
  }[m[1] as '<' | '>' | '<=' | '>=']
  const roots = [...solved.values].sort((a, b) => a - b)
  const fit = roots.filter(holds)
  if (!fit.length || fit.length === roots.length) return sv.unread(solved.kind)
  const shown = `x ${m[1].replace('<=', '≤').replace('>=', '≥')} ${sv.n(k)}`
  const step = sv.m('rootsCondition', {
    roots: roots.map((r) => sv.n(r)).join('; '),
    condition: shown,
    result: fit.map((r) => sv.n(r)).join('; '),
  })
  return sv.solved(solved.kind, [...solved.steps, step], fit.map((r) => sv.n(r)).join('; '), solved.check, fit)
}
