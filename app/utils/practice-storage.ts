import * as v from 'valibot'
import { reportNotKept } from './storage-events.ts'
import { Count, Percentage, Tally, readValue, writeValue } from './storage.ts'
import { countryCodeValues, questionTypeValues, statementScoringValues } from '#openapi/types.ts'

/** The practice and results keys of spec section 3, each validated on read (see storage.ts). */

const CountryCode = v.picklist(countryCodeValues)
const Texts = v.array(v.string())

export const StoredQuestion = v.object({
  id: v.string(),
  examType: v.string(),
  countryCode: v.string(),
  section: v.string(),
  topic: v.string(),
  difficulty: v.string(),
  questionText: v.string(),
  passage: v.optional(v.string()),
  options: v.array(v.string()),
  correctAnswer: v.string(),
  explanation: v.string(),
  timeLimit: v.number(),
  level: v.optional(v.string()),
  // An item's drawing comes back with the results, so the review shows it after a reload too.
  figure: v.optional(v.object({ svg: v.string(), description: v.string() })),
  // A set item keeps its type, set and accepted forms: the results page grades and writes it again (decision 104).
  type: v.optional(v.picklist(questionTypeValues)),
  acceptedAnswers: v.optional(v.array(v.string())),
  matching: v.optional(v.object({ prompts: Texts, choices: Texts })),
  ordering: v.optional(v.object({ items: Texts })),
  selection: v.optional(v.object({ count: v.number(), choices: Texts })),
  statements: v.optional(v.object({ items: Texts, scoring: v.picklist(statementScoringValues) })),
})

export const PracticeResults = v.object({
  examType: v.string(),
  countryCode: CountryCode,
  totalQuestions: Count,
  correctAnswers: Count,
  scorePercentage: Percentage,
  answers: v.array(v.nullable(v.string())),
  questions: v.array(StoredQuestion),
  totalTime: v.optional(v.pipe(v.number(), v.minValue(0))),
  date: v.optional(v.string()),
})
export type PracticeResults = v.InferOutput<typeof PracticeResults>

export const CanadaResults = v.object({
  examType: v.string(),
  countryCode: v.literal('CA'),
  province: v.string(),
  testName: v.string(),
  totalQuestions: Count,
  correctAnswers: Count,
  scorePercentage: Percentage,
  subjectScores: v.record(v.string(), Tally),
  topicBreakdown: v.record(v.string(), Tally),
  questions: v.array(
    v.object({ ...StoredQuestion.entries, userAnswer: v.nullable(v.string()), isCorrect: v.boolean() }),
  ),
  date: v.optional(v.string()),
})
export type CanadaResults = v.InferOutput<typeof CanadaResults>

export const SelectedSession = v.object({
  id: v.optional(v.string()),
  scorePercentage: Percentage,
  subjectScores: v.record(v.string(), v.union([v.number(), Tally])),
  topicBreakdown: v.record(v.string(), Tally),
})
export type SelectedSession = v.InferOutput<typeof SelectedSession>

export const TutorContext = v.object({
  examType: v.string(),
  countryCode: v.string(),
  scorePercentage: Percentage,
  weakAreas: v.array(v.union([v.string(), v.object({ topic: v.string(), accuracy: v.number() })])),
})
export type TutorContext = v.InferOutput<typeof TutorContext>

/** Accommodation: extra time (× 1.5, domain/exam/exams.ts) for students who have it. */
const ExtraTime = v.boolean()

/**
 * A write the page can go on without (storage full or blocked, a value its schema refuses): a failure is reported
 * (the student sees a notice, decision 147), not thrown. True when it was kept.
 */
function kept<T>(kind: 'local' | 'session', key: string, schema: v.GenericSchema<T>, value: T): boolean {
  try {
    writeValue(kind, key, schema, value)
    return true
  } catch (error) {
    reportNotKept(error)
    return false
  }
}

export const practiceStorage = {
  readPracticeResults: () => readValue('local', 'practiceResults', PracticeResults),
  writePracticeResults: (v: PracticeResults) => kept('local', 'practiceResults', PracticeResults, v),
  readCanadaResults: () => readValue('local', 'canadaResults', CanadaResults),
  writeCanadaResults: (v: CanadaResults) => kept('local', 'canadaResults', CanadaResults, v),
  readSelectedSession: () => readValue('session', 'selectedSession', SelectedSession),
  writeSelectedSession: (v: SelectedSession) => kept('session', 'selectedSession', SelectedSession, v),
  readTutorContext: () => readValue('local', 'tutorContext', TutorContext),
  writeTutorContext: (v: TutorContext) => kept('local', 'tutorContext', TutorContext, v),
  readExtraTime: () => readValue('local', 'extraTime', ExtraTime) ?? false,
  writeExtraTime: (v: boolean) => kept('local', 'extraTime', ExtraTime, v),
}
