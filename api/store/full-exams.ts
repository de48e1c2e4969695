import type { Partitioned, StudentData } from './partitions.ts'
import type { FullExamStore } from './types.ts'

/** Saved full-length mock attempts, in their student's document: one record per attempt id, replaced on save. */
export function fullExamStore(students: Partitioned<StudentData>): FullExamStore {
  const find = (doc: StudentData, userId: string, id: string) =>
    doc.fullExams.findIndex((a) => a.userId === userId && a.id === id)
  return {
    get: async (userId, id) => {
      const doc = await students.read(userId)
      return structuredClone(doc.fullExams[find(doc, userId, id)])
    },
    put: (record) =>
      students.update(record.userId, (doc, changed) => {
        const index = find(doc, record.userId, record.id)
        const copy = structuredClone(record)
        if (index < 0) doc.fullExams.push(copy)
        else doc.fullExams[index] = copy
        changed('fullExams', copy)
        return structuredClone(copy)
      }),
  }
}
