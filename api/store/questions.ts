import type { Question } from '../../openapi/types.ts'
import { filterQuestions, orderQuestions, questionsByIds } from '../domain/questions.ts'
import { LowCollection } from './collection.ts'
import type { QuestionStore } from './types.ts'

type Data = { generated: Question[]; seen: Record<string, string[]> }

/** The written bank (read-only, from api/seed) plus the generated questions kept in DATA_DIR. */
export async function openQuestionStore(dataDir: string, bank: Question[]): Promise<QuestionStore> {
  const col = await LowCollection.open<Data>(dataDir, 'questions', { generated: [], seen: {} })
  return {
    list: async (filter, page = { limit: 10, offset: 0 }) => {
      const all = orderQuestions(filterQuestions(bank, filter), filterQuestions(col.data.generated, filter))
      return structuredClone(all.slice(page.offset, page.offset + page.limit))
    },
    byIds: async (ids) => questionsByIds(ids, bank, col.data.generated),
    addGenerated: (questions) => col.update((data) => void data.generated.push(...structuredClone(questions))),
    seenIds: async (requester) => new Set(col.data.seen[requester] ?? []),
    markSeen: (requester, ids) =>
      col.update((data) => {
        const set = new Set(data.seen[requester] ?? [])
        for (const id of ids) set.add(id)
        data.seen[requester] = [...set]
      }),
  }
}
