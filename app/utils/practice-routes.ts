import { EXAMS, examTypeOfTest } from '#domain/exam/registry.ts'

/** Where Start Practice Test leads, by test id (spec: /select-country): the exam's page, else the generic one. */
export function practiceRouteFor(testId: string): string {
  const examType = examTypeOfTest(testId)
  return examType ? EXAMS[examType].route : '/practice'
}
