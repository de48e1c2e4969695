import { all, create, type MathNode } from 'mathjs'
import type { Language } from '../../../../openapi/types.ts'

/**
 * The numeric side of the maths, independent of the computer-algebra system (decision 045): mathjs parses the
 * CAS's answers and evaluates them, so every answer shown is checked by a second engine (substitution, values at
 * several points, numeric integrals and roots) before the student sees it.
 */
export const math = create(all, {})

const FUNCTIONS = new Set(['sqrt', 'cbrt', 'sin', 'cos', 'tan', 'cot', 'log', 'log10', 'log2', 'exp', 'abs'])
const FUNCTIONS_EVAL = new Set([...FUNCTIONS, 'combinations', 'permutations', 'factorial', 'asin', 'acos', 'atan'])
const SYMBOLS = new Set(['x', 'y', 'e', 'pi'])
const OPERATORS = new Set(['+', '-', '*', '/', '^', 'unaryMinus', 'unaryPlus'])

/**
 * Parses an expression in the engine's notation, allowing only numbers, x/y/e/pi, + − × ÷ ^ !, brackets and
 * elementary functions: nothing else reaches an evaluator. Undefined when the text is not such an expression.
 */
export function parseSafe(text: string, allowCounting = false): MathNode | undefined {
  const source = text.trim()
  if (!source || source.length > 300) return undefined
  let node: MathNode
  try {
    node = math.parse(source)
  } catch {
    return undefined
  }
  const functions = allowCounting ? FUNCTIONS_EVAL : FUNCTIONS
  let ok = true
  node.traverse((n, _path, parent) => {
    if (math.isConstantNode(n)) {
      if (typeof n.value !== 'number') ok = false
    } else if (math.isSymbolNode(n)) {
      const called = math.isFunctionNode(parent) && parent.fn === n
      if (!SYMBOLS.has(n.name) && !(called && functions.has(n.name))) ok = false
    } else if (math.isFunctionNode(n)) {
      if (!functions.has(n.fn.name)) ok = false
    } else if (math.isOperatorNode(n)) {
      const { op, fn, args } = n
      if (!OPERATORS.has(op) && !OPERATORS.has(fn) && !(allowCounting && op === '!')) ok = false
      // Towers such as 9^9^9 are refused rather than computed.
      if (op === '^' && !(Math.abs(evalAt(args[1], { x: 2, y: 3 })) <= 64)) ok = false
    } else if (n.type !== 'ParenthesisNode') ok = false
  })
  return ok ? node : undefined
}

/** The value at `scope`; NaN when it is not a real number or cannot be computed (callers check finiteness). */
export function evalAt(node: MathNode, scope: Record<string, number> = {}): number {
  try {
    const value = node.evaluate(scope) as unknown
    return typeof value === 'number' ? value : Number.NaN
  } catch {
    return Number.NaN
  }
}

export function close(a: number, b: number, tolerance = 1e-7): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))
}

/** Points where expressions are compared: away from the usual singularities (0, ±1, ±2, integers). */
export const SAMPLE_POINTS = [0.37, 1.23, 2.71, 3.49, 5.17]

/** Two expressions of x agree (where both are defined) at the sample points, up to a constant when `upToConstant`. */
export function sameFunction(a: MathNode, b: MathNode, upToConstant = false): boolean {
  const diffs: number[] = []
  for (const x of SAMPLE_POINTS) {
    const va = evalAt(a, { x })
    const vb = evalAt(b, { x })
    if (!Number.isFinite(va) || !Number.isFinite(vb)) continue
    diffs.push(va - vb)
  }
  if (diffs.length < 3) return false
  const base = upToConstant ? diffs[0] : 0
  return diffs.every((d, i) => close(d - base, 0, 1e-7 * (1 + Math.abs(evalAt(a, { x: SAMPLE_POINTS[i] })))))
}

/** The derivative at x by a central difference (for checking a derivative the CAS gave). */
export function slopeAt(node: MathNode, x: number): number {
  const h = 1e-5 * Math.max(1, Math.abs(x))
  return (evalAt(node, { x: x + h }) - evalAt(node, { x: x - h })) / (2 * h)
}

