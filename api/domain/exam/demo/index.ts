import type { DemoSet } from '../exams.ts'
import { parseMaturaLevel } from '../exams.ts'
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
      return maturaDemoQuestions(parseMaturaLevel(examType.endsWith('EXTENDED') ? 'Extended' : 'Basic'))
    case 'canada':
      return builtinCanadaQuestions(examType)
  }
}
