import { unicode } from './quantities.ts'
import type { Model } from './relations.ts'

/**
 * "A number thought of" read into a relation (decision 153): the operations the text applies to the number, in the
 * order it tells them (double, multiply by k, add k, subtract k, divide by k — en/uk/pl verbs), and the result it
 * gives ("you get 43", "вийшло 35", "otrzymałem 9") make one equation, ((x·2) + 7) = 43. Every number must be an
 * operand or the result; an operand the verb does not take directly ("subtract it from 50") leaves a number unread,
 * and the model declines.
 */

const THOUGHT = unicode(
  /think(?:ing)? of a number|a number\b|задума\S* число|задумане число|pomyśla\S* (?:\S+ )?liczb|pomysla\S* (?:\S+ )?liczb|pewną liczbę|pewna liczbe/,
)
const LINK = String.raw`(?:\s+(?:it|to it|from it|by|на|його|від нього|до нього|до нього число|przez|o|do niej|od niej|ją|ja))*\s+`
const OPS: [RegExp, (e: string, k: string) => string][] = [
  [/(?<!\p{L})(?:multipl\p{L}*|помнож\p{L}*|pomnoż\p{L}*|pomnoz\p{L}*)/u, (e, k) => `${e}*${k}`],
  [/(?<!\p{L})(?:add\p{L}*|дода\p{L}*|збільш\p{L}*|doda\p{L}*|zwiększ\p{L}*|zwieksz\p{L}*)/u, (e, k) => `${e}+${k}`],
  [
    /(?<!\p{L})(?:subtract\p{L}*|take away|відня\p{L}*|зменш\p{L}*|odją\p{L}*|odja\p{L}*|odję\p{L}*|odje\p{L}*|odejm\p{L}*|zmniejsz\p{L}*)/u,
    (e, k) => `${e}-${k}`,
  ],
  [/(?<!\p{L})(?:divid\p{L}*|поділ\p{L}*|podziel\p{L}*)/u, (e, k) => `${e}/${k}`],
]
const NO_OPERAND: [RegExp, (e: string) => string][] = [
  [/(?<!\p{L})(?:double[ds]?|подвоїл\p{L}*|podwoi\p{L}*)(?!\p{L})/u, (e) => `${e}*2`],
  [/(?<!\p{L})(?:triple[ds]?|потроїл\p{L}*|potroi\p{L}*)(?!\p{L})/u, (e) => `${e}*3`],
]
const RESULT = unicode(
  /(?:get|got|result is|the answer is|вийшло|отрима\S*|одержа\S*|otrzyma\S*|wyszło|wyszlo|wynik to)\s+(\d+(?:\.\d+)?)/,
)

export function thoughtModel(s: string): Model | undefined {
  if (!THOUGHT.test(s)) return undefined
  const result = RESULT.exec(s)
  if (!result) return undefined
  type Step = { index: number; apply: (e: string) => string; used: number[] }
  const steps: Step[] = []
  for (const [re, apply] of OPS)
    for (const m of s.slice(0, result.index).matchAll(new RegExp(`${re.source}${LINK}(\\d+(?:\\.\\d+)?)`, 'gu')))
      steps.push({ index: m.index, apply: (e) => apply(e, m[1]), used: [Number(m[1])] })
  for (const [re, apply] of NO_OPERAND)
    for (const m of s.slice(0, result.index).matchAll(new RegExp(re.source, 'gu')))
      steps.push({ index: m.index, apply: (e) => apply(e), used: [] })
  if (!steps.length) return undefined
  steps.sort((a, b) => a.index - b.index)
  // Each step's result in brackets but the last: (x + 12)/3 = 9.
  const expression = steps.reduce((e, step, i) => step.apply(i ? `(${e})` : e), 'x')
  const used = [...steps.flatMap((step) => step.used), Number(result[1])]
  return { kind: 'word', unknown: 'number', relations: [`${expression}=${result[1]}`], used }
}
