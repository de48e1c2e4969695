/**
 * Two more experiments of classical probability (decision 158), each a model, not a phrasing:
 * - what the faces of several dice show, when no sum is asked: "at least one six" (some die shows it), "both show
 *   a six" (every die), "the same number" (all equal);
 * - a whole number chosen at random from 1 to N ("від 1 до 30", "ze zbioru 1, 2, …, 40") and a test on it: divisible
 *   by k, even or odd.
 * The outcomes are listed and counted by chance.ts, as for every experiment.
 */

type Outcome = number[]

const FACE_WORDS: [RegExp, number][] = [
  [/\bsix(?:es)?\b|шістк|шість|szóstk|szostk|szóstek|szostek/, 6],
  [/\bfives?\b|п'ятірк|пятірк|piątk|piatk/, 5],
  [/одиниц|jedynk/, 1],
]
const SOME = /at least one|хоча б|принаймні|щонайменше|co najmniej|przynajmniej/
const EVERY = /\bboth\b|обидв|обох|\boba\b|\bobie\b|obydw|\bdwie\b/
/** Counts the face model does not read: exactly one, none. */
const OTHER_COUNT =
  /exactly|only one|\bno\b|none|рівно|лише од|тільки од|жодн|dokładnie|dokladnie|tylko jedn|ani jedn|żadn|zadn/
/** "not", "не", "nie": a negated event, read only where numberRange says what it negates. */
const NEGATION = /\bnot\b|n't\b|(?<!\p{L})(?:не|nie|ні)(?!\p{L})/u
const SAME = /same|однаков|одне й те саме|ta sama|te same|tyle samo|jednakow/

export function faceEvent(s: string): ((o: Outcome) => boolean) | undefined {
  if (NEGATION.test(s)) return undefined
  if (SAME.test(s)) return (o) => o.every((v) => v === o[0])
  // "at least one six" without the word "one" for the face: the face word is found after the quantifier's "one".
  const face = FACE_WORDS.find(([re]) => re.test(s.replace(/at least one/g, '')))?.[1]
  if (face === undefined || OTHER_COUNT.test(s)) return undefined
  if (SOME.test(s)) return (o) => o.includes(face)
  if (EVERY.test(s)) return (o) => o.every((v) => v === face)
  return undefined
}

/** "from 1 to 50", "від 1 до 30", "od 1 do 40", "1, 2, ..., 40", "1..N": the whole numbers 1 … N. */
const RANGE =
  /(?:from|від|од|od)\s+1\s+(?:to|до|do)\s+(\d+)|\b1\s*,\s*2\s*,\s*(?:\.{2,3}|…)\s*,?\s*(\d+)|\b1\s*\.\.\s*(\d+)/
const DIVISIBLE =
  /(?:divisible by|a multiple of|ділиться на|кратн\S* (?:числу )?|podzieln\S* przez|wielokrotno\S* (?:liczby )?)\s*(\d+)/

export function numberRange(s: string) {
  const range = RANGE.exec(s)
  const top = range ? Number(range[1] ?? range[2] ?? range[3]) : 0
  if (!top || top > 1000) return undefined
  const divisor = DIVISIBLE.exec(s)
  const k = divisor ? Number(divisor[1]) : undefined
  const even = /\beven\b|парн|parzyst/.test(s)
  const odd = /\bodd\b|непарн|nieparzyst/.test(s)
  // One test only: a divisor, or even, or odd (two of them would need "and"/"or" read).
  if ((k !== undefined ? 1 : 0) + (odd ? 1 : even ? 1 : 0) !== 1 || k === 0) return undefined
  // A negation right before the test ("not divisible", "не ділиться", "nie jest podzielna") is its complement; one
  // anywhere else is not read.
  const at = divisor ? divisor.index : s.search(odd ? /\bodd\b|непарн|nieparzyst/ : /\beven\b|парн|parzyst/)
  const negated = new RegExp(`(?:${NEGATION.source})\\s+(?:\\p{L}+\\s+)?$`, 'u').test(s.slice(0, at))
  if (!negated && NEGATION.test(s)) return undefined
  const test = (v: number) => (k !== undefined ? v % k === 0 : v % 2 === (odd ? 1 : 0))
  const event = (o: Outcome) => test(o[0]) !== negated
  const outcomes = Array.from({ length: top }, (_, i) => [i + 1])
  // The numbers that wrote the range ("1, 2, ..., 40") and the divisor were read.
  const read = [...(range![0].match(/\d+/g) ?? []), ...(divisor ? [divisor[1]] : [])].map(Number)
  return { space: ['spaceNumbers', { n: top }] as const, outcomes, event, read }
}
