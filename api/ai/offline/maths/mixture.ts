import type { MathResult } from './common.ts'
import { close, math } from './expr.ts'
import { CUES, quantities, unicode, type Quantity } from './quantities.ts'
import { ASKED, question, solveModel, type Model } from './relations.ts'
import type { Solver } from './solver.ts'

/**
 * Mixtures and percent changes read into relations (decision 077). A mixture is one balance whatever the phrasing:
 * Σ amountᵢ·shareᵢ = (Σ amountᵢ)·share of the mixture, where a share is a concentration (water 0%, pure salt
 * 100%) or a price per unit; the unknown is the amount asked for or the mixture's share. A percent change is
 * new = old·Π(1 ± pᵢ/100), each pᵢ signed by the words around it; the unknown is the old value, the new one or p.
 */

const WORDS = {
  water: /water|вод[аиуі]|wod[ay]|wodę/,
  pure: /salt|sugar|pure|сол[іи]|цукр|чист|sól|sol[ie]|cukr|czyst/,
  target:
    /to (?:get|obtain|make)|get an?|so (?:that|it)|until|щоб (?:отримати|одержати|вийшов)|отримати|одержати|otrzyma|uzyska|żeby|zeby|\baby\b/,
  mixture:
    /solution|mixture|mix|alloy|розчин|суміш|сплав|змішал|roztw|miesza|\bstop\b|stop[ui]|stężeni|stezeni|concentration|концентрац/,
  perUnit: /per (?:kg|kilo|litre|liter|l)\b|за (?:кг|кілограм|літр|1 кг)|za (?:kg|kilogram|litr)|a kilo/,
  up: /increas|rise|rose|raise|went up|higher|more expensive|mark(?:ed)? up|зрос|підвищ|збільш|подорож|wzros|wzrós|podwyż|podwyz|podnie|zwiększ|zwieksz|zdroż|zdroz|droższ/,
  down: /decreas|discount|\bdown\b|\bcut\b|drop|fell|fall|reduc|lower|cheaper|\boff\b|sale|знижк|знизи|зниж|зменш|подешев|уцін|obniż|obniz|spad|rabat|tańsz|tansz|potani|tanie|zmniejsz|przecen/,
  add: /\badd|додат|долит|досип|dod[aа]ć|doda|dolać|dolac|dosypa/,
  again: /another|again|further|\bще\b|знову|jeszcze|ponownie/,
  times: /\b(?:two|three|twice|double|два|дві|двох|двічі|три|трьох|dwa|dwie|dwóch|dwoch|dwukrotn\S*|trzy|trzech)\b/,
  now: /\bnow\b|тепер|зараз|teraz|\bstała\b/,
  fromTo: /(?:from|з|із|від|\bz\b|\bod\b)\s*\$?\d[\d.]*\s*\S{0,5}\s+(?:to|до|do)\s*\$?\d/,
  // "O ile złotych podrożał", "by how much": the change itself is asked, neither the old value nor the new one.
  difference: /by how much|на скільки(?! відсот)|\bo ile(?! procent)/,
  percentAsked:
    /what percent|by what percent|how many percent|percent(?:age)? (?:increase|decrease|change)|на скільки відсотк|скільки відсотк|o ile procent|ile procent|jaki procent/,
}
const W = Object.fromEntries(Object.entries(WORDS).map(([k, re]) => [k, unicode(re)])) as Record<
  keyof typeof WORDS,
  RegExp
>

interface Part {
  amount: number | 'x'
  share: number | 'x'
  used: number[]
}

