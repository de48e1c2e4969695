import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb'
import type { LocalProgressEntry } from '~/utils/storage.ts'
// Relative: the service worker's build (which reaches this module through the outbox) knows no `~` alias.
import { reportStorageProblem } from '../storage-events.ts'
import type { KeptPack, OutboxEntry } from './kept-types.ts'
import type { StoredAnswer } from './schemas.ts'
import type { FullExamState, ReviewCard } from '#openapi/types.ts'

/**
 * Everything this browser keeps in IndexedDB (decisions 134, 147): one database with one version history, read and
 * written only through the browser store. Each version's `upgrade` step is kept forever, so a browser that skipped
 * versions runs every step it missed, in order.
 */
export interface BrowserDb extends DBSchema {
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
  /** Exam packs kept for offline use (decision 074), keyed by their id. */
  packs: { key: string; value: KeptPack }
  /** Saves handed to the service worker's Background Sync (decision 103), keyed by their id. */
  outbox: { key: string; value: OutboxEntry }
}

export type BrowserStoreName = StoreNames<BrowserDb>
export type Upgrade = (
  db: IDBPDatabase<BrowserDb>,
  tx: IDBPTransaction<BrowserDb, BrowserStoreName[], 'versionchange'>,
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
  // Version 2: the packs and the save outbox, until then databases of their own (moved in by old-databases.ts).
  (db) => {
    db.createObjectStore('packs', { keyPath: 'id' })
    db.createObjectStore('outbox', { keyPath: 'id' })
  },
]

/**
 * Opens the database at the version its steps make (tests pass more steps to try an upgrade). A page or worker of an
 * older release, finding a newer version, opens that one as it is: a version only adds, so its stores are there.
 */
export async function openBrowserDb(
  versions: readonly Upgrade[] = VERSIONS,
  onClosed?: () => void,
): Promise<IDBPDatabase<BrowserDb>> {
  const db = await openDB<BrowserDb>(DB_NAME, versions.length, {
    upgrade(database, oldVersion, _newVersion, tx) {
      for (const step of versions.slice(oldVersion)) step(database, tx)
    },
    // Another tab holds the old version and has not let go (a page stuck in a long task): the student is told.
    blocked: () => reportStorageProblem('blocked'),
  }).catch((error: unknown) => {
    if ((error as { name?: string } | null)?.name === 'VersionError') return openDB<BrowserDb>(DB_NAME)
    throw error
  })
  // Another tab opening a newer version waits for this one to close: let it (this page opens it again on its next read).
  db.addEventListener('versionchange', () => {
    db.close()
    onClosed?.()
  })
  return db
}

export type BrowserTx = IDBPTransaction<BrowserDb, BrowserStoreName[], 'readwrite'>

/** Drops the oldest entries of a store kept in order (results, answers) beyond `max`, in the caller's transaction. */
export async function dropOldest(tx: BrowserTx, name: 'results' | 'answers', max: number) {
  const store = tx.objectStore(name)
  let extra = (await store.count()) - max
  for (let cursor = await store.openCursor(); cursor && extra > 0; cursor = await cursor.continue(), extra--)
    await cursor.delete()
}
