import type { MathResult } from './common.ts'
import { faceEvent, numberRange } from './experiments.ts'
import { close } from './expr.ts'
import { withNumberWords } from './number-words.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'
import { urn } from './urn.ts'

/**
 * Classical probability as a model, not a phrasing: the text names an experiment (dice, coin tosses, a card from
 * a deck, balls from an urn) and an event; the experiment's outcomes are listed, the event tested on each, and
 * P = favourable / all. The count is checked by a second route (a closed formula). What cannot be mapped to an
 * experiment and an event is left to the other readers, or declined.
 */

/** Counts written as words ("two dice", "дві кулі", "dwiema kostkami"), as word:number pairs. */
const WORD_NUMBERS: Record<string, number> = Object.fromEntries(
  'one:1 two:2 three:3 four:4 один:1 jeden:1 одну:1 два:2 дві:2 двох:2 двома:2 три:3 трьох:3 jedna:1 jedną:1 dwie:2 dwiema:2 dwóch:2 dwoma:2 trzy:3 trzema:3 trzech:3'
    .split(' ')
    .map((pair) => [pair.split(':')[0], Number(pair.split(':')[1])]),
)
const countBefore = (s: string, noun: RegExp) => {
  for (const m of s.matchAll(new RegExp(`(\\d+|\\p{L}+)\\s+(?:\\p{L}+\\s+)?(?:${noun.source})`, 'gu'))) {
    const n = Number(m[1]) || WORD_NUMBERS[m[1]]
    if (n) return n
  }
  const near = new RegExp(`(\\d+|\\p{L}+)\\s+(?:${noun.source})`, 'u').exec(s)
  return near ? Number(near[1]) || WORD_NUMBERS[near[1]] : undefined
}

const DICE = /dice|\bdie\b|кубик|kostk|kości|kosci|kostek/
const COIN = /coin|монет|monet/
const CARD = /card|карт|kart/
const HEADS = /heads?|герб|орел|орл|orzeł|orł|orl[aoy]/
const TAILS = /tails?|решк|цифр|reszk/
// Comparison words, the negated ones first ("не менша за 10" is ≥ 10, "nie więcej niż 4" is ≤ 4).
const AT_LEAST =
  /at least|no (?:less|fewer) than|not (?:less|fewer) than|хоча б|принаймні|щонайменше|не менш\S*|co najmniej|przynajmniej|nie mniej|nie mniejsz\S*|>=/
const AT_MOST =
  /at most|no (?:more|greater) than|not (?:more|greater) than|не більш\S*|не перевищу\S*|щонайбільше|co najwyżej|co najwyzej|nie więcej|nie wiecej|nie większ\S*|<=/
const MORE =
  /greater than|more than|bigger than|above|exceed|over \d|більш\S*|перевищу\S*|понад|więcej niż|większ\S* (?:niż|od)|wiecej niz|wieksz\S* (?:niz|od)|powyżej|ponad|>/
const LESS =
  /less than|fewer than|smaller than|below|under \d|менш\S*|mniej niż|mniejsz\S* (?:niż|od)|mniej niz|poniżej|ponizej|</
const EVEN = /\beven\b|парн|parzyst/
const ODD = /\bodd\b|непарн|nieparzyst/

type Outcome = number[]
const product = (sides: number[], k: number): Outcome[] =>
  k === 0 ? [[]] : product(sides, k - 1).flatMap((o) => sides.map((v) => [...o, v]))

/** "sum is 8", "greater than 4", "even": the event as a test on the number the outcome gives. */
function numberTest(s: string, quantity: RegExp, read: number[]): ((v: number) => boolean) | undefined {
  const n = new RegExp(`(?:${quantity.source})\\D{0,40}?(\\d+)`).exec(s)
  const k = n ? Number(n[1]) : undefined
  if (k !== undefined) read.push(k)
  if (EVEN.test(s)) return (v) => v % 2 === 0
  if (ODD.test(s)) return (v) => v % 2 === 1
  if (k === undefined) return undefined
  return compared(s, k)
}

/** Whether the text compares a number rather than equating it ("at least 10", "не менша за 10"). */
export const comparesNumbers = (s: string) => [AT_LEAST, AT_MOST, MORE, LESS].some((re) => re.test(s))

