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
  const text = message.replace(PLUS_MINUS, (_, name = '', v: string) => `${name}${v}, ${name}-${v}`)
  // The problem repeated ("for 2x + 3 = 11 I got 4"): an equation in x is no answer.
  const s = formulaRuns(normaliseMath(text).toLowerCase())
    .filter((run) => /x/.test(run) && /=/.test(run) && !new RegExp(`^[xyt]\\s*_?\\d?\\s*=\\s*${VALUE}$`).test(run))
    .reduce((t, run) => t.replace(run, ' '), normaliseMath(text).toLowerCase())
  const named = [...s.matchAll(NAMED)].map((m) => m[1])
  const texts = named.length ? named : (s.match(new RegExp(VALUE, 'g')) ?? [])
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
