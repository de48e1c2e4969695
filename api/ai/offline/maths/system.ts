import { solveSystem } from './cas.ts'
import type { MathResult } from './common.ts'
import { close, evalAt, math, parseSafe, showExpression } from './expr.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

// Systems of two equations in x and y, solved by the CAS and checked by substitution into both.

/** Linear in x and y: f(x, y) = ax + by + c, checked at points where a second difference must vanish. */
function linear(e: string): boolean {
  const node = parseSafe(e.replace('=', '-(') + ')')
  if (!node) return false
  const f = (x: number, y: number) => evalAt(node, { x, y })
  return [
    [0.3, 1.7],
    [2.1, -0.6],
  ].every(([x, y]) => {
    const second = [
      f(x + 1, y) - 2 * f(x, y) + f(x - 1, y),
      f(x, y + 1) - 2 * f(x, y) + f(x, y - 1),
      f(x + 1, y + 1) - f(x + 1, y) - f(x, y + 1) + f(x, y),
    ]
    return second.every((d) => Number.isFinite(d) && Math.abs(d) < 1e-9 * (1 + Math.abs(f(x, y))))
  })
}

/** Two linear (or not) equations in x and y: the CAS solves, substitution into both checks. */
export function system(sv: Solver, equations: string[]): MathResult | undefined {
  if (equations.length !== 2 || !equations.every((e) => parseSafe(e.replace('=', '-(') + ')'))) return undefined
  // The CAS gives one solution of a system; only a linear one has no other (y = x², y = 4 has two).
  if (!equations.every(linear)) return sv.unread('system')
  const s = solveSystem(equations)
  if (!s || !Number.isFinite(s.x) || !Number.isFinite(s.y)) return sv.unread('system')
  const ok = equations.every((e) => {
    const [l, r] = e.split('=')
    return close(evalAt(math.parse(`(${l})-(${r})`), { x: s.x, y: s.y }), 0, 1e-9)
  })
  if (!ok) return sv.unread('system')
  const x = showValue(s.x, sv.lang)
  const y = showValue(s.y, sv.lang)
  const shown = equations.map((e) => showExpression(e, sv.lang)).join('; ')
  return sv.solved(
    'system',
    [sv.m('systemSolved', { equations: shown, x, y })],
    `x = ${x}, y = ${y}`,
    sv.m('systemCheck', { x, y }),
    [s.x, s.y],
  )
}
