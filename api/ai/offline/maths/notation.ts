/**
 * The one reader of student notation (decision 045): what a 16-year-old types — x², √, ×, ÷, unicode minus,
 * decimal commas, log2(x), log_2 x, lg, ln, |x|, sin x, π, ∫₀² … dx — to the engine's notation (mathjs syntax,
 * log(a, b) for the logarithm base b), which the CAS adapter (cas.ts) and the numeric checks (expr.ts) both read.
 */

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹'
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉'
const VULGAR: Record<string, string> = { '½': '(1/2)', '⅓': '(1/3)', '⅔': '(2/3)', '¼': '(1/4)', '¾': '(3/4)' }
const digitsOf = (s: string, table: string) =>
  [...s].map((c) => (c === '⁻' || c === '₋' ? '-' : String(table.indexOf(c)))).join('')

/** Markup out: tags and the contents of script/style elements. What is left is plain text. */
export function stripMarkup(text: string): string {
  return (
    text
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<\/?[a-z!][^<>]*>/gi, ' ')
      // Line breaks are kept (one per run): a pasted question's lines are its parts (task.ts).
      .replace(/[^\S\n]*\n\s*/g, '\n')
      .replace(/[^\S\n]{2,}/g, ' ')
      .trim()
  )
}

/** Symbols and words of the message in plain ASCII maths: the first pass, before formulas are picked out. */
export function normaliseMath(input: string): string {
  let s = joinThousands(stripMarkup(input))
  s = s
    .replace(/[−–—‒﹣－]/g, '-')
    .replace(/[×✕⋅∙·]/g, '*')
    .replace(/÷/g, '/')
  // A Cyrillic х standing alone or beside digits is the unknown typed on a Ukrainian keyboard ("х^2 - 5х + 6").
  s = s.replace(/(?<!\p{L})[хХ](?!\p{L})/gu, 'x')
  s = s.replace(/≤|⩽/g, '<=').replace(/≥|⩾/g, '>=').replace(/≠/g, '!=')
  s = s.replace(/[’ʼ`]/g, "'").replace(/\*\*/g, '^').replace(/π/g, 'pi').replace(/∞/g, 'inf')
  // ∫₀² f dx and ∫_0^2 f dx → integral from 0 to 2 of f (the calculus reader takes the bounds).
  s = s.replace(
    /∫\s*(?:_\s*)?([₀-₉₋]+|-?\d+(?:[.,]\d+)?)\s*(?:\^\s*)?([⁰-⁹⁻]+|¹|²|³|-?\d+(?:[.,]\d+)?|pi)?/g,
    (_m, a: string, b?: string) => {
      const lo = /[₀-₉]/.test(a) ? digitsOf(a, SUBSCRIPTS) : a
      const hi = b && /[⁰-⁹¹²³]/.test(b) ? digitsOf(b, SUPERSCRIPTS) : b
      return hi === undefined ? `∫ ${lo} ` : ` integral from ${lo} to ${hi} of `
    },
  )
  s = s.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (m) => `^(${digitsOf(m, SUPERSCRIPTS)})`)
  // A unit of area or volume after a number ("40 см²", "64 см2", "3 m^3") names no number: its power is a word.
  s = s.replace(
    UNIT_POWER,
    (_m, unit: string, p1?: string, p2?: string) => `${unit} ${(p1 ?? p2) === '2' ? 'sq' : 'cu'}`,
  )
  // log₂ x, log_2(x), log2(x), lg x, ln x
  s = s.replace(/\blog\s*_?\s*([₀-₉]+)/gi, (_m, d: string) => `log_${digitsOf(d, SUBSCRIPTS)}`)
  s = s.replace(/[₀-₉]+/g, (m) => digitsOf(m, SUBSCRIPTS))
  s = s.replace(/[½⅓⅔¼¾]/g, (m) => VULGAR[m] ?? m)
  s = s.replace(ROOT_WORDS, (_m, before?: string, after?: string) => (before || after ? ' cbrt ' : ' sqrt '))
  s = s.replace(/∛\s*\(/g, 'cbrt(').replace(/∛\s*(\d+(?:[.,]\d+)?)/g, 'cbrt($1)')
  s = s.replace(/√\s*\(/g, 'sqrt(').replace(/√\s*(\d+(?:[.,]\d+)?|[a-z])/gi, 'sqrt($1)')
  // Decimal commas, unless the text is a list of numbers written without spaces ("2,4,8,16", "1,2,...,40").
  if (!/\d+(?:,\d+){2,}|\d+,\d+,\s*(?:\.{2,3}|…)/.test(s)) s = s.replace(/(\d),(\d)/g, '$1.$2')
  s = s
    .replace(/(\d)\s*(?:divided by|поділити на|поділене на|podzielone przez|podzielić przez)\s*(?=[\d(x])/gi, '$1 / ')
    .replace(/(?<=[\d)])\s*(?:plus|плюс|додати|dodać|dodac)\s*(?=[\d(]|sqrt|cbrt)/gi, ' + ')
    .replace(/(?<=[\d)])\s*(?:minus|мінус|відняти|odjąć|odjac)\s*(?=[\d(]|sqrt|cbrt)/gi, ' - ')
    .replace(/(\d)\s*(?:times|multiplied by|помножити на|помножене на|razy|pomnożone przez)\s*(?=[\d(x])/gi, '$1 * ')
  s = s
    .replace(/(?<![a-z])ctg\b/gi, 'cot')
    .replace(/(?<![a-z])tg\b/gi, 'tan')
    .replace(/\barc(sin|cos|tan)\b/gi, 'a$1')
    // The argument glued to the name: "sinx", "cos2x", "lnx".
    .replace(/(?<![a-z])(a?sin|a?cos|a?tan|cot|ln|lg)(\d*x)(?![\p{L}\d(])/giu, '$1 $2')
  // A trigonometric value of an angle in degrees ("sin 150°", "2cos(60°)"): the angle in radians, as a teacher
  // writes it (sin(150·π/180)); the degrees stay in the formula, so the steps show them.
  return s.replace(
    /(?<![a-z])(sin|cos|tan|cot)\s*(\(\s*)?(\d+(?:\.\d+)?)\s*(?:°|\^\(0\))(?:\s*(\)))?/gi,
    (m, f: string, open?: string, deg?: string, close?: string) => (!open === !close ? `${f}(${deg}*pi/180)` : m),
  )
}

const UNIT_POWER = /(?<=\d\s*)(мм|см|дм|км|м|mm|cm|dm|km|m)(?:\^\(?([23])\)?|([23]))(?![\d\p{L}])/gu

/** Roots named in words: "cube root of", "кубічний корінь з", "pierwiastek sześcienny z", "square root of". */
const CUBE = String.raw`cube|кубічн\S*|sześcienn\S*|szescienn\S*|trzeciego stopnia`
const ROOT_WORDS = new RegExp(
  String.raw`(?<!\p{L})(?:(${CUBE})\s+|(?:square|квадратн\S*)\s+)?(?:root|корін\S*|корень|pierwiastek)\s+` +
    String.raw`(?:(${CUBE})\s+|(?:квадратн\S*|kwadratow\S*)\s+)?(?:of|з|із|z|od)\s+(?=-?\d)`,
  'giu',
)

/**
 * Thousands grouped with spaces ("2 400", "1 500 грн", "12 000 zł", "1 000 000"): a run of 1–3 digits and groups of
 * exactly three, nothing numeric on either side, joined into one number. Two groups are one number; a longer run
 * is joined only when it ends in 000 ("2 400 600" may be a list: left apart, and the verifier declines it).
 */
export const SPACED_GROUPS = /(?<![\d.,]|\d[ \u00a0\u202f])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d]|[ \u00a0\u202f]\d)/g
const joinThousands = (s: string) =>
  s.replace(SPACED_GROUPS, (run) => {
    const groups = run.split(/[ \u00a0\u202f]/)
    return groups.length === 2 || groups.at(-1) === '000' ? groups.join('') : run
  })

const FUNCTION_NAMES = 'sqrt|cbrt|sin|cos|tan|cot|asin|acos|atan|ln|lg|log|exp|abs'

/**
 * One formula (already cut out of the message) to the engine's notation: implicit products made explicit
 * (3x, 2(x+1), x(x−2)), function arguments bracketed (sin x, ln 2x), logarithm bases (log_2 x → log(x, 2)),
 * |…| to abs(…), e and π named. Undefined when brackets or bars do not pair up.
 */
export function toEngine(formula: string): string | undefined {
  let s = formula.trim().replace(/\s+/g, ' ')
  if (!balancedBars(s)) return undefined
  s = bars(s)
  // f x → f(x): a function name followed by a bare argument (a number times x, a number, a letter).
  // A coefficient may stand right before the name ("2cos x"), and a power right after it ("sin²x" = (sin x)²).
  s = s.replace(
    new RegExp(
      `(?<![a-z])(${FUNCTION_NAMES}|log_\\d+(?:\\.\\d+)?)\\s+(-?\\d*(?:\\.\\d+)?\\*?[a-z]?(?:\\^\\d+)?)(?![\\w(])`,
      'g',
    ),
    '$1($2)',
  )
  s = s.replace(
    /(?<![a-z])(sin|cos|tan|cot)\s*\^\s*\(?(\d)\)?\s*(\(?)\s*(-?\d*\*?x)(?![\w^])\)?/g,
    (_m, f: string, p: string, _open: string, arg: string) => `${f}(${arg})^${p}`,
  )
  s = s.replace(/\blog_(\d+(?:\.\d+)?)\s*\(/g, 'log[$1](').replace(/\blog(\d+)\s*\(/g, 'log[$1](')
  s = s.replace(/\blg\s*\(/g, 'log[10](').replace(/\bln\s*\(/g, 'log[e](')
  s = s.replace(/\blog\s*\(/g, 'log[10](')
  if (!balancedParens(s)) return undefined
  s = s.replace(/log\[([^\]]+)\]\(/g, (_m, base: string) => `log#${base}#(`)
  s = closeLogs(s)
  // Implicit products: 3x, 3(x, )(, )x, x(…) but not function names.
  s = s.replace(/(\d)\s*(?=[a-z(])/gi, '$1*')
  s = s.replace(/\)\s*(?=[\w(])/g, ')*')
  s = s.replace(/\b([xy])\s*(?=[(\d])/g, '$1*')
  s = s.replace(/\b([xy])\s*(?=[xy]\b)/g, '$1*')
  s = s.replace(new RegExp(`\\b(${FUNCTION_NAMES}|log)\\*\\(`, 'g'), '$1(')
  s = s.replace(/\bpi\s*(?=[a-z(\d])/g, 'pi*')
  return s.replace(/\s+/g, '')
}

function balancedParens(s: string): boolean {
  let depth = 0
  for (const c of s) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0
    if (depth < 0) return false
  }
  return depth === 0
}
function balancedBars(s: string): boolean {
  return (s.match(/\|/g) ?? []).length % 2 === 0
}

/** |a| → abs(a): a bar opens where an operand may start (start, after an operator or bracket), else it closes. */
function bars(s: string): string {
  let out = ''
  let open = 0
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== '|') {
      out += s[i]
      continue
    }
    const before = out.trimEnd().slice(-1)
    const opens = open === 0 || before === '' || /[-+*/^(=<>,]/.test(before)
    if (opens) {
      out += /[\w)]/.test(before) ? '*abs(' : 'abs('
      open++
    } else {
      out += ')'
      open--
    }
  }
  return out
}

/** log#b#(arg) → log(arg, b), with the argument's closing bracket found by depth. */
function closeLogs(s: string): string {
  for (let i = s.indexOf('log#'); i >= 0; i = s.indexOf('log#')) {
    const baseEnd = s.indexOf('#', i + 4)
    const base = s.slice(i + 4, baseEnd)
    let depth = 0
    let j = baseEnd + 1
    for (; j < s.length; j++) {
      depth += s[j] === '(' ? 1 : s[j] === ')' ? -1 : 0
      if (depth === 0) break
    }
    s = `${s.slice(0, i)}log${s.slice(baseEnd + 1, j)}, ${base})${s.slice(j + 1)}`
  }
  return s
}
