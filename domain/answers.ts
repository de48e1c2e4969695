import type { Language, Question } from '../openapi/types.ts'
import { scoreOrdering, scoreSelection, scoreStatements } from './item-types.ts'
import { parseMatches } from './pairs.ts'
import { questionType } from './questions.ts'

/**
 * Pure answer checking for every question type. Numeric answers follow the digital SAT's student-produced response
 * rules (College Board, "Student-Produced Response Directions"): fractions and decimals, negative answers, no mixed
 * numbers (3 1/2 must be entered as 7/2 or 3.5), and a decimal that does not terminate is accepted when it fills the
 * answer field (5 characters, 6 with a minus sign), truncated or rounded. Equivalent forms (2/4 for 1/2, 0.50 for
 * .5) are accepted, and so are thousands grouped with spaces (2 500). In Ukrainian and Polish a comma is the decimal separator (NMT and CKE answer sheets use it).
 */

/** An exact rational number: num / den with den > 0 (BigInt, so 0.1 + 0.2 problems cannot arise). */
export interface Rational {
  num: bigint
  den: bigint
}

export type NumericParse =
  | { ok: true; value: Rational; form: 'integer' | 'decimal' | 'fraction'; text: string }
  | { ok: false; reason: 'empty' | 'mixed-number' | 'not-a-number' | 'zero-denominator' }

/** Characters an answer field may hold in the SAT grid: 5, and 6 for a negative answer. */
export const SAT_FIELD_LENGTH = 5

const MINUS = /^[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a
  b = b < 0n ? -b : b
  while (b) [a, b] = [b, a % b]
  return a
}

function reduce(num: bigint, den: bigint): Rational {
  if (den < 0n) [num, den] = [-num, -den]
  const g = gcd(num, den) || 1n
  return { num: num / g, den: den / g }
}

/** Turns what a student typed into a canonical text: trimmed, unicode minus and fraction slash made ASCII, a decimal
 * comma read as a point where the language writes one. */
export function normalizeNumeric(input: string, language: Language = 'en'): string {
  let s = input
    .normalize('NFKC')
    .trim()
    .replace(MINUS, '-')
    .replace(/\u2044/g, '/')
  s = s.replace(/\s*\/\s*/g, '/').replace(/^-\s+/, '-')
  // Alberta, NMT and CKE print thousands with a (thin) space: "2 500" is 2500. NFKC has made every such space ASCII.
  s = s.replace(/^-?\d{1,3}(?: \d{3})+(?=$|[.,]\d*$)/, (whole) => whole.replace(/ /g, ''))
  if (language !== 'en' && /^[^.]*,[^,]*$/.test(s)) s = s.replace(',', '.')
  return s
}

export function parseNumeric(input: string, language: Language = 'en'): NumericParse {
  const text = normalizeNumeric(input, language)
  if (!text) return { ok: false, reason: 'empty' }
  if (/^-?\d+\s+\d+\/\d+$/.test(text)) return { ok: false, reason: 'mixed-number' }
  let m = /^(-?)(\d+)\/(\d+)$/.exec(text)
  if (m) {
    const den = BigInt(m[3])
    if (den === 0n) return { ok: false, reason: 'zero-denominator' }
    const num = BigInt(m[2]) * (m[1] ? -1n : 1n)
    return { ok: true, value: reduce(num, den), form: 'fraction', text }
  }
  m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (m && (m[2] || m[3])) {
    const int = m[2] || '0'
    const frac = m[3] ?? ''
    const den = 10n ** BigInt(frac.length)
    const num = (BigInt(int) * den + BigInt(frac || '0')) * (m[1] ? -1n : 1n)
    return { ok: true, value: reduce(num, den), form: m[3] !== undefined ? 'decimal' : 'integer', text }
  }
  return { ok: false, reason: 'not-a-number' }
}

const equal = (a: Rational, b: Rational) => a.num * b.den === b.num * a.den

/** Whether a decimal with `digits` fractional digits is `exact` truncated or rounded to that many digits. */
function approximates(typed: Rational, digits: number, exact: Rational): boolean {
  if (typed.num < 0n !== exact.num < 0n && typed.num !== 0n) return false
  const scale = 10n ** BigInt(digits)
  const abs = (x: bigint) => (x < 0n ? -x : x)
  const e = { num: abs(exact.num), den: exact.den }
  const truncated = (e.num * scale) / e.den
  const rounded = (e.num * scale * 2n + e.den) / (2n * e.den)
  const t = abs(typed.num) * scale
  if (t % typed.den !== 0n) return false
  const typedScaled = t / typed.den
  return typedScaled === truncated || typedScaled === rounded
}

/** Is a typed numeric answer right? Listed forms match directly; otherwise the value must equal the canonical
 * answer, or a decimal must fill the answer field and be the canonical value truncated or rounded. */
export function checkNumeric(
  item: Pick<Question, 'correctAnswer' | 'acceptedAnswers'>,
  input: string,
  language: Language = 'en',
): boolean {
  const typed = parseNumeric(input, language)
  if (!typed.ok) return false
  const listed = [item.correctAnswer, ...(item.acceptedAnswers ?? [])].map((a) => normalizeNumeric(a, 'en'))
  if (listed.includes(typed.text)) return true
  const canonical = parseNumeric(item.correctAnswer, 'en')
  if (!canonical.ok) return false
  if (equal(typed.value, canonical.value)) return true
  if (typed.form !== 'decimal') return false
  const unsigned = typed.text.replace(/^-/, '')
  const digits = (unsigned.split('.')[1] ?? '').length
  return unsigned.length >= SAT_FIELD_LENGTH && approximates(typed.value, digits, canonical.value)
}

/** Pairs right out of all pairs (NMT gives a point per correct pair). A prompt left unpaired scores nothing. */
export function checkMatching(
  item: Pick<Question, 'correctAnswer' | 'matching'>,
  answer: string | number[],
): { right: number; total: number; correct: boolean } {
  const prompts = item.matching?.prompts.length ?? 0
  const choices = item.matching?.choices.length ?? 0
  const key = parseMatches(item.correctAnswer, prompts, choices)
  if (!key) return { right: 0, total: prompts, correct: false }
  const given = typeof answer === 'string' ? parseMatches(answer, prompts, choices) : answer
  if (!given) return { right: 0, total: prompts, correct: false }
  const right = key.filter((c, i) => c !== -1 && given[i] === c).length
  return { right, total: prompts, correct: right === prompts }
}

/** What grading reads of an item: its type, key, accepted forms and set. */
export type GradedItem = Pick<
  Question,
  'type' | 'correctAnswer' | 'acceptedAnswers' | 'matching' | 'ordering' | 'selection' | 'statements'
>

/** Any item, any type: points scored out of the item's points (1 for choice and numeric, one per matching pair, and
 * the set types' own rules, domain/item-types.ts). */
export function checkAnswer(
  item: GradedItem,
  answer: string | number[],
  language: Language = 'en',
): { correct: boolean; points: number; maxPoints: number } {
  const type = questionType(item)
  if (type === 'matching') {
    const r = checkMatching(item, answer)
    return { correct: r.correct, points: r.right, maxPoints: r.total }
  }
  const text = Array.isArray(answer) ? '' : answer
  if (type === 'ordering') return scoreOrdering(item, text)
  if (type === 'multiple-select') return scoreSelection(item, text)
  if (type === 'true-false') return scoreStatements(item, text)
  const correct = type === 'numeric' ? checkNumeric(item, text, language) : text === item.correctAnswer
  return { correct, points: correct ? 1 : 0, maxPoints: 1 }
}
