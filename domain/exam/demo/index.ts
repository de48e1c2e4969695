import type { Question } from '../../../openapi/types.ts'
import type { DemoSet } from '../exams.ts'
import { bankExamType } from '../exams.ts'
import { levelOf } from '../registry.ts'
import type { PracticeQuestion } from '../tally.ts'
import { builtinCanadaQuestions } from './canada.ts'
import { maturaDemoQuestions } from './matura.ts'
import { NMT_BUILTIN_QUESTIONS } from './nmt.ts'
import { SAT_DEMO_QUESTIONS } from './sat.ts'

/** A flow's built-in set for an exam type (Matura: the level from the exam type; Canada: the bank's exam type). */
export function demoQuestions(set: DemoSet, examType: string): PracticeQuestion[] {
  switch (set) {
    case 'nmt':
      return NMT_BUILTIN_QUESTIONS
    case 'sat':
      return SAT_DEMO_QUESTIONS
    case 'matura':
      return maturaDemoQuestions(levelOf(examType) ?? 'Basic')
    case 'canada':
      return builtinCanadaQuestions(examType)
  }
}

/**
 * A built-in (demo or fallback) question by its id, as a bank-shaped Question: answers to these are recorded
 * like bank answers (issue 13). Matura's and Canada's sets share ids across their exam types (the same item at
 * another level or province), so `examType` picks the variant; any variant is returned when it names none.
 */
export function demoQuestionById(id: string, examType?: string): Question | undefined {
  const candidates: PracticeQuestion[] = id.startsWith('nmt-builtin-')
    ? NMT_BUILTIN_QUESTIONS
    : id.startsWith('sat-demo-')
      ? SAT_DEMO_QUESTIONS
      : id.startsWith('matura-demo-')
        ? [...maturaDemoQuestions('Basic'), ...maturaDemoQuestions('Extended')]
        : id.startsWith('canada-builtin-')
          ? builtinCanadaQuestions(examType && bankExamType(examType) ? examType : 'ALBERTA_DIPLOMA')
          : []
  const matches = candidates.filter((q) => q.id === id)
  const found = matches.find((q) => q.examType === examType) ?? matches[0]
  return found && { ...(found as Question), source: 'bank' }
}
