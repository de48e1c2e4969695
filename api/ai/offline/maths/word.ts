import { firstAsked, MONEY_ASKED } from './asked.ts'
import { comparesNumbers } from './chance.ts'
import type { MathResult } from './common.ts'
import { close, evalAt, formatNumber, math, parseSafe } from './expr.ts'
import { sameDirection } from './motion.ts'
import { toEngine } from './notation.ts'
import { CUES, of, quantities, unicode } from './quantities.ts'
import { ASKED, question, solveModel } from './relations.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

/**
 * Word problems mapped to a few model templates by the quantities they carry (quantities.ts): money + rate +
 * time is interest, a distance + two speeds is motion, two times for one job is work, two dice and a sum is
 * probability, three sides of a triangle is Heron, y = ax² + bx + c and "vertex" is the vertex formula. Each
 * template's answer is checked by a second route (the model equation substituted back, or counting).
 */

export function wordProblem(sv: Solver, s: string): MathResult | undefined {
  const qs = quantities(s)
  return interest(sv, s, qs) ?? motion(sv, s, qs) ?? dice(sv, s) ?? heron(sv, s) ?? vertex(sv, s) ?? work(sv, s, qs)
}

type Qs = ReturnType<typeof quantities>

function interest(sv: Solver, s: string, qs: Qs): MathResult | undefined {
  const [rate] = of(qs, 'percent')
  const years = of(qs, 'years')[0] ?? (of(qs, 'months')[0] ?? (ONE_YEAR.test(s) ? 12 : Number.NaN)) / 12
  const principal = of(qs, 'money')[0] ?? qs.find((q) => q.unit === 'plain' && q.value >= 10)?.value
  if (rate === undefined || !Number.isFinite(years) || principal === undefined) return undefined
  // Months are shown as a part of a year: the number read is the months'.
  if (!of(qs, 'years').length) sv.seen.push(...of(qs, 'months').map(String))
  if (!CUES.compound.test(s) && !CUES.simple.test(s) && !CUES.interest.test(s)) return undefined
  // The amount to have at the end is given ("to have $11025", "щоб отримати", "aby mieć"): the deposit is unknown.
  const goal = qs.find(
    (q) => (q.unit === 'money' || q.unit === 'plain') && GOAL.test(s.slice(Math.max(0, q.index - 30), q.index)),
  )
  if (goal || DEPOSIT_ASKED.test(s)) return goal ? deposit(sv, s, qs, goal.value, rate, years) : sv.unread('interest')
  const n = (v: number) => formatNumber(v, sv.lang, 2)
  // The gain when the question names it ("how much interest", "скільки відсотків нарахує", "ile odsetek"), else
  // the amount; words naming the method ("at 5% compound interest", "складні відсотки") name no quantity.
  const gainAsked = firstAsked(s.replace(INTEREST_METHOD, ' '), MONEY_ASKED) === 'gain'
  if (CUES.simple.test(s) && !CUES.compound.test(s)) {
    const gain = (principal * rate * years) / 100
    const total = principal + gain
    const shown = gainAsked ? gain : total
    const steps = [sv.m('simpleInterest', { p: n(principal), r: n(rate), t: n(years), i: n(gain), a: n(total) })]
    return sv.solved('interest', steps, n(shown), sv.m('interestChecked', { a: n(total) }), [Number(shown.toFixed(2))])
  }
  const periods = PERIODS.find(([re]) => re.test(s))?.[1] ?? 1
  if (periods === 1 && OTHER_PERIOD.test(s)) return sv.unread('interest')
  // Over more than a year, simple and compound interest differ: when the text says neither, nothing is guessed.
  if (!CUES.compound.test(s) && periods === 1 && years > 1) return sv.unread('interest')
  if (periods > 1) {
    const a = principal * (1 + rate / 100 / periods) ** (periods * years)
    let balance = principal
    for (let k = 0; k < periods * years; k++) balance += (balance * rate) / 100 / periods
    if (!close(balance, a, 1e-9)) return sv.unread('interest')
    const shown = gainAsked ? a - principal : a
    const values = { p: n(principal), r: n(rate), t: n(years), n: periods, a: n(a), gain: n(a - principal) }
    const steps = [sv.m('compoundPeriods', values)]
    return sv.solved('interest', steps, n(shown), sv.m('interestChecked', { a: n(a) }), [Number(shown.toFixed(2))])
  }
  const total = principal * (1 + rate / 100) ** years
  // The check: year by year, as a table a teacher writes.
  let balance = principal
  for (let y = 0; y < years; y++) balance += (balance * rate) / 100
  if (!close(balance, total, 1e-9)) return sv.unread('interest')
  const steps = [
    sv.m('compoundInterest', { p: n(principal), r: n(rate), t: n(years), a: n(total), gain: n(total - principal) }),
  ]
  const shown = gainAsked ? total - principal : total
  return sv.solved('interest', steps, n(shown), sv.m('interestChecked', { a: n(total) }), [Number(shown.toFixed(2))])
}

