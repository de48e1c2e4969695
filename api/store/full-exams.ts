import type { Collection } from './in-process.ts'
import type { FullExamStore, SavedFullExam } from './types.ts'

export type FullExamData = { attempts: SavedFullExam[] }

/** Saved full-length mock attempts: one record per user and attempt id, replaced on save. */
export function fullExamStore(col: Collection<FullExamData>): FullExamStore {
  const find = (data: FullExamData, userId: string, id: string) =>
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
