import type { ExamTypeName, Language } from '../../../../openapi/types.ts'
import { stems } from '../words.ts'
import grammar from './plan-request.json' with { type: 'json' }

/**
 * What a plan request says: the exam, the time until it, the time a day and the topics, read in any of the three
 * languages by one small grammar driven by data (plan-request.json): an amount (digits or a number word, or none
 * for "a month" / "через місяць") followed by a unit word, matched by its beginning so every inflection counts
 * ("тижні", "тижнів", "tygodnie", "tygodni"). An amount of minutes or hours is the time a day; of days, weeks or
 * months, the time until the exam. chrono-node has no Polish, so a date library would cover only two languages.
 */

export interface PlanRequest {
  examType?: ExamTypeName
  days?: number
  minutesPerDay?: number
  /** Topic keys of the bank named in the message. */
  topics: string[]
  /** Bank sections (subjects) named in the message. */
  sections?: string[]
}

type UnitName = keyof typeof grammar.units
const NUMBER_WORDS = new Map<string, number>(
  Object.entries(grammar.numbers).flatMap(([value, words]) => words.map((w) => [w, Number(value)] as const)),
)

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/(\d)([^\d\s.,])/g, '$1 $2')
    .split(/[^\p{L}\p{N}.,'’ʼ]+/u)
    .map((w) => w.replace(/^[.,]+|[.,]+$/g, ''))
    .filter(Boolean)

function unitOf(word: string): UnitName | undefined {
  for (const [name, unit] of Object.entries(grammar.units) as [UnitName, { starts: string[] }][]) {
    // One- and two-letter unit words ("h", "хв") must be the whole word.
    if (unit.starts.some((s) => (s.length <= 2 ? word === s : word.startsWith(s)))) return name
  }
  return undefined
}

function amountOf(word: string | undefined): number | undefined {
  if (!word) return undefined
  const n = Number(word.replace(',', '.'))
  if (Number.isFinite(n) && n > 0) return n
  return NUMBER_WORDS.get(word)
}

export function examIn(text: string): ExamTypeName | undefined {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')}`
  return grammar.exams.find((e) => e.starts.some((s) => lower.includes(` ${s}`)))?.exam as ExamTypeName | undefined
}

/** Two stems are one word when they differ at most in their last letter (тригонометрія, тригонометрії). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  let common = 0
  while (common < a.length && a[common] === b[common]) common++
  return common >= 4 && common >= Math.min(a.length, b.length) - 1
}

/**
 * The bank's topics whose name (in the student's language or in English) stands in the message; the topic's key
 * is a short English name too ("quadratics" for "Quadratic equations").
 */
export function topicsIn(text: string, language: Language, names: Record<string, string>[]): string[] {
  const said = stems(text, language)
  const says = (name: string) => {
    const nameStems = stems(name, language)
    return nameStems.length > 0 && nameStems.every((n) => said.some((s) => sameWord(s, n)))
  }
  const found = new Set<string>()
  for (const table of names)
    for (const [key, name] of Object.entries(table)) if (says(name) || says(key.replace(/_/g, ' '))) found.add(key)
  return [...found]
}

export function readPlanRequest(
  text: string,
  language: Language,
  names: Record<string, string>[],
  subjects: Record<string, string>[] = [],
): PlanRequest {
  const request: PlanRequest = {
    examType: examIn(text),
    topics: topicsIn(text, language, names),
    sections: topicsIn(text, language, subjects),
  }
  const list = words(text)
  for (let i = 0; i < list.length; i++) {
    const unit = unitOf(list[i])
    if (!unit) continue
    const amount = amountOf(list[i - 1])
    const value = grammar.units[unit].value
    if (unit === 'minute' || unit === 'hour') {
      const minutes = amount ?? (unit === 'hour' ? 1 : undefined)
      if (minutes !== undefined && request.minutesPerDay === undefined)
        request.minutesPerDay = Math.round(minutes * value)
      // "30 minutes a day": the "a day" after it is the rate, not a deadline.
      i += 2
    } else if (request.days === undefined && (amount !== undefined || unit !== 'day')) {
      request.days = Math.round((amount ?? 1) * value)
    }
  }
  return request
}