/** Each amount with its share: the first percent (or price) after it, before the next amount. */
function parts(s: string, qs: Quantity[], share: 'percent' | 'money', target?: Quantity): Part[] | undefined {
  const amounts = qs.filter((q) => q.unit === 'amount')
  const out: Part[] = []
  for (const [i, a] of amounts.entries()) {
    const end = amounts[i + 1]?.index ?? s.length
    const mine = qs.find((q) => q.unit === share && q.index > a.index && q.index < end && q !== target)
    const after = s.slice(a.index, Math.min(end, a.index + 25))
    const value =
      mine?.value ?? (share === 'money' ? undefined : W.water.test(after) ? 0 : W.pure.test(after) ? 100 : undefined)
    if (value === undefined) return undefined
    out.push({ amount: a.value, share: value, used: mine ? [a.value, mine.value] : [a.value] })
  }
  return out
}

export function mixtureModel(s: string): Model | undefined {
  const qs = quantities(s)
  if (!qs.some((q) => q.unit === 'amount') || qs.some((q) => q.unit === 'speed' || q.unit === 'km')) return undefined
  const ask = question(s)
  const askStart = s.lastIndexOf(ask)
  // Price of a blend: kilograms at a price per kilogram each.
  if (W.perUnit.test(s) && ASKED.price.test(ask)) {
    const ps = parts(s, qs, 'money')
    if (!ps || ps.length < 2) return undefined
    const sum = ps.map((p) => `${p.amount}*${p.share}`).join('+')
    const total = ps.map((p) => p.amount).join('+')
    return { kind: 'mixture', unknown: 'price', relations: [`${sum}=(${total})*x`], used: ps.flatMap((p) => p.used) }
  }
  if (!W.mixture.test(s) && !W.water.test(s)) return undefined
  const target = qs.find((q) => q.unit === 'percent' && W.target.test(s.slice(Math.max(0, q.index - 25), q.index)))
  // The amount asked for: "how many litres of 60% acid", "скільки грамів солі", "ile gramów wody".
  const asked = ASKED.amount.exec(s)
  let unknown: Part | undefined
  // "How much pure copper must be added": the substance whose share the text gives ("30% copper") is added pure.
  const named = /^\s*%?\s*(\p{L}{4})/u.exec(
    s.slice((qs.find((q) => q.unit === 'percent' && q !== target)?.index ?? 0) + 3),
  )
  if (asked && target && (!/pure|чист|czyst/u.test(asked[0]) || W.add.test(s.slice(asked.index)))) {
    const from = asked.index + asked[0].length - 6
    const next = qs.find((q) => q.index > asked.index && q.unit === 'amount')?.index ?? s.length
    const own = qs.find((q) => q.unit === 'percent' && q.index > asked.index && q.index < next && q !== target)
    const words = s.slice(from, from + 30)
    const pure = W.pure.test(words) || (!!named && words.includes(named[1]))
    const share = own?.value ?? (W.water.test(words) ? 0 : pure ? 100 : undefined)
    if (share === undefined) return undefined
    unknown = { amount: 'x', share, used: own ? [own.value] : [] }
  }
  const known = parts(s, qs, 'percent', target)
  if (!known?.length) return undefined
  const all = unknown ? [...known, unknown] : known
  const used = [...all.flatMap((p) => p.used), ...(target ? [target.value] : [])]
  const pure = all.map((p) => `${p.amount}*${p.share}`).join('+')
  const rest = all.map((p) => `${p.amount}*(100-${p.share})`).join('+')
  const total = all.map((p) => p.amount).join('+')
  if (unknown && target)
    return {
      kind: 'mixture',
      unknown: 'amount',
      relations: [`${pure}=(${total})*${target.value}`, `${rest}=(${total})*(100-${target.value})`],
      used,
    }
  if (!unknown && !target && ASKED.concentration.test(ask) && known.length >= 2)
    return {
      kind: 'mixture',
      unknown: 'concentration',
      relations: [`${pure}=(${total})*x`, `${rest}=(${total})*(100-x)`],
      used,
      max: 100,
    }
  // "How much pure alcohol does it contain": the share of one amount.
  if (!unknown && !target && known.length === 1 && /pure|чист|czyst/u.test(s.slice(askStart)))
    return { kind: 'mixture', unknown: 'amount', relations: [`100*x=${pure}`], used }
  return undefined
}

