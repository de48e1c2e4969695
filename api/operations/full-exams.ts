import { attemptId } from '../../domain/exam/full-length/attempt.ts'
import type { FullExamAttempt, SaveFullExamRequest } from '../../openapi/types.ts'
import type { SavedFullExam } from '../store/types.ts'
import { invalidFields, requireOwner, type Operation } from './context.ts'
import { HttpProblem } from './problem.ts'

/** Saved full-length mock attempts of signed-in students (issue 14): the state as sent, stamped by the server. */

const answer = (record: SavedFullExam, now: Date): FullExamAttempt => ({
  id: record.id as FullExamAttempt['id'],
  state: record.state,
  savedAt: record.savedAt,
  serverTime: now.toISOString(),
})

export const getFullExam: Operation<{ id: string }, FullExamAttempt> = async (ctx, caller, input) => {
  const userId = requireOwner(caller, undefined)
  const record = await ctx.store.fullExams.get(userId, input.id)
  if (!record) throw new HttpProblem(404, 'No saved attempt with this id.')
  return answer(record, ctx.now())
}

type SaveFullExamInput = { id: string; body: SaveFullExamRequest }

export const saveFullExam: Operation<SaveFullExamInput, FullExamAttempt> = async (ctx, caller, input) => {
  const userId = requireOwner(caller, undefined)
  const { state } = input.body
  if (attemptId(state.exam, state.form) !== input.id)
    throw invalidFields([{ path: '/state/exam', message: `must match the attempt id ${input.id}` }])
  const now = ctx.now()
  const saved = await ctx.store.fullExams.put({ userId, id: input.id, state, savedAt: now.toISOString() })
  return answer(saved, now)
}
