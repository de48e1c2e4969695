import { fetchQuestions, isQuestion } from '../../../utils/practice-client.ts'
import { NMT_QUESTION_COUNT } from '#domain/exam/UNKNOWN.ts'
import { pickMixed, shuffle, type PracticeQuestion } from '#domain/exam/tally.ts'
import { NMT_BUILTIN_QUESTIONS } from './builtin-questions.ts'

/** The NMT sections the mock mixes (api/seed/exam-types.json). */
export const NMT_SECTIONS = ['Ukrainian Language', 'Mathematics', 'History of Ukraine', 'Foreign Language'] as const
const PER_SECTION_FETCH = 20

/**
 * 5 NMT questions from the bank, mixed over the sections (a few per section, random each time). Only when the
 * bank yields nothing does the mock fall back to its 5 built-in questions.
 */
export async function loadNmtQuestions(): Promise<{ questions: PracticeQuestion[]; builtIn: boolean }> {
  const results = await Promise.all(
    NMT_SECTIONS.map((section) => fetchQuestions({ examType: 'NMT', section, limit: PER_SECTION_FETCH })),
  )
  const groups = results.map((r) => (r.ok ? shuffle(r.questions.filter(isQuestion)) : []))
  const picked = pickMixed(shuffle(groups), NMT_QUESTION_COUNT)
  if (picked.length === 0) return { questions: NMT_BUILTIN_QUESTIONS, builtIn: true }
  return { questions: picked, builtIn: false }
}
