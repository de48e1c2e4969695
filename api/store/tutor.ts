import type { TutorSession } from '../../openapi/types.ts'
import { newId } from './ids.ts'
import { ownedSessions, type Collection } from './in-process.ts'
import type { TutorStore } from './types.ts'

export type TutorData = { sessions: TutorSession[] }

// Long conversations keep their latest messages only, so one file cannot grow without bound.
const MAX_MESSAGES = 200

/** Tutor conversations (an anonymous one has the owner null); listed by the latest change first. */
export function tutorStore(col: Collection<TutorData>): TutorStore {
  return {
    ...ownedSessions(() => col.data.sessions, 'updatedAt'),
    create: (userId) =>
      col.update((data) => {
        const now = new Date().toISOString()
        const session: TutorSession = { id: newId('tut'), userId, messages: [], createdAt: now, updatedAt: now }
        data.sessions.push(session)
        return structuredClone(session)
      }),
    append: (userId, id, messages) =>
      col.update((data) => {
        const session = data.sessions.find((s) => s.id === id && s.userId === userId)
        if (!session) throw new Error(`No tutor session ${id}`)
        session.messages = [...session.messages, ...structuredClone(messages)].slice(-MAX_MESSAGES)
        session.updatedAt = new Date().toISOString()
        return structuredClone(session)
      }),
  }
}
