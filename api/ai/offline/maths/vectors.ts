import { firstAsked } from './asked.ts'
import type { MathResult } from './common.ts'
import { close, math } from './expr.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

/**
 * Vectors given by coordinates (issue 24): a(2; −3), u = (3, −2), [5, −12], or the points A(1; −2), B(4; 3) of a
 * vector AB. What is asked (length, dot product, angle, coordinates) is named in en/uk/pl; the number of vectors
 * must be what that operation takes, else nothing is guessed ("|a + b|" with two vectors given is declined).
 * Each answer is checked by a second route: the dot product by the polarisation identity, the angle by the law of
 * cosines, the coordinates of AB by A + AB = B.
 */

type Operation = 'angle' | 'dot' | 'coordinates' | 'length'
const OPERATIONS: Record<Operation, RegExp> = {
  angle: /angle|кут|kąt|(?<!\p{L})kat(?!\p{L})/u,
  dot: /dot product|scalar product|скалярн|skalarn|(?<!\p{L})[a-z]\s*\*\s*[a-z](?!\p{L})/u,
  coordinates: /coordinates|components|координат|współrzędn|wspolrzedn/u,
  length:
    /length|magnitude|modulus|norm|довжин|модул|długoś|dlugos|(?<!\p{L})moduł|\|\s*(?:vector\s+|вектор\S*\s+|wektor\S*\s+)?[a-z]{1,2}\s*\|/u,
}
const VECTOR_WORD = /vector|вектор|wektor/u
/** Two points and the distance between them, or the segment's length or midpoint: the vector AB read, unnamed. */
const DISTANCE =
  /distance|відстан|odległoś|odleglos|(?:length|довжин\S*|długoś\S*|dlugos\S*)\s+(?:of\s+(?:the\s+)?)?(?:segment|відрізк|odcink)/u
const MIDPOINT = /midpoint|середин\S* відрізк|(?:środ|srod)\S* odcink/u
const COMPONENT = String.raw`-?\s*(?:\d+(?:\.\d+)?\s*\*?\s*)?(?:sqrt\(\d+(?:\.\d+)?\)|\d+(?:\.\d+)?)`
/** A name (one letter, or two for AB), an optional "=", then 2 or 3 coordinates in round, square or angle brackets. */
const TUPLE = new RegExp(
  String.raw`(?:(?<![\p{L}])([a-z]{1,2})\s*=?\s*)?[([<{]\s*(${COMPONENT})\s*[;,]\s*(${COMPONENT})(?:\s*[;,]\s*(${COMPONENT}))?\s*[)\]>}]`,
  'gu',
)

interface Tuple {
  name?: string
  at: number[]
  text: string[]
}

export function vectors(sv: Solver, s: string): MathResult | undefined {
  const midpoint = !VECTOR_WORD.test(s) && MIDPOINT.test(s)
  const between = midpoint || DISTANCE.test(s)
  if (!VECTOR_WORD.test(s) && !OPERATIONS.dot.test(s) && !between) return undefined
  const tuples: Tuple[] = [...s.matchAll(TUPLE)].map((m) => ({
    name: m[1],
    text: [m[2], m[3], m[4]].filter((c): c is string => !!c).map((c) => c.replace(/\s+/g, '')),
    at: [m[2], m[3], m[4]].filter((c): c is string => !!c).map((c) => Number(math.evaluate(c.replace(/\s+/g, '')))),
  }))
  if (!tuples.length) return undefined
  if (tuples.some((t) => t.at.some((v) => !Number.isFinite(v)) || t.at.length !== tuples[0].at.length))
    return sv.unread('vector')
  const operations = Object.keys(OPERATIONS) as Operation[]
  const op = firstAsked(s, OPERATIONS) ?? operations.find((o) => OPERATIONS[o].test(s))
  // "vector AB" of two points A and B: its coordinates are B − A.
  const named = (n: string) => tuples.find((t) => t.name === n)
  const ab = [...s.matchAll(/(?<!\p{L})([a-z])([a-z])(?!\p{L})/gu)].find((m) => named(m[1]) && named(m[2]))
  const [from, to] = ab ? [named(ab[1]), named(ab[2])] : between && tuples.length === 2 ? tuples : []
  if (from && to && midpoint && tuples.length === 2) {
    const m = from.at.map((v, i) => (v + to.at[i]) / 2)
    // The check: from A, twice AM reaches B.
    if (!m.every((v, i) => close(from.at[i] + 2 * (v - from.at[i]), to.at[i]))) return sv.unread('vector')
    const sums = from.text.map((c, i) => `(${c} + ${to.text[i]})/2`).join(sv.lang === 'en' ? ', ' : '; ')
    const step = sv.m('pointsMidpoint', { sums, m: show(sv, m) })
    return sv.solved('vector', [step], bracket(sv, show(sv, m)), sv.m('pointsMidpointChecked'), m)
  }
  if (from && to && tuples.length === 2) {
    const d = to.at.map((v, i) => v - from.at[i])
    if (!d.every((v, i) => close(from.at[i] + v, to.at[i]))) return sv.unread('vector')
    const step = sv.m('vectorFromPoints', {
      name: ab?.[0].toUpperCase() ?? `${from.name ?? 'A'}${to.name ?? 'B'}`.toUpperCase(),
      diff: to.text.map((c, i) => `${c} − (${from.text[i]})`).join(sv.lang === 'en' ? ', ' : '; '),
      v: show(sv, d),
    })
    if (op === 'length' || (between && !VECTOR_WORD.test(s))) return length(sv, d, [step])
    if (op !== 'coordinates') return sv.unread('vector')
    return sv.solved('vector', [step], bracket(sv, show(sv, d)), sv.m('vectorPointsChecked'), d)
  }
  if (op === 'length' && tuples.length === 1) return length(sv, tuples[0].at, [], tuples[0].text)
  if ((op === 'dot' || op === 'angle') && tuples.length === 2) return pair(sv, op, tuples[0], tuples[1])
  return sv.unread('vector')
}

