import { readdirSync, readFileSync } from 'node:fs'
import { z } from 'zod'
import { languageValues } from '../../../openapi/types.ts'
import { loadEvalCases, type EvalCase } from './eval-cases.ts'
import { math } from './maths/expr.ts'

/**
 * The maths development sets (`maths/bench/dev-*.json`, `maths/bench/fresh-*.json`): each was written fresh before
 * a round and then tuned on, so they belong to the tuning part of `npm run eval:tutor` (EVAL.md). Read as eval
 * cases: a problem with values or an expression is a `maths` case, a pasted question with its option a `choice`
 * case; each case's `set` names its file, so the figures of every set are printed beside eval-cases.json's.
 */

const BENCH = new URL('./maths/bench/', import.meta.url)
const DEV_SET = /^(?:dev|fresh)-.+\.json$/

const problemSchema = z.object({
  id: z.string(),
  language: z.enum(languageValues),
  kind: z.string(),
  message: z.string(),
  values: z.array(z.union([z.number(), z.string()])).optional(),
  expression: z.string().optional(),
  choice: z.enum(['A', 'B', 'C', 'D', 'E', 'А', 'Б', 'В', 'Г', 'Д']).optional(),
})
const fileSchema = z.object({ problems: z.array(problemSchema) })

/** "pi/3", "5*pi/6", "90pi", "sqrt(5)": a value as the set writes it. */
const numberOf = (v: number | string) =>
  typeof v === 'number' ? v : Number(math.evaluate(v.replace(/(\d)pi/g, '$1*pi')))

export function devSetCases(
  names = readdirSync(BENCH)
    .filter((f) => DEV_SET.test(f))
    .sort(),
): EvalCase[] {
  return names.flatMap((name) => {
    const set = `tuning:${name.replace(/\.json$/, '')}`
    const { problems } = fileSchema.parse(JSON.parse(readFileSync(new URL(name, BENCH), 'utf8')))
    return problems.map((p): EvalCase => {
      const expect: EvalCase['expect'] = p.choice
        ? { kind: 'choice', option: p.choice }
        : p.expression
          ? { kind: 'maths', expression: p.expression.replace(/(\d)x/g, '$1*x') }
          : { kind: 'maths', values: (p.values ?? []).map(numberOf).sort((a, b) => a - b) }
      return { id: `${set}:${p.id}`, language: p.language, message: p.message, expect, set }
    })
  })
}

/**
 * The concept development sets (`topics/dev-concepts*.json`, `topics/dev-near-misses.json`,
 * `intents/fresh-concepts*.json`): written fresh before a round, in the evaluation's own case format, then tuned on,
 * so they are tuning cases too (decision 146); each case's `set` names its file.
 */
const CONCEPT_SETS = [
  { folder: new URL('./topics/', import.meta.url), name: /^dev-(?:concepts|near-misses).*\.json$/ },
  { folder: new URL('./intents/', import.meta.url), name: /^fresh-concepts.*\.json$/ },
]

export function conceptDevSetCases(): EvalCase[] {
  return CONCEPT_SETS.flatMap(({ folder, name }) =>
    readdirSync(folder)
      .filter((f) => name.test(f))
      .sort()
      .flatMap((file) => {
        const set = `tuning:${file.replace(/\.json$/, '')}`
        return loadEvalCases(JSON.parse(readFileSync(new URL(file, folder), 'utf8'))).map((c): EvalCase => ({
          ...c,
          id: `${set}:${c.id}`,
          set,
        }))
      }),
  )
}