/** What the deposit grows to, written before the amount; and the deposit asked for outright. */
const GOAL = unicode(
  /(?:to have|to get|to grow to|to reach|to become|to accumulate|will become|щоб (?:мати|отримати|накопичити)|отримати|мати|накопичити|aby (?:mieć|miec|otrzymać|uzbierać)|żeby (?:mieć|miec|otrzymać)|mieć|miec|uzbierać)(?:\s+\S+){0,3}?[$€£]?\s*$/,
)
const DEPOSIT_ASKED = unicode(
  /how much (?:money )?(?:should|must|do|does|to|would|will) (?:i |we |you |he |she |they )?(?:need to )?(?:deposit|invest|put)|(?:яку|якою має бути) сум\S* (?:\S+ ){0,2}?(?:покласти|вкласти|внести|вклад)|скільки (?:грошей )?(?:треба|потрібно|слід) (?:покласти|вкласти)|jak[aą] kwot\S* (?:\S+ ){0,2}?(?:wpłacić|wplacic|zainwestować|ulokować)|ile (?:pieniędzy )?(?:trzeba|należy) (?:wpłacić|wplacic|zainwestować)/,
)

/** The deposit that grows to the goal: x·(1 + r/(100·n))^(n·t) = goal (simple: x·(1 + r·t/100) = goal). */
function deposit(sv: Solver, s: string, qs: Qs, goal: number, rate: number, years: number): MathResult {
  const periods = PERIODS.find(([re]) => re.test(s))?.[1] ?? 1
  const simple = CUES.simple.test(s) && !CUES.compound.test(s)
  if (!simple && !CUES.compound.test(s) && periods === 1 && years > 1) return sv.unread('interest')
  if (periods === 1 && OTHER_PERIOD.test(s)) return sv.unread('interest')
  const factor = simple ? `(1+${rate}*${years}/100)` : `(1+${rate}/(100*${periods}))^(${periods}*${years})`
  const used = [rate, goal, ...of(qs, 'years'), ...of(qs, 'months')]
  return solveModel(sv, s, { kind: 'interest', unknown: 'principal', relations: [`x*${factor}=${goal}`], used })
}

const INTEREST_METHOD =
  /\d\s*%\s*(?:\p{L}+\s+){0,2}?interest|(?:simple|compound|annual) interest(?= (?:per|a|each|rate|compounded|for|over))|interest (?:compounded|rate)|(?:складн|прост|річн)\S* відсот\S*|відсот\S* (?:річн|на рік)|procent\S* (?:składan|skladan|prost)|kapitalizacj\S* odset\S*|odset\S* kapitalizowan\S*/gu

/** A year with no number: "after a year", "через рік", "po roku". */
const ONE_YEAR =
  /(?<!\p{L})(?:after|in|for|within|через|за|po|przez|w ciągu)\s+(?:a |one )?(?:year|рік|roku|rok)(?!\p{L})/u

const PERIODS: [RegExp, number][] = [
  [/monthly|each month|every month|щомісяч|кожного місяця|miesięczn|miesieczn|co miesiąc|co miesiac/, 12],
  [/quarterly|every (?:quarter|3 months|three months)|щокварт|kwartaln|co kwartał|co kwartal/, 4],
  [
    /semi-?annual|half-year|twice a year|every (?:6|six) months|півріч|щопівроку|кожні півроку|półroczn|polroczn|co pół roku|co pol roku/,
    2,
  ],
]
/** A compounding period none of the above reads (daily, weekly, continuous): nothing is guessed. */
const OTHER_PERIOD = /daily|weekly|continuous|щодня|щоденн|щотижн|неперервн|dzienn|codzienn|tygodni|ciągł|ciagl/

function motion(sv: Solver, s: string, qs: Qs): MathResult | undefined {
  const speeds = of(qs, 'speed')
  const [distance] = of(qs, 'km')
  if (speeds.length !== 2 || distance === undefined) return undefined
  const [v1, v2] = speeds
  // A distance apart says nothing of the direction: the same way, the speeds subtract (motion.ts), not add.
  const towards = CUES.towards.test(s) || (CUES.apart.test(s) && !sameDirection(s))
  if (!towards) return undefined
  // The time is what this template finds: a distance or a speed asked ("яку відстань проїде перший") is not it.
  if (!ASKED.time.test(question(s)) && !unicode(/\bwhen\b|коли|kiedy/).test(question(s))) return sv.unread('motion')
  const t = distance / (v1 + v2)
  // The check: the two distances covered in that time add up to the whole distance.
  if (!close(v1 * t + v2 * t, distance)) return sv.unread('motion')
  const n = (v: number) => showValue(v, sv.lang)
  const steps = [
    sv.m('motionClosing', { v1: n(v1), v2: n(v2), v: n(v1 + v2) }),
    sv.m('motionTime', { d: n(distance), v: n(v1 + v2), t: n(t) }),
  ]
  return sv.solved(
    'motion',
    steps,
    sv.m('motionAnswer', { t: n(t) }),
    sv.m('motionChecked', { d1: n(v1 * t), d2: n(v2 * t), d: n(distance) }),
    [t],
  )
}

