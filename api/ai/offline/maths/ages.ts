import type { MathResult } from './common.ts'
import { unicode } from './quantities.ts'
import { question, solveModel, type Model } from './relations.ts'
import type { Solver } from './solver.ts'

/**
 * Ages of two people read into relations (decision 153). Each sentence is a statement about their ages at one time
 * — now, in t years ("in 5 years", "через 4 роки", "za 3 lata"), t years ago — and says either their ages or how
 * they compare: a = k·b ("3 times as old", "втричі старший", "dwa razy starszy") or a = b ± d ("28 years older",
 * "старший на 24 роки", "o 5 lat młodszy"); a is the person named first. The unknown is the time asked ("через
 * скільки років", "za ile lat") or the age of the person the question names; the relations are solved and checked
 * as every other model (relations.ts).
 */

const WORDS = {
  age: /\bold|older|younger|\bage\b|вік|старш|молодш|років|starsz|młodsz|mlodsz|\blat\b/u,
  older: /older|старш|starsz/u,
  younger: /younger|молодш|młodsz|mlodsz/u,
  years: /^\s*(?:years?|рок\p{L}*|літ|lat[a]?|roku)(?!\p{L})/u,
  later: /(?:\bin|через|\bza|\bpo)\s*$/u,
  ago: /^\s*(?:years?|рок\p{L}*|lat[a]?)\s+(?:ago|тому|temu)/u,
  whenAsked: /in how many years|how many years from now|через скільки (?:років|рок)|za ile lat|po ilu latach/u,
  times: /^\s*(?:times|раз[аи]?|razy)(?!\p{L})/u,
}
const W = Object.fromEntries(Object.entries(WORDS).map(([k, re]) => [k, unicode(re)])) as Record<
  keyof typeof WORDS,
  RegExp
>
const FACTOR_WORDS: [RegExp, number][] = [
  [/twice|double|вдвічі|вдвоє|dwukrotn|dwa razy|dwa raz/, 2],
  [/three times|втричі|втроє|trzykrotn|trzy razy/, 3],
  [/four times|вчетверо|czterokrotn|cztery razy/, 4],
]

interface Statement {
  /** Years from now: a number, "x" when asked, 0 now. */
  shift: number | 'x'
  k?: number
  d?: number
  ages: number[]
  used: number[]
}

function statement(sentence: string): Statement | undefined {
  const st: Statement = { shift: W.whenAsked.test(sentence) ? 'x' : 0, ages: [], used: [] }
  for (const m of sentence.matchAll(/\d+(?:\.\d+)?/g)) {
    const n = Number(m[0])
    const before = sentence.slice(Math.max(0, m.index - 8), m.index)
    const after = sentence.slice(m.index + m[0].length)
    st.used.push(n)
    if (W.years.test(after) && W.later.test(before) && st.shift === 0) st.shift = n
    else if (W.ago.test(after) && st.shift === 0) st.shift = -n
    else if (W.times.test(after)) st.k = n
    else if (W.older.test(after.slice(0, 20)) || W.younger.test(after.slice(0, 20)) || /(?:на|\bo)\s*$/u.test(before)) {
      const clause = sentence.slice(Math.max(0, m.index - 30), m.index + 25)
      const older = W.older.test(clause)
      if (older === W.younger.test(clause)) return undefined
      st.d = older ? n : -n
    } else st.ages.push(n)
  }
  const word = FACTOR_WORDS.find(([re]) => unicode(re).test(sentence))?.[1]
  if (word && st.k === undefined) st.k = word
  if (st.k !== undefined && st.d !== undefined) return undefined
  return st
}

const OBJECT =
  /(?:than|(?<!\p{L})as|(?<!\p{L})за|(?<!\p{L})від|(?<!\p{L})od|niż|niz)\s+(?:(?:his|her|their|its|свого|своєї|swojego|swojej)\s+)?(\p{L}{3,})/gu
const stem3 = (text: string) =>
  [...text.matchAll(/\p{L}{3,}/gu)]
    .map((m) => m[0].slice(0, 3))
    .filter((w) => !/^(?:how|old|the|now|you|яки|скі|зар|ile|lat|ter)$/u.test(w))

export function agesModel(s: string): Model | undefined {
  if (
    !W.age.test(s) ||
    !(W.older.test(s) || /as old|як\S* старш/u.test(s) || FACTOR_WORDS.some(([re]) => unicode(re).test(s)))
  )
    return undefined
  const sentences = s.split(/(?<=[.!?;])\s+/).filter((x) => /\p{L}/u.test(x))
  const statements = sentences.map(statement)
  if (statements.some((x) => !x)) return undefined
  const all = statements as Statement[]
  const compares = all.filter((x) => x.k !== undefined || x.d !== undefined)
  const used = all.flatMap((x) => x.used)
  const ages = all.flatMap((x) => x.ages)
  const rel = (st: Statement, a: string, b: string) => {
    const t = st.shift === 0 ? '' : st.shift === 'x' ? '+x' : st.shift > 0 ? `+${st.shift}` : `${st.shift}`
    const d = st.d ?? 0
    return st.k !== undefined ? `${a}${t}=${st.k}*(${b}${t})` : `${a}${t}=${b}${t}${d > 0 ? '+' : '-'}${Math.abs(d)}`
  }
  // Both ages known now, the time asked: a + x = k·(b + x).
  if (ages.length === 2 && compares.length === 1 && compares[0].shift === 'x')
    return { kind: 'word', unknown: 'time', relations: [rel(compares[0], String(ages[0]), String(ages[1]))], used }
  // Two comparisons at two times, an age asked: the person the question names, first (a) or second (b).
  if (ages.length || compares.length !== 2 || all.some((x) => x.shift === 'x')) return undefined
  const [now, then] = compares[0].shift === 0 ? compares : [compares[1], compares[0]]
  if (now.shift !== 0 || then.shift === 0) return undefined
  // The person compared comes first in the sentence, the other one after "than", "as", "за", "od".
  const first = sentences[statements.indexOf(now)]
  const subject = stem3(first)[0]
  const object = [...first.matchAll(OBJECT)]
    .map((m) => m[1].slice(0, 3))
    .filter((w) => w !== 'old')
    .at(-1)
  const ask = stem3(question(s))
  const isA = ask.includes(subject)
  const isB = !!object && ask.includes(object)
  if (isA === isB || subject === object) return undefined
  const k = now.k
  const d = now.d ?? 0
  const b = isA ? (k !== undefined ? `(x/${k})` : `(x${d > 0 ? '-' : '+'}${Math.abs(d)})`) : 'x'
  const a = isA ? 'x' : k !== undefined ? `(${k}*x)` : `(x${d > 0 ? '+' : '-'}${Math.abs(d)})`
  return { kind: 'word', unknown: 'number', relations: [rel(then, a, b)], used, positive: [a, b] }
}

export function ageWords(sv: Solver, s: string): MathResult | undefined {
  const model = agesModel(s)
  return model && solveModel(sv, s, model)
}
