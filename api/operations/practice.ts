import type { PracticeSession, StartPracticeRequest, UpdatePracticeRequest } from '../../openapi/types.ts'
import { sessionPatchProblems } from '../domain/practice.ts'
import { invalidFields, requireOwner, type Caller, type OperationContext } from './context.ts'
import { HttpProblem } from './problem.ts'

export async function startPractice(
  ctx: OperationContext,
  caller: Caller,
  body: StartPracticeRequest,
): Promise<PracticeSession> {
  const userId = requireOwner(caller, body.userId)
  return ctx.store.practice.create({
    userId,
    examType: body.examType,
    countryCode: body.countryCode,
    province: body.province ?? null,
    subjects: body.subjects.slice(0, 3),
    questionsAttempted: 0,
    questionsCorrect: 0,
    totalTime: 0,
    completed: false,
  })
}

export async function updatePractice(
  ctx: OperationContext,
  caller: Caller,
  input: { id: string; patch: UpdatePracticeRequest },
): Promise<PracticeSession> {
  const userId = requireOwner(caller, undefined)
  const session = await ctx.store.practice.get(input.id)
  if (!session) throw new HttpProblem(404, 'No practice session with this id.')
  if (session.userId !== userId) throw new HttpProblem(403, 'This belongs to another user.')
  const problems = sessionPatchProblems(session, input.patch)
  if (problems.length) throw invalidFields(problems)
  const updated = await ctx.store.practice.update(session.id, input.patch)
  if (!updated) throw new HttpProblem(404, 'No practice session with this id.')
  return updated
}
