import { all, create, type Fraction, type MathNode } from 'mathjs'
import type { Language } from '../../../../openapi/types.ts'

/** mathjs with plain numbers (parse, simplify, derivative, evaluation) and with exact fractions. */
export const math = create(all, {})
const exact = create(all, { number: 'Fraction' })
const precise = create(all, { number: 'BigNumber', precision: 40 })

const FUNCTIONS = new Set(['sqrt', 'sin', 'cos', 'tan', 'cot', 'log', 'exp', 'abs'])
const SYMBOLS = new Set(['x', 'y', 'e', 'pi'])
const OPERATORS = new Set(['+', '-', '*', '/', '^'])

/**
 * Parses a student's expression, allowing only numbers, x/y/e/pi, + − × ÷ ^, brackets and a few elementary
 * functions: nothing else reaches mathjs' evaluator. Undefined when the text is not such an expression.
 */
export function parseSafe(text: string): MathNode | undefined {
  const source = text.trim().replace(/\bln\s*\(/g, 'log(')
  if (!source || source.length > 160) return undefined
  let node: MathNode
  try {
    node = math.parse(source)
  } catch {
    return undefined
  }
  let ok = true
  node.traverse((n, _path, parent) => {
    if (n.type === 'ConstantNode') {
      if (typeof (n as unknown as { value: unknown }).value !== 'number') ok = false
    } else if (n.type === 'SymbolNode') {
      // A function's name only as the name of a call (checked below): "log 1000" would multiply a function.
      const name = (n as unknown as { name: string }).name
      const called = parent?.type === 'FunctionNode' && (parent as unknown as { fn: MathNode }).fn === n
      if (!SYMBOLS.has(name) && !(called && FUNCTIONS.has(name))) ok = false
    } else if (n.type === 'FunctionNode') {
      const name = (n as unknown as { fn: { name: string } }).fn.name
      if (!FUNCTIONS.has(name)) ok = false
    } else if (n.type === 'OperatorNode') {
      const op = (n as unknown as { op: string }).op
      if (!OPERATORS.has(op)) ok = false
      // Towers such as 9^9^9 are refused rather than computed.
      if (op === '^') {
        const exponent = (n as unknown as { args: MathNode[] }).args[1]
        try {
          const value = exponent.evaluate({ x: 2, y: 3 }) as number
          if (Math.abs(value) > 64) ok = false
        } catch {
          ok = false
        }
      }
    } else if (n.type !== 'ParenthesisNode') ok = false
  })
  return ok ? node : undefined
}

export function variablesOf(node: MathNode): Set<string> {
  const vars = new Set<string>()
  node.traverse((n, _path, parent) => {
    if (n.type !== 'SymbolNode') return
    const name = (n as unknown as { name: string }).name
    const isFunctionName = parent?.type === 'FunctionNode' && (parent as unknown as { fn: MathNode }).fn === n
    if (!isFunctionName && (name === 'x' || name === 'y')) vars.add(name)
  })
  return vars
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

/** An exact fraction value of an arithmetic expression, when it has one (no roots, no functions). */
export function evalExact(text: string): Fraction | undefined {
  try {
    const f = exact.evaluate(text) as Fraction
    return typeof f === 'object' && f !== null && 'd' in f ? f : undefined
  } catch {
    return undefined
  }
}

/** The same expression computed exactly (fractions) or with 40 digits: an independent check of a float result. */
export function evalIndependent(text: string): number | undefined {
  const source = text.replace(/\bln\s*\(/g, 'log(')
  try {
    const f = exact.evaluate(source) as Fraction
    return Number(f.valueOf())
  } catch {
    try {
      return Number(precise.evaluate(source).toString())
    } catch {
      return undefined
    }
  }
}

export function close(a: number, b: number, tolerance = 1e-9): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))
}

// ---- Exact numbers ----------------------------------------------------------------------------------------------

export type Frac = Fraction

export function frac(value: number | string): Frac {
  return math.fraction(value) as Frac
}

export function fracValue(f: Frac): number {
  return Number(f.valueOf())
}

/**
 * Coefficients [c0, c1, c2, …] of a polynomial in x, exact (fractions), expanded from the expression tree:
 * numbers, x, + − ×, division by a number, whole non-negative powers. Undefined for anything else.
 */
export function polynomial(node: MathNode): Frac[] | undefined {
  try {
    const coefficients = polyOf(node)
    if (!coefficients) return undefined
    while (coefficients.length > 1 && fracValue(coefficients[coefficients.length - 1]) === 0) coefficients.pop()
    return coefficients
  } catch {
    return undefined
  }
}

const MAX_DEGREE = 12

