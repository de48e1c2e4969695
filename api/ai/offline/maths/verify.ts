import { allAsked, askedQuantity, otherUnitAsked, type Quantity } from './asked.ts'
import { ROOT_KINDS, type MathKind, type MathResult, type MathSolved } from './common.ts'
import { SPACED_GROUPS } from './notation.ts'
import { mixedUnits } from './units.ts'

/**
 * The last gate before an answer is shown (issue 24): each solver already checks its own arithmetic (roots
 * substituted back, integrals re-derived numerically); this checks, independently of the solver, that the problem
 * it solved is the one the student asked. An answer is declined (the reply offers the method instead) when
 * - a number of the message does not appear in the worked steps: part of the problem was not read
 *   ("f'(2)", "from 0 to 3", "monthly", a second condition);
 * - the answer is out of the range its kind allows: a probability outside [0, 1], a count that is not a whole
 *   number, a length, area, volume, time or amount of money that is not positive.
 */

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹'
const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉'

/** Text with every digit plain: x² → x^2, a₁₀ → a10, 1 500 → 1500, − → -. */
export function plainDigits(text: string, grouped = true): string {
  const digits = text
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (m) => `^${[...m].map((c) => SUPERSCRIPT.indexOf(c)).join('')}`)
    .replace(/[₀₁₂₃₄₅₆₇₈₉]+/g, (m) => [...m].map((c) => SUBSCRIPT.indexOf(c)).join(''))
    .replace(/[−–]/g, '-')
  // Thousands are grouped with spaces in uk/pl steps (1 500); a message's "log_5 125" is two numbers.
  return grouped ? digits.replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '$1') : digits
}

/** A decimal (2.5, or 2,5 as uk/pl steps write it); "6,3)" closes a pair such as log(x + 6,3), not a decimal. */
const DECIMAL = /\d+\.\d+|\d+,\d+(?![\d)])/g

/**
 * The numbers of a text: decimals as wholes, and the other runs of digits. A decimal's parts are not numbers of
 * their own: a mean of 7.8 does not show that an 8 of the message was read.
 */
const numbersOf = (text: string) => {
  const plain = `${plainDigits(text)} ${plainDigits(text, false)}`
  const decimals = (plain.match(DECIMAL) ?? []).map((d) => d.replace(',', '.'))
  return [...(plain.replace(DECIMAL, ' ').match(/\d+/g) ?? []), ...decimals].map(Number)
}

/** The numbers of the message, decimals whole (the message's decimal commas are points by now). */
export const messageNumbers = (text: string) => (plainDigits(text, false).match(/\d+(?:\.\d+)?/g) ?? []).map(Number)

/** Numbers of the message the steps never mention: each one a part of the problem the solver did not read. */
export function unreadNumbers(message: string, solved: MathSolved): number[] {
  const shown = new Set(numbersOf([...solved.steps, solved.answer, solved.check, ...(solved.read ?? [])].join(' ')))
  // A whole number may be shown as part of a product (2·3) or a power (x³): only its own digits are compared.
  return messageNumbers(message).filter((n) => !shown.has(n))
}

const POSITIVE: MathKind[] = ['geometry', 'motion', 'work', 'interest', 'mixture']

/** Whether the answer lies in the range its kind allows. */
export function inRange(solved: MathSolved): boolean {
  const v = solved.values
  if (solved.kind === 'probability') return v.every((p) => p >= 0 && p <= 1)
  if (solved.kind === 'combinatorics') return v.every((n) => n >= 0 && Number.isInteger(Math.round(n * 1e9) / 1e9))
  if (POSITIVE.includes(solved.kind)) return v.every((x) => x > 0)
  return true
}

/**
 * Something asked of the roots rather than the roots themselves: their sum, product, the largest, the number of
 * them, the integer ones ("у відповідь запишіть суму коренів", "najmniejsza liczba całkowita spełniająca …").
 */
