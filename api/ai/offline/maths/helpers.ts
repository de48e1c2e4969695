import type { MathNode } from 'mathjs'
import type { Language } from '../../../../openapi/types.ts'
import { type MathKind, type MathUnsolved } from './common.ts'
import { frac, fracValue, formatFrac, math, showExpression, variablesOf, type Frac } from './expr.ts'

/** Small exact-arithmetic and tree helpers shared by the solvers. */

export function unread(kind: MathKind): MathUnsolved {
  return { status: 'unsolved', kind, reason: 'the message has more to it than was read' }
}

/** Word problems must use every number in the message: "10% of 50 plus 5" is not "10% of 50". */
export function usesAllNumbers(s: string, used: number): boolean {
  const numbers = s.match(/(?<![\p{L}_])\d+(?:\.\d+)?/gu) ?? []
  return numbers.length <= used
}

export function subtract(p: Frac[], q: Frac[]): Frac[] {
  const out: Frac[] = []
  for (let i = 0; i < Math.max(p.length, q.length); i++)
    out.push(math.subtract(p[i] ?? frac(0), q[i] ?? frac(0)) as Frac)
  while (out.length > 1 && fracValue(out[out.length - 1]) === 0) out.pop()
  return out
}

export function derivePoly(p: Frac[]): Frac[] {
  const out = p.slice(1).map((c, i) => math.multiply(c, frac(i + 1)) as Frac)
  return out.length ? out : [frac(0)]
}

/** A polynomial as mathjs text: "(3/1)*x^2+(-4/1)*x^1+(0/1)*x^0". */
export function polyText(p: Frac[]): string {
  return p.map((c, i) => `(${c.toFraction()})*x^${i}`).join('+')
}

export function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b)
}

/** √ of a non-negative fraction when it is rational (√(9/4) = 3/2). */
export function exactSqrt(f: Frac): Frac | undefined {
  const n = Math.sqrt(Number(f.n))
  const d = Math.sqrt(Number(f.d))
  return Number.isInteger(n) && Number.isInteger(d) ? frac(`${n}/${d}`) : undefined
}

/** √D written as k√m when D is a whole number: √12 → 2√3. */
export function surd(f: Frac, language: Language): string {
  if (Number(f.d) !== 1) return `√(${formatFrac(f, language)})`
  let m = Number(f.n)
  let k = 1
  for (let i = Math.floor(Math.sqrt(m)); i > 1; i--) {
    if (m % (i * i) === 0) {
      k = i
      m = m / (i * i)
      break
    }
  }
  return k === 1 ? `√${m}` : `${k}√${m}`
}

export function subscriptDigit(n: number): string {
  return '₀₁₂₃₄₅₆₇₈₉'[n] ?? String(n)
}

export function unwrap(node: MathNode): MathNode {
  return node.type === 'ParenthesisNode' ? unwrap((node as unknown as { content: MathNode }).content) : node
}

/** The terms of a sum with their signs: 3x² − sin(x) + 1 → [3x², −sin(x), 1]. */
export function sumTerms(node: MathNode): MathNode[] {
  const n = unwrap(node) as unknown as { type: string; op?: string; args?: MathNode[]; fn?: string }
  if (n.type === 'OperatorNode' && n.args?.length === 2 && (n.op === '+' || n.op === '-')) {
    const right = sumTerms(n.args[1])
    return [...sumTerms(n.args[0]), ...(n.op === '-' ? right.map((t) => math.parse(`-(${t.toString()})`)) : right)]
  }
  return [node]
}

export type RuleKey =
  | 'ruleConstant'
  | 'rulePower'
  | 'ruleSin'
  | 'ruleCos'
  | 'ruleTan'
  | 'ruleExp'
  | 'ruleLn'
  | 'ruleSqrt'
  | 'ruleChain'
  | 'ruleProduct'
  | 'ruleQuotient'

export function rulesUsed(node: MathNode): RuleKey[] {
  const rules = new Set<RuleKey>()
  const hasX = (n: MathNode) => variablesOf(n).has('x')
  node.traverse((raw) => {
    const n = raw as unknown as { type: string; op?: string; args?: MathNode[]; fn?: { name: string }; name?: string }
    if (n.type === 'FunctionNode' && n.fn && n.args) {
      const map: Record<string, RuleKey> = {
        sin: 'ruleSin',
        cos: 'ruleCos',
        tan: 'ruleTan',
        exp: 'ruleExp',
        log: 'ruleLn',
        sqrt: 'ruleSqrt',
      }
      if (map[n.fn.name]) rules.add(map[n.fn.name])
      const inner = unwrap(n.args[0]) as unknown as { type: string; name?: string }
      if (hasX(n.args[0]) && !(inner.type === 'SymbolNode' && inner.name === 'x')) rules.add('ruleChain')
    }
    if (n.type === 'OperatorNode' && n.args?.length === 2) {
      const [a, b] = n.args
      if (n.op === '^') {
        const base = unwrap(a) as unknown as { type: string; name?: string }
        if (base.type === 'SymbolNode' && base.name === 'e') {
          rules.add('ruleExp')
          if (!(unwrap(b).type === 'SymbolNode')) rules.add('ruleChain')
        } else if (hasX(a)) {
          rules.add('rulePower')
          if (!(base.type === 'SymbolNode' && base.name === 'x')) rules.add('ruleChain')
        }
      }
      if (n.op === '*' && hasX(a) && hasX(b)) rules.add('ruleProduct')
      if (n.op === '/' && hasX(b)) rules.add('ruleQuotient')
    }
    if (n.type === 'SymbolNode' && n.name === 'x') rules.add('rulePower')
  })
  if (sumTerms(node).some((t) => !hasX(t))) rules.add('ruleConstant')
  return [...rules]
}

/** (a + b)(c + d) → "a·c + a·d + b·c + b·d", for the expansion step. */
export function bracketProducts(node: MathNode, language: Language): string | undefined {
  const n = unwrap(node) as unknown as { type: string; op?: string; args?: MathNode[] }
  if (n.type !== 'OperatorNode' || n.op !== '*' || n.args?.length !== 2) return undefined
  const [a, b] = n.args.map((arg) => sumTerms(arg))
  if (a.length < 2 && b.length < 2) return undefined
  const products: string[] = []
  const wrap = (t: MathNode) => {
    const text = showExpression(t, language)
    return /^[\w.,√²³]+$/u.test(text) ? text : `(${text})`
  }
  for (const p of a) for (const q of b) products.push(`${wrap(p)}·${wrap(q)}`)
  return products.join(' + ')
}
