import type { IDBPDatabase } from 'idb'
import { openProgressDb, type ProgressDb } from './database.ts'
import { moveLegacyKeys } from './legacy-keys.ts'

/**
 * The page's one connection to the progress database, opened on first use, after the old browser keys were moved
 * in (legacy-keys.ts). A failed move leaves those keys where they are (tried again on the next page) and the
 * database still opens; a failed open is tried again on the next read.
 */

let opened: Promise<IDBPDatabase<ProgressDb>> | null = null
/** Old keys found damaged by this page's move, until a page has said so. */
const damaged = new Set<string>()

async function openAndMove(): Promise<IDBPDatabase<ProgressDb>> {
  const db = await openProgressDb(undefined, () => {
    opened = null
  })
  try {
    for (const key of await moveLegacyKeys(db)) damaged.add(key)
  } catch (error) {
    console.warn('The progress kept in this browser could not be moved yet; it will be tried again.', error)
  }
  return db
}

export function progressDb(): Promise<IDBPDatabase<ProgressDb>> {
  opened ??= openAndMove().catch((error: unknown) => {
    opened = null
    throw error
  })
  return opened
}

/** Whether an old key was found damaged and removed (answered once: a page shows it once). */
export async function takeDamaged(key: string): Promise<boolean> {
  await progressDb()
  return damaged.delete(key)
}

/** Forgets the connection (tests open a fresh database). */
export async function closeProgressDb() {
  const db = await opened?.catch(() => null)
  db?.close()
  opened = null
  damaged.clear()
}
