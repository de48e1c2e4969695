import type { ExamTypeName, Language } from '../../openapi/types.ts'

/** The language each exam's items are written in (foreign-language sections aside): the engines check it. */
export const EXAM_LANGUAGE: Record<ExamTypeName, Language> = {
  NMT: 'uk',
  SAT: 'en',
  MATURA_BASIC: 'pl',
  MATURA_EXTENDED: 'pl',
  ALBERTA_DIPLOMA: 'en',
  ONTARIO_OSSLT: 'en',
  BC_LITERACY: 'en',
}
