import { readFileSync } from 'node:fs'
import type { Language } from '../../../../../openapi/types.ts'
import { tutorTexts } from '../../texts.ts'
import { warmCas } from '../cas.ts'
import { math } from '../expr.ts'
import { solveMaths } from '../solve.ts'

/**
 * Prints the engine's figures on a check set written before tuning (`tsx bench/fresh.ts [file]`): correct,
 * wrong answers shown, declined, by language and by kind, and the p95 solve time. A benchmark: it prints, it does
 * not assert.
 */

interface Problem {
  id: string
  language: Language
  kind: string
  message: string
  values?: (number | string)[]
  expression?: string
  /** A pasted multiple-choice question: the option letter, as printed, that the reply must name. */
  choice?: string
}

const file =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ?? new URL('./fresh-2026-11-28.json', import.meta.url).pathname
const { problems } = JSON.parse(readFileSync(file, 'utf8')) as { problems: Problem[] }
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b))
const sorted = (v: number[]) => [...v].sort((a, b) => a - b)
const expected = (p: Problem) =>
  p.expression
    ? [2, 3].map((x) => Number(math.evaluate(p.expression!.replace(/(\d)x/g, '$1*x'), { x })))
    : sorted(p.values!.map((v) => (typeof v === 'number' ? v : Number(math.evaluate(v.replace(/(\d)pi/g, '$1*pi'))))))

warmCas()
const tally = new Map<string, { correct: number; wrong: number; declined: number }>()
const count = (key: string, outcome: 'correct' | 'wrong' | 'declined') => {
  const t = tally.get(key) ?? { correct: 0, wrong: 0, declined: 0 }
  t[outcome]++
  tally.set(key, t)
}
const times: number[] = []
for (const p of problems) {
  const start = performance.now()
  const r = solveMaths(p.message, p.language, tutorTexts(p.language))
  times.push(performance.now() - start)
  const want = expected(p)
  const got = r?.status === 'solved' ? (p.expression ? r.values : sorted(r.values)) : undefined
  const right = !!got && got.length === want.length && got.every((v, i) => close(v, want[i]))
  // A pasted question: naming another option is wrong; naming none leaves it undecided (a decline).
  const picked = r?.status === 'solved' ? r.choice : undefined
  const outcome = !got
    ? 'declined'
    : !right || (p.choice && picked && picked !== p.choice)
      ? 'wrong'
      : p.choice && !picked
        ? 'declined'
        : 'correct'
  if (outcome !== 'correct' && process.argv.includes('--list'))
    console.log(`${outcome.padEnd(8)} ${p.id}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`)
  for (const key of ['all', `lang:${p.language}`, `kind:${p.kind}`]) count(key, outcome)
}
times.sort((a, b) => a - b)
for (const [key, t] of [...tally].sort()) {
  const n = t.correct + t.wrong + t.declined
  console.log(
    `${key.padEnd(22)} ${String(Math.round((100 * t.correct) / n)).padStart(3)}% correct  ${t.wrong} wrong  ${t.declined} declined  (${n})`,
  )
}
console.log(`p95 solve ${times[Math.floor(times.length * 0.95)].toFixed(1)} ms`)
