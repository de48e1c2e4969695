import type { MathNode } from 'mathjs'
import { math } from '../expr.ts'
import type { CasProblem } from './cas-problems.ts'

/**
 * Each candidate system behind one interface for the comparison: the problem in, its answer out (numbers or an
 * expression in mathjs syntax), or undefined when the system cannot do that kind of task. Nothing is repaired
 * here: extra roots, missing roots and wrong forms count against the system.
 */
export interface CasAdapter {
  name: string
  /** The npm packages it needs (for the size figures). */
  packages: string[]
  load(): Promise<void>
  run(p: CasProblem): number[] | number | string | undefined
}

type Printer = (name: string, args: string[]) => string | undefined

/** A problem's text in another system's syntax, by renaming functions (log base b, combinations, e). */
export function translate(text: string, rename: Printer): string {
  const node = math.parse(text)
  const print = (n: MathNode): string => {
    if (math.isFunctionNode(n)) {
      const args = n.args.map(print)
      return rename(n.fn.name, args) ?? `${n.fn.name}(${args.join(',')})`
    }
    if (math.isOperatorNode(n)) {
      const args = n.args.map(print)
      if (args.length === 1) return n.op === '!' ? `(${args[0]})!` : `(${n.op}${args[0]})`
      return `(${args.join(n.op)})`
    }
    if (math.isParenthesisNode(n)) return `(${print(n.content)})`
    if (math.isSymbolNode(n)) return rename(`symbol:${n.name}`, []) ?? n.name
    return String(math.isConstantNode(n) ? n.value : undefined)
  }
  return print(node)
}

/** The equation behind a task: "l = r", the inequality's boundary equation, each denominator = 0. */
export function equationsOf(p: CasProblem): string[] {
  if (p.equation) return [p.equation]
  const op = /<=|>=|<|>/.exec(p.inequality!)![0]
  const [l, r] = p.inequality!.split(op)
  const denominators: string[] = []
  math.parse(`(${l})-(${r})`).traverse((n) => {
    if (math.isOperatorNode(n) && n.op === '/' && n.args[1].type !== 'ConstantNode')
      denominators.push(`${n.args[1].toString()}=0`)
  })
  return [`${l}=${r}`, ...denominators]
}

/** Real numbers out of a system's printed answers; complex or unreadable ones dropped. */
export function realValues(texts: string[]): number[] {
  const out: number[] = []
  for (const t of texts) {
    try {
      const v = math.evaluate(t.replace(/\*\*/g, '^')) as unknown
      if (typeof v === 'number' && Number.isFinite(v)) out.push(v)
    } catch {
      /* not a real number */
    }
  }
  return out
}

/** Roots inside the stated interval (a CAS gives principal or general solutions; the interval is the task's). */
export function inInterval(p: CasProblem, values: number[]): number[] {
  const unique = values.filter((v, i) => values.findIndex((w) => Math.abs(w - v) < 1e-9) === i)
  if (!p.interval) return unique
  const [lo, hi] = p.interval.map((s) => Number(math.evaluate(s)))
  return unique.filter((v) => v >= lo - 1e-12 && v <= hi + 1e-12)
}
