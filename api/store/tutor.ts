import type { TutorSession } from '../../openapi/types.ts'
import { newId } from './ids.ts'
import { ownedSessions } from './partitions.ts'
import { sessionKey, type OwnerIndex, type Partitioned, type StudentData } from './partitions.ts'
import type { TutorStore } from './types.ts'

// Long conversations keep their latest messages only, so one document cannot grow without bound.
const MAX_MESSAGES = 200

/**
 * Tutor conversations, in their student's document (an anonymous one, owner null, in a document of its own); listed by
 * the latest change first.
 */
export function tutorStore(students: Partitioned<StudentData>, owners: OwnerIndex): TutorStore {
  const owned = ownedSessions<TutorSession>(students, owners, (d) => d.tutor, 'updatedAt')
  return {
    ...owned,
    create: async (userId) => {
      const now = new Date().toISOString()
      const session: TutorSession = { id: newId('tut'), userId, messages: [], createdAt: now, updatedAt: now }
      await owners.add([[session.id, userId]])
      return students.update(sessionKey(userId, session.id), (doc, changed) => {
        doc.tutor.push(session)
        changed('tutor', session)
        return structuredClone(session)
      })
    },
    append: (userId, id, messages) =>
      students.update(sessionKey(userId, id), (doc, changed) => {
        const session = doc.tutor.find((s) => s.id === id && s.userId === userId)
        if (!session) throw new Error(`No tutor session ${id}`)
        session.messages = [...session.messages, ...structuredClone(messages)].slice(-MAX_MESSAGES)
        session.updatedAt = new Date().toISOString()
        changed('tutor', session)
        return structuredClone(session)
      }),
  }
}