function work(sv: Solver, s: string, qs: Qs): MathResult | undefined {
  const hours = of(qs, 'hours')
  if (hours.length !== 2 || !CUES.work.test(s)) return undefined
  const [a, b] = hours
  // "Together they need 4 h, the first alone 6 h": the time together is given, the other's time is asked.
  const together = new RegExp(`${CUES.work.source}\\D{0,25}?(\\d+(?:\\.\\d+)?)`, 'iu').exec(s)
  if (together && CUES.alone.test(s)) {
    const t = Number(together[1])
    const first = t === a ? b : a
    const other = 1 / (1 / t - 1 / first)
    if (!(other > 0) || !close(1 / first + 1 / other, 1 / t)) return sv.unread('work')
    const n = (v: number) => showValue(v, sv.lang)
    const steps = [sv.m('workOther', { t: n(t), a: n(first), b: n(other) })]
    return sv.solved('work', steps, sv.m('motionAnswer', { t: n(other) }), sv.m('workChecked'), [other])
  }
  const t = (a * b) / (a + b)
  if (!close(t / a + t / b, 1)) return sv.unread('work')
  const n = (v: number) => showValue(v, sv.lang)
  const steps = [sv.m('workRates', { a: n(a), b: n(b), t: n(t) })]
  return sv.solved('work', steps, sv.m('motionAnswer', { t: n(t) }), sv.m('workChecked'), [t])
}

function dice(sv: Solver, s: string): MathResult | undefined {
  // Only "the sum is k": a comparison ("at least k") is an event chance.ts reads.
  if (!CUES.dice.test(s) || !CUES.two.test(s) || !CUES.sum.test(s) || comparesNumbers(s)) return undefined
  const target = /(?:sum|сум\S*|sum[aęy]|total)\D{0,30}?(\d{1,2})\b/i.exec(s)?.[1]
  if (!target) return undefined
  const k = Number(target)
  let favourable = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === k) favourable++
  const p = favourable / 36
  // The check: the formula for two dice, (6 − |k − 7|) / 36.
  if (!close(p, Math.max(0, 6 - Math.abs(k - 7)) / 36)) return sv.unread('probability')
  const steps = [
    sv.m('diceOutcomes', { k, m: favourable }),
    sv.m('probabilityClassic', { m: favourable, n: 36, p: showValue(p, sv.lang) }),
  ]
  return sv.solved('probability', steps, showValue(p, sv.lang), sv.m('diceChecked'), [p])
}

function heron(sv: Solver, s: string): MathResult | undefined {
  if (!CUES.triangle.test(s) || !CUES.sides.test(s) || /right|прямокутн|prostokątn|prostokatn/i.test(s))
    return undefined
  const sides = [...s.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]))
  if (sides.length !== 3) return undefined
  const [a, b, c] = sides
  if (a + b <= c || a + c <= b || b + c <= a) return undefined
  const p = (a + b + c) / 2
  const area = Math.sqrt(p * (p - a) * (p - b) * (p - c))
  // The check: ½ab·sin C with C from the law of cosines.
  const C = Math.acos((a * a + b * b - c * c) / (2 * a * b))
  if (!close(area, 0.5 * a * b * Math.sin(C), 1e-9)) return sv.unread('geometry')
  const n = (v: number) => showValue(v, sv.lang)
  const steps = [sv.m('heron', { a: n(a), b: n(b), c: n(c), p: n(p), area: n(area) })]
  return sv.solved('geometry', steps, n(area), sv.m('heronChecked'), [area])
}

function vertex(sv: Solver, s: string): MathResult | undefined {
  if (!CUES.vertex.test(s)) return undefined
  const m = /y\s*=\s*([^,;?\n]+)/.exec(s)
  const f = m && toEngine(m[1].replace(/[.]\s*$/, ''))
  const node = f && parseSafe(f)
  if (!node) return undefined
  const [c, fb, fa] = [0, 1, 2].map((x) => evalAt(node, { x }))
  const a = (fa - 2 * fb + c) / 2
  const b = fb - a - c
  if (!(Math.abs(a) > 1e-12) || !close(evalAt(node, { x: 5 }), a * 25 + b * 5 + c)) return undefined
  // The whole formula was read: its coefficients are a, b and c.
  sv.seen.push(f)
  const x0 = -b / (2 * a)
  const y0 = evalAt(node, { x: x0 })
  // The check: the derivative 2ax + b is zero at the vertex.
  if (!close(2 * a * x0 + b, 0) || !close(y0, Number(math.evaluate(`(${c}) - (${b})^2 / (4 * (${a}))`))))
    return sv.unread('quadratic')
  const n = (v: number) => showValue(v, sv.lang)
  const steps = [sv.m('vertexX', { a: n(a), b: n(b), x: n(x0) }), sv.m('vertexY', { x: n(x0), y: n(y0) })]
  return sv.solved('quadratic', steps, `(${n(x0)}; ${n(y0)})`, sv.m('vertexChecked'), [x0, y0])
}
