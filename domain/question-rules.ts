import {
  difficultyValues,
  optionOrderValues,
  type Figure,
  type Language,
  type Question,
  type Stimulus,
} from '../openapi/types.ts'
import { checkNumeric, parseNumeric, SAT_FIELD_LENGTH } from './answers.ts'
import { hasLetteredOptions, isForeignLanguageSection, levelOf, SECTION } from './exam/registry.ts'
import { parseFigureSvg } from './figure-svg.ts'
import { orderingProblems, selectionProblems, setFieldProblems, statementProblems } from './item-type-rules.ts'
import { parseMatches } from './pairs.ts'
import { hasOptionLabel, optionText, questionType } from './questions.ts'

const LETTERS = ['A) ', 'B) ', 'C) ', 'D) ', 'E) ']
/** Exams whose multiple-choice items may have 5 options (NMT uses А–Д); every other exam uses 4. */
const FIVE_OPTIONS = new Set(['NMT'])

function choiceProblems(q: Question): string[] {
  const problems: string[] = []
  const n = Array.isArray(q.options) ? q.options.length : 0
  const allowed = FIVE_OPTIONS.has(q.examType) ? [4, 5] : [4]
  if (!allowed.includes(n)) {
    problems.push(allowed.length > 1 ? 'needs 4 or 5 options' : 'needs exactly 4 options')
    return problems
  }
  // Case counts: capitalisation items ("Boże Narodzenie" vs "boże narodzenie") differ only by case.
  if (new Set(q.options.map((o) => optionText(o).trim())).size !== n) problems.push('options are not distinct')
  if (q.options.filter((o) => o === q.correctAnswer).length !== 1)
    problems.push('correctAnswer is not exactly one option')
  if (q.options.some((o) => !o.trim())) problems.push('an option is empty')
  if (hasLetteredOptions(q.examType) && !q.options.every((o, i) => o.startsWith(LETTERS[i])))
    problems.push('options must be prefixed A) B) C) D)')
  if (!hasLetteredOptions(q.examType) && q.options.some(hasOptionLabel)) problems.push('options must not be lettered')
  return problems
}