/** The direction of a percent: the last change word before it in its clause, else the first right after it. */
function sign(s: string, q: Quantity, previous: number): number | undefined {
  const before = s.slice(previous, q.index)
  const ups = [...before.matchAll(new RegExp(W.up.source, 'giu'))].at(-1)?.index ?? -1
  const downs = [...before.matchAll(new RegExp(W.down.source, 'giu'))].at(-1)?.index ?? -1
  if (ups >= 0 || downs >= 0) return ups > downs ? 1 : -1
  const after = s.slice(q.index, q.index + 18)
  return W.up.test(after) ? 1 : W.down.test(after) ? -1 : undefined
}

export function percentChangeModel(s: string): Model | undefined {
  // "Two successive discounts of 20%": a count of changes the numbers do not show is not read.
  if (CUES.interest.test(s) || W.mixture.test(s) || W.times.test(s)) return undefined
  const qs = quantities(s)
  if (qs.some((q) => !['money', 'plain', 'percent'].includes(q.unit))) return undefined
  const percents = qs.filter((q) => q.unit === 'percent')
  const values = qs.filter((q) => q.unit !== 'percent').map((q) => q.value)
  const ask = question(s)
  if (W.difference.test(ask) && !W.percentAsked.test(ask)) return undefined
  // A value the change is "by" ("rose by 20 zł to 120 zł") is a difference, not one of the two levels compared.
  const byValue = qs.some(
    (q) => q.unit !== 'percent' && /(?:\bby|(?<!\p{L})[oо]|(?<!\p{L})на)\s*[$€£]?\s*$/u.test(s.slice(0, q.index)),
  )
  if (!percents.length && values.length === 2 && W.percentAsked.test(ask)) {
    if (byValue || !(W.fromTo.test(s) || W.now.test(s) || W.up.test(s) || W.down.test(s))) return undefined
    const [a, b] = values
    const relation = b >= a ? `${a}*(1+x/100)=${b}` : `${a}*(1-x/100)=${b}`
    return { kind: 'percent', unknown: 'percent', relations: [relation], used: values, max: b >= a ? undefined : 100 }
  }
  const signs: (number | undefined)[] = []
  for (const [i, q] of percents.entries()) {
    const own = sign(s, q, i ? percents[i - 1].index + 1 : 0)
    // "… and then another 20%", "а потім ще на 20%", "a potem jeszcze o 10%": the change goes on the same way.
    const goesOn = i > 0 && W.again.test(s.slice(percents[i - 1].index, q.index))
    signs.push(own ?? (goesOn ? signs[i - 1] : undefined))
  }
  if (!percents.length || signs.some((d) => d === undefined)) return undefined
  const factor = percents.map((q, i) => `(1${signs[i]! > 0 ? '+' : '-'}${q.value}/100)`).join('*')
  // Successive changes and no amount: the overall change, in percent of the first value, is asked.
  if (percents.length >= 2 && !values.length && W.percentAsked.test(ask)) {
    const net = Number(math.evaluate(factor))
    if (close(net, 1)) return undefined
    const relation = net > 1 ? `1+x/100=${factor}` : `1-x/100=${factor}`
    return { kind: 'percent', unknown: 'percent', relations: [relation], used: percents.map((q) => q.value), max: 100 }
  }
  if (values.length !== 1) return undefined
  const used = [...values, ...percents.map((q) => q.value)]
  if (ASKED.before.test(ask))
    return { kind: 'percent', unknown: 'original', relations: [`x*${factor}=${values[0]}`], used }
  // Neither "before" nor "new" asked: which value the number is cannot be told, so nothing is guessed.
  if (!ASKED.after.test(ask)) return undefined
  return { kind: 'percent', unknown: 'changed', relations: [`${values[0]}*${factor}=x`], used }
}

export function mixtureOrPercent(sv: Solver, s: string): MathResult | undefined {
  const model = mixtureModel(s) ?? percentChangeModel(s)
  return model && solveModel(sv, s, model)
}
