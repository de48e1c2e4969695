import type { ApiClient } from '~/utils/api.server.ts'
import type { Calls } from '~/utils/load-questions.ts'
import { isExamTypeName } from '#domain/exam/exams.ts'

/**
 * The question loader's source on the server: the API's bank list and generation, through the request's one
 * client. (Offline, the same loader reads a kept pack instead: features/offline/pack-practice.ts.)
 */
export function apiQuestions(client: ApiClient): Calls {
  const failed = (response: Response) => ({ ok: false as const, status: response.status, error: response.statusText })
  return {
    async list(query, signal) {
      const examType = isExamTypeName(query.examType) ? query.examType : undefined
      const { data, response } = await client.GET('/api/questions', {
        params: { query: { ...query, examType } },
        signal,
      })
      return data ? { ok: true, questions: data } : failed(response)
    },
    async generate(body, signal) {
      const { examType } = body
      if (!isExamTypeName(examType)) return { ok: false, status: 400, error: 'Unknown exam type' }
      const { data, response } = await client.POST('/api/questions/generate', { body: { ...body, examType }, signal })
      return data ? { ok: true, questions: data } : failed(response)
    },
  }
}
