import type { MathNode } from 'mathjs'
import type { Language } from '../../../../openapi/types.ts'
import { say, type TutorTexts } from '../texts.ts'
import {
  algebriteRealRoots,
  close,
  coefficient,
  evalAt,
  evalExact,
  evalIndependent,
  frac,
  fracValue,
  formatExact,
  formatFrac,
  formatNumber,
  math,
  parseSafe,
  polynomial,
  round,
  showExpression,
  showPolynomial,
  variablesOf,
  type Frac,
} from './expr.ts'
import { normaliseMath } from './normalise.ts'

export type MathKind =
  | 'linear'
  | 'inequality'
  | 'quadratic'
  | 'polynomial'
  | 'system'
  | 'percent'
  | 'ratio'
  | 'evaluate'
  | 'simplify'
  | 'expand'
  | 'derivative'
  | 'sequence'
  | 'geometry'

export interface MathSolved {
  status: 'solved'
  kind: MathKind
  steps: string[]
  answer: string
  /** What the final check computed, shown after the answer. */
  check: string
  /**
   * The answer as numbers, for tests and the evaluation: the root(s), the value, the boundary of an inequality,
   * (x, y) of a system; for an expression (simplified, expanded, derivative) its values at x = 2 and x = 3.
   */
  values: number[]
}

export interface MathUnsolved {
  status: 'unsolved'
  kind?: MathKind
  reason: string
}

export type MathResult = MathSolved | MathUnsolved

const NUM = String.raw`(-?\d+(?:\.\d+)?)`

const KEYWORDS = {
  derivative: /derivative|differentiat|d\/dx|похідн|pochodn|różniczk|rozniczk/,
  simplify: /simplif|спрост|uprość|uprosc|upraszcz|skróć|skroc/,
  expand: /expand|multiply out|розкри|rozwiń|rozwin|wymnóż|wymnoz/,
  ratio: /ratio|відношенн|співвідношенн|stosunk/,
  sequence:
    /arithmetic|арифметичн|arytmetyczn|geometric (?:sequence|progression|series)|геометричн\S* прогрес|geometryczn|sequence|progression|прогрес|ciąg|ciag/,
  geometric: /geometric|геометричн|geometryczn/,
  arithmetic: /arithmetic|арифметичн|arytmetyczn/,
  sum: /\bsum\b|сум[уаи]|\bsum[aęy]\b|\bs_?\d+\b/,
  circle: /circle|коло|кола|круг|koło|kola|koła|okrąg|okrag|okręgu/,
  rectangle: /rectangle|прямокутник(?!ов)|prostokąt(?!n)|prostokat(?!n)/,
  square: /square(?! root)|квадрат(?![нi])|kwadrat(?!ow|n)/,
  triangle: /triangle|трикутник|trójkąt|trojkat/,
  pythagoras:
    /pythag|піфагор|pitagor|hypotenuse|гіпотенуз|przeciwprostokątn|przeciwprostokatn|\blegs?\b|катет|przyprostokątn|przyprostokatn/,
  area: /\barea|площ|\bpole|\bpola\b/,
  perimeter: /perimeter|circumference|периметр|довжин|obwód|obwod/,
  mathsVerb:
    /solve|розв'яж|розвяж|rozwiąż|rozwiaz|calculate|compute|evaluate|work out|find|знайд|обчисл|oblicz|policz|ile|скільки|what is|what's/,
}

/**
 * A maths problem in a student's message: recognised, solved with its steps, and checked. Undefined when the
 * message holds no maths problem (a concept question, a greeting); `unsolved` when it looks like one but the
 * engine cannot solve and check it (the tutor then says so rather than guess).
 */
export function solveMaths(message: string, language: Language, texts: TutorTexts): MathResult | undefined {
  const s = normaliseMath(message).toLowerCase()
  const t = new Solver(language, texts)
  return (
    t.percent(s) ??
    t.ratio(s) ??
    t.sequence(s) ??
    t.geometry(s) ??
    t.derivative(s) ??
    t.evaluateAt(s) ??
    t.equations(s) ??
    t.expression(s) ??
    t.looksLikeMaths(s)
  )
}

// ---- Finding the formulas in free text ----------------------------------------------------------------------

const MATH_WORDS = new Set(['x', 'y', 'sqrt', 'sin', 'cos', 'tan', 'cot', 'log', 'ln', 'exp', 'pi', 'e', 'abs'])

/** The stretches of a message that are formulas: "Solve 3x + 5 = 17 please" → ["3x + 5 = 17"]. */
export function formulaRuns(s: string): string[] {
  const runs: string[] = []
  let current = ''
  const flush = () => {
    const run = current
      .trim()
      .replace(/^[*/^=.)<>\s]+/, '')
      .replace(/[-+*/^=(.<>\s]+$/, '')
      .trim()
    if (run && /[\dxy]/.test(run)) runs.push(run)
    current = ''
  }
  for (const m of s.matchAll(/(\p{L}+)|(\d+(?:\.\d+)?)|(<=|>=|[-+*/^()=<>.\s])|([^])/gu)) {
    if (m[1] !== undefined) {
      if (MATH_WORDS.has(m[1])) current += m[1]
      else flush()
    } else if (m[2] !== undefined || m[3] !== undefined) current += m[0]
    else flush()
  }
  flush()
  return runs
}

