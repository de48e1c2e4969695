// Which choice items may not have their options shuffled, found from the option texts themselves:
// - an option that speaks about the other options ("all of the above", "both A and B", "жодна з наведених",
//   "wszystkie powyższe") must keep its place: "keep-last" when it is the last option, "fixed" otherwise;
// - options that form a sequence (numbers in rising or falling order, I / II / III combinations) keep their order:
//   the exams print them that way and a student reads the order as part of the item.
import { questionType } from '../../domain/questions.ts'
import type { Question } from '../../openapi/types.ts'

export type OptionOrder = 'keep-last' | 'fixed'

const LETTER = '[A-EА-Д]'
/** "A and B", "A i B", "А і Б", "B, C", "(A) or (C)", "only A", "лише Б", "tylko A". */
const LETTER_REFERENCE = new RegExp(
  `(?<![\\p{L}\\p{N}])\\(?${LETTER}\\)?\\s*(?:,|and|or|&|i|oraz|lub|albo|і|й|та|чи|або)\\s*\\(?${LETTER}\\)?(?![\\p{L}\\p{N}])` +
    `|(?<![\\p{L}])(?:only|both|neither|tylko|oba|obie|лише|тільки|обидва|обидві)\\s+\\(?${LETTER}\\)?(?![\\p{L}\\p{N}])`,
  'u',
)
/** Words that point at the list of options itself, in the bank's three languages. */
const LIST_REFERENCE =
  /\b(?:of the above|of these|of the options|above options)\b|powyższ|wymienion[ey]ch|podanych odpowiedzi|наведен|перелічен|вище(?:наведен|зазначен)/iu
/** I, II, III and IV combinations ("I only", "I and III", "II, III and IV"). */
const ROMAN_SET = /^(?:(?:I|II|III|IV)(?:\s*(?:,|and|or|i|oraz|і|та)\s*|\s+only$|\s+(?:tylko|лише)$|$))+$/u

const optionText = (o: string) => o.replace(/^[A-E]\) /, '').trim()

/** Capital letters the item itself uses as names ("blood type A", "Site C"), so options naming them are content.
 * A capital at the start of a sentence is an article or a pronoun ("A man…"), not a name. */
function namedLetters(context: string): Set<string> {
  const names = new Set<string>()
  for (const m of context.matchAll(/(?<=[\p{Ll}\p{N},;:("]\s?)\(?([A-EА-Д])(?![\p{L}\p{N}])/gu)) names.add(m[1])
  return names
}

function refersToOptions(text: string, names: Set<string>): boolean {
  if (LIST_REFERENCE.test(text)) return true
  const m = text.match(LETTER_REFERENCE)
  if (!m) return false
  const letters = m[0].match(new RegExp(LETTER, 'gu')) ?? []
  return letters.some((l) => !names.has(l))
}

/** The numbers an option states ("−3", "1 200", "2,5", "$45.57", "Sentence 4") and the words around them. */
function numbered(text: string): { frame: string; value: number } | undefined {
  const t = text.replace(/(?<=\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '').replace(/[−–](?=\d)/g, '-')
  const numbers = t.match(/-?\d+(?:[.,]\d+)?/g)
  if (!numbers || numbers.length !== 1) return undefined
  return { frame: t.replace(numbers[0], '#'), value: Number(numbers[0].replace(',', '.')) }
}

/** Options that differ only in one number, written in rising or falling order ("Sentence 2" … "Sentence 5"). */
function isSequence(options: string[]): boolean {
  if (options.every((o) => ROMAN_SET.test(o))) return true
  const parts = options.map(numbered)
  if (parts.some((p) => !p) || new Set(parts.map((p) => p!.frame)).size !== 1) return false
  const nums = parts.map((p) => p!.value)
  const rising = nums.every((n, i) => i === 0 || n > nums[i - 1])
  const falling = nums.every((n, i) => i === 0 || n < nums[i - 1])
  return rising || falling
}

/** How a choice item's options may be reordered: absent means freely. */
export function optionOrderFor(
  q: Pick<Question, 'options' | 'type' | 'questionText' | 'passage' | 'stimulus'>,
): OptionOrder | undefined {
  if (questionType(q) !== 'choice' || q.options.length < 2) return undefined
  const texts = q.options.map(optionText)
  if (isSequence(texts)) return 'fixed'
  const names = namedLetters(`${q.questionText} ${q.passage ?? ''} ${JSON.stringify(q.stimulus ?? '')}`)
  const referring = texts.map((t) => refersToOptions(t, names))
  if (referring.slice(0, -1).some(Boolean)) return 'fixed'
  return referring[referring.length - 1] ? 'keep-last' : undefined
}
