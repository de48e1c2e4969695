/**
 * Student-written mathematics to something mathjs parses: unicode minus and dashes, × ÷ ·, superscripts and
 * subscripts, √, vulgar fractions, decimal commas (uk/pl), ≤ ≥, tg/ctg, ln. Markup is removed first.
 */

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  ⁿ: 'n',
}
const SUBSCRIPTS: Record<string, string> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  ₙ: 'n',
}
const VULGAR: Record<string, string> = {
  '½': '(1/2)',
  '⅓': '(1/3)',
  '⅔': '(2/3)',
  '¼': '(1/4)',
  '¾': '(3/4)',
  '⅕': '(1/5)',
  '⅛': '(1/8)',
}

/** Markup out: tags and the contents of script/style elements. What is left is plain text. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z!][^<>]*>/gi, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

export function normaliseMath(input: string): string {
  let s = stripMarkup(input)
  s = s.replace(/[−–—‒﹣－]/g, '-')
  s = s.replace(/[×✕⋅∙·]/g, '*').replace(/÷/g, '/')
  s = s.replace(/≤|⩽/g, '<=').replace(/≥|⩾/g, '>=')
  s = s.replace(/[’ʼ`]/g, "'")
  s = s.replace(/\*\*/g, '^')
  s = s.replace(
    /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻ⁿ]+/g,
    (m) => `^${m.length > 1 ? '(' : ''}${[...m].map((c) => SUPERSCRIPTS[c]).join('')}${m.length > 1 ? ')' : ''}`,
  )
  s = s.replace(/[₀-₉ₙ]+/g, (m) => [...m].map((c) => SUBSCRIPTS[c]).join(''))
  s = s.replace(/[½⅓⅔¼¾⅕⅛]/g, (m) => VULGAR[m] ?? m)
  // √(…) and √25, √x → sqrt(…)
  s = s.replace(/√\s*\(/g, 'sqrt(').replace(/√\s*(\d+(?:[.,]\d+)?|[a-z])/gi, 'sqrt($1)')
  // Decimal commas, unless the text is a list of numbers written without spaces ("2,4,8,16").
  if (!/\d+(?:,\d+){2,}/.test(s)) s = s.replace(/(\d),(\d)/g, '$1.$2')
  // Operations in words: "5 divided by 2", "3 times 4", "поділити на", "razy".
  s = s
    .replace(/(\d)\s*(?:divided by|поділити на|поділене на|podzielone przez|podzielić przez)\s*(?=[\d(x])/gi, '$1 / ')
    .replace(/(\d)\s*(?:times|multiplied by|помножити на|помножене на|razy|pomnożone przez)\s*(?=[\d(x])/gi, '$1 * ')
    .replace(/(\d)\s*(?:plus|додати)\s*(?=[\d(x])/gi, '$1 + ')
    .replace(/(\d)\s*(?:minus|мінус|відняти)\s*(?=[\d(x])/gi, '$1 - ')
  // "0x" would be read as a hexadecimal prefix by mathjs: it means 0 · x here.
  s = s.replace(/(?<![\d.])0(?=[xXbBoO])/g, '0*')
  s = s.replace(/\bctg\b/gi, 'cot').replace(/\btg\b/gi, 'tan')
  return s
}