const show = (sv: Solver, v: number[]) => v.map((c) => showValue(c, sv.lang)).join(sv.lang === 'en' ? ', ' : '; ')
/** Coordinates as each country writes them: (5, 12), (5; 12), [5; 12]. */
const bracket = (sv: Solver, inner: string) => (sv.lang === 'pl' ? `[${inner}]` : `(${inner})`)
const dot = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * b[i], 0)
const norm = (a: number[]) => Math.sqrt(dot(a, a))

function length(sv: Solver, v: number[], steps: string[], text = v.map(String)): MathResult {
  const squares = dot(v, v)
  const len = norm(v)
  if (
    !close(
      len ** 2,
      v.reduce((a, c) => a + c * c, 0),
    )
  )
    return sv.unread('vector')
  const sum = text.map((c) => `(${c})²`).join(' + ')
  const root = showRoot(sv, squares)
  steps.push(sv.m('vectorLength', { sum, squares: showValue(squares, sv.lang), root }))
  return sv.solved('vector', steps, root, sv.m('vectorLengthChecked'), [len])
}

/** √n written exactly when it is not whole: 13, or √8 ≈ 2,8284. */
const showRoot = (sv: Solver, n: number) => {
  const r = Math.sqrt(n)
  return Number.isInteger(Number(r.toFixed(9)))
    ? showValue(r, sv.lang)
    : `√${showValue(n, sv.lang)} ${showValue(r, sv.lang)}`
}

function pair(sv: Solver, op: 'dot' | 'angle', a: Tuple, b: Tuple): MathResult {
  const product = dot(a.at, b.at)
  const sum = a.at.map((v, i) => v + b.at[i])
  // The polarisation identity: a·b = (|a + b|² − |a|² − |b|²)/2.
  if (!close(product, (dot(sum, sum) - dot(a.at, a.at) - dot(b.at, b.at)) / 2)) return sv.unread('vector')
  const terms = a.text.map((c, i) => `${c} · (${b.text[i]})`).join(' + ')
  const dotStep = sv.m('vectorDot', { terms, p: showValue(product, sv.lang) })
  if (op === 'dot')
    return sv.solved('vector', [dotStep], showValue(product, sv.lang), sv.m('vectorDotChecked'), [product])
  const [na, nb] = [norm(a.at), norm(b.at)]
  if (!(na > 0 && nb > 0)) return sv.unread('vector')
  const cos = product / (na * nb)
  const degrees = (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI
  // The law of cosines in the triangle the two vectors span gives the same angle.
  const diff = a.at.map((v, i) => v - b.at[i])
  const viaSides = (Math.acos((na ** 2 + nb ** 2 - dot(diff, diff)) / (2 * na * nb)) * 180) / Math.PI
  if (!close(degrees, viaSides, 1e-6)) return sv.unread('vector')
  const shown = `${showValue(degrees, sv.lang)}°`
  const steps = [
    dotStep,
    sv.m('vectorAngle', {
      p: showValue(product, sv.lang),
      na: showRoot(sv, na ** 2),
      nb: showRoot(sv, nb ** 2),
      cos: showValue(cos, sv.lang),
      angle: shown,
    }),
  ]
  return sv.solved('vector', steps, shown, sv.m('vectorAngleChecked'), [degrees])
}
