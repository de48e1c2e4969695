import { IDBFactory } from 'fake-indexeddb'
import 'fake-indexeddb/auto'
import { vi } from 'vitest'
import { closeProgressDb } from '~/utils/browser-store/progress-db.ts'

/** A key-value area in memory, as the browser's localStorage and sessionStorage behave. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  }
}

/**
 * A fresh browser for a unit test of the browser store: an empty IndexedDB (fake-indexeddb), empty key-value
 * areas and a window that takes events. Answers the local area, where a test seeds the old keys.
 */
export async function freshBrowser(): Promise<Storage> {
  await closeProgressDb()
  vi.stubGlobal('indexedDB', new IDBFactory())
  const local = memoryStorage()
  vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage(), dispatchEvent: () => true })
  return local
}
