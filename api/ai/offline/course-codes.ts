import { languageValues } from '../../../openapi/types.ts'
import { serverTexts } from '../../locales/texts.ts'

/**
 * Course names of the bank's sections carry numbers (a code such as 30-1, 30 or 12 after the subject). Typed by a student
 * ("social 30-1: classical vs modern liberalism", "bio 30 diploma"), the number is a name, not a sum to solve, nor a
 * number the intent classifier reads as a problem or a deadline. The codes and the words they follow come from the
 * section names in the three languages (api/locales), so a new course needs no change here.
 */

const CODE = /^\d+(?:-\d+)?$/
const WORDS = /\p{L}+/gu

/** Each course code with the words of the section names it is written after ("30-1" → math, social, …). */
function courseWords(): Map<string, string[]> {
  const codes = new Map<string, Set<string>>()
  for (const language of languageValues) {
    const subjects = serverTexts(language).names.subjects
    for (const name of [...Object.keys(subjects), ...Object.values(subjects)]) {
      const code = name.split(/\s+/).find((word) => CODE.test(word))
      if (!code) continue
      const words = codes.get(code) ?? new Set<string>()
      for (const word of name.toLowerCase().match(WORDS) ?? []) words.add(word)
      codes.set(code, words)
    }
  }
  return new Map([...codes].map(([code, words]) => [code, [...words]]))
}

let known: Map<string, string[]> | undefined
/** A word followed by a number: a course name when the word begins one of that code's section words ("bio" 30). */
const WORD_AND_NUMBER = /(\p{L}{3,})\s+(\d+(?:-\d+)?)(?![\d.,]*\d)(?!\s*[-+*/^=<>])/gu

/** The message with the course codes taken out of the course names it names; everything else as written. */
export function withoutCourseCodes(message: string): string {
  known ??= courseWords()
  const codes = known
  return message.replace(WORD_AND_NUMBER, (whole, word: string, code: string) => {
    const words = codes.get(code)
    const lower = word.toLowerCase()
    return words?.some((w) => w.startsWith(lower)) ? word : whole
  })
}