function isFormula(run: string): boolean {
  return /[-+*/^=<>(]/.test(run) || /\d\s*[xy]/.test(run) || /sqrt|sin|cos|tan|log|ln/.test(run)
}

class Solver {
  constructor(
    private readonly lang: Language,
    private readonly texts: TutorTexts,
  ) {}

  private m(key: keyof TutorTexts['maths'], values: Record<string, string | number> = {}): string {
    return say(this.texts, 'maths', key, values)
  }
  private n(value: number): string {
    return formatNumber(value, this.lang)
  }
  private solved(
    kind: MathKind,
    steps: string[],
    answer: string,
    check: string,
    values: number[],
  ): MathSolved | MathUnsolved {
    if (values.some((v) => !Number.isFinite(v))) return { status: 'unsolved', kind, reason: 'non-finite result' }
    return { status: 'solved', kind, steps, answer, check, values }
  }

  // ---- Percentages and ratios ----

  percent(s: string): MathResult | undefined {
    if (!/%|percent|відсот|procent/.test(s)) return undefined
    const result = this.percentOf(s)
    // Every form reads exactly two numbers (the percent and the whole, or the part and the whole).
    return result?.status === 'solved' && !usesAllNumbers(s, 2) ? unread('percent') : result
  }

  private percentOf(s: string): MathResult | undefined {
    let m = s.match(
      new RegExp(`${NUM}\\s*%\\s*(?:of|від|вiд|із|з|od|z)\\s*(?:the number\\s*|числа\\s*|liczby\\s*)?${NUM}`),
    )
    if (m) {
      const p = Number(m[1])
      const whole = Number(m[2])
      const fraction = round(p / 100)
      const result = round((p * whole) / 100)
      const back = round((result / whole) * 100)
      if (!close(back, p)) return { status: 'unsolved', kind: 'percent', reason: 'check failed' }
      return this.solved(
        'percent',
        [
          this.m('percentOf', { p: this.n(p), fraction: this.n(fraction) }),
          this.m('percentOfMultiply', { fraction: this.n(fraction), whole: this.n(whole), result: this.n(result) }),
        ],
        this.n(result),
        this.m('percentCheck', {
          result: this.n(result),
          whole: this.n(whole),
          ratio: `${this.n(back / 100)} = ${this.n(p)}%`,
        }),
        [result],
      )
    }
    const change =
      s.match(
        new RegExp(
          `(increase|raise|збільш\\S*|zwiększ\\S*|zwieksz\\S*|podnieś\\S*|decrease|reduce|lower|зменш\\S*|zmniejsz\\S*|obniż\\S*)\\s*(?:the number\\s*|число\\s*|liczbę\\s*)?${NUM}\\s*(?:by|на|o)\\s*${NUM}\\s*%`,
        ),
      ) ?? undefined
    if (change) {
      const up = /increase|raise|збільш|zwiększ|zwieksz|podnieś/.test(change[1])
      const whole = Number(change[2])
      const p = Number(change[3])
      const factor = round(up ? 1 + p / 100 : 1 - p / 100)
      const result = round(whole * factor)
      const back = round(((result - whole) / whole) * 100)
      if (!close(Math.abs(back), p)) return { status: 'unsolved', kind: 'percent', reason: 'check failed' }
      return this.solved(
        'percent',
        [
          this.m('percentChange', {
            direction: this.m(up ? 'percentIncrease' : 'percentDecrease'),
            p: this.n(p),
            factor: this.n(factor),
            sign: up ? '+' : '−',
            whole: this.n(whole),
            result: this.n(result),
          }),
        ],
        this.n(result),
        this.m('percentCheck', { result: this.n(result), whole: this.n(whole), ratio: this.n(factor) }),
        [result],
      )
    }
    // Which percent a part is of a whole.
    const patterns: [RegExp, 'pw' | 'wp'][] = [
      [new RegExp(`what percent(?:age)? of ${NUM} is ${NUM}`), 'wp'],
      [new RegExp(`${NUM} (?:is|as) (?:what )?(?:a )?percent(?:age)? of ${NUM}`), 'pw'],
      [new RegExp(`what percent(?:age)? is ${NUM} of ${NUM}`), 'pw'],
      [
        new RegExp(`скільки відсотків (?:становить|складає|є)?\\s*(?:число\\s*)?${NUM}\\s*від\\s*(?:числа\\s*)?${NUM}`),
        'pw',
      ],
      [
        new RegExp(
          `скільки відсотків (?:від\\s*)?(?:числа\\s*)?${NUM}\\s*(?:становить|складає|є)\\s*(?:число\\s*)?${NUM}`,
        ),
        'wp',
      ],
      [new RegExp(`jakim procentem (?:liczby\\s*)?${NUM}\\s*jest\\s*(?:liczba\\s*)?${NUM}`), 'wp'],
      [new RegExp(`ile procent (?:liczby\\s*)?${NUM}\\s*(?:stanowi|to)\\s*(?:liczba\\s*)?${NUM}`), 'wp'],
      [new RegExp(`ile procent stanowi\\s*(?:liczba\\s*)?${NUM}\\s*(?:z|od|liczby)\\s*(?:liczby\\s*)?${NUM}`), 'pw'],
    ]
    for (const [re, order] of patterns) {
      m = s.match(re)
      if (!m) continue
      const part = Number(order === 'pw' ? m[1] : m[2])
      const whole = Number(order === 'pw' ? m[2] : m[1])
      if (whole === 0) return { status: 'unsolved', kind: 'percent', reason: 'division by zero' }
      const result = round((part / whole) * 100)
      const back = round((result / 100) * whole)
      if (!close(back, part)) return { status: 'unsolved', kind: 'percent', reason: 'check failed' }
      return this.solved(
        'percent',
        [this.m('percentWhat', { part: this.n(part), whole: this.n(whole), result: this.n(result) })],
        `${this.n(result)}%`,
        this.m('percentCheck', { result: this.n(back), whole: this.n(whole), ratio: `${this.n(result)}%` }),
        [result],
      )
    }
    return undefined
  }

  ratio(s: string): MathResult | undefined {
    const result = this.ratioOf(s)
    if (result?.status !== 'solved') return result
    // Dividing reads the total and each part of the ratio; simplifying a ratio reads its two numbers.
    const used = result.steps.length === 1 ? 2 : result.values.length + 1
    return usesAllNumbers(s, used) ? result : unread('ratio')
  }

  private ratioOf(s: string): MathResult | undefined {
    if (!KEYWORDS.ratio.test(s) && !/\d\s*:\s*\d/.test(s)) return undefined
    const split = s.match(
      new RegExp(
        `(?:divide|split|share|поділ\\S*|розділ\\S*|podziel\\S*)\\s*(?:the number\\s*|число\\s*|liczbę\\s*)?${NUM}\\D*?(\\d+(?:\\s*:\\s*\\d+)+)`,
      ),
    )
    if (split) {
      const total = Number(split[1])
      const parts = split[2].split(':').map((p) => Number(p.trim()))
      const sum = parts.reduce((a, b) => a + b, 0)
      if (sum === 0) return { status: 'unsolved', kind: 'ratio', reason: 'zero ratio' }
      const one = round(total / sum)
      const shares = parts.map((p) => round(p * one))
      const ratioText = parts.join(' : ')
      const ok =
        close(
          shares.reduce((a, b) => a + b, 0),
          total,
        ) && shares.every((share, i) => close(share * parts[0], shares[0] * parts[i]))
      if (!ok) return { status: 'unsolved', kind: 'ratio', reason: 'check failed' }
      return this.solved(
        'ratio',
        [
          this.m('ratioParts', { ratio: ratioText, parts: sum, total: this.n(total), one: this.n(one) }),
          this.m('ratioShares', {
            shares: parts.map((p, i) => `${p} · ${this.n(one)} = ${this.n(shares[i])}`).join('; '),
          }),
        ],
        shares.map((v) => this.n(v)).join(' : '),
        this.m('ratioCheck', { total: this.n(total), ratio: ratioText }),
        shares,
      )
    }
    const simplify = KEYWORDS.simplify.test(s) && s.match(/(\d+)\s*:\s*(\d+)/)
    if (simplify) {
      const a = Number(simplify[1])
      const b = Number(simplify[2])
      const g = gcd(a, b)
      if (g === 0) return undefined
      const sa = a / g
      const sb = b / g
      if (!close(sa * b, sb * a)) return { status: 'unsolved', kind: 'ratio', reason: 'check failed' }
      return this.solved(
        'ratio',
        [this.m('ratioSimplify', { gcd: g, ratio: `${a} : ${b}`, simplified: `${sa} : ${sb}` })],
        `${sa} : ${sb}`,
        `${a} / ${b} = ${sa} / ${sb}`,
        [sa, sb],
      )
    }
    return undefined
  }

  // ---- Sequences ----

  sequence(s: string): MathResult | undefined {
    const named = KEYWORDS.sequence.test(s)
    const list = s.match(/-?\d+(?:\.\d+)?(?:\s*[,;]\s*-?\d+(?:\.\d+)?){2,}/)
    if (!/\d/.test(s)) return undefined
    if (!named && !(list && /term|член|wyraz|next|наступн|następn|sum|сум/.test(s))) return undefined
    const value = (re: RegExp): number | undefined => {
      const m = s.match(re)
      return m ? Number(m[1]) : undefined
    }
    let a1 = value(new RegExp(`\\b[ab]_?1\\s*=\\s*${NUM}`))
    let d = value(
      new RegExp(
        `(?:\\bd\\s*=|difference(?: of| is)?|різниц\\S*(?: дорівнює)?|różnic\\S*(?: wynosi)?|roznic\\S*)\\s*${NUM}`,
      ),
    )
    let q = value(
      new RegExp(
        `(?:\\bq\\s*=|common ratio(?: of| is)?|знаменник\\S*(?: дорівнює)?|ilorazie|iloraz(?: wynosi)?)\\s*${NUM}`,
      ),
    )
    // Polish textbooks write the arithmetic difference as r.
    if (d === undefined && /arytmetyczn/.test(s)) d = value(new RegExp(`\\br\\s*=\\s*${NUM}`))
    let geometric = KEYWORDS.geometric.test(s) || q !== undefined
    if (list) {
      const terms = list[0].split(/[,;]/).map((x) => Number(x.trim()))
      const diffs = terms.slice(1).map((x, i) => round(x - terms[i]))
      const ratios = terms[0] !== 0 ? terms.slice(1).map((x, i) => round(x / terms[i])) : []
      a1 = terms[0]
      const arithmeticFits = diffs.every((x) => close(x, diffs[0]))
      const geometricFits = ratios.length > 0 && ratios.every((x) => close(x, ratios[0]))
      if (KEYWORDS.arithmetic.test(s) && !arithmeticFits)
        return { status: 'unsolved', kind: 'sequence', reason: 'not arithmetic' }
      if (geometric && !geometricFits) return { status: 'unsolved', kind: 'sequence', reason: 'not geometric' }
      if (!geometric && arithmeticFits) d = diffs[0]
      else if (geometricFits) {
        geometric = true
        q = ratios[0]
      } else return { status: 'unsolved', kind: 'sequence', reason: 'no pattern' }
    }
    const n =
      value(/(\d+)\s*(?:st|nd|rd|th|-?й|-?ий|-?го|-?му|\.)?\s*(?:term|член|wyraz)/) ??
      value(/(?:term|член\S*|wyraz\S*)\s*(?:a|b)?_?(\d+)/) ??
      value(/(?:first|перших|першых|pierwszych|początkowych|poczatkowych)\s*(\d+)/) ??
      value(/(\d+)\s*(?:first|перших|pierwszych|początkowych|poczatkowych)/) ??
      value(/\b[abs]_?(\d+)\b(?!\s*=)/)
    const wantsSum = KEYWORDS.sum.test(s)
    if (a1 === undefined || n === undefined || !Number.isInteger(n) || n < 1 || n > 1000)
      return { status: 'unsolved', kind: 'sequence', reason: 'missing data' }
    if (geometric) {
      if (q === undefined) return { status: 'unsolved', kind: 'sequence', reason: 'missing ratio' }
      const term = round(a1 * q ** (n - 1))
      let brute = a1
      let bruteSum = a1
      for (let i = 2; i <= n; i++) {
        brute *= q
        bruteSum += brute
      }
      const steps = [this.m('sequenceGeometric', { a1: this.n(a1), q: this.n(q) })]
      if (wantsSum) {
        const sum = q === 1 ? round(a1 * n) : round((a1 * (q ** n - 1)) / (q - 1))
        if (!close(sum, bruteSum, 1e-8)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
        steps.push(this.m('sequenceGeometricSum', { a1: this.n(a1), q: this.n(q), n, result: this.n(sum) }))
        return this.solved(
          'sequence',
          steps,
          `S${n} = ${this.n(sum)}`,
          this.m('sequenceCheck', { result: this.n(sum) }),
          [sum],
        )
      }
      if (!close(term, brute, 1e-8)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
      steps.push(
        this.m('sequenceGeometricTerm', { a1: this.n(a1), q: this.n(q), n, power: n - 1, result: this.n(term) }),
      )
      return this.solved(
        'sequence',
        steps,
        `${this.lang === 'pl' ? 'a' : 'b'}${n} = ${this.n(term)}`,
        this.m('sequenceCheck', { result: this.n(term) }),
        [term],
      )
    }
    if (d === undefined) return { status: 'unsolved', kind: 'sequence', reason: 'missing difference' }
    const term = round(a1 + (n - 1) * d)
    let brute = a1
    let bruteSum = a1
    for (let i = 2; i <= n; i++) {
      brute += d
      bruteSum += brute
    }
    const steps = [this.m('sequenceArithmetic', { a1: this.n(a1), d: this.n(d) })]
    if (wantsSum) {
      const sum = round(((a1 + term) / 2) * n)
      if (!close(sum, bruteSum, 1e-8)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
      steps.push(this.m('sequenceArithmeticSum', { a1: this.n(a1), an: this.n(term), n, result: this.n(sum) }))
      return this.solved(
        'sequence',
        steps,
        `S${n} = ${this.n(sum)}`,
        this.m('sequenceCheck', { result: this.n(sum) }),
        [sum],
      )
    }
    if (!close(term, brute, 1e-8)) return { status: 'unsolved', kind: 'sequence', reason: 'check failed' }
    steps.push(this.m('sequenceArithmeticTerm', { a1: this.n(a1), d: this.n(d), n, result: this.n(term) }))
    return this.solved(
      'sequence',
      steps,
      `a${n} = ${this.n(term)}`,
      this.m('sequenceCheck', { result: this.n(term) }),
      [term],
    )
  }

  // ---- Geometry ----

  geometry(s: string): MathResult | undefined {
    const result = this.geometryOf(s)
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

  private geometryOf(s: string): MathResult | undefined {
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
        steps.push(this.m('geometryRadiusFromDiameter', { d: this.n(diameter), r: this.n(r) }))
      }
      if (r === undefined) return { status: 'unsolved', kind: 'geometry', reason: 'missing radius' }
      if (wantsArea || both) {
        const area = Math.PI * r * r
        steps.push(this.m('geometryCircleArea', { r: this.n(r), exact: `${this.n(r * r)}π`, result: this.n(area) }))
        answers.push(`${this.n(r * r)}π ≈ ${this.n(area)}`)
        values.push(area)
        checks.push(Math.PI * Math.pow(r, 2))
      }
      if (wantsPerimeter || both) {
        const length = 2 * Math.PI * r
        steps.push(this.m('geometryCircleLength', { r: this.n(r), exact: `${this.n(2 * r)}π`, result: this.n(length) }))
        answers.push(`${this.n(2 * r)}π ≈ ${this.n(length)}`)
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
            ? this.m('geometrySquareArea', { a: this.n(a), result: this.n(area) })
            : this.m('geometryRectangleArea', { a: this.n(a), b: this.n(b), result: this.n(area) }),
        )
        answers.push(this.n(area))
        values.push(area)
        checks.push(Math.exp(Math.log(a) + Math.log(b)))
      }
      if (wantsPerimeter || both) {
        const perimeter = 2 * (a + b)
        steps.push(
          shape === 'square'
            ? this.m('geometrySquarePerimeter', { a: this.n(a), result: this.n(perimeter) })
            : this.m('geometryRectanglePerimeter', { a: this.n(a), b: this.n(b), result: this.n(perimeter) }),
        )
        answers.push(this.n(perimeter))
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
        steps.push(this.m('geometryTriangleArea', { a: this.n(base), h: this.n(height), result: this.n(area) }))
        answers.push(this.n(area))
        values.push(area)
        checks.push(base * (height / 2))
      } else if (hypotenuse !== undefined) {
        const leg = legs ? Number(legs[1]) : numbers.find((x) => x !== hypotenuse)
        if (leg === undefined) return { status: 'unsolved', kind: 'geometry', reason: 'missing leg' }
        if (leg >= hypotenuse)
          return { status: 'unsolved', kind: 'geometry', reason: this.m('geometryTriangleImpossible') }
        const sum = hypotenuse ** 2 - leg ** 2
        const result = Math.sqrt(sum)
        steps.push(
          this.m('geometryLeg', { c: this.n(hypotenuse), b: this.n(leg), sum: this.n(sum), result: this.n(result) }),
        )
        answers.push(this.n(result))
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
        steps.push(
          this.m('geometryHypotenuse', { a: this.n(a), b: this.n(b), sum: this.n(sum), result: this.n(result) }),
        )
        answers.push(this.n(result))
        values.push(result)
        checks.push(Math.hypot(a, b))
      }
    }
    if (!values.length || values.some((v, i) => !close(v, checks[i])))
      return { status: 'unsolved', kind: 'geometry', reason: 'check failed' }
    return this.solved(
      'geometry',
      steps,
      answers.join('; '),
      this.m('geometryCheck', { result: checks.map((c) => this.n(c)).join('; ') }),
      values,
    )
  }

  // ---- Derivatives ----

  derivative(s: string): MathResult | undefined {
    if (!KEYWORDS.derivative.test(s)) return undefined
    const cleaned = s.replace(/\b[fgy]\s*\(\s*x\s*\)\s*=|\by\s*=/g, ' ').replace(/d\/dx/g, ' ')
    const run = formulaRuns(cleaned)
      .filter((r) => !r.includes('=') && /x/.test(r))
      .sort((a, b) => b.length - a.length)[0]
    const node = run ? parseSafe(run) : undefined
    if (!node) return { status: 'unsolved', kind: 'derivative', reason: 'no function found' }
    const poly = polynomial(node)
    let result: MathNode
    try {
      // A polynomial's derivative comes from its coefficients (exact and fast); other functions from mathjs.
      result = poly ? math.parse(polyText(derivePoly(poly))) : math.derivative(node, 'x')
    } catch {
      return { status: 'unsolved', kind: 'derivative', reason: 'unsupported function' }
    }
    // Check: the derivative agrees with a central difference quotient where the function is defined.
    const points: number[] = []
    for (const x of [0.7, 1.3, 2.1, -0.6, 0.45, 3.2]) {
      const h = 1e-5
      const numeric = (evalAt(node, { x: x + h }) - evalAt(node, { x: x - h })) / (2 * h)
      const symbolic = evalAt(result, { x })
      if (!Number.isFinite(numeric) || !Number.isFinite(symbolic)) continue
      if (!close(numeric, symbolic, 1e-4)) return { status: 'unsolved', kind: 'derivative', reason: 'check failed' }
      points.push(x)
      if (points.length === 3) break
    }
    const at2 = evalAt(result, { x: 2 })
    if (points.length < 2) return { status: 'unsolved', kind: 'derivative', reason: 'check failed' }
    const steps = [this.m('derivativeStart', { expression: showExpression(node, this.lang) })]
    const terms = sumTerms(node)
    if (terms.length > 1) {
      steps.push(this.m('derivativeSum'))
      for (const term of terms) {
        const termPoly = polynomial(term)
        const derived = termPoly
          ? showPolynomial(derivePoly(termPoly), this.lang)
          : showExpression(math.derivative(term, 'x'), this.lang)
        steps.push(this.m('derivativeTerm', { term: showExpression(term, this.lang), result: derived }))
      }
    }
    const rules = rulesUsed(node).map((r) => this.m(r))
    if (rules.length) steps.push(this.m('derivativeRules', { rules: rules.join('; ') }))
    const shown = poly ? showPolynomial(derivePoly(poly), this.lang) : showExpression(result, this.lang)
    steps.push(this.m('derivativeResult', { result: shown }))
    return this.solved(
      'derivative',
      steps,
      `f′(x) = ${shown}`,
      this.m('derivativeCheck', { points: points.map((p) => this.n(p)).join(', ') }),
      [at2, evalAt(result, { x: 3 })],
    )
  }

  // ---- Evaluating at a point ----

  evaluateAt(s: string): MathResult | undefined {
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
    const substituted = showExpression(node, this.lang).replace(
      /(\d?)x/g,
      (_m, d: string) => `${d}${d ? ' · ' : ''}(${this.n(value!)})`,
    )
    const again = evalIndependent(node.toString().replace(/\bx\b/g, `(${value})`))
    if (again === undefined || !close(result, again))
      return { status: 'unsolved', kind: 'evaluate', reason: 'check failed' }
    return this.solved(
      'evaluate',
      [
        this.m('evaluateSubstitute', { variable: 'x', value: this.n(value), expression: substituted }),
        this.m('evaluateResult', { result: this.n(result) }),
      ],
      this.n(result),
      this.m('evaluateCheck', { result: this.n(again) }),
      [result],
    )
  }

  // ---- Equations, inequalities, systems ----

  equations(s: string): MathResult | undefined {
    const runs = formulaRuns(s)
    const equations = runs.filter((r) => /=|<|>/.test(r))
    if (!equations.length) return undefined
    const withY = equations.filter((r) => /y/.test(r) && r.includes('=') && !/[<>]/.test(r))
    if (withY.length >= 2) return this.system(withY[0], withY[1])
    const inequality = equations.find((r) => /[<>]/.test(r))
    if (inequality) return this.inequality(inequality)
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
      const solved = this.linear(leftText, rightText, left, right, pl, pr)
      return asked.length === 1 && solved.status === 'solved' ? this.askedValue(solved, asked[0]) : solved
    }
    if (degree === 2) return this.quadratic(left, right, all)
    if (degree <= 4) return this.higher(left, right, all)
    return { status: 'unsolved', kind: 'polynomial', reason: 'degree too high' }
  }

  private askedValue(solved: MathSolved, asked: string): MathResult {
    const node = parseSafe(asked)
    if (!node || variablesOf(node).has('y')) return unread('linear')
    const x = solved.values[0]
    const value = evalAt(node, { x })
    const again = evalIndependent(node.toString().replace(/\bx\b/g, `(${x})`))
    if (again === undefined || !close(value, again)) return unread('linear')
    const shown = showExpression(node, this.lang)
    return {
      ...solved,
      steps: [
        ...solved.steps,
        this.m('evaluateSubstitute', { variable: 'x', value: this.n(x), expression: `${shown} = ${this.n(value)}` }),
      ],
      answer: `${shown} = ${this.n(value)} (${solved.answer})`,
      values: [value],
    }
  }

  private linear(
    leftText: string,
    rightText: string,
    left: MathNode,
    right: MathNode,
    pl: Frac[],
    pr: Frac[],
  ): MathResult {
    const coef = (p: Frac[], i: number) => p[i] ?? frac(0)
    const a = math.subtract(coef(pl, 1), coef(pr, 1)) as Frac
    const b = math.subtract(coef(pr, 0), coef(pl, 0)) as Frac
    const steps: string[] = []
    const messy = (side: string) => /[()/]/.test(side) || (side.match(/x/g) ?? []).length > 1
    if (messy(leftText) || messy(rightText))
      steps.push(this.m('linearExpand', { left: showPolynomial(pl, this.lang), right: showPolynomial(pr, this.lang) }))
    if (fracValue(a) === 0) {
      const holds = fracValue(b) === 0
      steps.push(
        this.m(holds ? 'linearAllSolutions' : 'linearNoSolution', {
          left: formatFrac(coef(pl, 0), this.lang),
          right: formatFrac(coef(pr, 0), this.lang),
        }),
      )
      return { status: 'unsolved', kind: 'linear', reason: holds ? 'identity' : 'contradiction' }
    }
    steps.push(this.m('linearMove', { a: coefficient(a, this.lang), b: formatFrac(b, this.lang) }))
    const x = math.divide(b, a) as Frac
    steps.push(this.m('linearDivide', { a: formatFrac(a, this.lang), x: formatExact(x, this.lang) }))
    const xv = fracValue(x)
    const l = evalAt(left, { x: xv })
    const r = evalAt(right, { x: xv })
    if (!close(l, r)) return { status: 'unsolved', kind: 'linear', reason: 'check failed' }
    return this.solved(
      'linear',
      steps,
      `x = ${formatExact(x, this.lang)}`,
      this.m('linearCheck', { x: formatExact(x, this.lang), left: this.n(l), right: this.n(r) }),
      [xv],
    )
  }

  private quadratic(left: MathNode, right: MathNode, all: Frac[]): MathResult {
    const [c, b, a] = all
    const lang = this.lang
    const equation = showPolynomial(all, lang)
    const d = math.subtract(math.multiply(b, b), math.multiply(math.multiply(frac(4), a), c)) as Frac
    const dv = fracValue(d)
    const steps = [
      this.m('quadraticStandard', { equation, a: formatFrac(a, lang), b: formatFrac(b, lang), c: formatFrac(c, lang) }),
      this.m('quadraticDiscriminant', {
        a: formatFrac(a, lang),
        b: formatFrac(b, lang),
        c: formatFrac(c, lang),
        d: formatFrac(d, lang),
      }),
    ]
    const twoA = math.multiply(frac(2), a) as Frac
    const minusB = math.unaryMinus(b) as Frac
    const checkRoot = (x: number) => close(evalAt(left, { x }), evalAt(right, { x }), 1e-8)
    if (dv < 0) {
      steps.push(this.m('quadraticNone'))
      // Check: the minimum (or maximum) of the parabola lies above (below) zero: no real x makes both sides equal.
      const vertex = -fracValue(b) / (2 * fracValue(a))
      const extreme = fracValue(a) * vertex ** 2 + fracValue(b) * vertex + fracValue(c)
      if (Math.sign(extreme) !== Math.sign(fracValue(a)) || extreme === 0)
        return { status: 'unsolved', kind: 'quadratic', reason: 'check failed' }
      return this.solved('quadratic', steps, this.m('quadraticNoneAnswer'), `D = ${formatFrac(d, lang)} < 0`, [])
    }
    if (dv === 0) {
      const x = math.divide(minusB, twoA) as Frac
      steps.push(this.m('quadraticOne', { x: formatExact(x, lang) }))
      if (!checkRoot(fracValue(x))) return { status: 'unsolved', kind: 'quadratic', reason: 'check failed' }
      return this.solved('quadratic', steps, `x = ${formatExact(x, lang)}`, this.m('quadraticCheck', { equation }), [
        fracValue(x),
      ])
    }
    const root = exactSqrt(d)
    let x1: string
    let x2: string
    let values: number[]
    let sqrtShown: string
    if (root) {
      const r1 = math.divide(math.subtract(minusB, root), twoA) as Frac
      const r2 = math.divide(math.add(minusB, root), twoA) as Frac
      const [lo, hi] = fracValue(r1) <= fracValue(r2) ? [r1, r2] : [r2, r1]
      x1 = formatExact(lo, lang)
      x2 = formatExact(hi, lang)
      values = [fracValue(lo), fracValue(hi)]
      sqrtShown = formatFrac(root, lang)
    } else {
      const sq = Math.sqrt(dv)
      const v1 = (-fracValue(b) - sq) / fracValue(twoA)
      const v2 = (-fracValue(b) + sq) / fracValue(twoA)
      values = [Math.min(v1, v2), Math.max(v1, v2)]
      sqrtShown = surd(d, lang)
      const mb = formatFrac(minusB, lang)
      const ta = formatFrac(twoA, lang)
      x1 = `(${mb} − ${sqrtShown}) / ${ta} ≈ ${this.n(v1 <= v2 ? v1 : v2)}`
      x2 = `(${mb} + ${sqrtShown}) / ${ta} ≈ ${this.n(v1 <= v2 ? v2 : v1)}`
      if (fracValue(twoA) < 0) [x1, x2] = [x2, x1]
    }
    steps.push(
      this.m('quadraticTwo', { minusB: formatFrac(minusB, lang), sqrtD: sqrtShown, twoA: formatFrac(twoA, lang) }),
    )
    steps.push(this.m('quadraticRoots', { x1, x2 }))
    if (!values.every(checkRoot)) return { status: 'unsolved', kind: 'quadratic', reason: 'check failed' }
    return this.solved('quadratic', steps, `x₁ = ${x1}, x₂ = ${x2}`, this.m('quadraticCheck', { equation }), values)
  }

  private higher(left: MathNode, right: MathNode, all: Frac[]): MathResult {
    const roots = algebriteRealRoots(all)
    if (!roots || !roots.length) return { status: 'unsolved', kind: 'polynomial', reason: 'no roots found' }
    const unique = [...new Set(roots.map((r) => round(r)))].sort((a, b) => a - b)
    if (!unique.every((x) => close(evalAt(left, { x }), evalAt(right, { x }), 1e-7)))
      return { status: 'unsolved', kind: 'polynomial', reason: 'check failed' }
    // Every real root must be found: a sign change between consecutive roots' neighbourhoods would reveal a missing one.
    const f = (x: number) => all.reduce((sum, c, i) => sum + fracValue(c) * x ** i, 0)
    const grid = Array.from({ length: 801 }, (_, i) => -100 + i * 0.25)
    for (let i = 1; i < grid.length; i++) {
      const [p, q] = [grid[i - 1], grid[i]]
      if (Math.sign(f(p)) !== Math.sign(f(q)) && !unique.some((r) => r >= p - 1e-9 && r <= q + 1e-9))
        return { status: 'unsolved', kind: 'polynomial', reason: 'a root is missing' }
    }
    const equation = showPolynomial(all, this.lang)
    const shown = unique.map((x) => this.n(x)).join('; ')
    return this.solved(
      'polynomial',
      [this.m('polynomialStandard', { equation, degree: all.length - 1 }), this.m('polynomialRoots', { roots: shown })],
      unique.map((x, i) => `x${unique.length > 1 ? subscriptDigit(i + 1) : ''} = ${this.n(x)}`).join(', '),
      this.m('quadraticCheck', { equation }),
      unique,
    )
  }

  private inequality(text: string): MathResult {
    const m = text.match(/^(.*?)(<=|>=|<|>)(.*)$/)
    if (!m || /[<>=]/.test(m[3])) return { status: 'unsolved', kind: 'inequality', reason: 'unreadable' }
    const left = parseSafe(m[1])
    const right = parseSafe(m[3])
    if (!left || !right) return { status: 'unsolved', kind: 'inequality', reason: 'unreadable' }
    const pl = polynomial(left)
    const pr = polynomial(right)
    if (!pl || !pr) return { status: 'unsolved', kind: 'inequality', reason: 'not linear' }
    const all = subtract(pl, pr)
    if (all.length > 2) return { status: 'unsolved', kind: 'inequality', reason: 'not linear' }
    const op = m[2]
    const show = (o: string) => ({ '<=': '≤', '>=': '≥', '<': '<', '>': '>' })[o] ?? o
    const flip = (o: string) => ({ '<=': '>=', '>=': '<=', '<': '>', '>': '<' })[o] ?? o
    const holds = (l: number, r: number, o: string) =>
      o === '<' ? l < r : o === '>' ? l > r : o === '<=' ? l <= r + 1e-12 : l >= r - 1e-12
    const a = math.subtract(pl[1] ?? frac(0), pr[1] ?? frac(0)) as Frac
    const b = math.subtract(pr[0] ?? frac(0), pl[0] ?? frac(0)) as Frac
    const steps: string[] = []
    if (fracValue(a) === 0) return { status: 'unsolved', kind: 'inequality', reason: 'no x' }
    steps.push(this.m('inequalityMove', { a: coefficient(a, this.lang), b: formatFrac(b, this.lang), sign: show(op) }))
    const x = math.divide(b, a) as Frac
    const finalOp = fracValue(a) < 0 ? flip(op) : op
    if (fracValue(a) < 0)
      steps.push(
        this.m('inequalityFlip', { a: formatFrac(a, this.lang), x: formatExact(x, this.lang), sign: show(finalOp) }),
      )
    else
      steps.push(
        this.m('inequalityDivide', { a: formatFrac(a, this.lang), x: formatExact(x, this.lang), sign: show(finalOp) }),
      )
    const xv = fracValue(x)
    const inside = finalOp.startsWith('<') ? xv - 1 : xv + 1
    const outside = finalOp.startsWith('<') ? xv + 1 : xv - 1
    const ok =
      holds(evalAt(left, { x: inside }), evalAt(right, { x: inside }), op) &&
      !holds(evalAt(left, { x: outside }), evalAt(right, { x: outside }), op) &&
      holds(evalAt(left, { x: xv }), evalAt(right, { x: xv }), op) === finalOp.includes('=')
    if (!ok) return { status: 'unsolved', kind: 'inequality', reason: 'check failed' }
    const answer = this.m('inequalityAnswer', { sign: show(finalOp), x: formatExact(x, this.lang) })
    return this.solved(
      'inequality',
      steps,
      answer,
      this.m('inequalityCheck', { inside: this.n(inside), outside: this.n(outside) }),
      [xv],
    )
  }

  private system(first: string, second: string): MathResult {
    const parseLinear = (text: string) => {
      const [l, r, extra] = text.split('=')
      if (extra !== undefined || r === undefined) return undefined
      const left = parseSafe(l)
      const right = parseSafe(r)
      if (!left || !right) return undefined
      const f = (x: number, y: number) => evalAt(left, { x, y }) - evalAt(right, { x, y })
      const c0 = f(0, 0)
      const a = f(1, 0) - c0
      const b = f(0, 1) - c0
      for (const [x, y] of [
        [2, 3],
        [-1, 4],
        [0.5, -2],
      ])
        if (!close(f(x, y), a * x + b * y + c0, 1e-9)) return undefined
      return { a: frac(round(a)), b: frac(round(b)), c: frac(round(-c0)), left, right }
    }
    const e1 = parseLinear(first)
    const e2 = parseLinear(second)
    if (!e1 || !e2) return { status: 'unsolved', kind: 'system', reason: 'not linear' }
    const show = (e: { a: Frac; b: Frac; c: Frac }) =>
      `${showPolynomial([frac(0), e.a], this.lang).replace(/^0$/, '')}${fracValue(e.b) === 0 ? '' : `${fracValue(e.a) === 0 ? '' : fracValue(e.b) < 0 ? ' − ' : ' + '}${showPolynomial([frac(0), math.abs(e.b) as Frac], this.lang).replace('x', 'y')}`} = ${formatFrac(e.c, this.lang)}`
    const steps = [this.m('systemStart', { eq1: show(e1), eq2: show(e2) })]
    const det = math.subtract(math.multiply(e1.a, e2.b), math.multiply(e2.a, e1.b)) as Frac
    if (fracValue(det) === 0) {
      const dx = math.subtract(math.multiply(e1.c, e2.b), math.multiply(e2.c, e1.b)) as Frac
      steps.push(this.m(fracValue(dx) === 0 ? 'systemMany' : 'systemNone'))
      return { status: 'unsolved', kind: 'system', reason: 'degenerate' }
    }
    const cx = math.subtract(math.multiply(e1.c, e2.b), math.multiply(e2.c, e1.b)) as Frac
    const x = math.divide(cx, det) as Frac
    const pivot = fracValue(e1.b) !== 0 ? e1 : e2
    const y = math.divide(math.subtract(pivot.c, math.multiply(pivot.a, x)), pivot.b) as Frac
    steps.push(
      this.m('systemEliminate', {
        m1: formatFrac(e2.b, this.lang),
        m2: formatFrac(e1.b, this.lang),
        a: formatFrac(det, this.lang),
        c: formatFrac(cx, this.lang),
        x: formatExact(x, this.lang),
      }),
    )
    steps.push(this.m('systemSubstitute', { x: formatExact(x, this.lang), y: formatExact(y, this.lang) }))
    const scope = { x: fracValue(x), y: fracValue(y) }
    const ok = [e1, e2].every((e) => close(evalAt(e.left, scope), evalAt(e.right, scope)))
    if (!ok) return { status: 'unsolved', kind: 'system', reason: 'check failed' }
    return this.solved(
      'system',
      steps,
      `x = ${formatExact(x, this.lang)}, y = ${formatExact(y, this.lang)}`,
      this.m('systemCheck', { x: formatExact(x, this.lang), y: formatExact(y, this.lang) }),
      [scope.x, scope.y],
    )
  }

  // ---- Expressions: simplify, expand, evaluate ----

  expression(s: string): MathResult | undefined {
    const runs = formulaRuns(s).filter((r) => !/[=<>]/.test(r) && isFormula(r))
    const run = runs.sort((a, b) => b.length - a.length)[0]
    if (!run) return undefined
    const node = parseSafe(run)
    if (!node)
      return KEYWORDS.mathsVerb.test(s) ? { status: 'unsolved', kind: 'evaluate', reason: 'unreadable' } : undefined
    const vars = variablesOf(node)
    if (vars.size === 0) return this.arithmetic(node, run)
    if (vars.has('y')) return { status: 'unsolved', kind: 'simplify', reason: 'two variables' }
    const expand = KEYWORDS.expand.test(s) || (!KEYWORDS.simplify.test(s) && /\)\s*(?:\*\s*)?\(|\)\s*\^/.test(run))
    if (!expand && !KEYWORDS.simplify.test(s)) return undefined
    const lang = this.lang
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
      if (!close(a, b, 1e-9))
        return { status: 'unsolved', kind: expand ? 'expand' : 'simplify', reason: 'check failed' }
      points.push(x)
    }
    if (points.length < 3) return { status: 'unsolved', kind: 'simplify', reason: 'check failed' }
    const steps = [this.m(expand ? 'expandStart' : 'simplifyStart', { expression: showExpression(node, lang) })]
    const products = bracketProducts(node, lang)
    if (expand && products) steps.push(this.m('expandProducts', { products }))
    else if (expand && /\)\s*\^\s*2/.test(run)) steps.push(this.m('expandSquare'))
    steps.push(this.m('collect', { result: shown }))
    return this.solved(
      expand ? 'expand' : 'simplify',
      steps,
      shown,
      this.m('simplifyCheck', { points: points.map((p) => this.n(p)).join(', ') }),
      [evaluate(2), evaluate(3)],
    )
  }

  private arithmetic(node: MathNode, run: string): MathResult {
    const result = evalAt(node)
    const again = evalIndependent(node.toString())
    if (again === undefined || !close(result, again, 1e-9))
      return { status: 'unsolved', kind: 'evaluate', reason: 'check failed' }
    const steps = [this.m('evaluateOrder')]
    const terms = sumTerms(node)
    if (terms.length > 1 || /[*/^]/.test(run)) {
      const parts = (terms.length > 1 ? terms : [node])
        .filter((t) => t.type !== 'ConstantNode')
        .map((t) => `${showExpression(t, this.lang)} = ${this.n(evalAt(t))}`)
      if (parts.length) steps.push(this.m('evaluateTerms', { terms: parts.join('; ') }))
    }
    const exactValue = evalExact(node.toString())
    const shown =
      exactValue && close(fracValue(exactValue), result) ? formatExact(exactValue, this.lang) : this.n(result)
    steps.push(this.m('evaluateResult', { result: shown }))
    return this.solved('evaluate', steps, shown, this.m('evaluateCheck', { result: this.n(again) }), [result])
  }

  /** Text that asks for a calculation or names an equation, but in no shape the engine can solve. */
  looksLikeMaths(s: string): MathResult | undefined {
    const runs = formulaRuns(s).filter(isFormula)
    if (runs.length && (KEYWORDS.mathsVerb.test(s) || runs.some((r) => /=|x/.test(r))))
      return { status: 'unsolved', reason: 'not recognised' }
    if (/(рівнян|równani|rownani|equation)/.test(s) && /\d/.test(s) && KEYWORDS.mathsVerb.test(s))
      return { status: 'unsolved', reason: 'not recognised' }
    return undefined
  }
}

