import { LowCollection } from './collection.ts'
import type { FullExamStore, SavedFullExam } from './types.ts'

type Data = { attempts: SavedFullExam[] }

/** Saved full-length mock attempts in `full-exams.json`: one record per user and attempt id, replaced on save. */
export async function openFullExamStore(dataDir: string): Promise<FullExamStore> {
  const col = await LowCollection.open<Data>(dataDir, 'full-exams', { attempts: [] })
  const find = (data: Data, userId: string, id: string) =>
    data.attempts.findIndex((a) => a.userId === userId && a.id === id)
  return {
    get: async (userId, id) => structuredClone(col.data.attempts[find(col.data, userId, id)]),
    put: (record) =>
      col.update((data) => {
        const index = find(data, record.userId, record.id)
        const copy = structuredClone(record)
        if (index < 0) data.attempts.push(copy)
        else data.attempts[index] = copy
        return structuredClone(copy)
      }),
  }
}
