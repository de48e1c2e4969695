import type { ExamType, ExamTypeName, Question } from '../../../openapi/types.ts'
import { serverTexts } from '../../locales/texts.ts'
import type { StudyNote } from '../../seed/index.ts'
import type { TutorResources } from './compose.ts'
import { buildSearch } from './search.ts'

/**
 * The offline tutor's resources from data the caller loaded: the server reads the seed from disk, the browser mocks
 * import it through Vite. Built lazily, once, because the search index takes a moment.
 */
export function tutorResourcesFrom(data: () => { bank: Question[]; notes: StudyNote[]; examTypes: ExamType[] }) {
  let resources: TutorResources | undefined
  return (): TutorResources => {
    if (!resources) {
      const { bank, notes, examTypes } = data()
      const exams = new Map(examTypes.map((e) => [e.name, e.displayName]))
      resources = {
        search: buildSearch(bank, notes),
        names: (language) => serverTexts(language).names,
        examName: (name: ExamTypeName) => exams.get(name) ?? name,
      }
    }
    return resources
  }
}
