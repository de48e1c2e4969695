import { languageValues } from '../../../openapi/types.ts'
import type { CaseResult } from './eval-judge.ts'

/**
 * The evaluation's scores (api/ai/offline/EVAL.md): for the tuning and the held-out part side by side, per
 * language and for all, and per `set` group; and the targets of issue 24, checked on the held-out part.
 */

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** A share: how many of the cases it applies to passed. */
interface Share {
  ok: number
  of: number
}
const share = (list: CaseResult[], pick: (r: CaseResult) => boolean | undefined): Share => {
  const relevant = list.filter((r) => pick(r) !== undefined)
  return { ok: relevant.filter((r) => pick(r)).length, of: relevant.length }
}
const percent = (s: Share) => (s.of ? (s.ok / s.of) * 100 : Number.NaN)

export interface Scores {
  cases: number
  maths: Share
  wrongShown: number
  /** Cases expecting an answer that got none. */
  declinedInstead: number
  declinedWhereExpected: Share
  concepts: Share
  intents: Share
  language: Share
  kind: Share
  p95Ms: number
}

export function scores(list: CaseResult[]): Scores {
  return {
    cases: list.length,
    maths: share(list, (r) => r.mathsCorrect),
    wrongShown: list.filter((r) => r.wrongAnswerShown).length,
    declinedInstead: list.filter((r) => r.declinedInstead).length,
    declinedWhereExpected: share(list, (r) => r.declinedOk),
    concepts: share(list, (r) => r.conceptOk),
    intents: share(list, (r) => r.intentOk),
    language: share(list, (r) => r.languageOk),
    kind: share(list, (r) => r.kindOk),
    p95Ms: percentile(
      list.map((r) => r.firstTextMs),
      95,
    ),
  }
}

const shown = (s: Share) => (s.of ? `${s.ok}/${s.of} (${Math.round(percent(s))}%)` : '—')
const ROWS: [string, (s: Scores) => string][] = [
  ['cases', (s) => String(s.cases)],
  ['maths correct', (s) => shown(s.maths)],
  ['wrong answers shown', (s) => String(s.wrongShown)],
  ['declined (answer expected)', (s) => String(s.declinedInstead)],
  ['declined where expected', (s) => shown(s.declinedWhereExpected)],
  ['concept from right note', (s) => shown(s.concepts)],
  ['intent', (s) => shown(s.intents)],
  ['language', (s) => shown(s.language)],
  ['kind', (s) => shown(s.kind)],
  ['p95 first text', (s) => (Number.isNaN(s.p95Ms) ? '—' : `${s.p95Ms.toFixed(1)} ms`)],
]

function layout(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')).join('\n')
}

const byLanguage = (list: CaseResult[]) => [
  ...languageValues.map((l) => list.filter((r) => r.case.language === l)),
  list,
]

/** One row per score; columns: the tuning part per language and all, then the held-out part the same way. */
export function table(tuning: CaseResult[], heldOut?: CaseResult[]): string {
  const heads = [...languageValues, 'all']
  const parts: [string, CaseResult[]][] = [['tuning', tuning]]
  if (heldOut) parts.push(['held-out', heldOut])
  const columns = parts.flatMap(([, list]) => byLanguage(list).map(scores))
  const header = ['', ...parts.flatMap(([name]) => heads.map((h) => `${name} ${h}`))]
  return layout([header, ...ROWS.map(([name, cell]) => [name, ...columns.map(cell)])])
}

/** Cases grouped by their `set`, in order of first appearance. */
export const bySet = (list: CaseResult[]): [string, CaseResult[]][] =>
  [...new Set(list.map((r) => r.case.set ?? '—'))].map((name) => [
    name,
    list.filter((r) => (r.case.set ?? '—') === name),
  ])

/** The maths and concept figures of each source of the tuning part (eval-cases.json, each development set). */
export function sourceTable(sources: [string, CaseResult[]][]): string {
  const rows = sources.map(([name, list]) => {
    const s = scores(list)
    return [name, shown(s.maths), String(s.wrongShown), String(s.declinedInstead), shown(s.concepts), shown(s.intents)]
  })
  return layout([
    [
      'source',
      'maths correct',
      'wrong answers shown',
      'declined (answer expected)',
      'concept from right note',
      'intent',
    ],
    ...rows,
  ])
}

/** Per `set` group (cases without one as "—"): the cases with no problem, in each part. */
export function setTable(tuning: CaseResult[], heldOut?: CaseResult[]): string {
  const group = (r: CaseResult) => r.case.set ?? '—'
  const names = [...new Set([...tuning, ...(heldOut ?? [])].map(group))].sort()
  const passed = (list: CaseResult[], name: string) =>
    shown(
      share(
        list.filter((r) => group(r) === name),
        (r) => !r.problems.length,
      ),
    )
  return layout([
    ['set', 'tuning', ...(heldOut ? ['held-out'] : [])],
    ...names.map((name) => [name, passed(tuning, name), ...(heldOut ? [passed(heldOut, name)] : [])]),
  ])
}

/**
 * The held-out targets of issue 24. With no held-out part (a branch without the file), the same targets on the
 * tuning part, skipping a score it has no cases for.
 */
export function targets(tuning: Scores, heldOut?: Scores): { met: boolean; lines: string[] } {
  const judged = heldOut ?? tuning
  const rate = (name: string, s: Share, min: number): [string, boolean] | undefined =>
    s.of ? [`${name} ≥ ${min}%`, percent(s) >= min] : heldOut ? [`${name}: no cases`, false] : undefined
  const checks = [
    rate('maths', judged.maths, 90),
    ['0 wrong answers shown', judged.wrongShown === 0] as [string, boolean],
    rate('concepts', judged.concepts, 85),
    rate('intents', judged.intents, 90),
    ['p95 < 300 ms', judged.p95Ms < 300] as [string, boolean],
  ].filter((c): c is [string, boolean] => !!c)
  if (heldOut) {
    const gaps: [string, (s: Scores) => Share][] = [
      ['maths', (s) => s.maths],
      ['concepts', (s) => s.concepts],
      ['intents', (s) => s.intents],
      ['language', (s) => s.language],
      ['kind', (s) => s.kind],
    ]
    for (const [name, pick] of gaps) {
      const gap = percent(pick(tuning)) - percent(pick(heldOut))
      // A score the tuning part has no cases for has no gap to check.
      if (!Number.isNaN(percent(pick(tuning))))
        checks.push([`${name}: tuning ≤ 5 points above held-out (${gap.toFixed(1)})`, !(gap > 5)])
    }
  }
  const lines = checks.map(([name, ok]) => `  ${ok ? 'met    ' : 'NOT met'} ${name}`)
  const met = checks.every(([, ok]) => ok)
  const part = heldOut ? 'the held-out part' : 'the tuning part (no held-out part on this branch)'
  return { met, lines: [`Targets on ${part}: ${met ? 'met' : 'NOT met'}`, ...lines] }
}
