/**
 * The quantities of a word problem, read by their units in en/uk/pl (money, percent, distance, speed, time,
 * count), so one model template serves every phrasing that carries the same quantities.
 */

export type Unit =
  | 'money'
  | 'percent'
  | 'km'
  | 'speed'
  | 'hours'
  | 'days'
  | 'minutes'
  | 'years'
  | 'months'
  | 'amount'
  | 'count'
  | 'plain'
export interface Quantity {
  value: number
  unit: Unit
  index: number
}

const UNITS: [Unit, RegExp][] = [
  [
    'speed',
    /^\s*(?:km\s*\/\s*h|km\/год|км\s*\/\s*год|км\/ч|kmh|km\s+per\s+hour|kilomet\S*\s+(?:per|an)\s+hour|кілометр\S*\s+на\s+годину|kilometr\S*\s+na\s+godzin\S*|mph|miles\s+per\s+hour|m\/s)/i,
  ],
  [
    'amount',
    /^\s*(?:kg\b|кг\b|kilogram\S*|кілограм\S*|g\b|г\b|grams?\b|грам\S*|gram\S*|ml\b|мл\b|millilit\S*|mililitr\S*|l\b|л\b|lit(?:re|er)s?\b|літр\S*|litr\S*)/i,
  ],
  ['km', /^\s*(?:km\b|км\b|kilomet\S*|кілометр\S*|kilometr\S*|miles?\b|mil\b|m\b|м\b)/i],
  ['percent', /^\s*(?:%|percent|per\s*cent|відсот\S*|procent\S*)/i],
  ['hours', /^\s*(?:h\b|hours?|hrs?|год\S*|godz\S*)/i],
  ['days', /^\s*(?:days?\b|дн\S*|день|dni\b|dzie\S*)/i],
  ['minutes', /^\s*(?:min\S*|хв\S*)/i],
  ['years', /^\s*(?:years?|yrs?|рок\S*|років|лет|lat\b|lata\b|latach|roku|rok\b)/i],
  ['months', /^\s*(?:months?|місяц\S*|miesi\S*)/i],
  ['money', /^\s*(?:zł|zl\b|pln|грн|uah|dollars?|usd|eur|€|доларів|gr\b)/i],
]

/** \b of ASCII regular expressions does not see Cyrillic or Polish letters: a letter-aware boundary instead. */
export function unicode(re: RegExp): RegExp {
  const boundary = '(?:(?<![\\p{L}\\d])(?=[\\p{L}\\d])|(?<=[\\p{L}\\d])(?![\\p{L}\\d]))'
  return new RegExp(re.source.replace(/\\b/g, boundary), 'iu')
}
const UNIT_PATTERNS = UNITS.map(([unit, re]) => [unit, unicode(re)] as const)

const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['one|одну|одна|jedną|jedna', 1],
    ['two|дві|два|двох|dwie|dwa|dwóch|dwoch', 2],
    ['three|три|трьох|trzy|trzech', 3],
    ['four|чотири|чотирьох|cztery|czterech', 4],
    ["five|п'ять|пять|pięć|piec|pięciu", 5],
    ['six|шість|sześć|szesc', 6],
  ].flatMap(([words, n]) =>
    String(words)
      .split('|')
      .map((w) => [w, Number(n)]),
  ),
)
const NUMBER_WORD = new RegExp(`(?<![\\p{L}])(?:${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}])`, 'giu')

/** The numbers of the text with the unit written after them (or a currency sign before: $1500). */
export function quantities(text: string): Quantity[] {
  const out: Quantity[] = []
  for (const m of text.matchAll(/([$€£])?\s?(\d+(?:[.,]\d+)?)/g)) {
    const value = Number(m[2].replace(',', '.'))
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40)
    const unit: Unit = m[1] ? 'money' : (UNIT_PATTERNS.find(([, re]) => re.test(after))?.[0] ?? 'plain')
    out.push({ value, unit, index: m.index })
  }
  // "Two hours later", "через дві години", "po dwóch godzinach": a number word counts when a unit follows it.
  for (const m of text.matchAll(NUMBER_WORD)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40)
    const unit = UNIT_PATTERNS.find(([, re]) => re.test(after))?.[0]
    if (unit) out.push({ value: NUMBER_WORDS[m[0].toLowerCase()], unit, index: m.index })
  }
  return out.sort((a, b) => a.index - b.index)
}

export const of = (qs: Quantity[], unit: Unit) => qs.filter((q) => q.unit === unit).map((q) => q.value)

const CUE_PATTERNS = {
  compound: /compound|складн|skład|sklad|kapitaliz|капіталіз/i,
  simple: /simple interest|прост\S* (?:відсот|річн)|procent\S* prost/i,
  interest:
    /interest|відсот\S* (?:річн|на рік)|річн|bank|вклад|депозит|lokat|oprocentowan|kapitał|kapital|deposit|invest/i,
  towards: /towards|toward each other|назустріч|naprzeciw|ku sobie|w stron[ęe] siebie|meet|зустрін|spotka/i,
  apart: /apart|між ними|відстань між|odległ|distance between|from each other/i,
  dice: /dice|die\b|кубик|кост|kostk|kości|kosci/i,
  sum: /sum|total|сум|sum[aęy]|łącznie|razem|в сумі/i,
  triangle: /triangle|трикутник|trójkąt|trojkat/i,
  sides: /sides?|сторон|bok/i,
  vertex: /vertex|вершин|wierzchoł|wierzchol/i,
  work: /together|разом|razem|wspólnie|wspolnie/i,
  alone: /alone|самостійно|сам\b|sam[ao]?\b|osobno/i,
  two: /\b(?:two|2|dwie|dwoma|dwóch|двох|два|двома)\b/i,
}

export const CUES = Object.fromEntries(Object.entries(CUE_PATTERNS).map(([k, re]) => [k, unicode(re)])) as Record<
  keyof typeof CUE_PATTERNS,
  RegExp
>
