import type { MathNode } from 'mathjs'
import { NUM, KEYWORDS, formulaRuns, isFormula, type MathResult } from './common.ts'
import {
  close,
  evalAt,
  evalExact,
  evalIndependent,
  fracValue,
  formatExact,
  math,
  parseSafe,
  polynomial,
  showExpression,
  showPolynomial,
  variablesOf,
} from './expr.ts'
import { sumTerms, bracketProducts } from './helpers.ts'
import type { Solver } from './solver.ts'

/** Expressions: evaluating (at a point or plain arithmetic), simplifying and expanding; text that only looks like maths. */

export function evaluateAt(sv: Solver, s: string): MathResult | undefined {
  const at = s.match(
    new RegExp(`(?:\\bat|when|for|if|where|при|якщо|коли|для|dla|gdy|jeśli|jesli|jeżeli|jezeli)\\s+x\\s*=\\s*${NUM}`),
  )
  const fx = s.match(
    /\bf\s*\(\s*x\s*\)\s*=\s*([^,;:]+?)(?=,|;|\.\s|\s(?:find|знайд|oblicz|calculate|обчисл|what|and|і|i|та)\b|$)/,
  )
  const fAt = s.match(new RegExp(`\\bf\\s*\\(\\s*${NUM}\\s*\\)`))
  let value: number | undefined
  let source: string | undefined
  if (fx && fAt) {
    value = Number(fAt[1])
    source = fx[1]
  } else if (at) {
    value = Number(at[1])
    source = formulaRuns(s.replace(at[0], ' '))
      .filter((r) => !r.includes('=') && /x/.test(r))
      .sort((a, b) => b.length - a.length)[0]
  } else return undefined
  const node = source ? parseSafe(source) : undefined
  if (!node || value === undefined) return { status: 'unsolved', kind: 'evaluate', reason: 'no expression' }
  const result = evalAt(node, { x: value })
  const substituted = showExpression(node, sv.lang).replace(
    /(\d?)x/g,
    (_m, d: string) => `${d}${d ? ' · ' : ''}(${sv.n(value!)})`,
  )
  const again = evalIndependent(node.toString().replace(/\bx\b/g, `(${value})`))
  if (again === undefined || !close(result, again))
    return { status: 'unsolved', kind: 'evaluate', reason: 'check failed' }
  return sv.solved(
    'evaluate',
    [
      sv.m('evaluateSubstitute', { variable: 'x', value: sv.n(value), expression: substituted }),
      sv.m('evaluateResult', { result: sv.n(result) }),
    ],
    sv.n(result),
    sv.m('evaluateCheck', { result: sv.n(again) }),
    [result],
  )
}

export function expression(sv: Solver, s: string): MathResult | undefined {
  const runs = formulaRuns(s).filter((r) => !/[=<>]/.test(r) && isFormula(r))
  const run = runs.sort((a, b) => b.length - a.length)[0]
  if (!run) return undefined
  const node = parseSafe(run)
  if (!node)
    return KEYWORDS.mathsVerb.test(s) ? { status: 'unsolved', kind: 'evaluate', reason: 'unreadable' } : undefined
  const vars = variablesOf(node)
  if (vars.size === 0) return arithmetic(sv, node, run)
  if (vars.has('y')) return { status: 'unsolved', kind: 'simplify', reason: 'two variables' }
  const expand = KEYWORDS.expand.test(s) || (!KEYWORDS.simplify.test(s) && /\)\s*(?:\*\s*)?\(|\)\s*\^/.test(run))
  if (!expand && !KEYWORDS.simplify.test(s)) return undefined
  const lang = sv.lang
  // A polynomial is expanded and collected exactly from its tree; anything else goes through mathjs' simplify().
  const coefficients = polynomial(node)
  let evaluate: (x: number) => number
  let shown: string
  if (coefficients) {
    evaluate = (x) => coefficients.reduce((sum, c, i) => sum + fracValue(c) * x ** i, 0)
    shown = showPolynomial(coefficients, lang)
  } else {
    let result: MathNode
    try {
      result = math.simplify(node)
    } catch {
      return { status: 'unsolved', kind: expand ? 'expand' : 'simplify', reason: 'cannot simplify' }
    }
    evaluate = (x) => evalAt(result, { x })
    shown = showExpression(result, lang)
  }
  const points: number[] = []
  for (const x of [-1.5, 0.5, 2, 3.7]) {
    const a = evalAt(node, { x })
    const b = evaluate(x)
    if (!Number.isFinite(a) && !Number.isFinite(b)) continue
    if (!close(a, b, 1e-9)) return { status: 'unsolved', kind: expand ? 'expand' : 'simplify', reason: 'check failed' }
    points.push(x)
  }
  if (points.length < 3) return { status: 'unsolved', kind: 'simplify', reason: 'check failed' }
  const steps = [sv.m(expand ? 'expandStart' : 'simplifyStart', { expression: showExpression(node, lang) })]
  const products = bracketProducts(node, lang)
  if (expand && products) steps.push(sv.m('expandProducts', { products }))
  else if (expand && /\)\s*\^\s*2/.test(run)) steps.push(sv.m('expandSquare'))
  steps.push(sv.m('collect', { result: shown }))
  return sv.solved(
    expand ? 'expand' : 'simplify',
    steps,
    shown,
    sv.m('simplifyCheck', { points: points.map((p) => sv.n(p)).join(', ') }),
    [evaluate(2), evaluate(3)],
  )
}

export function arithmetic(sv: Solver, node: MathNode, run: string): MathResult {
  const result = evalAt(node)
  const again = evalIndependent(node.toString())
  if (again === undefined || !close(result, again, 1e-9))
    return { status: 'unsolved', kind: 'evaluate', reason: 'check failed' }
  const steps = [sv.m('evaluateOrder')]
  const terms = sumTerms(node)
  if (terms.length > 1 || /[*/^]/.test(run)) {
    const parts = (terms.length > 1 ? terms : [node])
      .filter((t) => t.type !== 'ConstantNode')
      .map((t) => `${showExpression(t, sv.lang)} = ${sv.n(evalAt(t))}`)
    if (parts.length) steps.push(sv.m('evaluateTerms', { terms: parts.join('; ') }))
  }
  const exactValue = evalExact(node.toString())
  const shown = exactValue && close(fracValue(exactValue), result) ? formatExact(exactValue, sv.lang) : sv.n(result)
  steps.push(sv.m('evaluateResult', { result: shown }))
  return sv.solved('evaluate', steps, shown, sv.m('evaluateCheck', { result: sv.n(again) }), [result])
}

/** Text that asks for a calculation or names an equation, but in no shape the engine can solve. */
export function looksLikeMaths(sv: Solver, s: string): MathResult | undefined {
  const runs = formulaRuns(s).filter(isFormula)
  if (runs.length && (KEYWORDS.mathsVerb.test(s) || runs.some((r) => /=|x/.test(r))))
    return { status: 'unsolved', reason: 'not recognised' }
  if (/(рівнян|równani|rownani|equation)/.test(s) && /\d/.test(s) && KEYWORDS.mathsVerb.test(s))
    return { status: 'unsolved', reason: 'not recognised' }
  return undefined
}
