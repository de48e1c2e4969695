// The Store in memory: the mocks (node and the browser worker) and tests use it. The same resource modules as the
// lowdb store (api/store/in-process.ts) over collections and documents that are never written; no node-only imports,
// so it bundles for the browser.
import type { Question } from '../../openapi/types.ts'
import { DEFAULT_GENERATED_CAPS, type GeneratedCaps } from './generated.ts'
import { COLLECTIONS, inProcessStore } from './in-process.ts'
import { memoryCollection, emptyStudent, memoryOwners, memoryPartitioned, memoryRecordMap } from './partitions.ts'
import type { AuthSessionRecord, Store } from './types.ts'

export interface MemoryStore extends Store {
  /** Back to an empty store (the bank stays). */
  clear(): void
}

/** Empty in-memory parts of a store (collections, documents, the owners' index). */
export function memoryParts() {
  return {
    users: memoryCollection(COLLECTIONS.users.empty()),
    authSessions: memoryRecordMap<AuthSessionRecord>(),
    passwordResets: memoryCollection(COLLECTIONS.passwordResets.empty()),
    questions: memoryCollection(COLLECTIONS.questions.empty()),
    students: memoryPartitioned(emptyStudent),
    owners: memoryOwners(),
  }
}

export function createMemoryStore(bank: Question[], caps: GeneratedCaps = DEFAULT_GENERATED_CAPS): MemoryStore {
  const empty = () => inProcessStore(memoryParts(), bank, caps)
  const store = empty()
  return Object.assign(store, {
    clear() {
      // Each part keeps its identity (the offline AI holds store.questions): its methods move to an empty one's.
      const fresh = empty()
      for (const name of Object.keys(fresh) as (keyof Store)[]) Object.assign(store[name], fresh[name])
    },
  })
}
