import type { Catalog, ExamType, ExamTypeName, Language, StudyNote } from '../../openapi/types.ts'
import type { OperationContext } from './context.ts'

export function getCatalog(ctx: OperationContext): Catalog {
  return ctx.catalog
}

export function listExamTypes(ctx: OperationContext): ExamType[] {
  return ctx.examTypes
}

export interface StudyNotesQuery {
  examType: ExamTypeName
  language?: Language
}

/** GET /api/study-notes: an exam type's notes, in one language or in each they are written in. */
export function listStudyNotes(ctx: OperationContext, { examType, language }: StudyNotesQuery): StudyNote[] {
  return ctx.studyNotes().filter((note) => note.examType === examType && (!language || note.language === language))
}