const OF_ROOTS = new RegExp(
  [
    String.raw`\b(?:sum|product|number|count)\s+of\s+(?:the\s+|all\s+|its\s+)?(?:real\s+)?(?:roots|solutions|zeros)`,
    String.raw`\b(?:largest|greatest|smallest|least|biggest|larger|smaller|bigger|positive|negative)\s+(?:\p{L}+\s+)?(?:root|solution|value)`,
    String.raw`\bhow many\s+(?:\p{L}+\s+)?(?:roots|solutions)|\binteger|\bnatural`,
    String.raw`(?:сум|добут|кількіст|скільки|більш|менш|додатн|від'?ємн)\S*\s+(?:\p{L}+\s+)?(?:корін|корен|розв)|(?:найбільш|найменш|ціл|натуральн)\S*`,
    // x₁² + x₂², x1·x2: the roots named one by one (Vieta's notation), so an expression of them is asked.
    String.raw`(?<![a-z])x_?[12](?!\d)`,
    // "… та вкажіть їх кількість", "and give their sum", "podaj ich sumę": asked of the roots named before.
    String.raw`(?<!\p{L})(?:їх|their|ich)\s+(?:кількіст|сум|добут|середн|number|sum|product|mean|liczb|sum|iloczyn|średni)`,
    String.raw`(?:sum|iloczyn|liczb|ile|większ|wieksz|mniejsz|dodatn|ujemn)\S*\s+(?:\p{L}+\s+)?(?:pierwiast|rozwiąz|rozwiaz|miejsc)|(?:największ|najwieksz|najmniejsz|całkowit|calkowit|naturaln)\S*`,
    String.raw`\b(?:positive|negative)\s+(?:root|solution)|\b(?:sum|product|difference|number|count)\s+of\s+(?:the\s+|all\s+|its\s+)?(?:real\s+)?(?:roots|solutions|zeros)`,
    String.raw`\b(?:largest|greatest|smallest|least|biggest|larger|smaller)\s+(?:\p{L}+\s+)?(?:root|solution|value)`,
    String.raw`\bhow many\s+(?:\p{L}+\s+)?(?:roots|solutions)|\binteger|\bnatural`,
    String.raw`(?:сум|добут|різниц|кількіст|скільки|менш|більш|додатн|від['’]?ємн)\S*\s+(?:\p{L}+\s+)?(?:корін|корен|розв)|(?:найбільш|найменш|ціл|натуральн)\S*`,
    String.raw`(?:sum|iloczyn|różnic|roznic|liczb|ile|mniejsz|większ|wieksz|dodatni|ujemn)\S*\s+(?:\p{L}+\s+)?(?:pierwiast|rozwiąz|rozwiaz|miejsc)|(?:pierwiast|rozwiąz|rozwiaz)\S*\s+(?:dodatn|ujemn)|(?:największ|najwieksz|najmniejsz|całkowit|calkowit|naturaln)\S*`,
  ].join('|'),
  'iu',
)

/** Angles in degrees: only the geometry solvers read them; elsewhere sin 30° would be read in radians. */
const DEGREES = /°|\bdeg\b|градус|stopni/iu

/** C(7, 3), A(5, 2), P(6, 2), 7C3: counting notation (its comma is not a decimal comma). */
const COUNTING_NOTATION = /\b[cap]\s*\(\s*\d+\s*[.,;]\s*\d+\s*\)|\b\d+\s*[cp]\s*\d+\b|\bn[cp]r\b/i

/** Greek letters other than π name angles and variables (sin α = 3/5) that the formula reader leaves out. */
const OTHER_VARIABLE = /[α-οσ-ωΑ-Ω]/u

/** The measures of a figure a question may ask together. */
const MEASURES: Quantity[] = ['area', 'surface', 'volume', 'perimeter']

/** Quantities of a figure that the geometry solvers take as given but never compute. */
const NOT_COMPUTED: Quantity[] = ['diagonal', 'side', 'radius', 'diameter', 'height', 'angle']

