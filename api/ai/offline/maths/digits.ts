import type { MathResult } from './common.ts'
import { withNumberWords } from './number-words.ts'
import type { Solver } from './solver.ts'

/**
 * Numbers written with digits, counted by listing them (the spaces are small): k-digit numbers (no leading 0), from
 * the digits the text lists or from all ten, with the properties the text names — digits not repeated, the number
 * even, odd or divisible by d, every digit even or odd. Each property is a test on one number, so the count needs
 * no formula; it is counted again by building the digit strings one place at a time. A property the model does not
 * know (a digit sum, order of digits, a bound, a first digit) makes it give way, and the verifier still sees every
 * number of the text.
 */

const ASKED = /how many|скільки|ile\b/
const SIZE = /(\d+)\s*-?\s*(?:digit|значн|цифров|cyfrow)/
const LIST = /\d(?:\s*(?:,|;|and|і|й|i|та|oraz)\s*\d)+/
const NO_REPEAT =
  /(?:no|not|cannot|can't|without)\b.{0,20}repe|(?<!\p{L})не\s+(?:\p{L}+\s+)?повтор|nie\s+(?:\p{L}+\s+){0,2}powtarza|(?:different|distinct) digits|digits?\s+(?:are\s+)?(?:all\s+)?(?:different|distinct)|різн\S* цифр|цифр\S*\s+(?:\p{L}+\s+)?різн|bez powtórzeń|bez powtorzen|różn\S* cyfr|rozn\S* cyfr|cyfr\S*\s+(?:\p{L}+\s+)?(?:są\s+)?różn/u
const ODD = /(?<!\p{L})(?:odd|непарн\p{L}*|nieparzyst\p{L}*)/u
const EVEN = /(?<!\p{L})(?:even|парн\p{L}*|parzyst\p{L}*)/u
/** "odd digits", "обидві цифри непарні", "cyfry nieparzyste": a property of every digit, not of the number. */
const OF_DIGITS =
  /(?:digits?|цифр(?!ов)\p{L}*|cyfr(?!ow)\p{L}*)\s+(?:\p{L}+\s+)?(?:odd|even|непарн|парн|nieparzyst|parzyst)|(?:odd|even|непарн\p{L}*|парн\p{L}*|nieparzyst\p{L}*|parzyst\p{L}*)\s+(?:digits?|цифр(?!ов)|cyfr(?!ow))/u
const DIVISIBLE =
  /(?:divisible by|multiples? of|діл\p{L}* на|кратн\p{L}* (?:числу )?|podzieln\p{L}* przez|wielokrotno\p{L}* (?:liczby )?)\s*(\d+)/u
/** Properties this model does not read: it gives way rather than count something else. */
const OTHER =
  /sum|product|tens|units|десятк|одиниц|dziesiąt|dziesiat|jednoś|jednos|code|kod|palindrom|increas|decreas|order|greater|less|more than|at least|at most|begin|start|end|first|last|contain|exactly|prime|square|сум|добут|зроста|спада|більш|менш|почина|закінч|перш|останн|містят|рівно|прост|квадрат|хоча б|принаймні|sum[aąy]|iloczyn|rosnąc|malejąc|większ|mniejsz|zaczyna|kończ|pierwsz|ostatni|zawiera|dokładnie|co najmniej|kwadrat/

/** The first part of a compound "трицифровий", "czterocyfrowy", "двозначний": its number of digits. */
const PREFIXES: [number, string][] = [
  [2, 'дво|dwu'],
  [3, 'три|trzy'],
  [4, 'чотири|cztero'],
  [5, "п'яти|пʼяти|пяти|pięcio|piecio"],
  [6, 'шести|sześcio|szescio'],
]
const compound = (s: string) =>
  PREFIXES.reduce(
    (t, [n, prefix]) => t.replace(new RegExp(`(?<!\\p{L})(?:${prefix})(?=цифров|значн|cyfrow)`, 'gu'), `${n} `),
    s,
  )

export function digitNumbers(sv: Solver, text: string): MathResult | undefined {
  const s = withNumberWords(compound(text)).replace(/(\d)\s*-\s*(?=\p{L})/gu, '$1 ')
  const size = Number(SIZE.exec(s)?.[1])
  if (!ASKED.test(s) || !size || size > 6 || OTHER.test(s.replace(SIZE, ' ')) || OTHER.test(text)) return undefined
  const list = LIST.exec(s)
  const pool = list ? [...new Set(list[0].match(/\d/g)!.map(Number))] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
  const divisor = Number(DIVISIBLE.exec(s)?.[1]) || 1
  const distinct = NO_REPEAT.test(s)
  const ofDigits = OF_DIGITS.test(s)
  const parity = ODD.test(s) ? 1 : EVEN.test(s.replace(ODD, ' ')) ? 0 : undefined
  // Only the digits the text lists were read (all ten by default say nothing of a "3" elsewhere in the text).
  sv.seen.push(String(size), ...(list ? pool.map(String) : []), ...(divisor > 1 ? [String(divisor)] : []))
  const digitOk = (d: number) => pool.includes(d) && (!ofDigits || parity === undefined || d % 2 === parity)
  const numberOk = (v: number) => v % divisor === 0 && (ofDigits || parity === undefined || v % 2 === parity)
  // One route: every k-digit number, its digits tested.
  let listed = 0
  for (let v = 10 ** (size - 1); v < 10 ** size; v++) {
    const digits = String(v).split('').map(Number)
    if (digits.every(digitOk) && (!distinct || new Set(digits).size === size) && numberOk(v)) listed++
  }
  // Another: digit strings built one place at a time from the pool, no leading zero.
  const build = (prefix: number[]): number =>
    prefix.length === size
      ? numberOk(Number(prefix.join('')))
        ? 1
        : 0
      : pool
          .filter((d) => digitOk(d) && !(prefix.length === 0 && d === 0) && !(distinct && prefix.includes(d)))
          .reduce((n, d) => n + build([...prefix, d]), 0)
  const again = build([])
  if (listed !== again || !listed) return sv.unread('combinatorics')
  const step = sv.m('countDigits', { k: size, pool: list ? pool.join(', ') : '0–9', result: listed })
  return sv.solved('combinatorics', [step], sv.n(listed), sv.m('countChecked'), [listed])
}
