import { applySessionPatch } from '../../domain/practice.ts'
import type { PracticeSession } from '../../openapi/types.ts'
import { newPracticeSession } from './ids.ts'
import { ownedSessions, type Collection } from './in-process.ts'
import type { PracticeStore } from './types.ts'

export type PracticeData = { sessions: PracticeSession[] }

/** Practice sessions, each read and written by its owner only; listed newest first. */
export function practiceStore(col: Collection<PracticeData>): PracticeStore {
  const owned = ownedSessions(() => col.data.sessions, 'createdAt')
  return {
    ...owned,
    create: (input) =>
      col.update((data) => {
        const started =
          input.clientId && data.sessions.find((s) => s.userId === input.userId && s.clientId === input.clientId)
        if (started) return structuredClone(started)
        const session = newPracticeSession(structuredClone(input))
        data.sessions.push(session)
        return structuredClone(session)
      }),
    update: (userId, id, patch) =>
      col.update((data) => {
        const index = data.sessions.findIndex((s) => s.id === id && s.userId === userId)
        if (index < 0) return undefined
        data.sessions[index] = applySessionPatch(data.sessions[index], patch, new Date())
        return structuredClone(data.sessions[index])
      }),
  }
}
