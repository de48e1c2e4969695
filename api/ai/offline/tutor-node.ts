import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ExamTypeName, Language } from '../../../openapi/types.ts'
import { loadExamTypes, loadQuestionBank, loadStudyNotes } from '../../seed/index.ts'
import type { TutorInput } from '../types.ts'
import { composeReply, type OfflineReply, type TutorResources } from './compose.ts'
import { buildSearch } from './search.ts'

/**
 * The offline tutor on the server: its resources read from the disk once (the bank and the study notes into the
 * search index, the app's subject and topic names as api/domain/texts.ts reads them, the exams' names).
 */

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../app/locales')
const names = new Map<Language, { subjects: Record<string, string>; topics: Record<string, string> }>()

function localNames(language: Language) {
  let entry = names.get(language)
  if (!entry) {
    try {
      const common = JSON.parse(readFileSync(path.join(LOCALES, language, 'common.json'), 'utf8')) as {
        subjects?: Record<string, string>
        topics?: Record<string, string>
      }
      entry = { subjects: common.subjects ?? {}, topics: common.topics ?? {} }
    } catch {
      entry = { subjects: {}, topics: {} }
    }
    names.set(language, entry)
  }
  return entry
}

let resources: TutorResources | undefined

export function nodeTutorResources(): TutorResources {
  if (!resources) {
    const exams = new Map(loadExamTypes().map((e) => [e.name, e.displayName]))
    resources = {
      search: buildSearch(loadQuestionBank(), loadStudyNotes()),
      names: localNames,
      examName: (name: ExamTypeName) => exams.get(name) ?? name,
    }
  }
  return resources
}

export function composeTutorReply(input: TutorInput): OfflineReply {
  return composeReply(input, nodeTutorResources())
}

const WARM_UP = [
  'Solve 3x + 5 = 17',
  'x^2 - 5x + 6 = 0',
  'x^3 - 6x^2 + 11x - 6 = 0',
  '2x + 3y = 12 and x - y = 1',
  'derivative of sin(x) * x^2 + e^(2x) + ln(x)',
  'expand (x + 3)(x - 2)',
  'simplify 2x + 3x - 4',
  'what is sqrt(144) + 5^2 - 3/4',
  'solve 3 - 2x > 7',
  'що таке метафора',
]

let warming: Promise<void> | undefined

/**
 * Builds the search index and runs each maths path once, so the first student's reply is fast. Done in small
 * steps, each on its own turn of the event loop, so requests arriving meanwhile are not held up for long.
 */
export function warmUpTutor(): Promise<void> {
  warming ??= (async () => {
    nodeTutorResources()
    for (const message of WARM_UP) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      composeTutorReply({ message, history: [], language: 'en' })
    }
  })()
  return warming
}