// ---- Helpers ----------------------------------------------------------------------------------------------------

function unread(kind: MathKind): MathUnsolved {
  return { status: 'unsolved', kind, reason: 'the message has more to it than was read' }
}

/** Word problems must use every number in the message: "10% of 50 plus 5" is not "10% of 50". */
function usesAllNumbers(s: string, used: number): boolean {
  const numbers = s.match(/(?<![\p{L}_])\d+(?:\.\d+)?/gu) ?? []
  return numbers.length <= used
}

function subtract(p: Frac[], q: Frac[]): Frac[] {
  const out: Frac[] = []
  for (let i = 0; i < Math.max(p.length, q.length); i++)
    out.push(math.subtract(p[i] ?? frac(0), q[i] ?? frac(0)) as Frac)
  while (out.length > 1 && fracValue(out[out.length - 1]) === 0) out.pop()
  return out
}

function derivePoly(p: Frac[]): Frac[] {
  const out = p.slice(1).map((c, i) => math.multiply(c, frac(i + 1)) as Frac)
  return out.length ? out : [frac(0)]
}

/** A polynomial as mathjs text: "(3/1)*x^2+(-4/1)*x^1+(0/1)*x^0". */
function polyText(p: Frac[]): string {
  return p.map((c, i) => `(${c.toFraction()})*x^${i}`).join('+')
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b)
}

