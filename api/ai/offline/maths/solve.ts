import type { Language } from '../../../../openapi/types.ts'
import { findTask, type Task } from '../task.ts'
import type { TutorTexts } from '../texts.ts'
import { ageWords } from './ages.ts'
import { evaluate, rewrite } from './algebra.ts'
import { calculus } from './calculus-read.ts'
import { probability } from './chance.ts'
import { splitOptions, withChoice } from './choice.ts'
import { formulaRuns, isFormula, KEYWORDS, type MathResult } from './common.ts'
import { counting } from './counting.ts'
import { digitNumbers } from './digits.ts'
import { engineRuns } from './engine-runs.ts'
import { equation, inequality } from './equation.ts'
import { evalAt, parseSafe } from './expr.ts'
import { namedFormula } from './formulas.ts'
import { functionQuestion } from './function.ts'
import { geometry } from './geometry.ts'
import { withoutHeader } from './header.ts'
import { intervalOf } from './interval.ts'
import { itemWords } from './items.ts'
import { meanRelation } from './mean.ts'
import { mixtureOrPercent } from './mixture.ts'
import { motionOrWork } from './motion.ts'
import { normaliseMath } from './notation.ts'
import { numberWords } from './numbers.ts'
import { parameterQuadratic } from './parameter.ts'
import { percent, ratio } from './percent.ts'
import { fromRoots, ofRootsAsked, withCondition } from './roots-asked.ts'
import { sequence } from './sequences.ts'
import { shareWords } from './shares.ts'
import { Solver } from './solver.ts'
import { statistics } from './statistics.ts'
import { system } from './system.ts'
import { vectors } from './vectors.ts'
import { verified } from './verify.ts'
import { wordProblem } from './word.ts'

export { formulaRuns, type MathKind, type MathResult, type MathSolved, type MathUnsolved } from './common.ts'

/**
 * The offline tutor's maths (decision 045): student notation read once (notation.ts), solved by the CAS
 * (cas.ts), every answer checked numerically before it is shown, and declined when it cannot be.
 *
 * The entry point for the reply code: a maths problem in a message (up to the 4,000-character limit; the task may
 * be anywhere in it, a pasted multiple-choice question included). Undefined when the message holds no maths
 * problem; `unsolved` when it looks like one but no answer could be found and checked.
 */
export function solveMaths(message: string, language: Language, texts: TutorTexts): MathResult | undefined {
  return readTask(message, language, texts).maths
}

/** The task of a message (a long paste's task block, task.ts) and the maths problem it holds, solved. */
export function readTask(message: string, language: Language, texts: TutorTexts): Task {
  return findTask(message, language, (text) => solveWhole(new Solver(language, texts), text))
}

function solveWhole(t: Solver, message: string): MathResult | undefined {
  const options = splitOptions(message)
  if (options) return withChoice(solveText(t, options.stem), options)
  return solveText(t, message)
}

function solveText(t: Solver, message: string): MathResult | undefined {
  const s = normaliseMath(withoutHeader(message)).toLowerCase()
  return verified(s, read(t, s), message)
}

const READERS = [
  meanRelation,
  statistics,
  vectors,
  probability,
  digitNumbers,
  counting,
  motionOrWork,
  mixtureOrPercent,
  ageWords,
  numberWords,
  itemWords,
  shareWords,
  parameterQuadratic,
  wordProblem,
  percent,
  ratio,
  sequence,
  namedFormula,
  geometry,
  (t: Solver, s: string) => functionQuestion(t, s, engineRuns),
  calculus,
  algebra,
  equations,
  arithmetic,
  looksLikeMaths,
]

function read(t: Solver, s: string): MathResult | undefined {
  for (const reader of READERS) {
    t.seen.length = 0
    const result = reader(t, s)
    if (result) return result
  }
  return undefined
}

const FACTOR = /factor|розклад\S* на множники|rozłóż|rozloz|na czynniki/

function algebra(t: Solver, s: string): MathResult | undefined {
  const op = FACTOR.test(s)
    ? 'factor'
    : KEYWORDS.expand.test(s)
      ? 'expand'
      : KEYWORDS.simplify.test(s)
        ? 'simplify'
        : undefined
  const runs = engineRuns(s)
  if (op) {
    const f = runs.find((r) => !r.includes('='))
    return f ? rewrite(t, op, f) : undefined
  }
  // "f(x) = x² + 3x, find f(2)": the function's value at the point.
  const definition = /\b[fgh]\s*\(\s*x\s*\)\s*=/.exec(s)
  // Two functions defined (f and g, a composition f(g(2))): not the value of one function.
  if (definition && (s.match(/\b[fgh]\s*\(\s*x\s*\)\s*=/g) ?? []).length > 1) return t.unread('evaluate')
  const point = definition && /\b[fgh]\s*\(\s*(-?\d+(?:\.\d+)?)\s*\)/.exec(s)
  if (definition && point) {
    const f = engineRuns(s.slice(definition.index + definition[0].length).replace(point[0], ' ')).find((r) =>
      /x/.test(r),
    )
    return f && !f.includes('=') ? evaluate(t, f, Number(point[1])) : t.unread('evaluate')
  }
  // "3x² − 2x + 1 at x = 2", "при x = −1", "dla x = 2"
  const at = /(?:at|when|for|при|якщо|dla|gdy)\s+x\s*=\s*(-?\d+(?:\.\d+)?)/.exec(s)
  if (at) {
    const f = runs.find((r) => !r.includes('=') && /x/.test(r))
    return f ? evaluate(t, f, Number(at[1])) : undefined
  }
  return undefined
}

