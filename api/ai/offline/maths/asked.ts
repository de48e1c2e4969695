/**
 * What a word problem asks for: the first quantity named after the last asking word ("… Знайдіть радіус описаного
 * кола" asks a radius, whatever the sides given before it). Solvers compare it with the quantity they compute.
 */

const ASKING =
  /(?<!\p{L})(?:find|what(?:'?s| is| was| will)|calculate|compute|work out|how (?:long|big|much|many|far)|знайд\S*|обчисл\S*|визнач\S*|чому дорівн\S*|скільки|яка|який|яку|яке|oblicz\S*|wyznacz\S*|podaj\S*|ile|jak(?:i|a|ie|ą)|jak\S* (?:jest|ma|będzie))(?!\p{L})/giu

export const QUANTITIES = {
  area: /area|площ|\bpole\b|\bpola\b/u,
  surface: /surface|поверхн|powierzchni/u,
  volume: /volume|об['’]?єм|objęto|objeto/u,
  perimeter: /perimeter|circumference|периметр|довжин\S* кола|obwód|obwod/u,
  hypotenuse: /hypotenuse|гіпотенуз|przeciwprostokątn|przeciwprostokatn/u,
  leg: /\blegs?\b|катет|przyprostokątn|przyprostokatn/u,
  diagonal: /diagonal|діагонал|przekątn|przekatn/u,
  side: /\bside|сторон|\bbok/u,
  radius: /radius|радіус|promie/u,
  diameter: /diameter|діаметр|średnic|srednic/u,
  height: /height|висот|wysoko/u,
  angle: /angle|кут|kąt|\bkat\b/u,
  arc: /arc|дуг|łuk|\bluk/u,
}
export type Quantity = keyof typeof QUANTITIES

/** The quantity asked, or undefined when the message has no asking word or names no quantity after it. */
export const askedQuantity = (s: string): Quantity | undefined => firstAsked(s, QUANTITIES)

/**
 * Of money put in a bank, two quantities can be asked: the interest earned (the gain) or the amount in the account.
 * Their words, in en/uk/pl; "interest rate" names neither.
 */
export const MONEY_ASKED = {
  gain: /interest(?! rate)|\bearn|\bgain|profit|відсотк|прибут|нарах|дохід|доход|odset|zysk|zarob/u,
  amount:
    /amount|total|balance|\bhave\b|account|worth|\bfinal|рахун|сум[аиуі]|буде|матим|отрима|stan\b|kwot|będzie|bedzie|wyniesie|zgromadz|otrzyma/u,
}

/** Which of the named quantities the question names first after its last asking word, if any. */
export function firstAsked<Q extends string>(s: string, named: Record<Q, RegExp>): Q | undefined {
  const last = [...s.matchAll(ASKING)].at(-1)
  if (!last) return undefined
  const asked = s.slice(last.index).toLowerCase()
  const found = (Object.entries(named) as [Q, RegExp][])
    .map(([q, re]) => ({ q, at: asked.search(re) }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at)
  return found[0]?.q
}

/** Every quantity named after the last asking word ("oblicz pole …, a następnie jego obwód": area and perimeter). */
export function allAsked(s: string): Quantity[] {
  const last = [...s.matchAll(ASKING)].at(-1)
  const asked = last ? s.slice(last.index).toLowerCase() : ''
  return (Object.entries(QUANTITIES) as [Quantity, RegExp][]).filter(([, re]) => re.test(asked)).map(([q]) => q)
}

/** The part of the message before the last asking word: what is given. */
export function givenPart(s: string): string {
  const last = [...s.matchAll(ASKING)].at(-1)
  return last ? s.slice(0, last.index) : ''
}

/** Units an answer can be asked in, each by its words in en/uk/pl (whole words; "км/год" holds km and hours). */
const UNIT_WORDS: Record<string, string> = {
  mm: String.raw`mm|мм|міліметр\p{L}*|millimet\p{L}*|milimetr\p{L}*`,
  cm: String.raw`cm|см|сантиметр\p{L}*|centimet\p{L}*|centymetr\p{L}*`,
  dm: String.raw`dm|дм|дециметр\p{L}*|decimet\p{L}*|decymetr\p{L}*`,
  m: String.raw`m|м|метр\p{L}*|met(?:er|re)s?|metr\p{L}*`,
  km: String.raw`km|км|кілометр\p{L}*|kilomet\p{L}*|kilometr\p{L}*`,
  s: String.raw`сек|секунд\p{L}*|sec|seconds?|sekund\p{L}*`,
  min: String.raw`хв|хвилин\p{L}*|min|minutes?|minut\p{L}*`,
  h: String.raw`год|годин\p{L}*|h|hours?|godz|godzin\p{L}*`,
  g: String.raw`г|грам\p{L}*|g|grams?|gram\p{L}*`,
  kg: String.raw`кг|кілограм\p{L}*|kg|kilograms?|kilogram\p{L}*`,
}
const whole = (words: string) => new RegExp(String.raw`(?<![\p{L}])(?:${words})(?![\p{L}])`, 'u')
const UNIT_ASKED = new RegExp(
  String.raw`(?<![\p{L}])(?:у|в|in|into|w|скільки|how many|ile)\s+(${Object.values(UNIT_WORDS).join('|')})(?![\p{L}])`,
  'gu',
)

/**
 * A unit the answer is asked in ("периметр у міліметрах", "скільки хвилин", "ile metrów") that no other part of the
 * message names: the answer would need a conversion the solvers do not make, so it is declined (decision 159).
 */
export function otherUnitAsked(s: string): string | undefined {
  const asked = s.slice(givenPart(s).length)
  for (const m of asked.matchAll(UNIT_ASKED)) {
    const unit = Object.entries(UNIT_WORDS).find(([, words]) => new RegExp(`^(?:${words})$`, 'u').test(m[1]))?.[0]
    const rest = s.replace(m[0], ' ')
    if (unit && !whole(UNIT_WORDS[unit]).test(rest)) return unit
  }
  return undefined
}
