import { deleteDB, openDB, type IDBPDatabase } from 'idb'
import type { BrowserDb } from './database.ts'

/**
 * The one-time move of the kept packs and the save outbox from their own databases into the browser's one database
 * (decision 147). Each old database is copied in one transaction that also marks it moved (an entry already in the
 * new store is newer and kept); only after that transaction has committed is the old database deleted. A failed or
 * interrupted copy commits nothing and leaves the old database, so the next connection copies it again; a marked
 * one is only deleted (again), never copied twice: a save the worker has sent since is not brought back.
 */

export const OLD_DATABASES = [
  { name: 'examready-offline', store: 'packs' },
  { name: 'examready-saves', store: 'outbox' },
] as const
type OldDatabase = (typeof OLD_DATABASES)[number]

const markOf = (old: OldDatabase) => `movedDatabase:${old.name}`

/** Which old databases this browser may still have (every one, where the browser cannot list them). */
async function listed(): Promise<OldDatabase[]> {
  if (typeof indexedDB.databases !== 'function') return [...OLD_DATABASES]
  const names = new Set((await indexedDB.databases()).map((info) => info.name))
  return OLD_DATABASES.filter((old) => names.has(old.name))
}

async function copy(db: IDBPDatabase<BrowserDb>, old: OldDatabase) {
  // Opened as it is, with no upgrade: where the browser could not list it, this makes an empty one (deleted below).
  const source: IDBPDatabase = await openDB(old.name)
  try {
    const entries = source.objectStoreNames.contains(old.store) ? await source.getAll(old.store) : []
    const tx = db.transaction([old.store, 'meta'], 'readwrite')
    try {
      const target = tx.objectStore(old.store)
      for (const entry of entries as BrowserDb[OldDatabase['store']]['value'][])
        if ((await target.getKey(entry.id)) === undefined) await target.put(entry)
      await tx.objectStore('meta').put(new Date().toISOString(), markOf(old))
    } catch (error) {
      // All or nothing: no half copy, and no mark (the next connection copies it again).
      tx.abort()
      await tx.done.catch(() => {})
      throw error
    }
    await tx.done
  } finally {
    source.close()
  }
}

export async function moveOldDatabases(db: IDBPDatabase<BrowserDb>) {
  for (const old of await listed()) {
    if ((await db.get('meta', markOf(old))) === undefined) await copy(db, old)
    // Not awaited: a tab of the last release holding it open delays the delete until that tab closes.
    void deleteDB(old.name).catch(() => {})
  }
}
