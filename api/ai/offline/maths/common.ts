/** The kinds of problem, the shape of a result, and how formulas are found in a message. */

import type { Quantity } from './asked.ts'

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
  | 'rational'
  | 'absolute'
  | 'exponential'
  | 'logarithmic'
  | 'trigonometric'
  | 'factor'
  | 'integral'
  | 'limit'
  | 'interest'
  | 'motion'
  | 'work'
  | 'mixture'
  | 'probability'
  | 'combinatorics'
  | 'statistics'
  | 'vector'
  | 'function'
  | 'word'

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
  /** The values the steps were written with (the verifier's record of what was read). */
  read?: string[]
  /** A pasted multiple-choice question: the option whose value is the checked answer (else it is not solved). */
  choice?: string
  /** A side or a diagonal that a named formula computed (the verifier otherwise takes them as given). */
  gives?: Quantity
  /** Words asking something of the roots ("sumę pierwiastków") that this answer was worked for (roots-asked.ts). */
  of?: string
}

export interface MathUnsolved {
  status: 'unsolved'
  kind?: MathKind
  reason: string
}

export type MathResult = MathSolved | MathUnsolved

export const NUM = String.raw`(-?\d+(?:\.\d+)?)`

export const KEYWORDS = {
  derivative: /derivative|differentiat|d\/dx|похідн|pochodn|różniczk|rozniczk|\by\s*['′]/,
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

// ---- Finding the formulas in free text ----------------------------------------------------------------------

const MATH_WORDS = new Set([
  'x',
  'y',
  'sqrt',
  'cbrt',
  'sin',
  'cos',
  'tan',
  'cot',
  'asin',
  'acos',
  'atan',
  'log',
  'ln',
  'lg',
  'log_',
  'exp',
  'pi',
  'e',
  'abs',
])

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
  for (const m of s.matchAll(/(\p{L}+_?)|(\d+(?:\.\d+)?)|(<=|>=|[-+*/^()=<>.|!\s])|([^])/gu)) {
    if (m[1] !== undefined) {
      if (MATH_WORDS.has(m[1])) current += m[1]
      else flush()
    } else if (m[2] !== undefined || m[3] !== undefined) current += m[0]
    else flush()
  }
  flush()
  return runs
}

export function isFormula(run: string): boolean {
  return /[-+*/^=<>(]/.test(run) || /\d\s*[xy]/.test(run) || /sqrt|cbrt|sin|cos|tan|log|ln/.test(run)
}

/** Kinds whose values are the roots (or the solution set's ends) of the relation asked about. */
export const ROOT_KINDS: MathKind[] = [
  'linear',
  'quadratic',
  'polynomial',
  'rational',
  'absolute',
  'exponential',
  'logarithmic',
  'trigonometric',
  'inequality',
  'system',
]
