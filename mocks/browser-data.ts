import { parse } from 'yaml'
import type { ServerTexts } from '../api/domain/server-texts.ts'
import catalog from '../api/seed/catalog.json'
import examTypes from '../api/seed/exam-types.json'
import type { BankFile } from '../api/seed/index.ts'
import en from '../app/locales/en/server.json'
import pl from '../app/locales/pl/server.json'
import uk from '../app/locales/uk/server.json'
import documentText from '../openapi/openapi.yaml?raw'
import type { Catalog, ExamType, Language, Question } from '../openapi/types.ts'
import type { MockSeed } from './db.ts'

/**
 * What node reads from disk (api/seed/index.ts, api/domain/texts.ts, openapi/openapi.yaml), imported through
 * Vite for the browser: the same files, no copy in mocks/.
 */

const bankFiles = import.meta.glob<BankFile>('../api/seed/questions/**/*.json', { eager: true, import: 'default' })

/** As loadQuestionBank(): every file's questions, marked as written bank items. */
const questions: Question[] = Object.keys(bankFiles)
  .sort()
  .flatMap((file) => bankFiles[file].questions.map((q) => ({ ...q, source: 'bank' as const })))

export const browserSeed: MockSeed = { catalog: catalog as Catalog, examTypes: examTypes as ExamType[], questions }

export const browserDocument: unknown = parse(documentText)

const TEXTS: Record<Language, ServerTexts> = { en, uk, pl }

/** As serverTexts(): an unknown language falls back to English. */
export function browserTexts(language: Language): ServerTexts {
  return TEXTS[language] ?? TEXTS.en
}
