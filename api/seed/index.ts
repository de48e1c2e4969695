import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Catalog, ExamType, Question } from '../../openapi/types.ts'
import { type NotesFile, type StudyNote, flattenNotes } from './notes.ts'

export type { NoteText, NotesFile, StudyNote, WrittenNote } from './notes.ts'
export { NOTE_LANGUAGES, flattenNotes } from './notes.ts'

// The seed data files are shared: the server reads them here and the mocks read them through this module too.
export const SEED_DIR = path.dirname(fileURLToPath(import.meta.url))

export interface BankFile {
  examType: string
  countryCode: string
  section: string
  level?: string
  language: string
  review: { writtenBy: string; checkedBy: string; checkedOn: string; notes: string }
  questions: Omit<Question, 'source'>[]
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T

export function loadCatalog(): Catalog {
  return readJson<Catalog>(path.join(SEED_DIR, 'catalog.json'))
}

export function loadExamTypes(): ExamType[] {
  return readJson<ExamType[]>(path.join(SEED_DIR, 'exam-types.json'))
}

export function loadBankFiles(): { file: string; bank: BankFile }[] {
  const root = path.join(SEED_DIR, 'questions')
  const files: { file: string; bank: BankFile }[] = []
  for (const dir of readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    for (const name of readdirSync(path.join(root, dir.name))
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const file = path.join(root, dir.name, name)
      files.push({ file: path.relative(SEED_DIR, file), bank: readJson<BankFile>(file) })
    }
  }
  return files
}

/** The Question schema's property order in openapi/openapi.yaml (a test keeps the two equal). Bank items are served
 * with their keys in this order, so any store that rebuilds them from the schema returns byte-identical JSON. */
export const QUESTION_KEYS = [
  'id',
  'examType',
  'countryCode',
  'section',
  'topic',
  'difficulty',
  'questionText',
  'passage',
  'options',
  'correctAnswer',
  'explanation',
  'timeLimit',
  'level',
  'source',
  'createdAt',
  'type',
  'acceptedAnswers',
  'matching',
  'ordering',
  'selection',
  'statements',
  'stimulus',
  'figure',
  'passageSetId',
  'formats',
  'optionOrder',
] as const satisfies readonly (keyof Question)[]

/** The same item with its keys in QUESTION_KEYS order (absent keys stay absent). */
export function inContractOrder(q: Question): Question {
  const out: Record<string, unknown> = {}
  for (const key of QUESTION_KEYS) if (q[key] !== undefined) out[key] = q[key]
  return out as Question
}

export function loadQuestionBank(): Question[] {
  return loadBankFiles().flatMap(({ bank }) =>
    bank.questions.map((q) => inContractOrder({ ...q, source: 'bank' as const })),
  )
}

/** Every notes file, in a stable order. */
export function loadNotesFiles(): NotesFile[] {
  const root = path.join(SEED_DIR, 'notes')
  if (!existsSync(root)) return []
  const files: NotesFile[] = []
  for (const dir of readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    for (const name of readdirSync(path.join(root, dir.name))
      .filter((n) => n.endsWith('.json'))
      .sort())
      files.push(readJson<NotesFile>(path.join(root, dir.name, name)))
  }
  return files
}

/** Every study note in every language it is written in. */
export function loadStudyNotes(): StudyNote[] {
  return flattenNotes(loadNotesFiles())
}
