import { gradeAnswers } from '../../domain/grading.ts'
import { sessionPatchProblems } from '../../domain/practice.ts'
import { answerProblems } from '../../domain/review/history.ts'
import type { PracticeSession, StartPracticeRequest, UpdatePracticeRequest } from '../../openapi/types.ts'
import { invalidFields, requireOwner, type Operation } from './context.ts'
import { HttpProblem } from './problem.ts'
import { resolveQuestions, stampAnswers, updateCardsFor } from './review.ts'

export const startPractice: Operation<StartPracticeRequest, PracticeSession> = async (ctx, caller, body) => {
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
    ...(body.clientId ? { clientId: body.clientId } : {}),
  })
}

type UpdatePracticeInput = { id: string; patch: UpdatePracticeRequest }

export const updatePractice: Operation<UpdatePracticeInput, PracticeSession> = async (ctx, caller, input) => {
  const userId = requireOwner(caller, undefined)
  const owner = await ctx.store.practice.ownerOf(input.id)
  if (owner === undefined) throw new HttpProblem(404, 'No practice session with this id.')
  if (owner !== userId) throw new HttpProblem(403, 'This belongs to another user.')
  const session = await ctx.store.practice.get(userId, input.id)
  if (!session) throw new HttpProblem(404, 'No practice session with this id.')
  const { answers = [], ...patch } = input.patch
  const problems = sessionPatchProblems(session, patch)
  let graded = answers
  if (answers.length) {
    const [answered, questions] = await Promise.all([
      ctx.store.answers.questionIds(userId, session.id),
      resolveQuestions(ctx, answers),
    ])
    problems.push(...answerProblems(answers, answered, (a) => questions.has(a.questionId)))
    // The server grades (issue 25): a flag that disagrees with the bank's key is corrected, not stored.
    graded = gradeAnswers(answers, questions)
  }
  if (problems.length) throw invalidFields(problems)
  // The answers alone make no change to the session's numbers (an update of answers only is allowed).
  const updated = Object.keys(patch).length ? await ctx.store.practice.update(userId, session.id, patch) : session
  if (!updated) throw new HttpProblem(404, 'No practice session with this id.')
  if (graded.length) {
    const added = await ctx.store.answers.add(userId, stampAnswers(userId, session.id, graded, ctx.now()))
    await updateCardsFor(ctx, userId, added)
  }
  return updated
}