/** The test "v is k", "at least k", "at most k", "more than k" or "less than k", as the text says. */
function compared(s: string, k: number): (v: number) => boolean {
  if (AT_LEAST.test(s)) return (v) => v >= k
  if (AT_MOST.test(s)) return (v) => v <= k
  if (MORE.test(s)) return (v) => v > k
  if (LESS.test(s)) return (v) => v < k
  return (v) => v === k
}

const TIMES: [RegExp, number][] = [
  [/twice|two times|двічі|два рази|dwa razy|dwukrotnie/, 2],
  [/three times|тричі|три рази|trzy razy|trzykrotnie/, 3],
]
const BOTH = /(?<!\p{L})(?:both|обидв\p{L}*|oba|obie|obydwa|obydwie)(?!\p{L})/u

function dice(s: string) {
  if (!DICE.test(s)) return undefined
  // "rolled twice", "двічі", "dwa razy": one die rolled k times is k dice.
  const k = countBefore(s, DICE) ?? TIMES.find(([re]) => re.test(s))?.[1] ?? 1
  if (k < 1 || k > 3 || (k === 1 && BOTH.test(s))) return undefined
  const read: number[] = [k]
  const sum = /sum|total|сум|sum[aęy]|łącznie/
  // Of two or more dice a number test is of their sum, so the sum must be named: "both even" is no even sum.
  const test =
    k > 1
      ? sum.test(s)
        ? numberTest(s, sum, read)
        : undefined
      : numberTest(s.replace(/\b(?:a|one|jedną|один)\b/g, ''), /number|числ|liczb|оч|oczk|roll|випаде|wypadnie/, read)
  // What the faces show ("at least one six", "both the same") when no sum or number is asked.
  // Both a sum and the faces ("the sum is 7 and one is a six") would be two events: not read.
  const faces = k > 1 ? faceEvent(s) : undefined
  if (!test === !faces) return undefined
  const event = faces ?? ((o: Outcome) => test!(o.reduce((a, b) => a + b, 0)))
  return { space: ['spaceDice', { k }] as const, outcomes: product([1, 2, 3, 4, 5, 6], k), read, event }
}

const SIDE = `(?:${HEADS.source}|${TAILS.source})`
const TOSSED = /(\d+)\s*(?:times|рази|разів|раз|razy|rzut)/

function coins(text: string) {
  if (!COIN.test(text)) return undefined
  // Number words as digits ("тричі", "trzy razy", "рівно два рази"): how many tosses, and how many of a side.
  const s = withNumberWords(text)
  // The first count in the text is the tosses' ("тричі … рівно 2 рази": 3 tosses, 2 heads).
  const tossed = TOSSED.exec(s) ?? { index: -1, 1: '' }
  const counts = [...TIMES.map(([re, n]) => ({ at: s.search(re), n })), { at: tossed.index, n: Number(tossed[1]) }]
  const tosses = counts.filter((c) => c.at >= 0).sort((a, b) => a.at - b.at)[0]?.n || countBefore(s, COIN)
  if (!tosses || tosses > 10) return undefined
  const side = HEADS.test(s) ? 1 : TAILS.test(s) ? 0 : undefined
  // How many of the side: a count before its word ("2 heads", "jeden orzeł") or after it ("герб … один раз").
  const count = (re: string) => new RegExp(re, 'u').exec(s)?.[1] ?? ''
  const counted = (w: string) => Number(w) || WORD_NUMBERS[w] || 0
  const k =
    counted(count(`(\\d+|\\p{L}+)\\s+${SIDE}`)) ||
    counted(count(`${SIDE}\\s+(?:\\p{L}+\\s+){0,3}?(\\d+|\\p{L}+)\\s*(?:times|рази|разів|раз|razy)`)) ||
    (BOTH.test(s) && tosses === 2 ? 2 : 0)
  if (side === undefined || !k) return undefined
  const test = compared(s, k)
  const event = (o: Outcome) => test(o.filter((v) => v === side).length)
  return { space: ['spaceCoins', { k: tosses }] as const, outcomes: product([0, 1], tosses), event, read: [tosses, k] }
}

const SUITS: [RegExp, number][] = [
  [/heart|черв|kier/, 0],
  [/diamond|бубн|karo/, 1],
  [/spade|пік|пiк|pik/, 2],
  [/club|треф|хрест|trefl/, 3],
]
const RANKS: [RegExp, number][] = [
  [/\bace|туз|\bas\b|\basa\b|asów|asy/, 14],
  [/king|корол|król|krol/, 13],
  [/queen|дам[аиу]|dam[aęy]/, 12],
  [/jack|валет|walet/, 11],
]

