import type { MathJsInstance, MathNode } from 'mathjs'
import type { Fn } from './plot.ts'

export type CompileResult = { ok: true; fn: Fn } | { ok: false; error: 'syntax' | 'unknown'; name?: string }

/**
 * A student's function of x (`x^2 - 3x + 2`, `y = sin(x)`, `2^x`) compiled with mathjs. Only x, mathjs's
 * constants (pi, e…) and its functions may appear; anything else is reported by name, never thrown.
 * An empty field is null (nothing to plot). Where f has no real value (a complex or a matrix result), fn gives NaN.
 */
export function compileFunction(math: MathJsInstance, text: string): CompileResult | null {
  const source = text.replace(/^\s*y\s*=/, '').trim()
  if (!source) return null
  let node: MathNode
  try {
    node = math.parse(source)
  } catch {
    return { ok: false, error: 'syntax' }
  }
  if (node.filter((n) => math.isAssignmentNode(n)).length) return { ok: false, error: 'syntax' }
  const names: string[] = []
  node.traverse((n) => {
    if (math.isSymbolNode(n)) names.push(n.name)
  })
  const unknown = names.find((name) => name !== 'x' && !(name in math))
  if (unknown) return { ok: false, error: 'unknown', name: unknown }
  let compiled: ReturnType<MathNode['compile']>
  try {
    compiled = node.compile()
  } catch {
    return { ok: false, error: 'syntax' }
  }
  const fn: Fn = (x) => {
    const value: unknown = compiled.evaluate({ x })
    return typeof value === 'number' ? value : NaN
  }
  return { ok: true, fn }
}
