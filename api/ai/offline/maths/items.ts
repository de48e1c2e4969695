import type { MathResult } from './common.ts'
import { quantities, type Quantity } from './quantities.ts'
import { question, solveModel, type Model } from './relations.ts'
import type { Solver } from './solver.ts'

/**
 * Two kinds of item bought or sold, read into relations (decision 153):
 * - two purchases of both items, each with its counts and its cost ("3 pens and 2 notebooks cost 13, 1 pen and 4
 *   notebooks 16"): c₁·a + c₂·b = T in each, and the unit price asked is the item the question names;
 * - a number of items of two unit prices and what they came to ("40 tickets, adult $12, child $7, $380 in all",
 *   "15 монет по 2 грн і по 5 грн, всього 48 грн"): p·x + q·(N − x) = T, x the count of the item the question names
 *   (by its price or by the word that labels it) — a count, so it must come out whole.
 * Both are solved and checked as every other model (relations.ts).
 */

/** The first four letters of each word of three letters or more. */
const stems = (text: string) => [...text.matchAll(/\p{L}{3,}/gu)].map((m) => m[0].slice(0, 4).toLowerCase())
const same = (a: string, b: string) => a.startsWith(b) || b.startsWith(a)
const UNIT_WORD = /^(?:kg|кг|g|г|l|л|kilo\p{L}*|кілограм\p{L}*|kilogram\p{L}*|lit\p{L}*|літр\p{L}*|шт|szt)$/u

interface Purchase {
  counts: [number, number]
  items: [string, string]
  total: number
}

/** "3 pens and 2 notebooks cost $13": two counts, each followed by its item, and the cost after them. */
function purchase(clause: string): Purchase | undefined {
  const found = [...clause.matchAll(/\d+(?:\.\d+)?/g)]
  if (found.length !== 3) return undefined
  const itemAfter = (m: RegExpMatchArray) => {
    const words = clause.slice((m.index ?? 0) + m[0].length).match(/\p{L}+/gu) ?? []
    const word = UNIT_WORD.test(words[0] ?? '') ? words[1] : words[0]
    return word && word.length >= 3 ? word.slice(0, 4) : undefined
  }
  const [a, b] = [itemAfter(found[0]), itemAfter(found[1])]
  if (!a || !b || same(a, b)) return undefined
  return { counts: [Number(found[0][0]), Number(found[1][0])], items: [a, b], total: Number(found[2][0]) }
}

export function purchasesModel(s: string): Model | undefined {
  const ask = question(s)
  const given = s.slice(0, s.lastIndexOf(ask)) || s
  const bought = given
    .split(/[.;]|,\s*(?:(?:and|а|a|i|oraz)\s+)?(?=(?:\p{L}+\s+){0,2}\d)/u)
    .map(purchase)
    .filter((p): p is Purchase => !!p)
  if (bought.length !== 2) return undefined
  const [p, q] = bought
  // The second purchase names the same two items, in either order.
  const swap = same(q.items[0], p.items[1]) && same(q.items[1], p.items[0])
  if (!swap && !(same(q.items[0], p.items[0]) && same(q.items[1], p.items[1]))) return undefined
  const qc = swap ? [q.counts[1], q.counts[0]] : q.counts
  const asked = stems(ask.slice(-50))
  const i = p.items.findIndex((item) => asked.some((w) => same(w, item)))
  if (i < 0 || asked.some((w) => same(w, p.items[1 - i]))) return undefined
  if (p.counts[0] * qc[1] === p.counts[1] * qc[0]) return undefined
  // x is the asked item's price; the other's comes from the first purchase and goes into the second.
  const [cx, co] = i === 0 ? p.counts : [p.counts[1], p.counts[0]]
  const [dx, dOther] = i === 0 ? qc : [qc[1], qc[0]]
  const other = `(${p.total}-${cx}*x)/${co}`
  const used = [...p.counts, p.total, ...q.counts, q.total]
  return {
    kind: 'word',
    unknown: 'value',
    relations: [`${dx}*x+${dOther}*${other}=${q.total}`],
    used,
    positive: [other],
  }
}

/** A Polish coin named by its value: "dwuzłotowych", "pięciozłotowych". */
const COIN_WORDS: [RegExp, number][] = [
  [/jednozł|jednozl/, 1],
  [/dwuzł|dwuzl/, 2],
  [/pięciozł|pieciozl/, 5],
  [/dziesięciozł|dziesieciozl/, 10],
]

export function countsModel(s: string): Model | undefined {
  const qs = quantities(s)
  const ask = question(s)
  const askAt = s.lastIndexOf(ask)
  const given = qs.filter((q) => q.index < askAt)
  const money = given.filter((q) => q.unit === 'money')
  const plain = given.filter((q) => q.unit === 'plain')
  if (money.length !== 3 || plain.length !== 1 || given.length !== 4) return undefined
  if (!/how many|скільки|ile\b/u.test(ask)) return undefined
  const total = money.reduce((m, q) => (q.value > m.value ? q : m))
  const [p, q] = money.filter((m) => m !== total)
  const n = plain[0].value
  // The price the question names: by its number ("скільки монет по 5 грн"), its coin word, or the words before it.
  const inAsk = qs.filter((x) => x.index >= askAt)
  const byNumber = [p, q].filter((m) => inAsk.some((x) => x.value === m.value))
  const coin = COIN_WORDS.find(([re]) => re.test(ask))?.[1]
  const label = (m: Quantity, other: Quantity) => {
    const own = stems(
      s
        .slice(Math.max(0, m.index - 25), m.index)
        .split(/[\d,.;:]/)
        .at(-1)!,
    )
    const theirs = stems(
      s
        .slice(Math.max(0, other.index - 25), other.index)
        .split(/[\d,.;:]/)
        .at(-1)!,
    )
    return own.filter((w) => !theirs.some((t) => same(t, w)))
  }
  const asked = stems(ask)
  const byLabel = [p, q].filter((m) => label(m, m === p ? q : p).some((w) => asked.some((a) => same(a, w))))
  const picks = byNumber.length ? byNumber : coin !== undefined ? [p, q].filter((m) => m.value === coin) : byLabel
  if (picks.length !== 1) return undefined
  const [x, o] = picks[0] === p ? [p, q] : [q, p]
  const used = [n, p.value, q.value, total.value, ...inAsk.map((a) => a.value)]
  return {
    kind: 'word',
    unknown: 'value',
    relations: [`${x.value}*x+${o.value}*(${n}-x)=${total.value}`],
    used,
    positive: [`${n}-x`],
    whole: true,
  }
}

export function itemWords(sv: Solver, s: string): MathResult | undefined {
  const model = purchasesModel(s) ?? countsModel(s)
  return model && solveModel(sv, s, model)
}
