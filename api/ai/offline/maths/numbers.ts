import { askedQuantity, firstAsked } from './asked.ts'
import type { MathResult } from './common.ts'
import { unicode } from './quantities.ts'
import { question, solveModel, type Model } from './relations.ts'
import type { Solver } from './solver.ts'
import { thoughtModel } from './thought.ts'

/**
 * Linear word problems about unknown numbers read into relations (decision 153), each a model of a situation, not
 * of a phrasing:
 * - consecutive numbers: k of them (step 2 when even or odd), their sum given, the smallest or largest asked —
 *   x + (x + d) + … = S;
 * - two quantities (two numbers, two people, a rectangle's sides) tied by a sum (or a perimeter, 2·(a + b)) and a
 *   comparison: a = k·b ("k times", "в k рази", "k razy") or a = b ± d ("d more/less than", "на d більше",
 *   "o d mniejsza", "the difference is d"); the unknown x is the one asked, found by the words of the question (the
 *   larger / smaller, or the noun the comparison names before or after itself).
 * The relations are solved and checked as every other model (relations.ts): every number used, one root, mathjs.
 */

const WORDS = {
  consecutive: /consecutive|послідовн|kolejn/,
  odd: /\bodd\b|непарн|nieparzyst/,
  even: /\beven\b|парн|parzyst/,
  sum: /\bsum\b|add(?:s|ed)? up|total|together|altogether|сум[аиі]|разом|suma|sumie|razem|łącznie|lacznie/,
  perimeter: /perimeter|периметр|obwód|obwod/,
  area: /\barea\b|площ|\bpol[ea]\b/,
  rectangle: /rectangle|прямокутник(?!ов)|prostokąt(?!n)|prostokat(?!n)/,
  difference: /difference|різниц|różnic|roznic/,
  smallest: /smallest|least|lowest|smaller|\bfirst\b|найменш|менш|перш|najmniejsz|mniejsz|pierwsz|krótsz|krotsz|коротш/,
  largest:
    /largest|biggest|greatest|highest|bigger|larger|greater|longer|\blast\b|найбільш|більш|останн|довш|największ|najwieksz|większ|wieksz|ostatni|dłuższ|dluzsz/,
  more: /\bmore\b|greater|bigger|larger|longer|older|більш|довш|старш|więcej|wiecej|większ|wieksz|dłuższ|dluzsz|starsz/,
  less: /\bless\b|fewer|smaller|shorter|younger|менш|коротш|молодш|mniej|mniejsz|krótsz|krotsz|młodsz|mlodsz/,
  times: /^\s*(?:times\b|раз(?:и|а|ів)?\b|razy\b)/,
  by: /(?:\bby|\bна|\bo)\s*$/,
  /** Squares, products, reciprocals: the relation is not linear, and these models write only linear ones. */
  nonlinear: /square|cube|product|reciprocal|квадрат|куб|добут|обернен|kwadrat|sześcian|szescian|iloczyn|odwrotn/,
  than: /\bthan\b|\bза\b|\bвід\b|\bod\b|\bniż\b|\bniz\b/,
}
const W = Object.fromEntries(Object.entries(WORDS).map(([k, re]) => [k, unicode(re)])) as Record<
  keyof typeof WORDS,
  RegExp
>

/** How many consecutive numbers, when written as a word ("three", "трьох", "czterech"). */
const COUNT_WORDS: [RegExp, number][] = [
  [/two|двох|два|дві|dwóch|dwoch|dwie|dwa/, 2],
  [/three|трьох|три|trzech|trzy/, 3],
  [/four|чотирьох|чотири|czterech|cztery/, 4],
  [/five|п'яти|пяти|п'ять|pięciu|pieciu|pięć/, 5],
]
/** A factor written as one word ("twice", "втричі", "dwukrotnie"). */
const FACTOR_WORDS: [RegExp, number][] = [
  [/twice|double|вдвічі|вдвоє|dwukrotn/, 2],
  [/three times|втричі|втроє|trzykrotn/, 3],
  [/four times|вчетверо|czterokrotn/, 4],
]

const numbers = (s: string) => [...s.matchAll(/\d+(?:\.\d+)?/g)].map((m) => ({ value: Number(m[0]), index: m.index }))
const wordValue = (word: string, table: [RegExp, number][]) => table.find(([re]) => unicode(re).test(word))?.[1]

export function consecutiveModel(s: string): Model | undefined {
  const word = unicode(WORDS.consecutive).exec(s)
  // The count stands just before "consecutive", or one word earlier ("трьох послідовних", "3 even consecutive").
  const words = word ? s.slice(0, word.index).trim().split(/\s+/).slice(-2).reverse() : []
  const countWord = words.find((w) => /^\d+$/.test(w) || wordValue(w, COUNT_WORDS))
  const head = countWord !== undefined ? { 1: countWord, index: s.lastIndexOf(countWord, word!.index) } : undefined
  if (!head || !W.sum.test(s) || W.nonlinear.test(s)) return undefined
  const counted = /^\d+$/.test(head[1])
  const k = counted ? Number(head[1]) : wordValue(head[1], COUNT_WORDS)
  const rest = numbers(s).filter((n) => !(counted && n.index === head.index))
  if (!k || k < 2 || k > 10 || rest.length !== 1) return undefined
  const total = rest[0].value
  const asked = s.slice(rest[0].index)
  const largest = W.largest.test(asked)
  if (largest === W.smallest.test(asked)) return undefined
  const step = W.odd.test(s) || W.even.test(s) ? 2 : 1
  const first = (total - (step * k * (k - 1)) / 2) / k
  // Even numbers start even, odd ones odd, and consecutive integers are integers: else the text was misread.
  const parity = W.odd.test(s) ? 1 : W.even.test(s) ? 0 : undefined
  if (!Number.isInteger(first) || (parity !== undefined && Math.abs(first % 2) !== parity)) return undefined
  const terms = Array.from({ length: k }, (_, i) => (i ? `(x${largest ? '-' : '+'}${step * i})` : 'x'))
  const used = counted ? [k, total] : [total]
  return { kind: 'word', unknown: 'number', relations: [`${terms.join('+')}=${total}`], used }
}

