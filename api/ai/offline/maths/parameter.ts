import { solveEquation, valueOf } from './cas.ts'
import type { MathResult } from './common.ts'
import { close, math, showExpression } from './expr.ts'
import { unicode } from './quantities.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

/**
 * A quadratic equation with a parameter that must have exactly one root (decision 077): the discriminant, as an
 * expression of the parameter, is set to zero and solved by the CAS; each value is checked without it (mathjs
 * evaluates the discriminant at that value, the double root −b/2a is substituted back, and the leading
 * coefficient is not zero) and filtered by a stated condition such as "k > 0".
 */

const ONE_ROOT = unicode(
  /(?:exactly |only )?one (?:real )?(?:root|solution)|double root|equal roots|(?:рівно |лише )?один (?:дійсний )?корінь|одн[еи] розв|рівні корені|(?:dokładnie |tylko )?jedn[oą] (?:rozwiązani|rozwiazani)|jeden pierwiastek|podwójn/,
)

/** The equation with x² in it: its left side from the x² term's coefficient, its right side up to the next word. */
function quadratic(s: string): string | undefined {
  const m = /(-?\s*\d*(?:\.\d+)?\s*\*?\s*x\s*\^\s*\(?2\)?[\sa-z\d.*^()+-]*?)=\s*(-?\s*[\d.]+|-?\s*[a-z](?![a-z]))/.exec(
    s,
  )
  if (!m) return undefined
  const lhs = m[1].replace(/\s+/g, '')
  const rhs = m[2].replace(/\s+/g, '')
  if (/[a-z]{2}/.test(lhs.replace(/x/g, ''))) return undefined
  return `${lhs}=${rhs}`.replace(/(\d|[a-z])(?=[a-z(])/g, '$1*').replace(/\*\*/g, '*')
}

export function parameterQuadratic(sv: Solver, s: string): MathResult | undefined {
  if (!ONE_ROOT.test(s)) return undefined
  const text = quadratic(s)
  if (!text) return undefined
  const letters = [...new Set(text.match(/[a-wyz]/g) ?? [])]
  if (letters.length !== 1) return undefined
  const [p] = letters
  const fail = sv.unread('quadratic')
  const [lhs, rhs] = text.split('=')
  let a: string, b: string, c: string
  try {
    const f = math.parse(`(${lhs})-(${rhs})`)
    const d1 = math.derivative(f, 'x')
    const coefficient = (node: math.MathNode) => math.simplify(node, { x: 0 }).toString()
    a = math.simplify(`(${coefficient(math.derivative(d1, 'x'))})/2`).toString()
    b = coefficient(d1)
    c = coefficient(f)
  } catch {
    return fail
  }
  if (new RegExp(`\\b${p}\\b`).test(a)) return fail
  const discriminant = `(${b})^2-4*(${a})*(${c})`
  const candidates = (solveEquation(discriminant, '0', p) ?? []).map(valueOf).filter(Number.isFinite)
  const condition = new RegExp(`\\b${p}\\s*([<>])\\s*(-?\\d+(?:\\.\\d+)?)`).exec(s)
  const values = candidates
    .filter((v, i) => candidates.findIndex((w) => close(v, w)) === i)
    .filter((v) => !condition || (condition[1] === '>' ? v > Number(condition[2]) : v < Number(condition[2])))
    .sort((u, v) => u - v)
  if (!values.length) return fail
  const roots: number[] = []
  for (const v of values) {
    const scope = { [p]: v }
    const [av, bv] = [a, b].map((e) => Number(math.evaluate(e, scope)))
    const x = -bv / (2 * av)
    const f = Number(math.evaluate(`(${lhs})-(${rhs})`, { ...scope, x }))
    if (!(Math.abs(av) > 1e-12) || !close(Number(math.evaluate(discriminant, scope)), 0, 1e-9) || !close(f, 0, 1e-9))
      return fail
    roots.push(x)
  }
  sv.seen.push(text, ...(condition ? [condition[2]] : []))
  const shownValues = values.map((v) => showValue(v, sv.lang)).join('; ')
  const steps = [
    sv.m('parameterDiscriminant', { d: showExpression(math.simplify(discriminant).toString(), sv.lang) }),
    sv.m('parameterValue', { p, v: shownValues }),
  ]
  const check = sv.m('parameterChecked', { p, v: shownValues, x: roots.map((x) => showValue(x, sv.lang)).join('; ') })
  return sv.solved('quadratic', steps, `${p} = ${shownValues}`, check, values)
}
