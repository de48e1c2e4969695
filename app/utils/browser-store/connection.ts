import type { IDBPDatabase } from 'idb'
import { openBrowserDb, type BrowserDb } from './database.ts'
import { moveOldDatabases } from './old-databases.ts'

/**
 * A page's (or the service worker's) one connection to the browser's database, opened on first use, after the packs
 * and saves of the old databases were moved in (old-databases.ts). A failed move leaves them where they are (tried
 * again with the next connection) and the database still opens; a failed open is tried again on the next use.
 */

let opened: Promise<IDBPDatabase<BrowserDb>> | null = null

async function openAndMove(): Promise<IDBPDatabase<BrowserDb>> {
  const db = await openBrowserDb(undefined, () => {
    opened = null
  })
  await moveOldDatabases(db).catch((error: unknown) => {
    console.warn('The offline packs and saves of this browser could not be moved yet; they will be tried again.', error)
  })
  return db
}

export function browserDb(): Promise<IDBPDatabase<BrowserDb>> {
  opened ??= openAndMove().catch((error: unknown) => {
    opened = null
    throw error
  })
  return opened
}

/** Forgets the connection (tests open a fresh database; a page loaded again opens its own). */
export async function closeBrowserDb() {
  const db = await opened?.catch(() => null)
  db?.close()
  opened = null
}
