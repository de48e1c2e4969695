import { solveEquation, valueOf } from './cas.ts'
import type { MathKind, MathResult } from './common.ts'
import { close, math } from './expr.ts'
import { unicode } from './quantities.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'
import { messageNumbers } from './verify.ts'

/**
 * Word problems read into relations (decision 077): a model (motion, work, mixture, percent change) turns the
 * quantities of the text into one equation in the unknown x, written the way a teacher writes it; the CAS
 * solves it, and the answer is shown only when
 * - every number of the message was used by the model, each occurrence once (a number left over means part of the
 *   problem was not read);
 * - the CAS gives exactly one root in the range the unknown allows (a time, speed or amount positive, a share of a
 *   whole at most 100%);
 * - that root, substituted back by mathjs (not the CAS that found it), satisfies every relation of the model,
 *   including the ones the equation was not built from.
 */

export type Unknown =
  | 'time'
  | 'speed'
  | 'current'
  | 'distance'
  | 'amount'
  | 'concentration'
  | 'price'
  | 'original'
  | 'changed'
  | 'percent'
  | 'number'
  | 'value'
  | 'principal'

export interface Model {
  kind: MathKind
  unknown: Unknown
  /** "lhs = rhs" in engine notation with the unknown x; the first one is solved, all are checked. */
  relations: string[]
  /** The numbers of the message the model read, once per occurrence. */
  used: number[]
  /** The unknown's allowed range (open at 0 by default: times, speeds and amounts are positive). */
  max?: number
  /** Other quantities of the model, as expressions of x, that must be positive too (the other side, age, count). */
  positive?: string[]
  /** The unknown is a count: a root that is not whole means the text was misread. */
  whole?: boolean
  /** What is asked, as an expression of x, when it is not x itself (a rectangle's area from its side x). */
  answer?: string
}

const ASKED_PATTERNS = {
  time: /how (?:many|long)|after how|when will|скільки (?:годин|днів|хвилин|часу)|через скільки|за скільки|ile (?:godzin|dni|minut|czasu)|po ilu|w ile|jak długo|ile trwa/,
  average: /average|середн|średni|sredni/,
  current: /current|течі[ї]|prąd|prad/,
  speed: /speed|how fast|швидкіст|prędkoś|predkos/,
  distance: /how far|what distance|яку відстань|jak[aą] odległo|ile kilometr|jak daleko/,
  concentration:
    /concentration|what percent|how many percent|концентрац|скільки відсотк|відсотков|stężeni|stezeni|ile procent|jaki procent/,
  price: /price|cost|цін[аиу]|коштує|скільки коштув|cen[aęy]|kosztuje|kosztował/,
  amount:
    /how (?:many|much) (?:litres|liters|grams|kilograms|kg|ml|g|water|salt|sugar|pure)|скільки (?:грам|літр|кілограм|мілілітр|мл|кг|води|солі)|ile (?:gram|litr|kilogram|mililitr|ml|kg|wody|soli|czyst)|how much pure|чистого|czystego/,
  before:
    /before|original|initial|at first|earlier|previously|до знижки|до подорожчання|до підвищення|спочатку|раніше|початков|przed|pierwotn|początkow|poczatkow|wcześniej|wczesniej|przedtem/,
  after:
    /\bnew\b|\bnow\b|after|final|\bpay\b|заплат|zapłac|zaplac|нов[аиу]|тепер|після|став|стал|кінцев|now[aąe]|teraz|\bpo\b|końcow|koncow/,
}
export const ASKED = Object.fromEntries(Object.entries(ASKED_PATTERNS).map(([k, re]) => [k, unicode(re)])) as Record<
  keyof typeof ASKED_PATTERNS,
  RegExp
>

/** The sentence that asks: the last one with a question mark or a question word ("find", "знайдіть", "oblicz"). */
export function question(s: string): string {
  const sentences = s.split(/(?<=[?!.])\s+/).filter((x) => x.trim())
  const asking = sentences.filter((x) =>
    /\?|find|what|how|calculate|знайд|обчисл|скільки|як[аийу]|через|ile|jak|oblicz|po ilu|w ile|o ile/u.test(x),
  )
  return asking.at(-1) ?? sentences.at(-1) ?? s
}

/** The numbers of the message the model did not use (each occurrence counted). */
export function leftOver(s: string, used: number[]): number[] {
  const pool = [...used]
  return messageNumbers(s).filter((n) => {
    const i = pool.findIndex((u) => close(u, n, 1e-9))
    if (i < 0) return true
    pool.splice(i, 1)
    return false
  })
}

const UNKNOWN_KEY = {
  time: 'unknownTime',
  speed: 'unknownSpeed',
  current: 'unknownCurrent',
  distance: 'unknownDistance',
  amount: 'unknownAmount',
  concentration: 'unknownConcentration',
  price: 'unknownPrice',
  original: 'unknownOriginal',
  changed: 'unknownChanged',
  percent: 'unknownPercent',
  number: 'unknownNumber',
  value: 'unknownValue',
  principal: 'unknownPrincipal',
} as const

const sides = (relation: string) => relation.split('=') as [string, string]
const at = (expression: string, x: number) => Number(math.evaluate(expression, { x }))

/** A relation as a teacher writes it: 50·(x + 1) = 75·x, with decimal commas in uk/pl. */
function shown(relation: string, sv: Solver): string {
  const text = relation
    .replace(/\*/g, '·')
    .replace(/([=+-])/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
  return sv.lang === 'en' ? text : text.replace(/(\d)\.(\d)/g, '$1,$2')
}

export function solveModel(sv: Solver, s: string, model: Model): MathResult {
  const fail = sv.unread(model.kind)
  if (leftOver(s, model.used).length) return fail
  const [lhs, rhs] = sides(model.relations[0])
  const roots = (solveEquation(lhs, rhs) ?? [])
    .map(valueOf)
    .filter((x) => Number.isFinite(x) && x > 1e-12 && (model.max === undefined || x <= model.max + 1e-9))
  const unique = roots.filter((x, i) => roots.findIndex((y) => close(x, y)) === i)
  if (unique.length !== 1) return fail
  const [x] = unique
  const holds = model.relations.every((r) => {
    const [l, rr] = sides(r)
    return close(at(l, x), at(rr, x), 1e-7)
  })
  if (!holds || !(model.positive ?? []).every((e) => at(e, x) > 0)) return fail
  if (model.whole && !close(x, Math.round(x), 1e-9)) return fail
  const value = showValue(x, sv.lang)
  const asked = model.answer === undefined ? x : at(model.answer, x)
  if (!Number.isFinite(asked) || asked <= 0) return fail
  sv.seen.push(...model.used.map(String))
  const steps = [
    sv.m('relationUnknown', { unknown: sv.m(UNKNOWN_KEY[model.unknown]) }),
    sv.m('relationEquation', { equation: shown(model.relations[0], sv) }),
    sv.m('relationSolution', { x: value }),
  ]
  const answer = showValue(asked, sv.lang)
  if (model.answer) steps.push(sv.m('relationAnswer', { expression: shown(model.answer, sv), value: answer }))
  return sv.solved(model.kind, steps, answer, sv.m('relationChecked', { x: value }), [asked])
}
