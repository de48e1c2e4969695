import { formulaRuns, type MathSolved, type MathResult } from './common.ts'
import { close, evalAt, evalIndependent, parseSafe, polynomial, showExpression, variablesOf } from './expr.ts'
import { unread, subtract } from './helpers.ts'
import { linear, inequality, system } from './linear.ts'
import { quadratic, higher } from './quadratic.ts'
import type { Solver } from './solver.ts'

/** Equations in a message: which kind (linear, quadratic, higher degree, inequality, system) and the value asked for. */

export function equations(sv: Solver, s: string): MathResult | undefined {
  const runs = formulaRuns(s)
  const equations = runs.filter((r) => /=|<|>/.test(r))
  if (!equations.length) return undefined
  const withY = equations.filter((r) => /y/.test(r) && r.includes('=') && !/[<>]/.test(r))
  if (withY.length >= 2) return system(sv, withY[0], withY[1])
  const inequalityText = equations.find((r) => /[<>]/.test(r))
  if (inequalityText) return inequality(sv, inequalityText)
  const equation = equations.find((r) => (r.match(/=/g) ?? []).length === 1 && /x/.test(r))
  if (!equation) return undefined
  const [leftText, rightText] = equation.split('=')
  const left = parseSafe(leftText)
  const right = parseSafe(rightText)
  if (!left || !right) return { status: 'unsolved', kind: 'linear', reason: 'unreadable equation' }
  const pl = polynomial(left)
  const pr = polynomial(right)
  if (!pl || !pr) return { status: 'unsolved', kind: 'polynomial', reason: 'not a polynomial equation' }
  const all = subtract(pl, pr)
  const degree = all.length - 1
  // "If 2x + 3 = 11, what is 4x?": the question asks for another expression, worked out from x.
  const asked = runs.filter((r) => !/[=<>]/.test(r) && /x/.test(r) && r.replace(/\s/g, '') !== 'x')
  if (asked.length > 1 || (asked.length === 1 && degree !== 1)) return unread('linear')
  if (degree <= 1) {
    const solved = linear(sv, leftText, rightText, left, right, pl, pr)
    return asked.length === 1 && solved.status === 'solved' ? askedValue(sv, solved, asked[0]) : solved
  }
  if (degree === 2) return quadratic(sv, left, right, all)
  if (degree <= 4) return higher(sv, left, right, all)
  return { status: 'unsolved', kind: 'polynomial', reason: 'degree too high' }
}

export function askedValue(sv: Solver, solved: MathSolved, asked: string): MathResult {
  const node = parseSafe(asked)
  if (!node || variablesOf(node).has('y')) return unread('linear')
  const x = solved.values[0]
  const value = evalAt(node, { x })
  const again = evalIndependent(node.toString().replace(/\bx\b/g, `(${x})`))
  if (again === undefined || !close(value, again)) return unread('linear')
  const shown = showExpression(node, sv.lang)
  return {
    ...solved,
    steps: [
      ...solved.steps,
      sv.m('evaluateSubstitute', { variable: 'x', value: sv.n(x), expression: `${shown} = ${sv.n(value)}` }),
    ],
    answer: `${shown} = ${sv.n(value)} (${solved.answer})`,
    values: [value],
  }
}
