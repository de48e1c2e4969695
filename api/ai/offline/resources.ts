import type { ExamType, ExamTypeName, Question } from '../../../openapi/types.ts'
import { serverTexts } from '../../locales/texts.ts'
import type { StudyNote } from '../../seed/index.ts'
import type { TutorResources } from './compose.ts'
import { buildSearch, buildSearchInSteps, type TutorSearch } from './search.ts'

/** The tutor's resources, built on first use; `inSteps` builds them without holding the event loop for long. */
export type TutorResourcesSource = (() => TutorResources) & { inSteps?: () => Promise<TutorResources> }

/**
 * The offline tutor's resources from data the caller loaded: the server reads the seed from disk, the browser mocks
 * import it through Vite. Built lazily, once, because the search index takes a moment: the server's warm-up builds it
 * in steps (api/ai/offline/warm-up.ts); a tutor question that arrives before it is done builds it at once.
 */
export function tutorResourcesFrom(data: () => { bank: Question[]; notes: StudyNote[]; examTypes: ExamType[] }) {
  let resources: TutorResources | undefined
  const assemble = (examTypes: ExamType[], search: TutorSearch): TutorResources => {
    const exams = new Map(examTypes.map((e) => [e.name, e.displayName]))
    return {
      search,
      names: (language) => serverTexts(language).names,
      examName: (name: ExamTypeName) => exams.get(name) ?? name,
    }
  }
  const source: TutorResourcesSource = () => {
    if (!resources) {
      const { bank, notes, examTypes } = data()
      resources = assemble(examTypes, buildSearch(bank, notes))
    }
    return resources
  }
  let building: Promise<TutorResources> | undefined
  source.inSteps = () =>
    (building ??= (async () => {
      if (resources) return resources
      const { bank, notes, examTypes } = data()
      const built = assemble(examTypes, await buildSearchInSteps(bank, notes))
      resources ??= built
      return resources
    })())
  return source
}
