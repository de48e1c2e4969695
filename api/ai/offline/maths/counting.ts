import type { MathResult } from './common.ts'
import type { Solver } from './solver.ts'

/**
 * Counting problems by the rule they need, read from what the text says about order and repetition: all n in a
 * row (n!), k chosen from n where order does not matter (C), k chosen for different roles or places (A), k places
 * each taking any of n values (nᵏ). The result is counted again one choice at a time (a product of factors).
 */

const COUNTING =
  /how many (?:ways|different|distinct)|in how many|скількома способами|скільки (?:існує|є|можна|різних)|na ile sposobów|na ile sposobow|ile (?:jest|można|istnieje|różnych)/
const ROW =
  /\bline\b|\brow\b|queue|arrange|order|shelf|у ряд|в ряд|шеренг|черг|розстав|розсад|полиц|w rzędzie|w rzedzie|kolejk|ustawi|półce|polce|posadzi/
const CHOOSE =
  /choose|select|pick|committee|team|group|вибрати|обрати|вибір|команд|делегац|wybra|wybór|delegac|komisj|drużyn/
const ROLES =
  /deputy|vice|captain and|president and|first.{0,20}second|gold.{0,20}silver|заступник|староста і|старосту і|перше.{0,20}друге|zastępc|przewodnicząc\S* i|pierwsze.{0,20}drugie/

/** Each one meets each other one once (handshakes, games of a round robin): the pairs of n, C(n, 2). */
const PAIRS =
  /handshake|shakes? hands|each other|every other|everyone else|рукостискан|потисн|uścisk|uscisk|przywita|(?:each|every|кожн|кожен|każd|kazd)\p{L}*(?:\s+\p{L}+){0,3}\s+(?:with|з|із|z)\s+(?:each|every|кожн|кожен|każd|kazd)/u
const TWICE = /twice|two times|home and away|двічі|два рази|dwa razy|dwukrotnie/
/** The size of the group chosen: "a committee of 3", "4-osobowa delegacja", "команду з 5 осіб". */
const GROUP_SIZE =
  /(\d+)\s*-?\s*(?:person|member|people|особов|osobow)|(?:committee|team|group|delegation|комісі\p{L}*|команд\p{L}*|делегаці\p{L}*|груп\p{L}*|komisj\p{L}*|delegacj\p{L}*|drużyn\p{L}*|grup\p{L}*)\s+(?:of|з|із|z)\s+(\d+)/u
const FROM =
  /(?<!\p{L})(?:from|out of|among|з|із|зі|серед|з-поміж|z|ze|spośród|sposrod|spośrod|wśród|wsrod)\s+(?:(?:a|the|group|class|team|of|групи|класу|grupy|klasy)\s+){0,3}(\d+)/u
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1))
const fallingProduct = (n: number, k: number) => Array.from({ length: k }, (_, i) => n - i).reduce((a, b) => a * b, 1)

export function counting(sv: Solver, s: string): MathResult | undefined {
  const numbers = [...s.matchAll(/(?<![\p{L}\d-])\d+(?![\d-])/gu)].map((m) => Number(m[0]))
  const solved = (step: string, result: number, again: number) =>
    result === again && Number.isSafeInteger(result)
      ? sv.solved('combinatorics', [step], sv.n(result), sv.m('countChecked'), [result])
      : sv.unread('combinatorics')
  if (PAIRS.test(s) && /how many|скільки|ile\b/.test(s) && numbers.length === 1 && !TWICE.test(s)) {
    const [n] = numbers
    const result = (n * (n - 1)) / 2
    const again = Array.from({ length: n }, (_, i) => i).reduce((a, b) => a + b, 0)
    return solved(sv.m('countPairs', { n, m: n - 1, result }), result, again)
  }
  if (!COUNTING.test(s)) return undefined
  if (numbers.length === 1 && ROW.test(s)) {
    const [n] = numbers
    if (n > 15) return undefined
    return solved(sv.m('countArrangements', { n, result: factorial(n) }), factorial(n), fallingProduct(n, n))
  }
  if (!CHOOSE.test(s) && !ROLES.test(s)) return undefined
  const roles = ROLES.test(s)
  // k chosen from n: n is the number the text takes them from ("3 from 10", "з 25 учнів", "spośród 8"); two group
  // sizes ("10 boys and 15 girls") are not k and n.
  const from = FROM.exec(s)
  const pool = from ? Number(from[1]) : undefined
  const size = GROUP_SIZE.exec(s)
  const chosen = size ? Number(size[1] ?? size[2]) : undefined
  const others = numbers.filter((v) => v !== chosen || numbers.indexOf(v) !== numbers.lastIndexOf(v))
  const pair: [number, number] | undefined =
    chosen !== undefined && !roles
      ? others.length === 1 && (pool === undefined || pool === others[0])
        ? [chosen, others[0]]
        : undefined
      : numbers.length === 2 && pool !== undefined && numbers.includes(pool)
        ? [numbers.find((v, i) => v !== pool || numbers.indexOf(pool) !== i) ?? pool, pool]
        : numbers.length === 1 && roles
          ? [2, numbers[0]]
          : undefined
  if (!pair) return undefined
  const [k, n] = pair
  if (k > n || n > 60) return undefined
  if (roles) {
    const result = factorial(n) / factorial(n - k)
    return solved(sv.m('countOrdered', { n, k, r: n - k, result }), Math.round(result), fallingProduct(n, k))
  }
  const result = Math.round(factorial(n) / (factorial(k) * factorial(n - k)))
  return solved(sv.m('countChoose', { n, k, r: n - k, result }), result, fallingProduct(n, k) / factorial(k))
}