function equations(t: Solver, s: string): MathResult | undefined {
  const interval = intervalOf(s)
  // f(x) = … defines a function as y = … does (its name is no formula, and "(x) = …" alone would be an equation).
  const text = (interval ? s.replace(interval.text, ' ') : s).replace(/(?<![a-z])[a-z]\s*\(\s*x\s*\)\s*=/g, 'y =')
  const runs = engineRuns(text)
  const eqs = runs.filter((r) => /=/.test(r) && !/[<>]/.test(r))
  const ineq = runs.find((r) => /[<>]/.test(r) && /x/.test(r))
  if (ineq && !eqs.length) return inequality(t, ineq)
  // A condition beside the equation ("x^2 - 4 = 0, x > 0") selects roots; any other inequality is declined.
  if (ineq && eqs.length)
    return eqs.length === 1 ? withCondition(t, equation(t, eqs[0], interval), ineq) : t.unread('linear')
  // y = f(x) with "x = 3" beside it is the function's value there, not a system.
  const point = eqs.map((e) => /^x=(-?\d+(?:\.\d+)?)$/.exec(e)).find(Boolean)
  const rule = eqs.map((e) => /^y=(.*x.*)$/.exec(e)?.[1]).find(Boolean)
  if (eqs.length === 2 && point && rule) return evaluate(t, rule, Number(point[1]))
  // An expression of x and y beside a system ("у відповідь запишіть x + y", "… oblicz x + y") is asked of the
  // solution, not the pair: not read here.
  const ofPair =
    runs.some((r) => !/[=<>]/.test(r) && /[xy]/.test(r) && !/^[xy]$/.test(r)) ||
    OF_PAIR.test(s.split(/[.?!]\s/).at(-1)!)
  if (eqs.length === 2 && eqs.some((e) => /\by\b/.test(e))) return ofPair ? t.unread('system') : system(t, eqs)
  const found = eqs.find((e) => /\bx\b/.test(e))
  // y = f(x) is a function, not an equation in x: its zeros are asked ("нулі функції", "miejsca zerowe") or else
  // something this reader does not solve (a domain, a graph).
  const eq = found && /\by\b/.test(found) ? (ZEROS.test(s) ? zeroOf(found) : undefined) : found
  if (found && !eq) return t.unread('linear')
  if (!eq || eqs.length > 1 + (eqs.length === 2 && !!asked(runs) ? 1 : 0)) return eq ? t.unread('linear') : undefined
  const solved = equation(t, eq, interval)
  // "The sum of the roots", "mniejszy pierwiastek": worked from the checked roots (a trigonometric equation's
  // roots are all its roots only on an interval).
  const ofRoots = ofRootsAsked(s)
  if (solved?.status === 'solved' && ofRoots && (solved.kind !== 'trigonometric' || interval))
    return fromRoots(t, solved, ofRoots)
  // "If 2x + 3 = 11, what is 4x?": the asked expression at the (single) root.
  const ask = asked(runs.filter((r) => r !== eq))
  if (solved?.status === 'solved' && ask && solved.values.length === 1) {
    const node = parseSafe(ask)
    const v = node ? evalAt(node, { x: solved.values[0] }) : Number.NaN
    return Number.isFinite(v) ? evaluate(t, ask, solved.values[0]) : t.unread('linear')
  }
  return solved
}

/** The product, sum or difference of a system's x and y asked ("знайдіть добуток xy", "find x·y"). */
const OF_PAIR = /\bxy\b|product|sum\b|difference|добут|сум[аиу]|різниц|iloczyn|sum[aęy]|różnic|roznic/u

// The last expression of x is the one asked ("find x if …, and work out x²"): the earlier ones name the unknown.
const ZEROS = /zeros?\b|roots of the function|x-intercept|нул[іья] функц|miejsc[ae]? zerow/
/** "y = x² − 1" → "x² − 1 = 0"; undefined when y is not alone on one side. */
const zeroOf = (e: string) => {
  const [l, r] = e.split('=').map((side) => side.trim())
  return l === 'y' ? `${r}=0` : r === 'y' ? `${l}=0` : undefined
}

const asked = (runs: string[]) => runs.filter((r) => !r.includes('=') && /x/.test(r) && !/[<>]/.test(r)).at(-1)

function arithmetic(t: Solver, s: string): MathResult | undefined {
  const runs = engineRuns(s).filter(
    (r) => !/[xy=<>]/.test(r) && /\d/.test(r) && /[-+*/^!(]|sqrt|log|sin|cos|tan/.test(r),
  )
  // The right side of an equation whose left side is no formula ("sin α = 3/5, find cos α") is not the question.
  if (runs.length !== 1 || /=\s*[^\s?]/.test(s)) return undefined
  // "how many codes from the digits 0-7": a range written with a hyphen, not a difference to work out.
  if (/^\d+-\d+$/.test(runs[0]) && /how many|скільки|ile\b/.test(s)) return t.unread('evaluate')
  const numbers = s.match(/\d+(?:\.\d+)?/g)?.length ?? 0
  const used = runs[0].match(/\d+(?:\.\d+)?/g)?.length ?? 0
  // A number of the message left out of the expression means the problem was not fully read.
  if (numbers > used) return t.unread('evaluate')
  return evaluate(t, runs[0])
}

function looksLikeMaths(t: Solver, s: string): MathResult | undefined {
  const runs = formulaRuns(s).filter(isFormula)
  return runs.length && KEYWORDS.mathsVerb.test(s) ? t.unread('evaluate') : undefined
}
