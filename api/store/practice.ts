import { applySessionPatch } from '../../domain/practice.ts'
import type { PracticeSession } from '../../openapi/types.ts'
import { newPracticeSession } from './ids.ts'
import { ownedSessions } from './partitions.ts'
import type { OwnerIndex, Partitioned, StudentData } from './partitions.ts'
import type { PracticeStore } from './types.ts'

/** Practice sessions, in their owner's document, read and written by that owner only; listed newest first. */
export function practiceStore(students: Partitioned<StudentData>, owners: OwnerIndex): PracticeStore {
  const owned = ownedSessions<PracticeSession>(students, owners, (d) => d.practice, 'createdAt')
  const retried = (doc: StudentData, userId: string, clientId: string | undefined) =>
    clientId ? doc.practice.find((s) => s.userId === userId && s.clientId === clientId) : undefined
  return {
    ...owned,
    create: async (input) => {
      const started = retried(await students.read(input.userId), input.userId, input.clientId)
      if (started) return structuredClone(started)
      const session = newPracticeSession(structuredClone(input))
      await owners.add([[session.id, input.userId]])
      return students.update(input.userId, (doc, changed) => {
        // A retry that arrived at the same time may have been kept first.
        const first = retried(doc, input.userId, input.clientId)
        if (first) return structuredClone(first)
        doc.practice.push(session)
        changed('practice', session)
        return structuredClone(session)
      })
    },
    update: (userId, id, patch) =>
      students.update(userId, (doc, changed) => {
        const index = doc.practice.findIndex((s) => s.id === id && s.userId === userId)
        if (index < 0) return undefined
        doc.practice[index] = applySessionPatch(doc.practice[index], patch, new Date())
        changed('practice', doc.practice[index])
        return structuredClone(doc.practice[index])
      }),
  }
}
