import { sessionPatchProblems } from '../../api/domain/practice.ts'
import { HttpProblem } from '../../api/http/problem.ts'
import { createPracticeSession, findPracticeSession, updatePracticeSession } from '../db.ts'
import { http, operation } from '../http.ts'
import { requireOwner } from './owner.ts'

// api/routes/practice.ts, over the mock database.

export const practiceHandlers = [
  http.post(
    '/api/practice/start',
    operation(async ({ response }, call) => {
      const body = call.body
      const userId = requireOwner(call, body.userId)
      const session = await createPracticeSession({
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
      return response(201).json(session)
    }),
  ),

  http.patch(
    '/api/practice/sessions/{id}',
    operation(async ({ response }, call) => {
      const userId = requireOwner(call, undefined)
      const session = findPracticeSession(call.params.id)
      if (!session) throw new HttpProblem(404, 'No practice session with this id.')
      if (session.userId !== userId) throw new HttpProblem(403, 'This belongs to another user.')
      const patch = call.body
      const problems = sessionPatchProblems(session, patch)
      if (problems.length)
        throw new HttpProblem(
          400,
          `The request has ${problems.length} invalid field${problems.length === 1 ? '' : 's'}.`,
          problems,
        )
      const updated = await updatePracticeSession(session.id, patch)
      if (!updated) throw new HttpProblem(404, 'No practice session with this id.')
      return response(200).json(updated)
    }),
  ),
]
