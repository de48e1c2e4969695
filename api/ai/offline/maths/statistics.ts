import type { MathResult } from './common.ts'
import { close, formatNumber } from './expr.ts'
import type { Solver } from './solver.ts'

/**
 * Statistics of a data set (issue 24): the mean, median, mode, range, variance or standard deviation of a list of
 * numbers ("12, 7, 3 and 9") or of a frequency table (a row of values, then a row of how often each occurs).
 * The measure is read from its name in en/uk/pl; the data from the numbers' layout, not from phrasings. Each
 * answer is checked by a second route (deviations from the mean add up to zero, as many values below the median
 * as above, the variance again as the mean of squares less the square of the mean).
 */

type Measure = 'sd' | 'variance' | 'mean' | 'median' | 'mode' | 'range'

// The spread measures first: "середнє квадратичне відхилення" names a standard deviation, not a mean.
const MEASURES: [Measure, RegExp][] = [
  ['sd', /standard deviation|квадратичн\S* відхил|стандартн\S* відхил|odchyleni\S* standardow|odchylenie/u],
  ['variance', /variance|дисперс|wariancj/u],
  ['median', /median|медіан/u],
  ['mode', /(?<!\p{L})(?:mode|мод[аиуі]|moda|modę|mode)(?!\p{L})|dominant/u],
  ['range', /(?<!\p{L})range(?!\p{L})|розмах|rozstęp|rozstep/u],
  ['mean', /(?<!\p{L})mean(?!\p{L})|average|середн|średni|sredni/u],
]

const NUMBER = String.raw`-?\d+(?:\.\d+)?`
/** Three or more numbers in a row, separated by commas, semicolons or "and" (a list of data). */
const LIST = new RegExp(String.raw`${NUMBER}(?:\s*(?:[,;]|,?\s*(?:and|і|й|та|i|oraz))\s*${NUMBER}){2,}`, 'gu')

export function statistics(sv: Solver, s: string): MathResult | undefined {
  const measure = MEASURES.find(([, re]) => re.test(s))?.[0]
  if (!measure || /[a-z]\s*\(\s*x\s*\)|\by\s*=|\bx\b/.test(s)) return undefined
  const lists = [...s.matchAll(LIST)].map((m) => (m[0].match(new RegExp(NUMBER, 'g')) ?? []).map(Number))
  const table = lists.length ? undefined : frequencyTable(s)
  if (!table && lists.length !== 1) return lists.length ? sv.unread('statistics') : undefined
  const data = table ? table.values.flatMap((v, i) => Array<number>(table.counts[i]).fill(v)) : lists[0]
  return solve(sv, measure, data, table)
}

interface Table {
  values: number[]
  counts: number[]
}

/** Two lines of as many numbers each: the values, then how often each occurs (whole numbers, not all zero). */
function frequencyTable(s: string): Table | undefined {
  const rows = s
    .split('\n')
    .map((line) => (line.match(new RegExp(`(?<![\\p{L}\\d.])${NUMBER}`, 'gu')) ?? []).map(Number))
    .filter((row) => row.length >= 2)
  if (rows.length !== 2 || rows[0].length !== rows[1].length) return undefined
  const [values, counts] = rows
  if (!counts.every((c) => Number.isInteger(c) && c >= 0) || !counts.some((c) => c > 0)) return undefined
  return { values, counts }
}

function solve(sv: Solver, measure: Measure, data: number[], table?: Table): MathResult {
  const f = (v: number) => formatNumber(v, sv.lang)
  const n = data.length
  const sorted = [...data].sort((a, b) => a - b)
  const mean = data.reduce((a, b) => a + b, 0) / n
  const given = table
    ? sv.m('statsTable', {
        products: table.values.map((v, i) => `${f(v)} · ${f(table.counts[i])}`).join(' + '),
        n: f(n),
      })
    : sv.m('statsSorted', { list: sorted.map(f).join('; '), n: f(n) })
  const meanStep = sv.m('statsMean', { total: f(mean * n), n: f(n), mean: f(mean) })
  if (measure === 'mean') {
    // The check: the deviations from the mean add up to zero.
    if (
      !close(
        data.reduce((a, b) => a + b - mean, 0),
        0,
        1e-9,
      )
    )
      return sv.unread('statistics')
    return sv.solved('statistics', [given, meanStep], f(mean), sv.m('statsMeanChecked'), [mean])
  }
  if (measure === 'median') {
    const k = Math.floor(n / 2)
    const median = n % 2 ? sorted[k] : (sorted[k - 1] + sorted[k]) / 2
    const below = data.filter((v) => v < median).length
    const above = data.filter((v) => v > median).length
    if (below > n / 2 || above > n / 2) return sv.unread('statistics')
    const step =
      n % 2
        ? sv.m('statsMedianOdd', { k: k + 1, n: f(n), m: f(median) })
        : sv.m('statsMedianEven', { k, k1: k + 1, a: f(sorted[k - 1]), b: f(sorted[k]), m: f(median) })
    return sv.solved('statistics', [given, step], f(median), sv.m('statsMedianChecked'), [median])
  }
  if (measure === 'mode') {
    const counts = new Map<number, number>()
    for (const v of data) counts.set(v, (counts.get(v) ?? 0) + 1)
    const most = Math.max(...counts.values())
    const modes = [...counts].filter(([, c]) => c === most).map(([v]) => v)
    // No value repeats, or two values tie: the set has no single mode, and none is guessed.
    if (most < 2 || modes.length !== 1) return sv.unread('statistics')
    const step = sv.m('statsMode', { m: f(modes[0]), count: most })
    return sv.solved('statistics', [given, step], f(modes[0]), sv.m('statsModeChecked'), [modes[0]])
  }
  if (measure === 'range') {
    const [min, max] = [sorted[0], sorted[n - 1]]
    const step = sv.m('statsRange', { max: f(max), min: f(min), r: f(max - min) })
    return sv.solved('statistics', [given, step], f(max - min), sv.m('statsRangeChecked'), [max - min])
  }
  // Variance and standard deviation of the data as given (divided by n, as school courses define them).
  const variance = data.reduce((a, v) => a + (v - mean) ** 2, 0) / n
  const again = data.reduce((a, v) => a + v * v, 0) / n - mean ** 2
  if (!close(variance, again, 1e-9)) return sv.unread('statistics')
  const squares = sv.m('statsVariance', { mean: f(mean), v: f(variance) })
  if (measure === 'variance')
    return sv.solved('statistics', [given, meanStep, squares], f(variance), sv.m('statsSpreadChecked'), [variance])
  const sd = Math.sqrt(variance)
  const exact = Number.isInteger(Number(sd.toFixed(9)))
  const shown = exact ? f(sd) : `√${f(variance)} ≈ ${f(sd)}`
  const root = sv.m('statsDeviation', { v: f(variance), sd: exact ? `= ${f(sd)}` : `≈ ${f(sd)}` })
  return sv.solved('statistics', [given, meanStep, squares, root], shown, sv.m('statsSpreadChecked'), [sd])
}
