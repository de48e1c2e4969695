import { KEYWORDS, type MathResult } from './common.ts'
import { close } from './expr.ts'
import { unread, usesAllNumbers } from './helpers.ts'
import type { Solver } from './solver.ts'

/** Simple geometry formulas: circle, rectangle, square, triangle areas and perimeters, Pythagoras. */

export function geometry(sv: Solver, s: string): MathResult | undefined {
  const result = geometryOf(sv, s)
  if (result?.status !== 'solved') return result
  // A circle or a square needs one number, a rectangle or a triangle two: more means a problem not fully read.
  const needed =
    /circle|кол|круг|koł|kol|okr|square|квадрат|kwadrat/.test(s) &&
    !KEYWORDS.rectangle.test(s) &&
    !KEYWORDS.triangle.test(s) &&
    !KEYWORDS.pythagoras.test(s)
      ? 1
      : 2
  return usesAllNumbers(s, needed) ? result : unread('geometry')
}

export function geometryOf(sv: Solver, s: string): MathResult | undefined {
  const shape = ['circle', 'rectangle', 'square', 'triangle', 'pythagoras'].find((k) =>
    KEYWORDS[k as keyof typeof KEYWORDS].test(s),
  )
  if (!shape || !/\d/.test(s)) return undefined
  const numbers = [...s.matchAll(/(?<![a-z_])\d+(?:\.\d+)?/g)].map((m) => Number(m[0]))
  const value = (re: RegExp): number | undefined => {
    const m = s.match(re)
    return m ? Number(m[1]) : undefined
  }
  const wantsArea = KEYWORDS.area.test(s)
  const wantsPerimeter = KEYWORDS.perimeter.test(s)
  const both = !wantsArea && !wantsPerimeter
  const steps: string[] = []
  const answers: string[] = []
  const values: number[] = []
  const checks: number[] = []
  if (shape === 'circle') {
    let r = value(
      /(?:radius|радіус\S*|promie\S*|\br\s*=)\s*(?:of\s*|is\s*|=\s*|дорівнює\s*|wynosi\s*|równy\s*)?(\d+(?:\.\d+)?)/,
    )
    const diameter = value(
      /(?:diameter|діаметр\S*|średnic\S*|srednic\S*|\bd\s*=)\s*(?:of\s*|is\s*|=\s*|дорівнює\s*|wynosi\s*)?(\d+(?:\.\d+)?)/,
    )
    if (r === undefined && diameter !== undefined) {
      r = diameter / 2
      steps.push(sv.m('geometryRadiusFromDiameter', { d: sv.n(diameter), r: sv.n(r) }))
    }
    if (r === undefined) return { status: 'unsolved', kind: 'geometry', reason: 'missing radius' }
    if (wantsArea || both) {
      const area = Math.PI * r * r
      steps.push(sv.m('geometryCircleArea', { r: sv.n(r), exact: `${sv.n(r * r)}π`, result: sv.n(area) }))
      answers.push(`${sv.n(r * r)}π ≈ ${sv.n(area)}`)
      values.push(area)
      checks.push(Math.PI * Math.pow(r, 2))
    }
    if (wantsPerimeter || both) {
      const length = 2 * Math.PI * r
      steps.push(sv.m('geometryCircleLength', { r: sv.n(r), exact: `${sv.n(2 * r)}π`, result: sv.n(length) }))
      answers.push(`${sv.n(2 * r)}π ≈ ${sv.n(length)}`)
      values.push(length)
      checks.push(Math.PI * (r + r))
    }
  } else if (shape === 'rectangle' || shape === 'square') {
    const [a, b] = shape === 'square' ? [numbers[0], numbers[0]] : numbers
    if (a === undefined || b === undefined) return { status: 'unsolved', kind: 'geometry', reason: 'missing sides' }
    if (wantsArea || both) {
      const area = a * b
      steps.push(
        shape === 'square'
          ? sv.m('geometrySquareArea', { a: sv.n(a), result: sv.n(area) })
          : sv.m('geometryRectangleArea', { a: sv.n(a), b: sv.n(b), result: sv.n(area) }),
      )
      answers.push(sv.n(area))
      values.push(area)
      checks.push(Math.exp(Math.log(a) + Math.log(b)))
    }
    if (wantsPerimeter || both) {
      const perimeter = 2 * (a + b)
      steps.push(
        shape === 'square'
          ? sv.m('geometrySquarePerimeter', { a: sv.n(a), result: sv.n(perimeter) })
          : sv.m('geometryRectanglePerimeter', { a: sv.n(a), b: sv.n(b), result: sv.n(perimeter) }),
      )
      answers.push(sv.n(perimeter))
      values.push(perimeter)
      checks.push(a + b + a + b)
    }
  } else {
    const hypotenuse = value(
      /(?:hypotenuse|гіпотенуз\S*|przeciwprostokątn\S*|przeciwprostokatn\S*)\s*(?:of\s*|is\s*|=\s*|дорівнює\s*|wynosi\s*|ma\s*)?(\d+(?:\.\d+)?)/,
    )
    const legs = s.match(
      /(?:legs?|катет\S*|przyprostokątn\S*|przyprostokatn\S*)\D*?(\d+(?:\.\d+)?)(?:\D+?(\d+(?:\.\d+)?))?/,
    )
    const base = value(/(?:base|основ\S*|podstaw\S*)\s*(?:of\s*|is\s*|=\s*|дорівнює\s*|wynosi\s*)?(\d+(?:\.\d+)?)/)
    const height = value(
      /(?:height|висот\S*|wysokoś\S*|wysokos\S*)\s*(?:of\s*|is\s*|=\s*|дорівнює\s*|wynosi\s*)?(\d+(?:\.\d+)?)/,
    )
    if (wantsArea && base !== undefined && height !== undefined) {
      const area = (base * height) / 2
      steps.push(sv.m('geometryTriangleArea', { a: sv.n(base), h: sv.n(height), result: sv.n(area) }))
      answers.push(sv.n(area))
      values.push(area)
      checks.push(base * (height / 2))
    } else if (hypotenuse !== undefined) {
      const leg = legs ? Number(legs[1]) : numbers.find((x) => x !== hypotenuse)
      if (leg === undefined) return { status: 'unsolved', kind: 'geometry', reason: 'missing leg' }
      if (leg >= hypotenuse) return { status: 'unsolved', kind: 'geometry', reason: sv.m('geometryTriangleImpossible') }
      const sum = hypotenuse ** 2 - leg ** 2
      const result = Math.sqrt(sum)
      steps.push(sv.m('geometryLeg', { c: sv.n(hypotenuse), b: sv.n(leg), sum: sv.n(sum), result: sv.n(result) }))
      answers.push(sv.n(result))
      values.push(result)
      checks.push(Math.sqrt((hypotenuse - leg) * (hypotenuse + leg)))
    } else {
      const a = legs?.[2] !== undefined ? Number(legs[1]) : numbers[0]
      const b = legs?.[2] !== undefined ? Number(legs[2]) : numbers[1]
      if (
        a === undefined ||
        b === undefined ||
        (shape === 'triangle' &&
          !/right|прямокутн|prostokątn|prostokatn|pythag|піфагор|pitagor|hypotenuse|гіпотенуз|przeciwprostokątn/.test(
            s,
          ))
      )
        return { status: 'unsolved', kind: 'geometry', reason: 'missing data' }
      const sum = a ** 2 + b ** 2
      const result = Math.sqrt(sum)
      steps.push(sv.m('geometryHypotenuse', { a: sv.n(a), b: sv.n(b), sum: sv.n(sum), result: sv.n(result) }))
      answers.push(sv.n(result))
      values.push(result)
      checks.push(Math.hypot(a, b))
    }
  }
  if (!values.length || values.some((v, i) => !close(v, checks[i])))
    return { status: 'unsolved', kind: 'geometry', reason: 'check failed' }
  return sv.solved(
    'geometry',
    steps,
    answers.join('; '),
    sv.m('geometryCheck', { result: checks.map((c) => sv.n(c)).join('; ') }),
    values,
  )
}