/** A letter other than x, y, n, e beside an operator ((a² − b²)/(a − b)): the formula reader would drop it. */
const LETTER_VARIABLE = /(?<!\p{L})[a-df-mo-wz](?!\p{L})\s*[-+*/^]|[-+*/^(]\s*[a-df-mo-wz](?![\p{L}(])/u
const EXPRESSION_KINDS: MathKind[] = ['simplify', 'expand', 'factor', 'evaluate', 'derivative', 'integral', 'limit']

/** A percentage is a rate, not a length or a count: only the kinds that read rates may use one. */
const PERCENT = /\d\s*(?:%|per ?cent|процент|відсот|procent)/iu
const PERCENT_KINDS: MathKind[] = ['percent', 'interest', 'mixture', 'probability']

/**
 * Kinds of answer a question can name outright: a probability, a number of ways, a derivative, an integral, a
 * limit, a domain or set of values, a median or spread. An answer of another kind solved some other problem in the
 * message (every number can be read and still answer the wrong question), so it is declined.
 */
const NAMED_KINDS: [RegExp, MathKind[]][] = [
  [/probabilit|chance of|ймовірн|імовірн|prawdopodobie/iu, ['probability']],
  [/how many ways|скількома способами|na ile sposob|ile (?:jest )?sposob/iu, ['combinatorics']],
  [/derivative|differentiat|похідн|pochodn/iu, ['derivative']],
  [/integral|integrate|інтеграл|первісн|ca[łl]k(?!owit)/iu, ['integral']],
  [/(?<!\p{L})(?:limit|lim|границ\S*|granic\S*)(?!\p{L})/iu, ['limit']],
  [/domain|област\S* (?:визначен|значен)|dziedzin|zbi[oó]r wartości/iu, ['function']],
  // A tangent line is an equation of a line, which no reader gives (a value of f was once shown for it).
  [/tangent|дотичн|styczn/iu, []],
  [/median|медіан|standard deviation|квадратичн\S* відхил|odchyleni|dominant|rozstęp|розмах/iu, ['statistics']],
  // A proof is asked: no reader gives one (a value of √2 was once shown for "prove that √2 is irrational").
  [/(?<!\p{L})(?:prove|proof|show that|довед\S*|доказ\S*|udowodnij|wykaż|wykaz|uzasadnij)(?!\p{L})/iu, []],
  // A figure the message points at and does not hold ("using the graph above, find f(3)", "на рисунку").
  [
    /(?:graph|figure|diagram|picture)\s+(?:above|below|shown)|shown (?:above|below|in the (?:figure|diagram|graph))|на (?:рисунку|малюнку|графіку)|з графіка|за графіком|na (?:rysunku|wykresie)|z wykresu/iu,
    [],
  ],
]

/** The kind the question names, when it names one the answer is not. */
const otherKindNamed = (message: string, kind: MathKind) =>
  NAMED_KINDS.find(([re, kinds]) => re.test(message) && !kinds.includes(kind))

/**
 * "1.500", "2,400": one separator and three digits after it are thousands in one convention and a decimal in
 * another (a price of 1.500 zł is 1500, a "1,500" typed by an English student is 1500 too), so neither is guessed.
 */
const GROUPED_OR_DECIMAL = /(?<![\d.,])[1-9]\d{0,2}(?:[.,]\d{3})+(?!\d)/
/** "2 400 600": spaced groups the notation reader left apart (one number or a list), so neither is guessed. */
const SPACED_RUN = new RegExp(SPACED_GROUPS.source)
/** "sin 30", "cos 60": a whole number of degrees written without ° would be read in radians. */
const UNMARKED_DEGREES = /(?<![a-z])(?:sin|cos|tan|cot)\s*\(?\s*(\d+)(?![\d.]|\s*\*?\s*(?:pi|x|°))/g
const unmarkedDegrees = (s: string) =>
  [...s.matchAll(UNMARKED_DEGREES)].some((m) => Number(m[1]) > 0 && Number(m[1]) % 15 === 0)

/** One coordinate asked ("współrzędna x wierzchołka", "абсциса", "the y-coordinate"): a point is no answer to it. */
const ONE_COORDINATE =
  /\b[xy][- ]coordinate|coordinate of|(?:first|second) coordinate|(?:pierwsz|drug)\S* (?:współrzędn|wspolrzedn)|(?:перш|друг)\S* координат|(?:współrzędn|wspolrzedn|координат)\S* [xy]\b|(?<!\p{L})(?:odcięt|odciet|rzędn|rzedn|абсцис|ординат)/u

/** The checks, on the normalised message; `typed` is the message as it was typed (its separators unchanged). */
export function verified(message: string, result: MathResult | undefined, typed = message): MathResult | undefined {
  if (result?.status !== 'solved') return result
  if (GROUPED_OR_DECIMAL.test(typed) || SPACED_RUN.test(message))
    return { status: 'unsolved', kind: result.kind, reason: 'a number that may be grouped thousands or a decimal' }
  if (ONE_COORDINATE.test(message) && result.values.length > 1)
    return { status: 'unsolved', kind: result.kind, reason: 'one coordinate asked, a point found' }
  if (result.kind !== 'geometry' && unmarkedDegrees(message))
    return { status: 'unsolved', kind: result.kind, reason: 'an angle that may be in degrees' }
  if (mixedUnits(message)) return { status: 'unsolved', kind: result.kind, reason: 'a quantity in two units' }
  const missing = unreadNumbers(message, result)
  if (missing.length)
    return { status: 'unsolved', kind: result.kind, reason: `numbers not read: ${missing.join(', ')}` }
  if (!inRange(result)) return { status: 'unsolved', kind: result.kind, reason: 'answer out of range' }
  if (otherKindNamed(message, result.kind))
    return { status: 'unsolved', kind: result.kind, reason: 'the question names another kind of answer' }
  if (ROOT_KINDS.includes(result.kind) && OF_ROOTS.test(result.of ? message.replace(result.of, ' ') : message))
    return { status: 'unsolved', kind: result.kind, reason: 'something of the roots is asked, not the roots' }
  if (result.kind !== 'combinatorics' && result.kind !== 'vector' && COUNTING_NOTATION.test(message))
    return { status: 'unsolved', kind: result.kind, reason: 'C(n, k) read as something else' }
  const unit = otherUnitAsked(message)
  if (unit)
    return {
      status: 'unsolved',
      kind: result.kind,
      reason: `the answer is asked in ${unit}, which nothing given is in`,
    }
  // Two measures of a figure asked ("pole …, a następnie obwód") and one number found: half the question answered.
  const measures = allAsked(message).filter((q) => MEASURES.includes(q))
  // "Surface area", "pole powierzchni", "площа поверхні": one measure named with two words.
  if (measures.filter((q) => q !== 'area' || !measures.includes('surface')).length > result.values.length)
    return { status: 'unsolved', kind: result.kind, reason: 'more quantities asked than found' }
  const asked = askedQuantity(message)
  if (result.kind === 'geometry' && asked && NOT_COMPUTED.includes(asked) && result.gives !== asked)
    return { status: 'unsolved', kind: result.kind, reason: `a ${asked} is asked, which no formula here gives` }
  if (EXPRESSION_KINDS.includes(result.kind) && LETTER_VARIABLE.test(message))
    return { status: 'unsolved', kind: result.kind, reason: 'a letter other than x in the expression' }
  if (result.kind !== 'geometry' && OTHER_VARIABLE.test(message))
    return { status: 'unsolved', kind: result.kind, reason: 'a variable the formulas do not read' }
  if (!PERCENT_KINDS.includes(result.kind) && PERCENT.test(message))
    return { status: 'unsolved', kind: result.kind, reason: 'a percentage read as a plain number' }
  if (result.kind !== 'geometry' && result.kind !== 'vector' && DEGREES.test(message))
    return { status: 'unsolved', kind: result.kind, reason: 'an angle in degrees' }
  return result
}
