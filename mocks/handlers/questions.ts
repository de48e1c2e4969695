import type { MaturaLevel } from '../../openapi/types.ts'
import { HttpProblem } from '../../api/http/problem.ts'
import { http, operation } from '../http.ts'
import { examTypes, listQuestions, mockQuestionStore } from '../db.ts'

// api/routes/questions.ts, over the mock database.

export const questionHandlers = [
  http.get(
    '/api/questions',
    operation(({ response }, call) => {
      if (call.effects.emptyLists) return response(200).json([])
      const q = call.query as Record<string, string | undefined>
      const limit = Number(q.limit ?? 10)
      const offset = Number(q.offset ?? 0)
      return response(200).json(listQuestions({ examType: q.examType, section: q.section, difficulty: q.difficulty, topic: q.topic, level: q.level }, { limit, offset }))
    }),
  ),

  http.post(
    '/api/questions/generate',
    operation(async ({ response }, call) => {
      const body = call.body
      const examType = examTypes().find((e) => e.name === body.examType)
      if (!examType) throw new HttpProblem(400, 'The request has 1 invalid field.', [{ path: '/body/examType', message: 'unknown exam type' }])
      if (!examType.sections.includes(body.section)) {
        throw new HttpProblem(400, 'The request has 1 invalid field.', [{ path: '/body/section', message: `must be one of: ${examType.sections.join(', ')}` }])
      }
      const isMatura = examType.name.startsWith('MATURA')
      const levelFromDifficulty = body.difficulty === 'Basic' || body.difficulty === 'Extended' ? (body.difficulty as MaturaLevel) : undefined
      if (levelFromDifficulty && !isMatura) {
        throw new HttpProblem(400, 'The request has 1 invalid field.', [{ path: '/body/difficulty', message: 'Basic and Extended are Matura levels' }])
      }
      if (body.level && !isMatura) throw new HttpProblem(400, 'The request has 1 invalid field.', [{ path: '/body/level', message: 'only Matura has levels' }])
      const level = isMatura ? (body.level ?? levelFromDifficulty ?? (examType.name === 'MATURA_EXTENDED' ? 'Extended' : 'Basic')) : undefined
      const difficulty = levelFromDifficulty ? (levelFromDifficulty === 'Extended' ? 'Hard' : 'Medium') : (body.difficulty as 'Easy' | 'Medium' | 'Hard')
      // The empty scenario: nothing could be made (the document allows fewer than count).
      if (call.effects.emptyLists) return response(200).json([])
      const questions = await call.ai.generateQuestions({
        examType,
        section: body.section,
        difficulty,
        level,
        topic: body.topic,
        count: body.count,
        requester: call.requester,
      })
      const fresh = questions.filter((q) => q.source === 'generated')
      if (fresh.length) await mockQuestionStore.addGenerated(fresh)
      return response(200).json(questions)
    }),
  ),
]
