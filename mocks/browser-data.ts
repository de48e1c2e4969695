import { parse } from 'yaml'
import catalog from '../api/seed/catalog.json'
import examTypes from '../api/seed/exam-types.json'
import type { BankFile } from '../api/seed/index.ts'
import { type NotesFile, flattenNotes } from '../api/seed/notes.ts'
import documentText from '../openapi/openapi.yaml?raw'
import type { Catalog, ExamType, Question } from '../openapi/types.ts'
import type { MockSeed } from './context.ts'

/**
 * What node reads from disk (api/seed/index.ts, openapi/openapi.yaml), imported through Vite for the browser:
 * the same files, no copy in mocks/.
 */

const bankFiles = import.meta.glob<BankFile>('../api/seed/questions/**/*.json', { eager: true, import: 'default' })
const notesFiles = import.meta.glob<NotesFile>('../api/seed/notes/**/*.json', { eager: true, import: 'default' })

export const browserSeed: MockSeed = {
  document: parse(documentText),
  catalog: catalog as Catalog,
  examTypes: examTypes as ExamType[],
  // As loadQuestionBank(): every file's questions, marked as written bank items.
  questions: Object.keys(bankFiles)
    .sort()
    .flatMap((file) => bankFiles[file].questions.map((q): Question => ({ ...q, source: 'bank' }))),
  // As loadStudyNotes(): every note once per language it is written in.
  notes: flattenNotes(
    Object.keys(notesFiles)
      .sort()
      .map((file) => notesFiles[file]),
  ),
}