function polyOf(node: MathNode): Frac[] | undefined {
  const n = node as unknown as {
    type: string
    value?: number
    name?: string
    op?: string
    args?: MathNode[]
    content?: MathNode
  }
  switch (n.type) {
    case 'ConstantNode':
      return typeof n.value === 'number' && Number.isFinite(n.value) ? [frac(n.value)] : undefined
    case 'SymbolNode':
      return n.name === 'x' ? [frac(0), frac(1)] : undefined
    case 'ParenthesisNode':
      return polyOf(n.content!)
    case 'OperatorNode': {
      const args = n.args ?? []
      if (args.length === 1) {
        const p = polyOf(args[0])
        if (!p) return undefined
        return n.op === '-' ? p.map((c) => math.unaryMinus(c) as Frac) : n.op === '+' ? p : undefined
      }
      const [a, b] = args.map(polyOf)
      if (!a || !b) return undefined
      if (n.op === '+' || n.op === '-') {
        const out: Frac[] = []
        for (let i = 0; i < Math.max(a.length, b.length); i++) {
          const x = a[i] ?? frac(0)
          const y = b[i] ?? frac(0)
          out.push((n.op === '+' ? math.add(x, y) : math.subtract(x, y)) as Frac)
        }
        return out
      }
      if (n.op === '*') return multiplyPoly(a, b)
      if (n.op === '/') {
        if (b.slice(1).some((c) => fracValue(c) !== 0) || fracValue(b[0]) === 0) return undefined
        return a.map((c) => math.divide(c, b[0]) as Frac)
      }
      if (n.op === '^') {
        if (b.slice(1).some((c) => fracValue(c) !== 0)) return undefined
        const power = fracValue(b[0])
        if (!Number.isInteger(power) || power < 0 || (a.length - 1) * power > MAX_DEGREE) return undefined
        let out: Frac[] = [frac(1)]
        for (let i = 0; i < power; i++) {
          const next = multiplyPoly(out, a)
          if (!next) return undefined
          out = next
        }
        return out
      }
      return undefined
    }
    default:
      return undefined
  }
}

function multiplyPoly(a: Frac[], b: Frac[]): Frac[] | undefined {
  if (a.length + b.length - 2 > MAX_DEGREE) return undefined
  const out: Frac[] = Array.from({ length: a.length + b.length - 1 }, () => frac(0))
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = math.add(out[i + j], math.multiply(x, y)) as Frac)))
  return out
}

/** Rounds away float noise (0.30000000000000004 → 0.3). */
export function round(value: number): number {
  return Number(value.toPrecision(12))
}

// ---- Roots of polynomials of degree 3 and 4 ---------------------------------------------------------------------

/** Rational roots are looked for only while the candidates stay few (divisors of the end coefficients). */
const MAX_RATIONAL_CANDIDATE = 100_000

function divisors(n: bigint): bigint[] {
  const out: bigint[] = []
  for (let d = 1n; d * d <= n; d++)
    if (n % d === 0n) {
      out.push(d)
      if (d * d !== n) out.push(n / d)
    }
  return out
}

/** p / (x − r) exactly (synthetic division), when r is a root; undefined otherwise. */
function divideOutRoot(p: Frac[], r: Frac): Frac[] | undefined {
  const high = [...p].reverse()
  const out: Frac[] = [high[0]]
  for (let i = 1; i < high.length; i++) out.push(math.add(high[i], math.multiply(out[i - 1], r)) as Frac)
  if (fracValue(out.pop()!) !== 0) return undefined
  return out.reverse()
}

/** The real roots of a polynomial of degree ≤ 3 from mathjs' closed forms (complex ones left out). */
function closedFormRealRoots(p: Frac[]): number[] {
  if (p.length < 2) return []
  const polynomialRoot = math.polynomialRoot as (...coefficients: number[]) => (number | { re: number; im: number })[]
  const roots = polynomialRoot(...p.map(fracValue))
  return roots.flatMap((r) =>
    typeof r === 'number' ? [r] : Math.abs(r.im) <= 1e-9 * Math.max(1, Math.abs(r.re)) ? [r.re] : [],
  )
}

/**
 * Real roots of a polynomial of degree 3 or 4 (coefficients from c0 up), with multiplicity folded: zero and rational
 * roots divided out exactly (rational root theorem), what is left (degree ≤ 3, or a biquadratic) by closed forms.
 * Undefined for a quartic with no rational root that is not biquadratic. Every step is bounded (no search that can
 * run away on a student's input); callers still check each root by substitution.
 */
