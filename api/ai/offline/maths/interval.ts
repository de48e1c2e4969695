import { valueOf } from './cas.ts'
import { toEngine } from './notation.ts'

/**
 * The interval a question restricts x to, however it is written: "on [0, 2π]", "на проміжку [0; π]",
 * "w przedziale <0; π)", "x ∈ (0; 2π)", or as a chain "0 ≤ x ≤ 2π", "0 < x < π". Each end says whether it is
 * included, so a root on an open end is not an answer.
 */
export interface Interval {
  /** The ends in the engine's notation ("0", "2*pi"). */
  ends: [string, string]
  lo: number
  hi: number
  openLo: boolean
  openHi: boolean
  /** The text it was read from, to be cut out before the formulas are read. */
  text: string
}

const END = String.raw`-?\s*[\d.]*\s*\*?\s*(?:pi)?(?:\s*\/\s*\d+)?`
const BRACKETS = new RegExp(
  String.raw`(?:(?:on|in|over|на|w|у|в|для|dla|x\s*(?:∈|є|należy do|in))\s*(?:the\s+)?(?:interval|проміжку|відрізку|інтервалі|przedziale)?\s*)([[(<⟨])\s*(${END})\s*[;,]\s*(${END})\s*([\])>⟩])`,
)
/** Brackets with π at an end bound x whatever word comes before them ("2cos²x − 1 = 0 na [0; π]"). */
const BARE = new RegExp(String.raw`([[(<⟨])\s*(${END})\s*[;,]\s*(${END})\s*([\])>⟩])`)
/** In words, both ends included: "between 0 and π", "від 0 до 2π", "od 0 do π". */
const WORDS = new RegExp(
  String.raw`(?:between|from|між|від|od)()\s+(${END})\s+(?:and|to|і|та|до|do|a)\s+(${END})()(?![\w.])`,
)
const CHAIN = new RegExp(String.raw`(?<![\w.])(${END})\s*(<=|<)\s*x\s*(<=|<)\s*(${END})(?![\w.])`)

const end = (text: string) => {
  const compact = text.replace(/\s+/g, '')
  return toEngine(compact) ?? compact
}

export function intervalOf(s: string): Interval | undefined {
  const chain = CHAIN.exec(s)
  const bare = BARE.exec(s) ?? WORDS.exec(s)
  const brackets = chain ? undefined : (BRACKETS.exec(s) ?? (bare && /pi/.test(bare[0]) ? bare : null))
  if (!chain && !brackets) return undefined
  const [a, b] = chain ? [chain[1], chain[4]] : [brackets![2], brackets![3]]
  if (!/\d|pi/.test(a) || !/\d|pi/.test(b)) return undefined
  const ends: [string, string] = [end(a), end(b)]
  const [lo, hi] = ends.map((e) => valueOf(e))
  if (!(lo < hi)) return undefined
  // Polish schools write a closed interval with angle brackets: ⟨0; π⟩, typed <0; π>.
  const openLo = chain ? chain[2] === '<' : brackets![1] === '('
  const openHi = chain ? chain[3] === '<' : brackets![4] === ')'
  return { ends, lo, hi, openLo, openHi, text: (chain ?? brackets)![0] }
}
