import { askedQuantity, givenPart, QUANTITIES } from './asked.ts'
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
  if (!usesAllNumbers(s, needed) || givenAsked(s, result.values)) return unread('geometry')
  return result
}

/**
 * A quantity these formulas compute (area, perimeter, diagonal, hypotenuse) given as a number in the message means
 * the problem runs the other way ("the area is 48, find the perimeter"), which they do not read.
 */
/** The words between a quantity's name and its given value: "the area is 48", "przekątna kwadratu ma długość 8". */
const LINK = String.raw`\s+(?:\p{L}+\s+){0,5}?(?:is|=|equals|of|whose|ma długość|ma dlugosc|wynosi|którego|której|równ\S*|дорівнює|становить|якого|якої|—|-)\s*\d`

const FIRST_QUANTITY =
  /^.*?(?:area|площ|(?<!\p{L})pole|perimeter|периметр|obwód|obwod|diagonal|діагонал|przekątn|przekatn)\S*/su

function givenAsked(s: string, values: number[]): boolean {
  const given = new RegExp(
    String.raw`(?:area|площ\S*|(?<!\p{L})pole|perimeter|периметр\S*|obwód|obwod|diagonal|діагонал\S*|przekątn\S*|przekatn\S*)${LINK}`,
    'u',
  )
  const hypotenuse = new RegExp(
    String.raw`(?:hypotenuse|гіпотенуз\S*|przeciwprostokątn\S*|przeciwprostokatn\S*)${LINK}`,
    'u',
  )
  const numbers = (s.match(/\d+(?:\.\d+)?/g) ?? []).map(Number)
  // Before the question, a quantity with its number a few words on ("периметр прямокутника 30 см") is given too.
  const givenBefore = new RegExp(
    String.raw`(?:area|площ|(?<!\p{L})pole|perimeter|периметр|obwód|obwod|diagonal|діагонал|przekątn|przekatn)\S*\s+(?:\p{L}+\s+){0,3}\d`,
    'u',
  )
  return (
    given.test(s) ||
    // With no asking word ("Pole kwadratu o obwodzie 16 jest równe"), the first quantity named is the one asked.
    givenBefore.test(givenPart(s) || s.replace(FIRST_QUANTITY, '')) ||
    (hypotenuse.test(s) && values.some((v) => v > Math.max(...numbers)))
  )
}

/** Whether the side Pythagoras gives is the one asked: that side, a side, or (no asking word) nothing named. */
const asksSide = (s: string, side: 'leg' | 'hypotenuse') => {
  const asked = askedQuantity(s)
  return asked === undefined || asked === side || asked === 'side'
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
  // Neither asked: which quantity is wanted is not known, and two answers would be shown for one question.
  if (!wantsArea && !wantsPerimeter && shape !== 'pythagoras' && shape !== 'triangle')
    return { status: 'unsolved', kind: 'geometry', reason: 'the quantity asked is not read' }
  const steps: string[] = []
  const answers: string[] = []
  const values: number[] = []
  const checks: number[] = []
  /** One result: its worked step, its value, the value computed another way (the check) and the answer shown. */
  const found = (step: string, result: number, check: number, answer = sv.n(result)) => {
    steps.push(step)
    answers.push(answer)
    values.push(result)
    checks.push(check)
  }
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
    // Exact in π, then rounded: "25π ≈ 78.54".
    const circle = (
      key: 'geometryCircleArea' | 'geometryCircleLength',
      timesPi: number,
      result: number,
      check: number,
    ) =>
      found(
        sv.m(key, { r: sv.n(r), exact: `${sv.n(timesPi)}π`, result: sv.n(result) }),
        result,
        check,
        `${sv.n(timesPi)}π ≈ ${sv.n(result)}`,
      )
    if (wantsArea) circle('geometryCircleArea', r * r, Math.PI * r * r, Math.PI * Math.pow(r, 2))
    if (wantsPerimeter) circle('geometryCircleLength', 2 * r, 2 * Math.PI * r, Math.PI * (r + r))
  } else if (shape === 'rectangle' || shape === 'square') {
    const [a, b] = shape === 'square' ? [numbers[0], numbers[0]] : numbers
    if (a === undefined || b === undefined) return { status: 'unsolved', kind: 'geometry', reason: 'missing sides' }
    // A square's steps name its one side.
    const sides: Record<string, string> = shape === 'square' ? { a: sv.n(a) } : { a: sv.n(a), b: sv.n(b) }
    const named = shape === 'square' ? 'Square' : 'Rectangle'
    if (wantsArea) {
      const area = a * b
      found(sv.m(`geometry${named}Area`, { ...sides, result: sv.n(area) }), area, Math.exp(Math.log(a) + Math.log(b)))
    }
    if (wantsPerimeter) {
      const perimeter = 2 * (a + b)
      found(sv.m(`geometry${named}Perimeter`, { ...sides, result: sv.n(perimeter) }), perimeter, a + b + a + b)
    }
  } else {
    const hypotenuse = value(
      /(?:hypotenuse|гіпотенуз\S*|przeciwprostokątn\S*|przeciwprostokatn\S*)(?:\s+(?!legs?\b|катет|przyprostok)[^\s\d]+){0,5}?\s*(?:of\s*|is\s*|=\s*|дорівнює\s*|wynosi\s*|ma\s*)?(\d+(?:\.\d+)?)/,
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
      found(
        sv.m('geometryTriangleArea', { a: sv.n(base), h: sv.n(height), result: sv.n(area) }),
        area,
        base * (height / 2),
      )
    } else if (hypotenuse !== undefined) {
      // A leg is computed here: a question asking the hypotenuse (or a perimeter, an area) was misread.
      if (!asksSide(s, 'leg')) return unread('geometry')
      const leg = legs ? Number(legs[1]) : numbers.find((x) => x !== hypotenuse)
      if (leg === undefined) return { status: 'unsolved', kind: 'geometry', reason: 'missing leg' }
      if (leg >= hypotenuse) return { status: 'unsolved', kind: 'geometry', reason: sv.m('geometryTriangleImpossible') }
      const sum = hypotenuse ** 2 - leg ** 2
      const result = Math.sqrt(sum)
      found(
        sv.m('geometryLeg', { c: sv.n(hypotenuse), b: sv.n(leg), sum: sv.n(sum), result: sv.n(result) }),
        result,
        Math.sqrt((hypotenuse - leg) * (hypotenuse + leg)),
      )
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
      // The hypotenuse is computed here: one given, or a leg asked, means the roles were misread.
      if (!asksSide(s, 'hypotenuse') || QUANTITIES.hypotenuse.test(givenPart(s))) return unread('geometry')
      const sum = a ** 2 + b ** 2
      const result = Math.sqrt(sum)
      found(
        sv.m('geometryHypotenuse', { a: sv.n(a), b: sv.n(b), sum: sv.n(sum), result: sv.n(result) }),
        result,
        Math.hypot(a, b),
      )
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
