import type { PracticeSession } from '../../openapi/types.ts'
import { applySessionPatch } from '../domain/practice.ts'
import { LowCollection } from './collection.ts'
import { newPracticeSession } from './ids.ts'
import type { PracticeStore } from './types.ts'

type Data = { sessions: PracticeSession[] }

export async function openPracticeStore(dataDir: string): Promise<PracticeStore> {
  const col = await LowCollection.open<Data>(dataDir, 'practice-sessions', { sessions: [] })
  return {
    create: (input) =>
      col.update((data) => {
        const session = newPracticeSession(input)
        data.sessions.push(session)
        return structuredClone(session)
      }),
    ownerOf: async (id) => col.data.sessions.find((s) => s.id === id)?.userId,
    get: async (userId, id) => structuredClone(col.data.sessions.find((s) => s.id === id && s.userId === userId)),
    update: (userId, id, patch) =>
      col.update((data) => {
        const index = data.sessions.findIndex((s) => s.id === id && s.userId === userId)
        if (index < 0) return undefined
        data.sessions[index] = applySessionPatch(data.sessions[index], patch, new Date())
        return structuredClone(data.sessions[index])
      }),
    listByUser: async (userId) =>
      structuredClone(col.data.sessions.filter((s) => s.userId === userId)).sort(newestFirst),
  }
}

function newestFirst(a: PracticeSession, b: PracticeSession) {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)
}
