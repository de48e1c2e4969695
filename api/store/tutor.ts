import type { TutorSession } from '../../openapi/types.ts'
import { LowCollection } from './collection.ts'
import { newId } from './ids.ts'
import type { TutorStore } from './types.ts'

type Data = { sessions: TutorSession[] }

// Long conversations keep their latest messages only, so one file cannot grow without bound.
const MAX_MESSAGES = 200

export async function openTutorStore(dataDir: string): Promise<TutorStore> {
  const col = await LowCollection.open<Data>(dataDir, 'tutor-sessions', { sessions: [] })
  return {
    create: (userId) =>
      col.update((data) => {
        const now = new Date().toISOString()
        const session: TutorSession = { id: newId('tut'), userId, messages: [], createdAt: now, updatedAt: now }
        data.sessions.push(session)
        return structuredClone(session)
      }),
    ownerOf: async (id) => col.data.sessions.find((s) => s.id === id)?.userId,
    get: async (userId, id) => structuredClone(col.data.sessions.find((s) => s.id === id && s.userId === userId)),
    append: (userId, id, messages) =>
      col.update((data) => {
        const session = data.sessions.find((s) => s.id === id && s.userId === userId)
        if (!session) throw new Error(`No tutor session ${id}`)
        session.messages.push(...messages)
        session.messages = session.messages.slice(-MAX_MESSAGES)
        session.updatedAt = new Date().toISOString()
        return structuredClone(session)
      }),
    listByUser: async (userId) =>
      structuredClone(col.data.sessions.filter((s) => s.userId === userId)).sort(
        (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id),
      ),
  }
}
