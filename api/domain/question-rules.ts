import { difficultyValues, type Language, type Question } from '../../openapi/types.ts'

const LETTERS = ['A) ', 'B) ', 'C) ', 'D) ']
const LETTERED = new Set(['SAT', 'MATURA_BASIC', 'MATURA_EXTENDED'])

/** Every rule a question must meet before anyone sees it (bank files and generated items alike). */
export function questionProblems(q: Question, opts: { language?: Language; against?: Question[] } = {}): string[] {
  const problems: string[] = []
  if (!q.questionText?.trim()) problems.push('questionText is empty')
  if (!Array.isArray(q.options) || q.options.length !== 4) problems.push('needs exactly 4 options')
  else {
    // Case counts: capitalisation items ("Boże Narodzenie" vs "boże narodzenie") differ only by case.
    if (new Set(q.options.map((o) => o.replace(/^[A-D]\) /, '').trim())).size !== 4)
      problems.push('options are not distinct')
    if (q.options.filter((o) => o === q.correctAnswer).length !== 1)
      problems.push('correctAnswer is not exactly one option')
    if (q.options.some((o) => !o.trim())) problems.push('an option is empty')
    if (LETTERED.has(q.examType) && !q.options.every((o, i) => o.startsWith(LETTERS[i])))
      problems.push('options must be prefixed A) B) C) D)')
    if (!LETTERED.has(q.examType) && q.options.some((o) => /^[A-D]\) /.test(o)))
      problems.push('options must not be lettered')
  }
  if (!q.explanation || q.explanation.trim().length < 40) problems.push('explanation is too short')
  if (!Number.isInteger(q.timeLimit) || q.timeLimit < 30 || q.timeLimit > 300)
    problems.push('timeLimit must be 30-300 s')
  if (!difficultyValues.includes(q.difficulty)) problems.push('difficulty is invalid')
  if (q.examType.startsWith('MATURA') && !q.level) problems.push('Matura items need a level')
  if (opts.language && !inLanguage(q, opts.language)) problems.push(`not written in ${opts.language}`)
  if (
    opts.against?.some(
      (other) =>
        other.id !== q.id && nearDuplicate(itemText(other), itemText(q)) && (other.passage ?? '') === (q.passage ?? ''),
    )
  ) {
    problems.push('near-duplicate of another item')
  }
  return problems
}

/** Ukrainian items are written in Cyrillic; Polish and English items are not. Foreign-language sections are exempt. */
export function inLanguage(q: Question, language: Language): boolean {
  if (q.section === 'Foreign Language' || q.section === 'English Language') return true
  const text = `${q.questionText} ${q.explanation}`
  const letters = text.replace(/[^\p{L}]/gu, '')
  const cyrillic = (letters.match(/\p{Script=Cyrillic}/gu) ?? []).length
  const share = letters.length ? cyrillic / letters.length : 0
  if (language === 'uk') return share > 0.5
  if (language === 'pl')
    return (
      share < 0.1 && /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(jest|oraz|który|która|się|nie|jak|ile|oblicz|wskaż|zdanie)\b/i.test(text)
    )
  return share < 0.1
}

/** What makes two items the same item: the stem and the options (a shared stem like "Which sentence is
 * punctuated correctly?" with other options is a different item). */
export function itemText(q: Pick<Question, 'questionText' | 'options'>): string {
  return `${q.questionText} ${(q.options ?? []).map((o) => o.replace(/^[A-D]\) /, '')).join(' ')}`
}

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean),
  )
}

/** Jaccard similarity of the word sets above 0.85. */
export function nearDuplicate(a: string, b: string): boolean {
  const A = words(a)
  const B = words(b)
  if (A.size === 0 || B.size === 0) return false
  let inter = 0
  for (const w of A) if (B.has(w)) inter++
  return inter / (A.size + B.size - inter) > 0.85
}
