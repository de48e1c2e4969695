import { resolveGeneration } from '../../api/domain/generation.ts'
import { examTypes, listQuestions, mockQuestionStore } from '../db.ts'
import { http, operation } from '../http.ts'

// api/routes/questions.ts, over the mock database.

export const questionHandlers = [
  http.get(
    '/api/questions',
    operation(({ response }, call) => {
      if (call.effects.emptyLists) return response(200).json([])
      const q = call.query as Record<string, string | undefined>
      const limit = Number(q.limit ?? 10)
      const offset = Number(q.offset ?? 0)
      return response(200).json(
        listQuestions(
          { examType: q.examType, section: q.section, difficulty: q.difficulty, topic: q.topic, level: q.level },
          { limit, offset },
        ),
      )
    }),
  ),

  http.post(
    '/api/questions/generate',
    operation(async ({ response }, call) => {
      const resolved = resolveGeneration(call.body, examTypes())
      // The empty scenario: nothing could be made (the document allows fewer than count).
      if (call.effects.emptyLists) return response(200).json([])
      const questions = await call.ai.generateQuestions({ ...resolved, requester: call.requester })
      const fresh = questions.filter((q) => q.source === 'generated')
      if (fresh.length) await mockQuestionStore.addGenerated(fresh)
      return response(200).json(questions)
    }),
  ),
]
