import type { IDBPDatabase } from 'idb'
import { browserDb, closeBrowserDb } from './connection.ts'
import type { BrowserDb } from './database.ts'
import { moveLegacyKeys } from './legacy-keys.ts'

/**
 * The database as the progress records read it: the page's connection, after the old browser keys were moved in
 * (legacy-keys.ts), once per connection. A failed move leaves those keys where they are (tried again on the next
 * page) and the database still opens.
 */

let movedFor: { db: IDBPDatabase<BrowserDb>; done: Promise<void> } | null = null
/** Old keys found damaged by this page's move, until a page has said so. */
const damaged = new Set<string>()

async function moveKeys(db: IDBPDatabase<BrowserDb>) {
  try {
    for (const key of await moveLegacyKeys(db)) damaged.add(key)
  } catch (error) {
    console.warn('The progress kept in this browser could not be moved yet; it will be tried again.', error)
  }
}

export async function progressDb(): Promise<IDBPDatabase<BrowserDb>> {
  const db = await browserDb()
  if (movedFor?.db !== db) movedFor = { db, done: moveKeys(db) }
  await movedFor.done
  return db
}

/** Whether an old key was found damaged and removed (answered once: a page shows it once). */
export async function takeDamaged(key: string): Promise<boolean> {
  await progressDb()
  return damaged.delete(key)
}

/** Forgets the connection and what its move found (tests open a fresh database). */
export async function closeProgressDb() {
  await closeBrowserDb()
  movedFor = null
  damaged.clear()
}