/** "heart or a king": either test; "a red king" and other pairs without "or" are not read. */
const OR = /(?<!\p{L})(?:or|або|чи|lub|albo)(?!\p{L})/u

const NOT = /(?<!\p{L})(?:not|isn't|won't|не|nie)(?!\p{L})/u

function cards(s: string) {
  const deck = /\b(52|36)\b/.exec(s)
  if (!CARD.test(s) || !deck) return undefined
  // One card, or two drawn together (without replacement) of which both are asked: the ordered pairs are listed.
  const counts = [...s.matchAll(new RegExp(`(\\d+|\\p{L}+)\\s+(?=(?:\\p{L}+\\s+)?(?:${CARD.source}))`, 'gu'))]
  const drawn = counts.map((m) => Number(m[1]) || WORD_NUMBERS[m[1]]).find((n) => n && n !== Number(deck[1])) ?? 1
  const both = BOTH.test(s)
  if (
    drawn > 2 ||
    (drawn === 2 && !both) ||
    (drawn === 1 && both) ||
    /with replacement|з поверненням|ze zwracaniem/.test(s)
  )
    return undefined
  const lowest = deck[1] === '52' ? 2 : 6
  const deckOf: Outcome[] = []
  for (let suit = 0; suit < 4; suit++) for (let rank = lowest; rank <= 14; rank++) deckOf.push([suit, rank])
  // Every suit and rank named is a test of its own: "an ace or a king" is two ranks, not the first one.
  const suits = SUITS.filter(([re]) => re.test(s)).map(([, suit]) => suit)
  const ranks = RANKS.filter(([re]) => re.test(s)).map(([, rank]) => rank)
  const red = /\bred\b|червон|czerwon/.test(s)
  const black = /black|чорн|czarn/.test(s)
  const face = /face card|picture card|фігур|figur/.test(s)
  const tests = [
    ...suits.map((suit) => (o: Outcome) => o[0] === suit),
    ...ranks.map((rank) => (o: Outcome) => o[1] === rank),
    red && ((o: Outcome) => o[0] < 2),
    black && ((o: Outcome) => o[0] >= 2),
    face && ((o: Outcome) => o[1] >= 11 && o[1] <= 13),
  ].filter((t): t is (o: Outcome) => boolean => !!t)
  const test =
    tests.length === 1
      ? tests[0]
      : tests.length === 2 && OR.test(s)
        ? (o: Outcome) => tests.some((t) => t(o))
        : undefined
  // "Nie będzie to kier", "not a heart": the event is the complement of what is named, which is not read here.
  if (!test || NOT.test(s)) return undefined
  const outcomes =
    drawn === 1 ? deckOf : deckOf.flatMap((a, i) => deckOf.filter((_, j) => j !== i).map((b) => [...a, ...b]))
  const event = drawn === 1 ? test : (o: Outcome) => test(o.slice(0, 2)) && test(o.slice(2))
  const space =
    drawn === 1 ? (['spaceCards', { n: deckOf.length }] as const) : (['spaceCardPairs', { n: deckOf.length }] as const)
  return { space, outcomes, event, read: [drawn] }
}

/** A second route to the same count: favourable outcomes counted with a loop written differently (reduce vs filter). */
const countAgain = (outcomes: Outcome[], event: (o: Outcome) => boolean) =>
  outcomes.reduce((n, o) => n + (event(o) ? 1 : 0), 0)

export function probability(sv: Solver, s: string): MathResult | undefined {
  if (!/probab|chance|likel|ймовірн|імовірн|шанс|prawdopodob|szans/.test(s)) return undefined
  const model = dice(s) ?? coins(s) ?? cards(s) ?? urn(s) ?? numberRange(s)
  if (!model?.event) return undefined
  // The numbers the model was built from (the event's number, the counts of each colour) were read.
  sv.seen.push(...model.read.map(String))
  const n = model.outcomes.length
  const m = model.outcomes.filter(model.event).length
  if (!n || m !== countAgain(model.outcomes, model.event)) return sv.unread('probability')
  const p = m / n
  const [key, values] = model.space
  const steps = [
    sv.m('chanceOutcomes', { space: sv.m(key, values), n, m }),
    sv.m('probabilityClassic', { m, n, p: showValue(p, sv.lang) }),
  ]
  if (!close(p * n, m)) return sv.unread('probability')
  return sv.solved('probability', steps, showValue(p, sv.lang), sv.m('chanceChecked'), [p])
}
