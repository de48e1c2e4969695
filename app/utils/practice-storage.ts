import { z } from 'zod'
import { readLocal, readValue, writeLocal, writeValue, type LocalProgressEntry } from './storage.ts'
import { countryCodeValues } from '#openapi/types.ts'

/** The practice and results keys of spec section 3, each validated on read (see storage.ts). */

const Tally = z.object({ correct: z.number().int().min(0), total: z.number().int().min(0) })
const CountryCode = z.enum(countryCodeValues)

export const StoredQuestion = z.object({
  id: z.string(),
  examType: z.string(),
  countryCode: z.string(),
  section: z.string(),
  topic: z.string(),
  difficulty: z.string(),
  questionText: z.string(),
  passage: z.string().optional(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
  timeLimit: z.number(),
  level: z.string().optional(),
})

export const PracticeResults = z.object({
  examType: z.string(),
  countryCode: CountryCode,
  totalQuestions: z.number().int().min(0),
  correctAnswers: z.number().int().min(0),
  scorePercentage: z.number().min(0).max(100),
  answers: z.array(z.string().nullable()),
  questions: z.array(StoredQuestion),
  totalTime: z.number().min(0).optional(),
  date: z.string().optional(),
})
export type PracticeResults = z.infer<typeof PracticeResults>

export const CanadaResults = z.object({
  examType: z.string(),
  countryCode: z.literal('CA'),
  province: z.string(),
  testName: z.string(),
  totalQuestions: z.number().int().min(0),
  correctAnswers: z.number().int().min(0),
  scorePercentage: z.number().min(0).max(100),
  subjectScores: z.record(z.string(), Tally),
  topicBreakdown: z.record(z.string(), Tally),
  questions: z.array(StoredQuestion.extend({ userAnswer: z.string().nullable(), isCorrect: z.boolean() })),
  date: z.string().optional(),
})
export type CanadaResults = z.infer<typeof CanadaResults>

export const SelectedSession = z.object({
  id: z.string().optional(),
  scorePercentage: z.number().min(0).max(100),
  subjectScores: z.record(z.string(), z.union([z.number(), Tally])),
  topicBreakdown: z.record(z.string(), Tally),
})
export type SelectedSession = z.infer<typeof SelectedSession>

export const TutorContext = z.object({
  examType: z.string(),
  countryCode: z.string(),
  scorePercentage: z.number().min(0).max(100),
  weakAreas: z.array(z.union([z.string(), z.object({ topic: z.string(), accuracy: z.number() })])),
})
export type TutorContext = z.infer<typeof TutorContext>

/** Accommodation: extra time (× 1.5) for students who have it. */
export const EXTRA_TIME_FACTOR = 1.5
const ExtraTime = z.boolean()

export const practiceStorage = {
  readPracticeResults: () => readValue('local', 'practiceResults', PracticeResults),
  writePracticeResults: (v: PracticeResults) => writeValue('local', 'practiceResults', PracticeResults, v),
  readCanadaResults: () => readValue('local', 'canadaResults', CanadaResults),
  writeCanadaResults: (v: CanadaResults) => writeValue('local', 'canadaResults', CanadaResults, v),
  readSelectedSession: () => readValue('session', 'selectedSession', SelectedSession),
  writeSelectedSession: (v: SelectedSession) => writeValue('session', 'selectedSession', SelectedSession, v),
  readTutorContext: () => readValue('local', 'tutorContext', TutorContext),
  writeTutorContext: (v: TutorContext) => writeValue('local', 'tutorContext', TutorContext, v),
  readExtraTime: () => readValue('local', 'extraTime', ExtraTime) ?? false,
  writeExtraTime: (v: boolean) => writeValue('local', 'extraTime', ExtraTime, v),
  /** Visitors: append a finished test to userProgress (spec section 3, local progress entry). */
  appendLocalProgress(entry: LocalProgressEntry) {
    const list = readLocal('userProgress') ?? []
    writeLocal('userProgress', [...list, entry].slice(-200))
  },
}

export function timeLimitWithAccommodation(seconds: number, extraTime: boolean): number {
  return extraTime ? Math.round(seconds * EXTRA_TIME_FACTOR) : seconds
}
