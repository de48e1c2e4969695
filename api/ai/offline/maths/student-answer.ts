import { formulaRuns } from './common.ts'
import { close, evalAt, parseSafe } from './expr.ts'
import { normaliseMath, toEngine } from './notation.ts'

/**
 * The values a student gives as their answer to an earlier problem ("I got x = 5/2", "x1 = 2, x2 = 3", "2 i 3",
 * "x ≈ 0,33", "π/6 and 5π/6"), read as expressions rather than digit runs, so that 1/3 is one value and a 2 that
 * also appears in the problem's x² is kept. The problem's equation, when the student repeats it, is left out.
 */
const VALUE = String.raw`-?\s*(?:\d+(?:\.\d+)?(?:\s*\/\s*\d+)?\s*\*?\s*(?:pi|sqrt\(\d+\))?(?:\s*\/\s*\d+)?|pi(?:\s*\/\s*\d+)?|sqrt\(\d+\)(?:\s*\/\s*\d+)?)`
const NAMED = new RegExp(String.raw`(?<![a-z])[xyt]\s*_?\d?\s*(?:=|≈|~)\s*(${VALUE})`, 'g')

/** "±4", "+-4", "+/-4": both signs, as two values ("2 ± 3" is a sum, not read here). */
const PLUS_MINUS = new RegExp(
  String.raw`(?<![\d)]\s*)((?<![a-z])[xyt]\s*_?\d?\s*=\s*)?(?:±|\+\s*\/?\s*-)\s*(${VALUE})`,
  'gi',
)

export function studentValues(message: string): number[] {
  const { named, all } = readValues(message)
  return named.length ? named : all
}

/**
 * Every number of the message, named or not ("x = 2, 7" gives 2 and 7; "wyszło mi 4 w zadaniu 3" gives 4 and 3): a
 * second reading, so that a verdict is given only when both readings agree (conversation.ts).
 */
export function allStudentValues(message: string): number[] {
  return readValues(message).all
}

function readValues(message: string): { named: number[]; all: number[] } {
  const text = message.replace(PLUS_MINUS, (_, name = '', v: string) => `${name}${v}, ${name}-${v}`)
  // The problem repeated ("for 2x + 3 = 11 I got 4"): an equation in x is no answer.
  const s = formulaRuns(normaliseMath(text).toLowerCase())
    .filter((run) => /x/.test(run) && /=/.test(run) && !new RegExp(`^[xyt]\\s*_?\\d?\\s*=\\s*${VALUE}$`).test(run))
    .reduce((t, run) => t.replace(run, ' '), normaliseMath(text).toLowerCase())
  const named = [...s.matchAll(NAMED)].map((m) => m[1])
  // The names' own digits (x1, x₂) are no values.
  const all = s.replace(/(?<![a-z])[xyt]\s*_?\d?\s*(?:=|≈|~)/g, ' ').match(new RegExp(VALUE, 'g')) ?? []
  return { named: valuesOf(named), all: valuesOf(all) }
}

function valuesOf(texts: string[]): number[] {
  const values = texts
    .map((t) => toEngine(t.replace(/\s+/g, '')))
    .map((e) => (e ? parseSafe(e) : undefined))
    .map((node) => (node ? evalAt(node) : Number.NaN))
    .filter((v) => Number.isFinite(v))
  return values.filter((v, i) => values.findIndex((w) => close(v, w, 1e-12)) === i)
}

/**
 * Whether the student's value is the answer: equal, or the answer rounded to the decimals the student wrote (at least
 * two: 0.33 for 1/3).
 */
export function sameAnswer(student: number, answer: number, written: string): boolean {
  if (close(student, answer, 1e-6)) return true
  const decimals = /\d[.,](\d+)/.exec(written)?.[1].length ?? 0
  return decimals >= 2 && Math.abs(student - answer) <= 0.5 * 10 ** -decimals + 1e-12
}
