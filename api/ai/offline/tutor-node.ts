import { loadExamTypes, loadQuestionBank, loadStudyNotes } from '../../seed/index.ts'
import type { TutorResources } from './compose.ts'
import { tutorResourcesFrom } from './resources.ts'

/** The offline tutor on the server: the bank, the study notes and the exam names read from the disk once. */
export const nodeTutorResources: () => TutorResources = tutorResourcesFrom(() => ({
  bank: loadQuestionBank(),
  notes: loadStudyNotes(),
  examTypes: loadExamTypes(),
}))
