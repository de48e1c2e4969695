import { languageValues } from '../../../openapi/types.ts'
import type { CaseResult } from './eval.ts'

/** The evaluation's table: one row per language and one for all, each column a share of the cases it applies to. */

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

export function table(results: CaseResult[]): string {
  const rows: string[][] = [
    [
      '',
      'cases',
      'maths correct',
      'wrong shown',
      'language',
      'source used',
      'declined',
      'kind ok',
      'inert',
      'p95 first text',
    ],
  ]
  const groups: [string, CaseResult[]][] = [
    ...languageValues.map((l): [string, CaseResult[]] => [l, results.filter((r) => r.case.language === l)]),
    ['all', results],
  ]
  const frac = (list: CaseResult[], pick: (r: CaseResult) => boolean | undefined) => {
    const relevant = list.filter((r) => pick(r) !== undefined)
    const ok = relevant.filter((r) => pick(r)).length
    return relevant.length ? `${ok}/${relevant.length} (${Math.round((ok / relevant.length) * 100)}%)` : '—'
  }
  for (const [name, list] of groups) {
    rows.push([
      name,
      String(list.length),
      frac(list, (r) => r.mathsCorrect),
      String(list.filter((r) => r.wrongAnswerShown).length),
      frac(list, (r) => r.languageOk),
      frac(list, (r) => r.sourceOk),
      frac(list, (r) => r.declinedOk),
      frac(list, (r) => r.kindOk),
      frac(list, (r) => r.inert),
      `${percentile(
        list.map((r) => r.firstTextMs),
        95,
      ).toFixed(1)} ms`,
    ])
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')).join('\n')
}
