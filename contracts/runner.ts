import { ContractFailure, type Exchange } from './client.ts'
import { operationLabel, operations } from './document.ts'
import {
  emptyCreated,
  Skip,
  TestContext,
  type Case,
  type ContextOptions,
  type Created,
  type Target,
} from './harness.ts'

export type Outcome = 'passed' | 'failed' | 'skipped'

export interface CaseResult {
  name: string
  operation: string
  outcome: Outcome
  ms: number
  message?: string
  /** The document rule (a JSON pointer into the document, or the README section) the server broke. */
  rule?: string
  /** The last request the case made before it failed, and the answer. */
  exchange?: Exchange
}

export interface Coverage {
  /** Per operation (`GET /api/health`): the statuses the document declares and those the run saw. */
  operations: { operation: string; declared: string[]; exercised: string[] }[]
  operationsExercised: number
  operationsDeclared: number
  pairsExercised: number
  pairsDeclared: number
}

export interface SuiteResult {
  target: string
  results: CaseResult[]
  passed: number
  failed: number
  skipped: number
  ms: number
  coverage: Coverage
  created: Created
}

const pattern = (f: string) => {
  try {
    return new RegExp(f, 'i')
  } catch {
    return new RegExp(f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')
  }
}

/**
 * Case-insensitive regular expressions over case names and operations (`POST /api/auth/login`): a case runs when
 * it matches any filter (or there is none) and no exclude. A filter that is not a valid expression is plain text.
 */
export function caseFilter(filters: string[], excludes: string[] = []): (c: Case) => boolean {
  const keep = filters.map(pattern)
  const drop = excludes.map(pattern)
  const matches = (p: RegExp, c: Case) => p.test(c.name) || p.test(c.operation)
  return (c) => (keep.length === 0 || keep.some((p) => matches(p, c))) && !drop.some((p) => matches(p, c))
}

function coverageOf(seen: Map<string, Set<number>>): Coverage {
  const rows = operations().map((op) => {
    const label = operationLabel(op)
    const declared = Object.keys(op.op.responses ?? {})
    const statuses = [...(seen.get(label) ?? [])]
    const exercised = declared.filter((d) =>
      statuses.some((s) => d === String(s) || d === `${String(s)[0]}XX` || d === 'default'),
    )
    return { operation: label, declared, exercised }
  })
  return {
    operations: rows,
    operationsExercised: rows.filter((r) => r.exercised.length > 0).length,
    operationsDeclared: rows.length,
    pairsExercised: rows.reduce((n, r) => n + r.exercised.length, 0),
    pairsDeclared: rows.reduce((n, r) => n + r.declared.length, 0),
  }
}

export interface RunOptions extends Partial<Omit<ContextOptions, 'recorder' | 'created'>> {
  /** Called after each case (the human reporter prints progress with it). */
  onResult?: (r: CaseResult) => void
}

export async function runSuite(target: Target, cases: Case[], options: RunOptions = {}): Promise<SuiteResult> {
  const seen = new Map<string, Set<number>>()
  const created = emptyCreated()
  const people = new Map()
  const recorder = {
    exchange: () => {},
    covered: (operation: string, status: number) => {
      if (!seen.has(operation)) seen.set(operation, new Set())
      seen.get(operation)!.add(status)
    },
  }
  const { onResult, ...contextOptions } = options
  const started = Date.now()
  const results: CaseResult[] = []
  for (const c of cases) {
    const t = new TestContext(target, { ...contextOptions, recorder, created, people })
    const caseStarted = Date.now()
    let result: CaseResult
    try {
      await c.run(t)
      result = { name: c.name, operation: c.operation, outcome: 'passed', ms: Date.now() - caseStarted }
    } catch (error) {
      const ms = Date.now() - caseStarted
      if (error instanceof Skip)
        result = { name: c.name, operation: c.operation, outcome: 'skipped', ms, message: error.message }
      else
        result = {
          name: c.name,
          operation: c.operation,
          outcome: 'failed',
          ms,
          message: error instanceof ContractFailure ? error.message : ((error as Error).stack ?? String(error)),
          rule: error instanceof ContractFailure ? error.details.rule : undefined,
          exchange: (error instanceof ContractFailure && error.details.exchange) || t.lastExchange,
        }
    }
    results.push(result)
    onResult?.(result)
  }
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length
  return {
    target: target.label,
    results,
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    ms: Date.now() - started,
    coverage: coverageOf(seen),
    created,
  }
}
