import { computeProgress, computeRecommendations } from '../../api/domain/progress.ts'
import { recommendationTextsFrom } from '../../api/domain/server-texts.ts'
import { practiceSessionsOf } from '../db.ts'
import { http, operation, type ApiCall } from '../http.ts'
import { requireOwner } from './owner.ts'

// api/routes/progress.ts, over the mock database.

function sessionsOf(call: ApiCall<unknown>, userId: string) {
  return call.effects.emptyLists ? [] : practiceSessionsOf(userId)
}

export const progressHandlers = [
  http.get(
    '/api/progress/{userId}',
    operation(({ response }, call) => {
      const userId = requireOwner(call, call.params.userId)
      return response(200).json(computeProgress(sessionsOf(call, userId)))
    }),
  ),

  http.get(
    '/api/sessions/{userId}',
    operation(({ response }, call) => {
      const userId = requireOwner(call, call.params.userId)
      return response(200).json(sessionsOf(call, userId))
    }),
  ),

  http.post(
    '/api/analysis/weaknesses',
    operation(({ response }, call) => {
      const userId = requireOwner(call, call.body.userId)
      const progress = computeProgress(sessionsOf(call, userId))
      return response(200).json({
        recommendations: computeRecommendations(
          progress,
          recommendationTextsFrom(call.texts(call.body.language ?? 'en')),
        ),
      })
    }),
  ),
]
