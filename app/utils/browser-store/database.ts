import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb'
import type { LocalProgressEntry } from '~/utils/storage.ts'
import type { StoredAnswer } from './schemas.ts'
import type { FullExamState, ReviewCard } from '#openapi/types.ts'

/**
 * The visitor's progress in this browser (decision 134): one IndexedDB database with one version history, read
 * and written only through the browser progress store. Each version's `upgrade` step is kept forever, so a browser
 * that skipped versions runs every step it missed, in order.
 */
export interface ProgressDb extends DBSchema {
  /** Finished tests (userProgress entries), keyed by when and which test: the same result stored twice is one. */
  results: { key: [string, string]; value: LocalProgressEntry }
  /** The answer history in the order it was given (a test's answers share one time): read back oldest first. */
  answers: { key: number; value: StoredAnswer }
  /** Review cards, one per question. */
  cards: { key: string; value: ReviewCard }
  /** Full-length attempts, keyed by exam and form (`sat-1`). */
  attempts: { key: string; value: FullExamState }
  /** Small values: the newest answer the cards took in, and which old browser keys were moved. */
  meta: { key: string; value: string | null }
}

export type ProgressStoreName = StoreNames<ProgressDb>
export type Upgrade = (
  db: IDBPDatabase<ProgressDb>,
  tx: IDBPTransaction<ProgressDb, ProgressStoreName[], 'versionchange'>,
) => void

export const DB_NAME = 'examready'

/** One step per version (index 0 makes version 1); a new version appends a step, never edits one. */
export const VERSIONS: readonly Upgrade[] = [
  (db) => {
    db.createObjectStore('results', { keyPath: ['date', 'testType'] })
    db.createObjectStore('answers', { autoIncrement: true })
    db.createObjectStore('cards', { keyPath: 'questionId' })
    db.createObjectStore('attempts')
    db.createObjectStore('meta')
  },
]

/** Opens the database at the version its steps make (tests pass more steps to try an upgrade). */
export async function openProgressDb(
  versions: readonly Upgrade[] = VERSIONS,
  onClosed?: () => void,
): Promise<IDBPDatabase<ProgressDb>> {
  const db = await openDB<ProgressDb>(DB_NAME, versions.length, {
    upgrade(database, oldVersion, _newVersion, tx) {
      for (const step of versions.slice(oldVersion)) step(database, tx)
    },
  })
  // Another tab opening a newer version waits for this one to close: let it (this page opens it again on its next read).
  db.addEventListener('versionchange', () => {
    db.close()
    onClosed?.()
  })
  return db
}

export type ProgressTx = IDBPTransaction<ProgressDb, ProgressStoreName[], 'readwrite'>

/** Drops the oldest entries of a store kept in order (results, answers) beyond `max`, in the caller's transaction. */
export async function dropOldest(tx: ProgressTx, name: 'results' | 'answers', max: number) {
  const store = tx.objectStore(name)
  let extra = (await store.count()) - max
  for (let cursor = await store.openCursor(); cursor && extra > 0; cursor = await cursor.continue(), extra--)
    await cursor.delete()
}
