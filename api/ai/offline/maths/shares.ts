import type { MathResult } from './common.ts'
import { unicode } from './quantities.ts'
import { question, solveModel, type Model } from './relations.ts'
import type { Solver } from './solver.ts'

/**
 * Two situations read into relations (decision 159), each solved and checked as every other model (relations.ts):
 * - the rest of a whole after a share: N counted, p% of them one of two groups, the other group asked ("у класі 30
 *   учнів, 40% — дівчата, скільки хлопців", "the rest", "pozostali"): x = N·(100 − p)/100, a count, so whole;
 * - a fixed fee plus a rate ("таксі: посадка 30 грн і 12 грн/км, заплатили 150 грн"): F + r·x = T, x the number of
 *   units the rate is per (kilometres, hours, days), which the question must ask.
 */

/** Pairs of groups that make up a whole, and words for "the others": the other group is the one asked. */
const GROUPS: RegExp[][] = [
  [/\bgirls?\b|дівчат|дівчин|dziewcz/, /\bboys?\b|хлопц|хлопчик|chłopc|chlopc|chłopak|chlopak/],
  [/\bwomen\b|\bwoman\b|жінк|kobiet/, /\bmen\b|\bman\b|чоловік|mężczyzn|mezczyzn/],
]
const OTHERS = /\bthe rest\b|\bothers?\b|\bremaining\b|решт|інш|pozosta|reszt/
const COUNT_ASKED = /how many|скільки|\bile\b/
/** A percentage that compares or changes ("40% more", "знижка 20%") is no share of a whole. */
const CHANGE =
  /more|less|than|increase|decrease|discount|більш|менш|ніж|збільш|зменш|знижк|подорож|подешев|więcej|mniej|niż|obniż|podwyż|zniżk|rabat/

const u = (re: RegExp) => unicode(re)
const numbersOf = (s: string) => [...s.matchAll(/\d+(?:\.\d+)?/g)].map((m) => ({ value: Number(m[0]), index: m.index }))

export function complementModel(s: string): Model | undefined {
  const all = numbersOf(s)
  const shares = all.filter((n) =>
    /^\s*(?:%|відсот|procent|percent|per cent)/u.test(s.slice(n.index + String(n.value).length)),
  )
  if (all.length !== 2 || shares.length !== 1 || u(CHANGE).test(s)) return undefined
  const p = shares[0].value
  const whole = all.find((n) => n !== shares[0])!.value
  const ask = question(s)
  // A count asked, not a share ("скільки відсотків хлопців" is 60%, not 18).
  if (!u(COUNT_ASKED).test(ask) || /%|відсот|procent|percent/u.test(ask) || p >= 100) return undefined
  // The group given its share stands before the question; the group asked is the other one of its pair.
  const given = s.slice(0, s.length - ask.length)
  const named = (g: RegExp) => u(g).test(given)
  const asked = (g: RegExp) => u(g).test(ask)
  const pair = GROUPS.find((gs) => gs.some(named) && gs.some(asked))
  const other = u(OTHERS).test(ask) || (pair && pair.some((g, i) => named(g) && !asked(g) && asked(pair[1 - i])))
  const same = pair && pair.some((g, i) => named(g) && asked(g) && !asked(pair[1 - i]))
  if (!other && !same) return undefined
  const share = other ? `(100-${p})` : `${p}`
  return {
    kind: 'percent',
    unknown: 'number',
    relations: [`x=${whole}*${share}/100`, `x+${whole}*${other ? p : `(100-${p})`}/100=${whole}`],
    used: [p, whole],
    whole: true,
  }
}

/** A number followed by "per km", "/км", "за кожен кілометр", "za godzinę": the rate and the unit it is per. */
const PER =
  /^\s*(?:\$|грн\.?|uah|zł|zl|pln|dollars?|€)?\s*(?:\/|per\b|an?\b|each\b|за\s+(?:кож\S*\s+|1\s+|один\s+|одну\s+)?|za\s+(?:każd\S*\s+|kazd\S*\s+|1\s+)?)\s*(\p{L}+)/u
const UNITS: RegExp[] = [
  /^(?:km|км|kilomet|кілометр|kilometr|mile|миль)/,
  /^(?:hour|h$|год|godz)/,
  /^(?:min|хв|хвилин)/,
  /^(?:day|дн|день|доб|dzie|dni)/,
]
const PAID =
  /paid|pay|cost|total|bill|рахун|rachun|altogether|заплат|сплат|коштувал|всього|усього|разом|zapłac|zaplac|kosztował|razem|łącznie/
const FIXED =
  /fixed|flat|base|call-?out|booking|start|посадк|виклик|фіксован|базов|абонент|постійн|stał|stal|startow|opłat\S* (?:za )?(?:wejście|przejazd|początk)|trzask|wsiad/

export function feeModel(s: string): Model | undefined {
  const all = numbersOf(s)
  if (all.length !== 3 || !u(FIXED).test(s)) return undefined
  const rates = all
    .map((n) => ({ n, unit: PER.exec(s.slice(n.index + String(n.value).length))?.[1] }))
    .filter((r) => r.unit && UNITS.some((re) => u(re).test(r.unit!)))
  const totals = all.filter((n) => u(PAID).test(s.slice(Math.max(0, n.index - 30), n.index)))
  if (rates.length !== 1 || totals.length !== 1 || totals[0] === rates[0].n) return undefined
  const [{ n: rate, unit }] = rates
  const fee = all.find((n) => n !== rate && n !== totals[0])!
  // The question asks how many of the rate's units: "скільки кілометрів", "how many hours", "ile km".
  const ask = question(s)
  const kind = UNITS.find((re) => u(re).test(unit!))!
  const asked = [...ask.matchAll(/(?:how many|скільки|ile)\s+(\p{L}+)/gu)].some((m) => u(kind).test(m[1]))
  if (!asked) return undefined
  return {
    kind: 'word',
    unknown: UNITS.indexOf(kind) === 0 ? 'distance' : UNITS.indexOf(kind) === 3 ? 'number' : 'time',
    relations: [`${fee.value}+${rate.value}*x=${totals[0].value}`],
    used: all.map((n) => n.value),
  }
}

export function shareWords(sv: Solver, s: string): MathResult | undefined {
  const model = complementModel(s) ?? feeModel(s)
  return model && solveModel(sv, s, model)
}