interface Comparison {
  /** a = k·b + d, a being the quantity named before the comparison. */
  k: number
  d: number
  used: number[]
  /** Where the comparison's number (or word) stands: the text before it names a, the text after it b. */
  index: number
}

function comparison(s: string): Comparison | undefined {
  const found: Comparison[] = []
  for (const n of numbers(s)) {
    const after = s.slice(n.index + String(n.value).length)
    // The comparison's own clause: "на 6 більше за інше. знайди менше" compares only up to the full stop.
    const near =
      s
        .slice(Math.max(0, n.index - 25), n.index)
        .split(/[.,;]/)
        .at(-1)! + after.slice(0, 30).split(/[.,;]/)[0]
    if (W.times.test(after)) found.push({ k: n.value, d: 0, used: [n.value], index: n.index })
    else if (W.difference.test(s.slice(Math.max(0, n.index - 30), n.index)))
      found.push({ k: 1, d: n.value, used: [n.value], index: n.index })
    else if (W.by.test(s.slice(Math.max(0, n.index - 4), n.index)) || W.than.test(after.split(/[.,;]/)[0])) {
      const more = W.more.test(near)
      if (more !== W.less.test(near))
        found.push({ k: 1, d: more ? n.value : -n.value, used: [n.value], index: n.index })
    }
  }
  for (const [re, k] of FACTOR_WORDS) {
    const m = unicode(re).exec(s)
    if (m) found.push({ k, d: 0, used: [], index: m.index })
  }
  return found.length === 1 ? found[0] : undefined
}

/** The nouns of the question (three letters or more), by their first four letters. */
const stems = (text: string) =>
  [...text.matchAll(/\p{L}{3,}/gu)]
    .map((m) => m[0].slice(0, 4))
    .filter((w) => !/^(?:the|how|wha|find|jak|ile|яка|скіл|знай)/u.test(w))

export function pairModel(s: string): Model | undefined {
  const all = numbers(s)
  const c = W.nonlinear.test(s) ? undefined : comparison(s)
  if (!c || all.length !== c.used.length + 1) return undefined
  const given = all.find((n) => !c.used.includes(n.value) || n.index !== c.index)!
  const before = s.slice(Math.max(0, given.index - 40), given.index)
  const perimeter = W.perimeter.test(before)
  // A rectangle's area given ("площа 64 см²"): the sides' product, a quadratic with one positive root.
  const area = !perimeter && W.rectangle.test(s) && W.area.test(before)
  if (!perimeter && !area && !W.sum.test(before) && !W.sum.test(s.slice(given.index, given.index + 25)))
    return undefined
  // The rectangle's area or perimeter asked, not a side: worked out from the sides once x is found.
  const figure = W.rectangle.test(s) ? firstAsked(s, { area: W.area, perimeter: W.perimeter }) : undefined
  if (figure && (figure === 'area') === area) return undefined
  // Another quantity of a figure asked (its diagonal, a height): not a side, and not worked out here.
  if (!['side', 'area', 'perimeter', undefined].includes(askedQuantity(s))) return undefined
  // Which of a and b is asked: the larger or smaller, else the noun of the question the comparison's clause names.
  const ask = question(s).slice(-60)
  const aLarger = c.k > 1 || c.d > 0
  // The noun compared stands in the comparison's own clause, after the sum's number when that comes first: "two
  // numbers add up to 30 and their difference is 8, find the numbers" names neither one.
  const clause = s
    .slice(given.index < c.index ? given.index : 0, c.index)
    .split(/[.,;:]/)
    .at(-1)!
  const after = s.slice(c.index).split(/[.,;:]/)[0]
  const named = stems(ask)
  const which = W.largest.test(ask)
    ? aLarger
      ? 'a'
      : 'b'
    : W.smallest.test(ask)
      ? aLarger
        ? 'b'
        : 'a'
      : named.some((w) => stems(clause).includes(w))
        ? 'a'
        : named.some((w) => W.than.test(after) && stems(after).includes(w))
          ? 'b'
          : figure && 'a'
  if (!which) return undefined
  const d = c.d ? `${c.d > 0 ? '+' : '-'}${Math.abs(c.d)}` : ''
  const other =
    which === 'a'
      ? c.k === 1
        ? `(x${c.d > 0 ? '-' : '+'}${Math.abs(c.d)})`
        : `x/${c.k}`
      : `(${c.k === 1 ? 'x' : `${c.k}*x`}${d})`
  const sides = { perimeter: `2*(x+${other})`, area: `x*${other}` }
  const relation = `${perimeter ? sides.perimeter : area ? sides.area : `x+${other}`}=${given.value}`
  const answer = figure && sides[figure]
  // The other quantity is positive too (a side, an age, a count).
  const used = [given.value, ...c.used]
  return { kind: 'word', unknown: 'number', relations: [relation], used, positive: [other], answer }
}

export function numberWords(sv: Solver, s: string): MathResult | undefined {
  const model = consecutiveModel(s) ?? pairModel(s) ?? thoughtModel(s)
  return model && solveModel(sv, s, model)
}