function numericProblems(q: Question): string[] {
  const problems: string[] = []
  if (q.options?.length) problems.push('numeric items have no options')
  if (!parseNumeric(q.correctAnswer).ok)
    problems.push('correctAnswer is not a number (write it with a point: 2.5, 1/2)')
  const accepted = q.acceptedAnswers ?? []
  if (!accepted.includes(q.correctAnswer)) problems.push('acceptedAnswers must list correctAnswer')
  for (const a of accepted)
    if (!checkNumeric({ correctAnswer: q.correctAnswer }, a)) problems.push(`accepted form ${a} is not the answer`)
  // The SAT answer field holds 5 characters (6 with a minus sign); NMT answers are written as decimals.
  if (q.examType === 'SAT' && accepted.some((a) => a.replace(/^-/, '').length > SAT_FIELD_LENGTH))
    problems.push('an accepted form does not fit the SAT answer field (5 characters)')
  if (q.examType === 'NMT' && /\//.test(q.correctAnswer)) problems.push('NMT short answers are decimals, not fractions')
  return problems
}

function matchingProblems(q: Question): string[] {
  const problems: string[] = []
  if (q.options?.length) problems.push('matching items have no options')
  const m = q.matching
  if (!m) return [...problems, 'matching items need matching.prompts and matching.choices']
  if (m.prompts.length < 2) problems.push('matching needs at least 2 prompts')
  if (m.choices.length < m.prompts.length) problems.push('matching needs at least as many choices as prompts')
  if (new Set(m.choices).size !== m.choices.length) problems.push('matching choices are not distinct')
  const key = parseMatches(q.correctAnswer, m.prompts.length, m.choices.length)
  if (!key || key.includes(-1)) problems.push('correctAnswer must pair every prompt, as 1-A,2-C,…')
  else if (new Set(key).size !== key.length) problems.push('a choice is used twice in correctAnswer')
  return problems
}

function stimulusProblems(s: Stimulus): string[] {
  if (s.kind === 'table')
    return s.rows.every((r) => r.length === s.columns.length) ? [] : ['every table row needs one cell per column']
  return s.points.every((p) => Number.isFinite(p.value)) ? [] : ['chart values must be numbers']
}

/** A figure's text description is its accessible name and what a screen reader reads: it must say something. */
function figureProblems(f: Figure): string[] {
  const problems: string[] = []
  if (typeof f.description !== 'string' || f.description.trim().length < 20)
    problems.push('figure.description must describe the drawing (20 characters or more)')
  if (typeof f.svg !== 'string' || f.svg.length > 16000)
    return [...problems, 'figure.svg must be at most 16000 characters']
  const parsed = parseFigureSvg(f.svg)
  if (!parsed.ok) problems.push(...parsed.problems.map((p) => `figure.svg: ${p}`))
  return problems
}

/** Every rule a question must meet before anyone sees it (bank files and generated items alike). */
export function questionProblems(q: Question, opts: { language?: Language; against?: Question[] } = {}): string[] {
  const problems: string[] = []
  if (!q.questionText?.trim()) problems.push('questionText is empty')
  const type = questionType(q)
  if (type === 'choice') problems.push(...choiceProblems(q))
  else if (type === 'numeric') problems.push(...numericProblems(q))
  else if (type === 'matching') problems.push(...matchingProblems(q))
  else if (type === 'ordering') problems.push(...orderingProblems(q))
  else if (type === 'multiple-select') problems.push(...selectionProblems(q))
  else if (type === 'true-false') problems.push(...statementProblems(q))
  else problems.push(`unknown type ${String(type)}`)
  if (type !== 'numeric' && q.acceptedAnswers) problems.push('acceptedAnswers belong to numeric items only')
  problems.push(...setFieldProblems(q, type))
  if (q.optionOrder !== undefined) {
    if (!optionOrderValues.includes(q.optionOrder))
      problems.push(`optionOrder must be one of ${optionOrderValues.join(', ')}`)
    else if (type !== 'choice') problems.push('optionOrder belongs to choice items only')
  }
  if (q.stimulus) problems.push(...stimulusProblems(q.stimulus))
  if (q.figure) problems.push(...figureProblems(q.figure))
  if (q.formats?.length) {
    if (q.examType !== 'SAT') problems.push('formats are for SAT items')
    const rw = q.section === SECTION.readingWriting
    if (q.formats.some((f) => f !== (rw ? 'digital-sat-rw' : 'digital-sat-math')))
      problems.push('format does not fit the section')
  }
  if (!q.explanation || q.explanation.trim().length < 40) problems.push('explanation is too short')
  if (!Number.isInteger(q.timeLimit) || q.timeLimit < 30 || q.timeLimit > 300)
    problems.push('timeLimit must be 30-300 s')
  if (!difficultyValues.includes(q.difficulty)) problems.push('difficulty is invalid')
  if (levelOf(q.examType) && !q.level) problems.push('Matura items need a level')
  if (opts.language && !inLanguage(q, opts.language)) problems.push(`not written in ${opts.language}`)
  if (
    opts.against?.some(
      (other) =>
        other.id !== q.id &&
        nearDuplicate(itemText(other), itemText(q)) &&
        (other.passage ?? '') === (q.passage ?? '') &&
        JSON.stringify(other.stimulus ?? null) === JSON.stringify(q.stimulus ?? null),
    )
  ) {
    problems.push('near-duplicate of another item')
  }
  return problems
}

/** Ukrainian items are written in Cyrillic; Polish and English items are not. Foreign-language sections are exempt. */
export function inLanguage(q: Question, language: Language): boolean {
  if (isForeignLanguageSection(q.section)) return true
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
export function itemText(
  q: Pick<Question, 'questionText' | 'options' | 'matching' | 'ordering' | 'selection' | 'statements'>,
): string {
  const parts = [
    ...(q.options ?? []),
    ...(q.matching?.prompts ?? []),
    ...(q.matching?.choices ?? []),
    ...(q.ordering?.items ?? []),
    ...(q.selection?.choices ?? []),
    ...(q.statements?.items ?? []),
  ]
  return `${q.questionText} ${parts.map(optionText).join(' ')}`
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
  return similarSets(words(a), words(b))
}

function similarSets(A: Set<string>, B: Set<string>): boolean {
  if (A.size === 0 || B.size === 0) return false
  let inter = 0
  for (const w of A) if (B.has(w)) inter++
  return inter / (A.size + B.size - inter) > 0.85
}

/** True when a multiple-choice item's key is the single longest option (letters aside): a cue test-wise students
 * use. The bank keeps this at or under 30% of choice items overall and 40% in any one section file. */
export function keyIsLongest(q: Pick<Question, 'options' | 'correctAnswer' | 'type'>): boolean {
  if (questionType(q) !== 'choice' || !q.options.length) return false
  const lengths = q.options.map((o) => optionText(o).trim().length)
  const key = lengths[q.options.indexOf(q.correctAnswer)]
  const longest = Math.max(...lengths)
  return key === longest && lengths.filter((l) => l === longest).length === 1
}

/** Ids of the items that near-duplicate another item (same rule as questionProblems with `against`), with every
 * word set computed once, so a whole bank is checked in one pass instead of once per item. */
export function nearDuplicateIds(items: Question[]): Set<string> {
  const keyed = items.map((q) => ({
    q,
    words: words(itemText(q)),
    context: `${q.passage ?? ''}\u0000${JSON.stringify(q.stimulus ?? null)}`,
  }))
  const found = new Set<string>()
  for (let i = 0; i < keyed.length; i++)
    for (let j = i + 1; j < keyed.length; j++) {
      const a = keyed[i]
      const b = keyed[j]
      if (a.q.id !== b.q.id && a.context === b.context && similarSets(a.words, b.words)) {
        found.add(a.q.id)
        found.add(b.q.id)
      }
    }
  return found
}