/** √ of a non-negative fraction when it is rational (√(9/4) = 3/2). */
function exactSqrt(f: Frac): Frac | undefined {
  const n = Math.sqrt(Number(f.n))
  const d = Math.sqrt(Number(f.d))
  return Number.isInteger(n) && Number.isInteger(d) ? frac(`${n}/${d}`) : undefined
}

/** √D written as k√m when D is a whole number: √12 → 2√3. */
function surd(f: Frac, language: Language): string {
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

function subscriptDigit(n: number): string {
  return '₀₁₂₃₄₅₆₇₈₉'[n] ?? String(n)
}

function unwrap(node: MathNode): MathNode {
  return node.type === 'ParenthesisNode' ? unwrap((node as unknown as { content: MathNode }).content) : node
}

/** The terms of a sum with their signs: 3x² − sin(x) + 1 → [3x², −sin(x), 1]. */
function sumTerms(node: MathNode): MathNode[] {
  const n = unwrap(node) as unknown as { type: string; op?: string; args?: MathNode[]; fn?: string }
  if (n.type === 'OperatorNode' && n.args?.length === 2 && (n.op === '+' || n.op === '-')) {
    const right = sumTerms(n.args[1])
    return [...sumTerms(n.args[0]), ...(n.op === '-' ? right.map((t) => math.parse(`-(${t.toString()})`)) : right)]
  }
  return [node]
}

type RuleKey =
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

function rulesUsed(node: MathNode): RuleKey[] {
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
function bracketProducts(node: MathNode, language: Language): string | undefined {
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
