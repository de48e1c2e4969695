import type { MathResult } from './common.ts'
import { close } from './expr.ts'
import { withNumberWords } from './number-words.ts'
import type { Solver } from './solver.ts'

/**
 * A value missing from a mean (issue 24): "the mean of 6 numbers is 8, five of them are …", "the mean of 3, 7, x, 9
 * is 8", "my average on 4 tests is 75, what on the next one makes it 78". One relation, sum = count · mean, read
 * from the statements "mean … is M" (with the count or the list beside them) rather than from phrasings: the unknown
 * is the sum with it less the sum without it. Checked by taking the mean again with the value found.
 */

const MEAN = /(?<!\p{L})(?:mean|average|avg)(?!\p{L})|середн\p{L}*|średni\p{L}*|sredni\p{L}*/gu
/** Another measure named, or an average speed (motion.ts reads those). */
const OTHER_MEASURE =
  /median|медіан|mode\b|мод[аиу]\b|dominant|range|розмах|rozstęp|deviation|відхил|odchyl|varian|дисперс|speed|km|швидк|prędk|predk|szybk/u
/** One value joins the rest ("the 5th test", "ще один", "jeszcze jeden", "the next one"); a value taken away is not read. */
const ONE_MORE = /another|one more|next|ще (?:один|одн)|наступн|jeszcze jed|kolejn|następn|nastepn/u
const NUMBER = String.raw`-?\d+(?:\.\d+)?`
const IS = new RegExp(
  String.raw`(?:(?<!\p{L})(?:is|was|be|becomes|became|equals|to|до|do|дорівнює|дорівнювало|був|була|було|став|стала|стало|становить|складає|jest|wynosi|wyniosła|wyniosla|wynosiła|wynosila|wyniesie|to)(?!\p{L})(?:\s+(?:równa|rowna|równe))?|=)\s*(${NUMBER})(?![\d%])`,
  'u',
)
/** A count before its noun: "of 6 numbers", "5 sprawdzianów", "4 учнів". */
const COUNT = /(?<![\d.])(\d+)\s+(?=\p{L})/u
const ITEM = String.raw`(?:${NUMBER}|x)`
const listOf = (least: number) =>
  new RegExp(String.raw`${ITEM}(?:\s*(?:[,;]|,?\s*(?:and|і|й|та|i|oraz))\s*${ITEM}){${least - 1},}`, 'gu')
/** Three or more values named with a mean; the other values, given apart with their count, may be two. */
const LIST = listOf(3)
const REST = listOf(2)
const itemsOf = (list: string): string[] => list.match(new RegExp(ITEM, 'g')) ?? []

interface Statement {
  mean: number
  count?: number
  /** The values named with it, x for the one asked. */
  list?: string[]
  /** Where the statement's mean ends in the text: the other values are read after it. */
  end: number
}

/** Each "mean … is M" up to the end of its sentence (or the next mean word). */
function statements(t: string): Statement[] {
  const starts = [...t.matchAll(MEAN)].map((m) => m.index)
  return starts.flatMap((start, i) => {
    const clause = t.slice(start, starts[i + 1] ?? t.length).split(/[?!\n]|\.(?!\d)/)[0]
    const is = IS.exec(clause)
    if (!is) return []
    const before = clause.slice(0, is.index)
    const list = [...before.matchAll(LIST)].map((m) => itemsOf(m[0]))
    const count = list.length ? undefined : COUNT.exec(before)
    const end = start + is.index + is[0].length
    return [{ mean: Number(is[1]), count: count ? Number(count[1]) : undefined, list: list[0], end }]
  })
}

export function meanRelation(sv: Solver, s: string): MathResult | undefined {
  if (!s.match(MEAN) || OTHER_MEASURE.test(s) || /\by\s*=|[a-z]\s*\(\s*x\s*\)/.test(s)) return undefined
  const t = withNumberWords(s)
  const said = statements(t)
  if (said.length === 1) return fromOne(sv, t, said[0])
  if (said.length === 2) return fromTwo(sv, t, said[0], said[1])
  return undefined
}

/** One mean with its list (x among the values), or with a count and the other values listed elsewhere. */
function fromOne(sv: Solver, t: string, { mean, count, list, end }: Statement): MathResult | undefined {
  let known: number[]
  if (list) {
    if (list.filter((v) => v === 'x').length !== 1) return undefined
    known = list.filter((v) => v !== 'x').map(Number)
  } else {
    const lists = [...t.slice(end).matchAll(REST)].map((m) => itemsOf(m[0]))
    if (count === undefined || lists.length !== 1 || lists[0].includes('x')) return undefined
    known = lists[0].map(Number)
    if (known.length !== count - 1) return sv.unread('statistics')
  }
  const n = known.length + 1
  const total = n * mean
  const x = total - known.reduce((a, b) => a + b, 0)
  // The check: the mean of every value, the one found included, is the mean given.
  if (!close([...known, x].reduce((a, b) => a + b, 0) / n, mean, 1e-9)) return sv.unread('statistics')
  const f = (v: number) => sv.n(v)
  const steps = [
    sv.m('meanTotal', { n, mean: f(mean), total: f(total) }),
    sv.m('meanMissing', { total: f(total), known: known.map(f).join(' + '), x: f(x) }),
  ]
  return sv.solved(
    'statistics',
    steps,
    f(x),
    sv.m('meanMissingChecked', { n, x: f(x), total: f(total), mean: f(mean) }),
    [x],
  )
}

/** A mean before and after one value is added (or taken away): the counts differ by one. */
function fromTwo(sv: Solver, t: string, a: Statement, b: Statement): MathResult | undefined {
  if (a.list || b.list) return undefined
  // A count left unsaid is one more than the other only when the text says one value joins ("the 5th", "ще один").
  const said = a.count ?? b.count
  if (said !== undefined && (a.count === undefined) !== (b.count === undefined)) {
    const joined = a.count === undefined ? said - 1 : said + 1
    if (!ONE_MORE.test(t) && !new RegExp(String.raw`(?<![\d.])${joined}(?![\d.])`).test(t))
      return sv.unread('statistics')
  }
  const counts =
    a.count !== undefined && b.count !== undefined
      ? [a.count, b.count]
      : a.count !== undefined
        ? [a.count, a.count + 1]
        : b.count !== undefined
          ? [b.count - 1, b.count]
          : undefined
  if (!counts || Math.abs(counts[0] - counts[1]) !== 1) return undefined
  const [few, many] = counts[0] < counts[1] ? [a, b] : [b, a]
  const [nFew, nMany] = [Math.min(...counts), Math.max(...counts)]
  const [before, after] = [nFew * few.mean, nMany * many.mean]
  const x = after - before
  if (!close((before + x) / nMany, many.mean, 1e-9)) return sv.unread('statistics')
  const f = (v: number) => sv.n(v)
  const steps = [
    sv.m('meanBefore', { n: nFew, mean: f(few.mean), total: f(before) }),
    sv.m('meanTotal', { n: nMany, mean: f(many.mean), total: f(after) }),
    sv.m('meanNew', { after: f(after), before: f(before), x: f(x) }),
  ]
  const check = sv.m('meanMissingChecked', { n: nMany, x: f(x), total: f(after), mean: f(many.mean) })
  return sv.solved('statistics', steps, f(x), check, [x])
}