export function polynomialRealRoots(coefficients: Frac[]): number[] | undefined {
  let p = [...coefficients]
  const roots: number[] = []
  while (p.length > 1 && fracValue(p[0]) === 0) {
    roots.push(0)
    p = p.slice(1)
  }
  // Integer coefficients with the same roots: multiply by the denominators' least common multiple.
  const lcm = p.reduce((m, c) => {
    const d = BigInt(c.d)
    let [a, b] = [m, d]
    while (b) [a, b] = [b, a % b]
    return (m / a) * d
  }, 1n)
  const ends = [p[0], p[p.length - 1]].map((c) => (BigInt(c.n) * lcm) / BigInt(c.d))
  if (p.length > 2 && ends.every((e) => e <= BigInt(MAX_RATIONAL_CANDIDATE))) {
    const candidates = divisors(ends[0]).flatMap((num) =>
      divisors(ends[1]).flatMap((den) => [frac(`${num}/${den}`), frac(`-${num}/${den}`)]),
    )
    for (const r of candidates)
      for (let next = divideOutRoot(p, r); next && p.length > 2; next = divideOutRoot(p, r)) {
        roots.push(fracValue(r))
        p = next
      }
  }
  if (p.length <= 4) roots.push(...closedFormRealRoots(p))
  else if (fracValue(p[1]) === 0 && fracValue(p[3]) === 0) {
    // ax⁴ + bx² + c: t = x² solves a quadratic; every t ≥ 0 gives ±√t.
    for (const t of closedFormRealRoots([p[0], p[2], p[4]])) if (t >= 0) roots.push(Math.sqrt(t), -Math.sqrt(t))
  } else return undefined
  return roots
}

// ---- Display ----------------------------------------------------------------------------------------------------

export function formatNumber(value: number, language: Language, decimals = 4): string {
  const rounded = Number(value.toFixed(decimals))
  const text = Object.is(rounded, -0) ? '0' : String(rounded)
  const signed = text.replace(/^-/, '−')
  return language === 'en' ? signed : signed.replace('.', ',')
}

export function formatFrac(f: Frac, language: Language): string {
  const value = fracValue(f)
  if (Number(f.d) === 1) return formatNumber(value, language)
  const text = `${value < 0 ? '−' : ''}${String(f.n)}/${String(f.d)}`
  return text
}

/** An exact value with its decimal approximation when it is not a whole number: "7/3 ≈ 2.3333". */
export function formatExact(f: Frac, language: Language): string {
  if (Number(f.d) === 1) return formatFrac(f, language)
  const decimal = fracValue(f)
  const shown = formatNumber(decimal, language)
  return Number(decimal.toFixed(4)) === decimal ? shown : `${formatFrac(f, language)} ≈ ${shown}`
}

export function showExpression(node: MathNode | string, language: Language = 'en'): string {
  const text = typeof node === 'string' ? node : node.toString({ implicit: 'hide', parenthesis: 'auto' })
  const shown = text
    .replace(/\blog\(/g, 'ln(')
    .replace(/(\d) \* (?=[a-z(])/g, '$1')
    .replace(/(\d) (?=[a-z(])/g, '$1')
    .replace(/ \* /g, ' · ')
    .replace(/\s*\^\s*/g, '^')
    .replace(/\)\s+\(/g, ')(')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\^(\d+)(?![\d.])/g, (_m, d: string) => superscript(Number(d)))
    .replace(/\bsqrt\((\d+|x)\)/g, '√$1')
    .replace(/\bsqrt\(/g, '√(')
    .replace(/(^|[\s(])-/g, '$1−')
    .replace(/ - /g, ' − ')
  return language === 'en' ? shown : shown.replace(/(\d)\.(\d)/g, '$1,$2')
}

/** A coefficient in front of x: 1 → "", −1 → "−", 3 → "3". */
export function coefficient(f: Fraction, language: Language): string {
  const text = formatFrac(f, language)
  return text === '1' ? '' : text === '−1' ? '−' : text.includes('/') ? `(${text})` : text
}

/** A polynomial from its coefficients, highest power first: "2x² − 3x + 1". */
export function showPolynomial(coefficients: Frac[], language: Language): string {
  const parts: string[] = []
  for (let i = coefficients.length - 1; i >= 0; i--) {
    const c = fracValue(coefficients[i])
    if (c === 0) continue
    const abs = formatFrac(math.abs(coefficients[i]) as Frac, language)
    const power = i === 0 ? '' : i === 1 ? 'x' : `x${superscript(i)}`
    const body = i > 0 && abs === '1' ? power : `${abs.includes('/') && i > 0 ? `(${abs})` : abs}${power}`
    parts.push(parts.length === 0 ? `${c < 0 ? '−' : ''}${body}` : `${c < 0 ? '−' : '+'} ${body}`)
  }
  return parts.length ? parts.join(' ') : '0'
}

export function superscript(n: number): string {
  const digits = '⁰¹²³⁴⁵⁶⁷⁸⁹'
  return String(n)
    .split('')
    .map((d) => (d === '-' ? '⁻' : digits[Number(d)]))
    .join('')
}