/** ∫ₐᵇ f dx by composite Simpson's rule; NaN when f is not finite somewhere on the grid. */
export function simpson(node: MathNode, a: number, b: number, intervals = 2000): number {
  const h = (b - a) / intervals
  let sum = 0
  for (let i = 0; i <= intervals; i++) {
    const v = evalAt(node, { x: a + i * h })
    if (!Number.isFinite(v)) return Number.NaN
    sum += v * (i === 0 || i === intervals ? 1 : i % 2 ? 4 : 2)
  }
  return (sum * h) / 3
}

/**
 * The real roots of f on [a, b], found numerically: sign changes refined by bisection, and touching roots (a
 * local minimum of |f| at zero). Poles (a sign change where |f| grows) are not roots. Used to check that the
 * CAS found every root and no extra one.
 */
export function numericRoots(f: (x: number) => number, a: number, b: number, steps = 4000): number[] {
  const roots: number[] = []
  const h = (b - a) / steps
  const push = (r: number) => {
    if (!roots.some((s) => Math.abs(s - r) < 1e-6 * Math.max(1, Math.abs(r)))) roots.push(r)
  }
  let px = a
  let pv = f(a)
  if (Math.abs(pv) < 1e-12) push(a)
  for (let i = 1; i <= steps; i++) {
    const x = a + i * h
    const v = f(x)
    if (Math.abs(v) < 1e-12) push(x)
    else if (Number.isFinite(pv) && Number.isFinite(v) && Math.sign(pv) !== Math.sign(v) && pv !== 0) {
      let lo = px
      let hi = x
      for (let k = 0; k < 80; k++) {
        const mid = (lo + hi) / 2
        if (Math.sign(f(mid)) === Math.sign(f(lo))) lo = mid
        else hi = mid
      }
      const r = (lo + hi) / 2
      if (Math.abs(f(r)) < 1e-6 * Math.max(1, Math.abs(pv), Math.abs(v))) push(r)
    } else if (i < steps && Number.isFinite(v) && Math.abs(v) < 1e-3) {
      const next = f(x + h)
      if (Math.abs(v) <= Math.abs(pv) && Math.abs(v) <= Math.abs(next)) {
        const r = goldenMinimum((t) => Math.abs(f(t)), x - h, x + h)
        if (Math.abs(f(r)) < 1e-9) push(r)
      }
    }
    px = x
    pv = v
  }
  return roots.sort((p, q) => p - q)
}

function goldenMinimum(g: (x: number) => number, a: number, b: number): number {
  const phi = (Math.sqrt(5) - 1) / 2
  for (let k = 0; k < 100; k++) {
    const c = b - phi * (b - a)
    const d = a + phi * (b - a)
    if (g(c) < g(d)) b = d
    else a = c
  }
  return (a + b) / 2
}

// ---- Display ----------------------------------------------------------------------------------------------------

export function formatNumber(value: number, language: Language, decimals = 4): string {
  const rounded = Number(value.toFixed(decimals))
  const text = Object.is(rounded, -0) ? '0' : String(rounded)
  const signed = text.replace(/^-/, '−')
  return language === 'en' ? signed : signed.replace('.', ',')
}

export function superscript(n: number): string {
  const digits = '⁰¹²³⁴⁵⁶⁷⁸⁹'
  return String(n)
    .split('')
    .map((d) => (d === '-' ? '⁻' : digits[Number(d)]))
    .join('')
}

/** An expression the way it is written on paper: 3x² − 2x, √x, ln x, decimal commas in uk/pl. */
export function showExpression(text: string, language: Language = 'en'): string {
  const shown = text
    .replace(/\s+/g, '')
    .replace(/\blog\(([^(),]+),e\)/g, 'ln($1)')
    .replace(/(\d)\*(?=[a-z(])/g, '$1')
    .replace(/\*/g, '·')
    .replace(/\^(\d+)(?![\d.])/g, (_m, d: string) => superscript(Number(d)))
    .replace(/\bsqrt\((\d+|x)\)/g, '√$1')
    .replace(/\bsqrt\(/g, '√(')
    .replace(/\bcbrt\((\d+)\)/g, '∛$1')
    .replace(/\bcbrt\(/g, '∛(')
    .replace(/\bpi\b/g, 'π')
    .replace(/([^(^])([+\-=<>])/g, '$1 $2 ')
    .replace(/-/g, '−')
    .replace(/ {2,}/g, ' ')
  return language === 'en' ? shown : shown.replace(/(\d)\.(\d)/g, '$1,$2')
}

/** Rounds away float noise (0.30000000000000004 → 0.3). */
export function round(value: number): number {
  return Number(value.toPrecision(12))
}
