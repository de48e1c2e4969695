import { NUM, KEYWORDS, type MathResult } from './common.ts'
import { close, round } from './expr.ts'
import { withNumberWords } from './number-words.ts'
import type { Solver } from './solver.ts'

/** Arithmetic and geometric sequences: the n-th term and the sum of the first n terms, checked term by term. */

/** "first term", "перший член", "pierwszy wyraz": the term numbered 1 (number-words.ts leaves "first" alone). */
const FIRST_TERM = /(?<!\p{L})(?:first|перш\p{L}*|pierwsz\p{L}*)\s+(?=term|член|wyraz)/gu
const POSITIVE_RATIO =
  /\bq\s*>\s*0|(?:ratio|знаменник\p{L}*|iloraz\p{L}*)\s+(?:\p{L}+\s+)?(?:positive|додатн|dodatn)|(?:positive|додатн\p{L}*|dodatn\p{L}*)\s+(?:ratio|знаменник|iloraz)/u
const NEGATIVE_RATIO = /\bq\s*<\s*0|(?:ratio|знаменник\p{L}*|iloraz\p{L}*)\s+(?:\p{L}+\s+)?(?:negative|від'ємн|ujemn)/u
/**
 * Terms the text gives with their values — "a3 = 7", "b2 = 10", "the 3rd term is 11", "second term 6", "третій
 * член дорівнює 7", "trzeci wyraz jest równy 12" — as [index, value], and the text without them (so the term asked
 * is the one left). "The first 6 terms" counts terms, it gives none.
 */
function givenTerms(text: string): { terms: [number, number][]; rest: string } {
  const terms: [number, number][] = []
  const take = (_m: string, index: string, value: string) => {
    terms.push([Number(index), Number(value)])
    return ' '
  }
  const rest = text
    .replace(new RegExp(`\\b[ab]_?(\\d+)\\s*=\\s*${NUM}`, 'g'), take)
    .replace(
      new RegExp(
        `(?<!(?:first|перших|pierwszych|początkowych|poczatkowych|sum\\p{L}*|сум\\p{L}*)\\s*)(\\d+)\\s*(?:st|nd|rd|th|-?й|-?ий|\\.)?\\s*(?:term|член|wyraz)\\p{L}*(?:(?:\\s+(?!term|член|wyraz)\\p{L}+){0,4}?\\s*(?:is|equals|=|дорівнює|становить|jest równy|jest rowny|równa się|rowna sie|wynosi))?\\s*${NUM}(?!\\d|\\.\\d|\\s*(?:st|nd|rd|th)\\b|\\s*[,;]\\s*-?\\d)`,
        'gu',
      ),
      take,
    )
  return { terms, rest }
}

export function sequence(sv: Solver, s: string): MathResult | undefined {
  const named = KEYWORDS.sequence.test(s)
  const list = s.match(/-?\d+(?:\.\d+)?(?:\s*[,;]\s*-?\d+(?:\.\d+)?){2,}/)
  // The limit of a sequence is the calculus reader's ("границя послідовності", "granica ciągu").
  if (!/\d/.test(s) || /(?<!\p{L})(?:limit|lim|границ\S*|granic\S*)(?!\p{L})/u.test(s)) return undefined
  if (!named && !(list && /term|член|wyraz|next|наступн|następn|sum|сум/.test(s))) return undefined
  const value = (re: RegExp): number | undefined => {
    const m = s.match(re)
    return m ? Number(m[1]) : undefined
  }
  let a1 = value(new RegExp(`\\b[ab]_?1\\s*=\\s*${NUM}`))
  let d = value(
    new RegExp(
      `(?:\\bd\\s*=|difference(?: of| is)?|різниц\\S*(?: дорівнює)?|różnic\\S*(?: wynosi)?|roznic\\S*)\\s*${NUM}`,
    ),
  )
  let q = value(
    new RegExp(
      `(?:\\bq\\s*=|common ratio(?: of| is)?|знаменник\\S*(?: дорівнює)?|ilorazie|iloraz(?: wynosi)?)\\s*${NUM}`,
    ),
  )
  // Polish textbooks write the arithmetic difference as r.
  if (d === undefined && /arytmetyczn/.test(s)) d = value(new RegExp(`\\br\\s*=\\s*${NUM}`))
  let geometric = KEYWORDS.geometric.test(s) || q !== undefined
  if (list) {
    const terms = list[0].split(/[,;]/).map((x) => Number(x.trim()))
    const diffs = terms.slice(1).map((x, i) => round(x - terms[i]))
    const ratios = terms[0] !== 0 ? terms.slice(1).map((x, i) => round(x / terms[i])) : []
    a1 = terms[0]
    const arithmeticFits = diffs.every((x) => close(x, diffs[0]))
    const geometricFits = ratios.length > 0 && ratios.every((x) => close(x, ratios[0]))
    if (KEYWORDS.arithmetic.test(s) && !arithmeticFits)
      return { status: 'unsolved', kind: 'sequence', reason: 'not arithmetic' }
    if (geometric && !geometricFits) return { status: 'unsolved', kind: 'sequence', reason: 'not geometric' }
    if (!geometric && arithmeticFits) d = diffs[0]
    else if (geometricFits) {
      geometric = true
      q = ratios[0]
    } else return { status: 'unsolved', kind: 'sequence', reason: 'no pattern' }
    // Every listed term was checked against the pattern: all of them were read.
    sv.seen.push(list[0])
  }
  // Which term, or how many: digits or number words ("the sixth term", "pięciu początkowych wyrazów").
  const stated = givenTerms(withNumberWords(s.replace(FIRST_TERM, '1 ')))
  const words = stated.rest
  const counted = (re: RegExp): number | undefined => {
    const m = words.match(re)
    return m ? Number(m[1]) : undefined
  }
  const n =
    counted(/(\d+)\s*(?:st|nd|rd|th|-?й|-?ий|-?го|-?му|\.)?\s*(?:term|член|wyraz)/) ??
    counted(/(?:term|член\S*|wyraz\S*)\s*(?:a|b)?_?(\d+)/) ??
    counted(/(?:first|перших|першых|pierwszych|początkowych|poczatkowych)\s*(\d+)/) ??
    counted(/(\d+)\s*(?:first|перших|pierwszych|początkowych|poczatkowych)/) ??
    value(/\b[abs]_?(\d+)\b(?!\s*=)/)
  // Two terms given (a₁ = 3, a₂ = 7), not the difference: d = (aⱼ − aᵢ)/(j − i), shown as a step.
  const derived: string[] = []
  const given = stated.terms
  if (a1 === undefined && given.length === 1 && given[0][0] === 1) {
    a1 = given[0][1]
    sv.seen.push('1')
  }
  const twoGiven = !list && given.length === 2 && given[0][0] !== given[1][0]
  if (d === undefined && !geometric && twoGiven) {
    const [[i, ai], [j, aj]] = given
    d = round((aj - ai) / (j - i))
    a1 = round(ai - (i - 1) * d)
    derived.push(sv.m('sequenceDifferenceFromTerms', { i, j, ai: sv.n(ai), aj: sv.n(aj), d: sv.n(d) }))
  }
  // b_i and b_j given: q^(j − i) = b_j / b_i, whose real roots are q (two of them for an even power, and then the
  // text must say which: "q > 0", "the ratio is positive"); b₁ = b_i / q^(i − 1).
  if (q === undefined && geometric && twoGiven) {
    const [[i, ai], [j, aj]] = [...given].sort((a, b) => a[0] - b[0])
    const p = j - i
    const r = aj / ai
    const root = Math.abs(r) ** (1 / p)
    const roots = ai === 0 ? [] : p % 2 === 1 ? [Math.sign(r) * root] : r > 0 ? [root, -root] : []
    const positive = POSITIVE_RATIO.exec(s)
    const negative = NEGATIVE_RATIO.exec(s)
    const kept = roots.filter((x) => (!positive || x > 0) && (!negative || x < 0))
    if (kept.length !== 1) return { status: 'unsolved', kind: 'sequence', reason: 'the ratio is not one number' }
    if (positive || negative) sv.seen.push(...((positive ?? negative)![0].match(/\d+/g) ?? []))
    q = round(kept[0])
    a1 = round(ai / q ** (i - 1))
    if (!close(a1 * q ** (j - 1), aj, 1e-9)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
    derived.push(sv.m('sequenceRatioFromTerms', { i, j, p, ai: sv.n(ai), aj: sv.n(aj), q: sv.n(q) }))
  }
  const wantsSum = KEYWORDS.sum.test(s)
  if (a1 === undefined || n === undefined || !Number.isInteger(n) || n < 1 || n > 1000)
    return { status: 'unsolved', kind: 'sequence', reason: 'missing data' }
  if (geometric) {
    if (q === undefined) return { status: 'unsolved', kind: 'sequence', reason: 'missing ratio' }
    const term = round(a1 * q ** (n - 1))
    let brute = a1
    let bruteSum = a1
    for (let i = 2; i <= n; i++) {
      brute *= q
      bruteSum += brute
    }
    const steps = [...derived, sv.m('sequenceGeometric', { a1: sv.n(a1), q: sv.n(q) })]
    if (wantsSum) {
      const sum = q === 1 ? round(a1 * n) : round((a1 * (q ** n - 1)) / (q - 1))
      if (!close(sum, bruteSum, 1e-8)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
      steps.push(sv.m('sequenceGeometricSum', { a1: sv.n(a1), q: sv.n(q), n, result: sv.n(sum) }))
      return sv.solved('sequence', steps, `S${n} = ${sv.n(sum)}`, sv.m('sequenceCheck', { result: sv.n(sum) }), [sum])
    }
    if (!close(term, brute, 1e-8)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
    steps.push(sv.m('sequenceGeometricTerm', { a1: sv.n(a1), q: sv.n(q), n, power: n - 1, result: sv.n(term) }))
    return sv.solved(
      'sequence',
      steps,
      `${sv.lang === 'pl' ? 'a' : 'b'}${n} = ${sv.n(term)}`,
      sv.m('sequenceCheck', { result: sv.n(term) }),
      [term],
    )
  }
  if (d === undefined) return { status: 'unsolved', kind: 'sequence', reason: 'missing difference' }
  const term = round(a1 + (n - 1) * d)
  let brute = a1
  let bruteSum = a1
  for (let i = 2; i <= n; i++) {
    brute += d
    bruteSum += brute
  }
  const steps = [...derived, sv.m('sequenceArithmetic', { a1: sv.n(a1), d: sv.n(d) })]
  if (wantsSum) {
    const sum = round(((a1 + term) / 2) * n)
    if (!close(sum, bruteSum, 1e-8)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
    steps.push(sv.m('sequenceArithmeticSum', { a1: sv.n(a1), an: sv.n(term), n, result: sv.n(sum) }))
    return sv.solved('sequence', steps, `S${n} = ${sv.n(sum)}`, sv.m('sequenceCheck', { result: sv.n(sum) }), [sum])
  }
  if (!close(term, brute, 1e-8)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
  steps.push(sv.m('sequenceArithmeticTerm', { a1: sv.n(a1), d: sv.n(d), n, result: sv.n(term) }))
  return sv.solved('sequence', steps, `a${n} = ${sv.n(term)}`, sv.m('sequenceCheck', { result: sv.n(term) }), [term])
}
