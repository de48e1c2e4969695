import type { CountryCode } from '../../../../openapi/types.ts'
import { fetchQuestions, isQuestion } from '../../../utils/practice-client.ts'
import { GENERIC_QUESTION_COUNT } from '#domain/exam/UNKNOWN.ts'
import { isExamTypeName } from '#domain/exam/exams.ts'
import { pickMixed, shuffle, type PracticeQuestion } from '#domain/exam/tally.ts'

/** Where the generic test's questions come from: a question-bank/home link, or the test chosen on /select-country. */
export interface GenericSource {
  examType: string
  countryCode: CountryCode
  subjects: string[]
  /** Set when reached as /practice?exam=..&section=.. */
  section: string | null
  /** The catalogue test (id and name) when chosen on /select-country. */
  test: { id: string; name: string } | null
}

export type LoadResult = { ok: true; questions: PracticeQuestion[] } | { ok: false }

/** Per subject of the chosen test this many are fetched, then a few per subject are picked, 5 in all. */
const PER_SUBJECT_FETCH = 20
/** A link to one section loads that section's first questions. */
const SECTION_LIMIT = 5

export async function loadGenericQuestions(source: GenericSource): Promise<LoadResult> {
  const examType = source.examType
  if (!isExamTypeName(examType)) return { ok: true, questions: [] }
  if (source.section) {
    const res = await fetchQuestions({ examType, section: source.section, limit: SECTION_LIMIT })
    return res.ok ? { ok: true, questions: res.questions.filter(isQuestion) } : { ok: false }
  }
  if (source.subjects.length === 0) return { ok: true, questions: [] }
  const results = await Promise.all(
    source.subjects.map((section) => fetchQuestions({ examType, section, limit: PER_SUBJECT_FETCH })),
  )
  if (results.every((r) => !r.ok)) return { ok: false }
  const groups = results.map((r) => (r.ok ? shuffle(r.questions.filter(isQuestion)) : []))
  return { ok: true, questions: pickMixed(shuffle(groups), GENERIC_QUESTION_COUNT) }
}
