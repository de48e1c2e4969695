import { ROOT_KINDS, type MathResult, type MathSolved } from './common.ts'
import { close, evalAt, parseSafe } from './expr.ts'
import { normaliseMath, toEngine } from './notation.ts'

/**
 * A pasted multiple-choice question: the options are cut off, the question is solved on its own, and the option
 * whose value equals the checked answer is named. If none does, no option is named (the reply says so): the
 * engine never "checks" an option it did not arrive at itself.
 */

// Latin A–E or Ukrainian А–Д letters, each followed by ")", "." or ":".
const OPTION = /(?:^|\s|\n)\(?([A-EАБВГД])[).:]\s+([^\n]*?)(?=\s+\(?[A-EАБВГД][).:]\s|\n|$)/g
const ALPHABETS = ['ABCDE', 'АБВГД']

export interface Options {
  stem: string
  options: { letter: string; text: string }[]
}

/** Options printed one a line with only a space after the letter ("А 3", as NMT sheets print them). */
const LINE_OPTION = /^[ \t]*([A-EАБВГД])[ \t]+(\S[^\n]*)$/gm

const inOrder = (letters: string[]) =>
  letters.length >= 2 && ALPHABETS.some((a) => letters.join('') === a.slice(0, letters.length))

export function splitOptions(message: string): Options | undefined {
  const found = [...message.matchAll(OPTION)]
  if (inOrder(found.map((m) => m[1])))
    return {
      stem: message.slice(0, found[0].index).trim(),
      options: found.map((m) => ({ letter: m[1], text: m[2].trim() })),
    }
  // Bare letters count only as the message's last lines, after a stem: "A bag has 3 red marbles" is no option.
  const text = message.trimEnd()
  const lines = [...text.matchAll(LINE_OPTION)]
  const last = lines.at(-1)
  if (!last || last.index + last[0].length !== text.length) return undefined
  let first = lines.length - 1
  while (first > 0 && lines[first - 1].index + lines[first - 1][0].length + 1 === lines[first].index) first--
  const tail = lines.slice(first)
  if (!inOrder(tail.map((m) => m[1]))) return undefined
  const stem = message.slice(0, tail[0].index).trim()
  return stem ? { stem, options: tail.map((m) => ({ letter: m[1], text: m[2].trim() })) } : undefined
}

/** An option's value: a number, a fraction, a percentage, or an expression of numbers. */
function optionValue(text: string): number | undefined {
  const s = normaliseMath(text).replace(/\s+/g, '').replace(/^x=/, '')
  const percent = /^(-?\d+(?:\.\d+)?)%$/.exec(s)
  if (percent) return Number(percent[1]) / 100
  const e = toEngine(s)
  const node = e && parseSafe(e)
  const v = node ? evalAt(node) : Number.NaN
  return Number.isFinite(v) ? v : undefined
}

const NEGATED = /(?<!\p{L})(?:not|nie|не|ні|except|oprócz|oprocz|крім)(?!\p{L})/iu

export function pickOption(solved: MathSolved, options: Options['options'], stem = ''): string | undefined {
  // An inequality's values are the ends of its solution set, not a value that satisfies it (x > 4 is not 4).
  if (solved.kind === 'inequality' || solved.kind === 'system') return undefined
  // Several roots: the option that is one of them, unless the stem asks for one that is not ("nie jest", "не є").
  if (solved.values.length !== 1 && (!ROOT_KINDS.includes(solved.kind) || NEGATED.test(stem))) return undefined
  const equals = (v: number, answer: number, text: string) =>
    close(v, answer, 1e-9) || (answer <= 1 && close(v, answer * 100, 1e-9) && /%/.test(text))
  const matches = options.filter((o) => {
    const v = optionValue(o.text)
    if (v !== undefined) return solved.values.some((answer) => equals(v, answer, o.text))
    // An option listing the roots ("2 і 3", "-1; 4", "x = 1 or x = 5"): it matches when it lists exactly them.
    const listed = o.text.split(/\s*(?:;|,\s|(?<!\p{L})(?:і|и|i|та|and|or|lub|або|oraz)(?!\p{L}))\s*/u).map(optionValue)
    return (
      ROOT_KINDS.includes(solved.kind) &&
      listed.length === solved.values.length &&
      listed.length > 1 &&
      listed.every((x) => x !== undefined && solved.values.some((answer) => close(x, answer, 1e-9))) &&
      solved.values.every((answer) => listed.some((x) => x !== undefined && close(x, answer, 1e-9)))
    )
  })
  return matches.length === 1 ? matches[0].letter : undefined
}

/**
 * The options are a second witness: a checked answer that equals none of them (or more than one) means the stem
 * was read another way than its writer meant, so the answer is not shown at all.
 */
export function withChoice(result: MathResult | undefined, options: Options): MathResult | undefined {
  if (result?.status !== 'solved') return result
  const choice = pickOption(result, options.options, options.stem)
  if (!choice) return { status: 'unsolved', kind: result.kind, reason: 'the checked answer matches no option' }
  return { ...result, choice }
}
