import { IDBObjectStore } from 'fake-indexeddb'
import { openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readPack, readPacks } from '~/features/offline/pack-store.ts'
import { indexedDbOutbox } from '~/utils/save-outbox.ts'
import { freshBrowser } from '../../../tests/fake-browser.ts'
import { sampleResult } from '../../../tests/sample-result.ts'
import { browserDb } from './connection.ts'
import { DB_NAME, openBrowserDb, VERSIONS } from './database.ts'
import type { KeptPack, OutboxEntry } from './kept-types.ts'
import { closeProgressDb } from './progress-db.ts'
import { readResults } from './records.ts'

const pack: KeptPack = { id: 'nmt', exams: ['nmt'], examTypes: ['NMT'], questions: [], bytes: 120, keptAt: 1_000 }
const save: OutboxEntry = { id: 's1', key: 'finish:a', url: '/api/x', body: { a: 1 }, queuedAt: 5, leaseUntil: 0 }

/** What a browser of the last release holds: the packs and the outbox in databases of their own, as it made them. */
async function seedOldDatabases() {
  const offline = await openDB('examready-offline', 1, {
    upgrade: (db) => db.createObjectStore('packs', { keyPath: 'id' }),
  })
  await offline.put('packs', pack)
  offline.close()
  const saves = await openDB('examready-saves', 1, {
    upgrade: (db) => db.createObjectStore('outbox', { keyPath: 'id' }),
  })
  await saves.put('outbox', save)
  saves.close()
}

const databaseNames = async () => (await indexedDB.databases()).map((info) => info.name).sort()
/** The old databases' delete is not awaited by the move: wait for it. */
const oldOnesGone = () => vi.waitFor(async () => expect(await databaseNames()).toEqual([DB_NAME]))
/** A page loaded again: a new connection, which moves what is left. */
const nextPage = () => closeProgressDb()

beforeEach(async () => {
  await freshBrowser()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await closeProgressDb()
  vi.unstubAllGlobals()
})

describe('one database for the packs and the saves', () => {
  it('a fresh browser has only the one database, its packs and outbox empty', async () => {
    expect(await readPacks()).toEqual([])
    expect((await indexedDbOutbox().claim(10, 1_000)).claimed).toEqual([])
    expect(await databaseNames()).toEqual([DB_NAME])
  })

  it('moves the old databases in once, then deletes them', async () => {
    await seedOldDatabases()
    expect(await readPack('nmt')).toEqual(pack)
    expect((await indexedDbOutbox().claim(10, 1_000)).claimed).toEqual([save])
    await oldOnesGone()
    // A tab of the last release writes the old outbox again after the move: a marked database is not copied twice,
    // so a save settled since is not brought back (that tab keeps its own list and sends it itself).
    await indexedDbOutbox().settle('s1', true)
    await seedOldDatabases()
    await nextPage()
    expect((await indexedDbOutbox().claim(10, 1_000)).claimed).toEqual([])
    await oldOnesGone()
  })

  it('an interrupted copy commits nothing, keeps the old databases and is done again by the next page', async () => {
    await seedOldDatabases()
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('stopped', 'AbortError')
    })
    // The database still opens; the packs are not there yet.
    expect(await readPacks()).toEqual([])
    expect(await databaseNames()).toEqual([DB_NAME, 'examready-offline', 'examready-saves'])
    put.mockRestore()
    await nextPage()
    expect(await readPacks()).toEqual([pack])
    expect((await indexedDbOutbox().claim(10, 1_000)).claimed).toEqual([save])
    await oldOnesGone()
  })

  it('a browser at version 1 upgrades with its progress kept, and its old databases move in', async () => {
    const first = await openBrowserDb(VERSIONS.slice(0, 1))
    expect(first.objectStoreNames.contains('packs')).toBe(false)
    first.close()
    await addResultAtVersion1()
    await seedOldDatabases()
    await nextPage()
    expect((await browserDb()).version).toBe(VERSIONS.length)
    expect(await readResults()).toHaveLength(1)
    expect(await readPacks()).toEqual([pack])
    await oldOnesGone()
  })

  it('a page of an older release opens a newer version as it is (a version only adds stores)', async () => {
    const newer = await openBrowserDb([...VERSIONS, (db) => db.createObjectStore('later' as 'meta')])
    newer.close()
    const older = await openBrowserDb()
    expect(older.version).toBe(VERSIONS.length + 1)
    expect(older.objectStoreNames.contains('packs')).toBe(true)
    older.close()
  })
})

/** A result written by the last release, whose database had version 1 only. */
async function addResultAtVersion1() {
  const db = await openDB(DB_NAME, 1)
  await db.put('results', sampleResult())
  db.close()
}
