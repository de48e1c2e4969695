import type { MathNode } from 'mathjs'
// nerdamer's add-ons register themselves on the core when loaded; plain imports work in Node and in the browser mocks.
import nerdamerCore from 'nerdamer'
import 'nerdamer/Algebra.js'
import 'nerdamer/Calculus.js'
import 'nerdamer/Solve.js'
import { math } from './expr.ts'

/**
 * The computer-algebra system (nerdamer, decision 045) behind one small interface, in the engine's notation both
 * ways. Nothing it returns is shown unchecked: the callers verify every answer numerically with mathjs (expr.ts).
 */

// nerdamer's own typings leave out what its Solve add-on (imported above) adds to the core.
declare module 'nerdamer' {
  function solve(equation: string, variable: string): Expression
  function solveEquations(equations: string[]): [string, number][]
}

const nerdamer = () => nerdamerCore

/** Loads the CAS ahead of the first message (the server's warm-up). */
export function warmCas(): void {
  nerdamer()('diff(x^2,x)').toString()
}

/** Engine notation → nerdamer: log(a, b) as ln a / ln b, combinations and permutations by factorials. */
export function toCas(text: string): string {
  const print = (n: MathNode): string => {
    if (math.isFunctionNode(n)) {
      const a = n.args.map(print)
      const name = n.fn.name
      if (name === 'log' && a.length === 2) return a[1] === 'e' ? `log(${a[0]})` : `(log(${a[0]})/log(${a[1]}))`
      if (name === 'log10') return `(log(${a[0]})/log(10))`
      if (name === 'combinations') return `(fact(${a[0]})/(fact(${a[1]})*fact((${a[0]})-(${a[1]}))))`
      if (name === 'permutations') return `(fact(${a[0]})/fact((${a[0]})-(${a[1]})))`
      if (name === 'factorial') return `fact(${a[0]})`
      return `${name}(${a.join(',')})`
    }
    if (math.isOperatorNode(n)) {
      const a = n.args.map(print)
      if (a.length === 1) return n.op === '!' ? `fact(${a[0]})` : `(${n.op}${a[0]})`
      return `(${a.join(n.op)})`
    }
    if (math.isParenthesisNode(n)) return `(${print(n.content)})`
    if (math.isSymbolNode(n)) return n.name
    return String(math.isConstantNode(n) ? n.value : undefined)
  }
  return print(math.parse(text))
}

/** nerdamer's printed answer → engine notation (it writes e^x, log(x) for ln x, abs, sqrt as we do). */
function fromCas(text: string): string {
  return text.replace(/\s+/g, '')
}

function attempt<T>(f: () => T): T | undefined {
  try {
    return f()
  } catch {
    return undefined
  }
}

/** Candidate solutions of lhs = rhs for `v` (exact forms where it has them); undefined when the CAS gives up. */
export function solveEquation(lhs: string, rhs: string, v = 'x'): string[] | undefined {
  const out = attempt(() =>
    nerdamer()
      .solve(`${toCas(lhs)}=${toCas(rhs)}`, v)
      .toString(),
  )
  if (out === undefined) return undefined
  return out
    .replace(/^\[|\]$/g, '')
    .split(',')
    .filter(Boolean)
    .map(fromCas)
}

/** The solution of a system of equations (each "l=r"), as name → value; undefined when the CAS gives up. */
export function solveSystem(equations: string[]): Record<string, number> | undefined {
  const cas = equations.map((e) => e.split('=').map(toCas).join('='))
  const out = attempt(() => nerdamer().solveEquations(cas))
  if (!out?.length) return undefined
  return Object.fromEntries(out.map(([k, v]) => [k, Number(v)]))
}

type Operation = 'simplify' | 'factor' | 'expand' | 'diff' | 'integrate'
/** simplify, factor, expand, d/dx or ∫ dx of an expression of x; undefined when the CAS gives up. */
export function transform(op: Operation, expression: string): string | undefined {
  const e = toCas(expression)
  const call = op === 'diff' || op === 'integrate' ? `${op}(${e},x)` : `${op}(${e})`
  const out = attempt(() => nerdamer()(call).toString())
  return out === undefined || /integrate|diff\(/.test(out) ? undefined : fromCas(out)
}

/** ∫ₐᵇ exactly (nerdamer's defint), as text; undefined when it gives up. */
export function definiteIntegral(expression: string, from: string, to: string): string | undefined {
  return attempt(() => nerdamer()(`defint(${toCas(expression)},${toCas(from)},${toCas(to)},x)`).toString())
}

/** lim x→at; `at` may be "inf". */
export function limit(expression: string, at: string): string | undefined {
  const point = at === 'inf' ? 'Infinity' : at === '-inf' ? '-Infinity' : toCas(at)
  return attempt(() => nerdamer()(`limit(${toCas(expression)},x,${point})`).toString())
}

/** A real value of an exact CAS answer (via mathjs, so "log(5)/log(2)" or "sqrt(3)/2" read the same way). */
export function valueOf(text: string): number {
  try {
    const v = math.evaluate(text) as unknown
    if (typeof v === 'number') return v
    // Cardano's formula gives real roots of cubics as complex expressions whose imaginary parts cancel.
    const z = v as { re?: number; im?: number }
    return typeof z.re === 'number' && Math.abs(z.im ?? 1) < 1e-9 * Math.max(1, Math.abs(z.re)) ? z.re : Number.NaN
  } catch {
    return Number.NaN
  }
}
