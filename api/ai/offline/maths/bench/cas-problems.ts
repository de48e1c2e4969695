import { readFileSync } from 'node:fs'
import type { MathNode } from 'mathjs'
import { close, evalAt, math, numericRoots, sameFunction, simpson, slopeAt } from '../expr.ts'

/**
 * The problem set the computer-algebra systems were compared on (decision 045): problems of every school kind
 * from the bank's maths topics, in one neutral notation (mathjs syntax: log(a, b) is the logarithm base b).
 */
export interface CasProblem {
  id: string
  exam: string
  topic: string
  kind: string
  task:
    | 'solve'
    | 'inequality'
    | 'system'
    | 'simplify'
    | 'factor'
    | 'expand'
    | 'diff'
    | 'integrate'
    | 'defint'
    | 'limit'
    | 'evaluate'
  equation?: string
  interval?: [string, string]
  inequality?: string
  solution?: string
  equations?: string[]
  expression?: string
  from?: string
  to?: string
  at?: string
  /** Real roots (sorted), boundary points, (x, y), a number, or an equivalent expression. */
  answer: number[] | number | string
}

export function loadProblems(): CasProblem[] {
  const url = new URL('./cas-problems.json', import.meta.url)
  return (JSON.parse(readFileSync(url, 'utf8')) as { problems: CasProblem[] }).problems
}

const parse = (s: string): MathNode => math.parse(s)
const num = (s: string) => Number(math.evaluate(s))

/** The two sides of "l = r" as one function l − r. */
export function sides(text: string, op = '='): MathNode {
  const [l, r] = text.split(op)
  return parse(`(${l}) - (${r})`)
}

/** Numbers agree as sets (sorted, within tolerance). */
export function sameNumbers(got: number[], expected: number[]): boolean {
  const a = [...got].sort((p, q) => p - q)
  const b = [...expected].sort((p, q) => p - q)
  return a.length === b.length && a.every((v, i) => close(v, b[i], 1e-6))
}

/** Whether `got` is the right answer to `p`, judged numerically with mathjs (never with the CAS that produced it). */
export function isCorrect(p: CasProblem, got: number[] | number | string | undefined): boolean {
  if (got === undefined) return false
  if (typeof p.answer === 'string') {
    if (typeof got !== 'string') return false
    let node: MathNode
    try {
      node = parse(got)
    } catch {
      return false
    }
    return sameFunction(node, parse(p.answer), p.task === 'integrate')
  }
  if (typeof p.answer === 'number') return typeof got === 'number' && close(got, p.answer, 1e-6)
  return (
    Array.isArray(got) &&
    (p.task === 'system'
      ? got.every((v, i) => close(v, (p.answer as number[])[i], 1e-6)) && got.length === 2
      : sameNumbers(got, p.answer))
  )
}

/**
 * The stated answer checked from first principles, without any CAS: roots substituted and found again by a numeric
 * scan; a derivative by difference quotients; an integral by Simpson's rule; a limit by evaluating close to the
 * point; a value by direct evaluation.
 */
export function checkAnswer(p: CasProblem): boolean {
  const a = p.answer
  switch (p.task) {
    case 'solve': {
      const f = sides(p.equation!)
      const far = Math.max(60, ...(a as number[]).map((v) => 2 * Math.abs(v)))
      const [lo, hi] = p.interval ? p.interval.map(num) : [-far, far]
      const found = numericRoots((x) => evalAt(f, { x }), lo, hi, 12000)
      return sameNumbers(found, a as number[])
    }
    case 'inequality': {
      const op = /<=|>=|<|>/.exec(p.inequality!)![0]
      const f = sides(p.inequality!, op)
      const holds = (x: number) => math.evaluate(`${evalAt(f, { x })} ${op} 0`) as boolean
      const b = a as number[]
      const probes = [b[0] - 1, ...b.slice(1).map((v, i) => (v + b[i]) / 2), b[b.length - 1] + 1]
      const ends = [...b, Number.NaN]
      // Each boundary is a root or a pole of l − r, and the truth value changes there.
      const rootOrPole = (x: number) =>
        !(Math.abs(evalAt(f, { x })) > 1e-9) || Math.abs(evalAt(f, { x: x + 1e-9 })) > 1e6
      return (
        b.every(rootOrPole) &&
        probes.every(
          (x, i) => i === 0 || holds(x) !== holds(probes[i - 1]) || !Number.isFinite(evalAt(f, { x: ends[i - 1] })),
        )
      )
    }
    case 'system': {
      const [x, y] = a as number[]
      return p.equations!.every((e) => close(evalAt(sides(e), { x, y }), 0, 1e-9))
    }
    case 'simplify':
    case 'factor':
    case 'expand':
      return sameFunction(parse(a as string), parse(p.expression!))
    case 'diff': {
      const f = parse(p.expression!)
      const d = parse(a as string)
      return [0.37, 1.23, 2.71].every((x) => close(slopeAt(f, x), evalAt(d, { x }), 1e-5))
    }
    case 'integrate': {
      const f = parse(p.expression!)
      const F = parse(a as string)
      return [0.37, 1.23, 2.71].every((x) => close(slopeAt(F, x), evalAt(f, { x }), 1e-5))
    }
    case 'defint':
      return close(simpson(parse(p.expression!), num(p.from!), num(p.to!), 20000), a as number, 1e-6)
    case 'limit': {
      const f = parse(p.expression!)
      const near = p.at === 'inf' ? [1e7, 1e8] : [num(p.at!) - 1e-7, num(p.at!) + 1e-7]
      return near.every((x) => close(evalAt(f, { x }), a as number, 1e-5))
    }
    case 'evaluate':
      return close(num(p.expression!), a as number, 1e-9)
  }
}
