import { loadExamTypes, loadQuestionBank, loadStudyNotes } from '../../seed/index.ts'
import { tutorResourcesFrom, type TutorResourcesSource } from './resources.ts'

/** The offline tutor on the server: the bank, the study notes and the exam names read from the disk once. */
export const nodeTutorResources: TutorResourcesSource = tutorResourcesFrom(() => ({
  bank: loadQuestionBank(),
  notes: loadStudyNotes(),
  examTypes: loadExamTypes(),
}))
