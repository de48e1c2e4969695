/**
 * Drawing from a collection of items of a few kinds (decision 077's urn, decision 158's groups of people): balls by
 * colour in a box or a bag, or people by kind in a class (boys and girls). The counts of each kind are read, one or
 * two items drawn (without replacement unless the text says so), and the outcomes listed as ordered draws.
 */

type Outcome = number[]

const BALL = /ball|marble|кул|куль|kul|urn|урн|box|bag|коробц|мішеч|pudeł|worek|woreczk/
const GROUP = /student|pupil|class|people|учн|клас|школяр|uczni|klas|osob/
const COLOURS = [
  'red|червон|czerwon',
  'blue|син|блакит|niebiesk',
  'green|зелен|zielon',
  'white|біл|biał|bial',
  'black|чорн|czarn',
  'yellow|жовт|żółt|zolt',
]
const PEOPLE = ['\\bboys?\\b|хлопц|хлопчик|chłop|chlop', '\\bgirls?\\b|дівч|dziewcz']

/** Two drawn: "two … are drawn", "picked", "вибирають двох", "losujemy dwie", or "both" in the question. */
const TWO_DRAWN = new RegExp(
  [
    String.raw`\b(?:two|2)\b.{0,30}(?:drawn|taken|picked|chosen|selected|вийма|витяга|вибира|обира|losuj|wyciąga|wybier)`,
    String.raw`(?:drawn|вийма\S*|витяга\S*|вибира\S*|обира\S*|losujemy|wyciągamy|wybieramy)\s+(?:two|2|дві|двох|два|dwie|dwóch|dwoch|dwa)`,
    String.raw`(?<!\p{L})(?:both|обидв\p{L}*|obie|obydwie|oboje)(?!\p{L})`,
  ].join('|'),
  'u',
)

const SOME_OF_TWO =
  /at least|exactly|one of|one is|хоча б|принаймні|рівно|один з|одна з|одн\S* (?:хлоп|дівч|кул)|co najmniej|przynajmniej|dokładnie|dokladnie|jedn\S* z/u

export function urn(s: string) {
  const people = GROUP.test(s)
  if (!BALL.test(s) && !people) return undefined
  const kinds = people ? PEOPLE : COLOURS
  const counted = kinds.map((c) => new RegExp(`(\\d+)\\s+(?:\\p{L}+\\s+)?(?:${c})\\p{L}*`, 'u').exec(s))
  const counts = counted.map((m) => Number(m?.[1] ?? 0))
  if (counts.filter((c) => c > 0).length < 2) return undefined
  // The kind asked about: the one kind named after the last count ("… 18 girls. … both are girls").
  const tail = s.slice(Math.max(...counted.map((m) => (m ? m.index + m[0].length : -1))))
  const asked = kinds
    .map((c, i) => ({ i, at: tail.search(new RegExp(c, 'u')) }))
    .filter((c) => c.at >= 0 && counts[c.i] > 0)
  if (asked.length !== 1) return undefined
  const drawn = TWO_DRAWN.test(s) ? 2 : 1
  // Of two drawn, only "both are X" is read: "at least one", "exactly one", "one of each" are other events.
  if (drawn === 2 && SOME_OF_TWO.test(s)) return undefined
  const replaced = /with replacement|з поверненням|ze zwracaniem/.test(s)
  const items = counts.flatMap((c, kind) => Array.from({ length: c }, () => kind))
  if (items.length > 60) return undefined
  const outcomes: Outcome[] = []
  for (let a = 0; a < items.length; a++)
    if (drawn === 1) outcomes.push([items[a]])
    else for (let b = 0; b < items.length; b++) if (replaced || a !== b) outcomes.push([items[a], items[b]])
  return {
    space: [people ? 'spaceGroup' : 'spaceUrn', { n: items.length, k: drawn }] as const,
    read: counts,
    outcomes,
    event: (o: Outcome) => o.every((c) => c === asked[0].i),
  }
}
