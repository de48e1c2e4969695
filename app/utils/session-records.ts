import * as v from 'valibot'
import { BLUEPRINTS } from '#domain/exam/full-length/index.ts'
import { EXAMS } from '#domain/exam/registry.ts'
import { answerRecordSchema, startPracticeRequestSchema, updatePracticeRequestSchema } from '#openapi/records.ts'

/**
 * The bodies of a signed-in student's session saves, as the browser's save queue keeps and sends them (decision 038):
 * checked by the resource routes before they reach the API, and read back by an offline page that shows the
 * finished tests not sent yet (decision 149). Built from the contract's generated schemas.
 */

/** The most answers one finish carries; they go on to the API in chunks of the contract's maximum per update. */
const FINISH_ANSWERS_MAX = 1000
/** The subjects a start may name; the session keeps the contract's first SESSION_SUBJECTS. */
const START_SUBJECTS_MAX = 50

const start = startPracticeRequestSchema.entries
/** What the browser knows of a session at Start. */
export const SessionStart = v.object({
  examType: start.examType,
  countryCode: start.countryCode,
  province: start.province,
  subjects: v.pipe(v.array(start.subjects.pipe[0].item), v.maxLength(START_SUBJECTS_MAX)),
})
/** The figures of a finished session (spec section 4), as a practice or full-length finish sends them. */
export const SessionNumbers = v.required(v.omit(updatePracticeRequestSchema.pipe[0], ['answers', 'completed']))
export const SessionSave = v.object({
  clientId: startPracticeRequestSchema.entries.clientId.wrapped,
  session: SessionStart,
  /** Absent at Start; at Finish the numbers and the answers. */
  finish: v.optional(
    v.object({
      ...SessionNumbers.entries,
      answers: v.pipe(v.array(answerRecordSchema), v.maxLength(FINISH_ANSWERS_MAX)),
    }),
  ),
})
export type SessionSave = v.InferInput<typeof SessionSave>

/** A full-length sitting's finish: its numbers and answers under the sitting's client id (resources.full-exam). */
export const FullExamFinish = v.object({
  ...SessionNumbers.entries,
  intent: v.literal('finish'),
  clientId: SessionSave.entries.clientId,
  exam: v.pipe(v.string(), v.maxLength(40)),
  answers: SessionSave.entries.finish.wrapped.entries.answers,
})
export type FullExamFinish = v.InferOutput<typeof FullExamFinish>

/** The session a full-length finish is recorded as (the exam's type and country, its sections), or null. */
export function fullExamSession({ exam, subjectScores }: Pick<FullExamFinish, 'exam' | 'subjectScores'>) {
  const blueprint = Object.hasOwn(BLUEPRINTS, exam) ? BLUEPRINTS[exam as keyof typeof BLUEPRINTS] : null
  if (!blueprint) return null
  return {
    examType: blueprint.examType,
    countryCode: EXAMS[blueprint.examType].countryCode,
    province: null,
    subjects: Object.keys(subjectScores),
  }
}
