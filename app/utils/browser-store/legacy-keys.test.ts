import type { IDBPDatabase } from 'idb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setStorageHandler } from '~/utils/storage-events.ts'
import { freshBrowser } from '../../../tests/fake-browser.ts'
import { sampleResult } from '../../../tests/sample-result.ts'
import { openBrowserDb, VERSIONS } from './database.ts'
import { moveLegacyKeys } from './legacy-keys.ts'
import { closeProgressDb, takeDamaged } from './progress-db.ts'
import { readAnswers, readAttempt, readCards, readResults, writeCards } from './records.ts'
import type { StoredAnswer } from './schemas.ts'
import type { FullExamState, ReviewCard } from '#openapi/types.ts'

const entry = sampleResult
const answer = (questionId: string, answeredAt: string): StoredAnswer => ({
  questionId,
  examType: 'NMT',
  section: 'Mathematics',
  topic: 'algebra',
  difficulty: 'Easy',
  chosen: 'B',
  correct: false,
  seconds: 20,
  answeredAt,
})
const card = (questionId: string, due: string): ReviewCard => ({
  questionId,
  examType: 'NMT',
  section: 'Mathematics',
  topic: 'algebra',
  due,
  stability: 1,
  difficulty: 5,
  elapsedDays: 0,
  scheduledDays: 0,
  learningSteps: 0,
  reps: 1,
  lapses: 0,
  state: 'Learning',
  lastReview: null,
})
const attempt: FullExamState = {
  v: 1,
  exam: 'sat',
  form: 1,
  startedAt: 1_000,
  updatedAt: 2_000,
  partIndex: 0,
  phase: 'part',
  deadline: null,
  routes: {},
  closed: [],
  answers: { 'sat-m-1': 'B' },
  marked: [],
  struck: {},
  current: 0,
}

/** What a browser of the last release holds: every progress key of the key-value area. */
function seedOldKeys(local: Storage) {
  local.setItem('userProgress', JSON.stringify([entry('2026-11-20T10:00:00.000Z'), entry('2026-11-21T10:00:00.000Z')]))
  local.setItem('answerHistory', JSON.stringify([answer('q1', '2026-11-20T10:00:00.000Z')]))
  local.setItem(
    'reviewCards',
    JSON.stringify({ syncedTo: '2026-11-20T10:00:00.000Z', cards: [card('q1', '2026-11-21T00:00:00.000Z')] }),
  )
  local.setItem('fullExam:sat-1', JSON.stringify(attempt))
  // Not progress: stays in the key-value area.
  local.setItem('selectedCountry', 'UA')
}

/** A page loaded again: the store opens (and moves what is left) on its first read. */
const nextPage = () => closeProgressDb()

let local: Storage
let reported: string[]
beforeEach(async () => {
  local = await freshBrowser()
  reported = []
  setStorageHandler((problem, key) => problem === 'reset' && key && reported.push(key))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  setStorageHandler(() => {})
  await closeProgressDb()
  vi.unstubAllGlobals()
})

describe('the browser store on a fresh browser', () => {
  it('opens empty at the current version, with nothing to move and nothing reported', async () => {
    expect(await readResults()).toEqual([])
    expect(await readAnswers()).toEqual([])
    expect(await readCards()).toEqual({ syncedTo: null, cards: [] })
    expect(await readAttempt('sat-1')).toBeNull()
    expect(reported).toEqual([])
    const db = await openBrowserDb()
    expect(db.version).toBe(VERSIONS.length)
    expect([...db.objectStoreNames].sort()).toEqual([
      'answers',
      'attempts',
      'cards',
      'meta',
      'outbox',
      'packs',
      'results',
    ])
    db.close()
  })
})

describe('the move of the old browser keys', () => {
  it('copies every progress key in, then removes the old keys; other keys stay', async () => {
    seedOldKeys(local)
    expect((await readResults()).map((e) => e.date)).toEqual(['2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z'])
    expect(await readAnswers()).toEqual([answer('q1', '2026-11-20T10:00:00.000Z')])
    expect(await readCards()).toEqual({
      syncedTo: '2026-11-20T10:00:00.000Z',
      cards: [card('q1', '2026-11-21T00:00:00.000Z')],
    })
    expect(await readAttempt('sat-1')).toEqual(attempt)
    for (const key of ['userProgress', 'answerHistory', 'reviewCards', 'fullExam:sat-1'])
      expect(local.getItem(key)).toBeNull()
    expect(local.getItem('selectedCountry')).toBe('UA')
    expect(reported).toEqual([])
    // The next page finds nothing to move, and the data is still there.
    await nextPage()
    expect(await readResults()).toHaveLength(2)
  })

  it('interrupted, copies nothing and leaves the old keys readable; the next page moves them', async () => {
    seedOldKeys(local)
    const put = IDBObjectStore.prototype.put
    const failing = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args
    ) {
      if (this.name === 'meta') throw new DOMException('The quota was exceeded', 'QuotaExceededError')
      return put.apply(this, args)
    })
    // Straight: the move fails as a whole.
    const db = await openBrowserDb()
    await expect(moveLegacyKeys(db)).rejects.toThrow('quota')
    expect(await db.count('results')).toBe(0)
    expect(await db.count('answers')).toBe(0)
    db.close()
    // Through the store: the page still works, reading nothing yet.
    expect(await readResults()).toEqual([])
    expect(JSON.parse(local.getItem('userProgress')!)).toHaveLength(2)
    expect(local.getItem('fullExam:sat-1')).not.toBeNull()
    failing.mockRestore()
    await nextPage()
    expect(await readResults()).toHaveLength(2)
    expect(await readAttempt('sat-1')).toEqual(attempt)
    expect(local.getItem('userProgress')).toBeNull()
  })

  it('stopped after the copy but before the old keys went: moves nothing twice, only removes them', async () => {
    seedOldKeys(local)
    const oldCards = local.getItem('reviewCards')!
    const oldResults = local.getItem('userProgress')!
    await readResults()
    // Graded since: the store's card is newer than the old key's.
    await writeCards('2026-11-22T10:00:00.000Z', [card('q1', '2026-12-01T00:00:00.000Z')], () => 0)
    local.setItem('reviewCards', oldCards)
    local.setItem('userProgress', oldResults)
    await nextPage()
    expect((await readCards()).cards[0].due).toBe('2026-12-01T00:00:00.000Z')
    expect(await readResults()).toHaveLength(2)
    expect(local.getItem('reviewCards')).toBeNull()
    expect(local.getItem('userProgress')).toBeNull()
  })

  it('removes and reports a damaged old value, and still moves the rest', async () => {
    seedOldKeys(local)
    local.setItem('userProgress', '{"broken": tru')
    local.setItem('fullExam:sat-2', JSON.stringify({ ...attempt, form: 99 }))
    expect(await readResults()).toEqual([])
    expect(await readAnswers()).toHaveLength(1)
    expect(await readAttempt('sat-1')).toEqual(attempt)
    expect(await readAttempt('sat-2')).toBeNull()
    expect(reported.sort()).toEqual(['fullExam:sat-2', 'userProgress'])
    expect(local.getItem('userProgress')).toBeNull()
    expect(local.getItem('fullExam:sat-2')).toBeNull()
    // The progress page says so once.
    expect(await takeDamaged('userProgress')).toBe(true)
    expect(await takeDamaged('userProgress')).toBe(false)
  })
})

describe('a new version of the database', () => {
  it('runs only the steps a browser missed, keeps the data, and an older open page lets it through', async () => {
    seedOldKeys(local)
    await readResults()
    const closed = vi.fn()
    await openBrowserDb(VERSIONS, closed)
    const step = vi.fn((_db, tx) => tx.objectStore('results').createIndex('testType', 'testType'))
    const db = await openBrowserDb([...VERSIONS, step])
    expect(db.version).toBe(VERSIONS.length + 1)
    expect(step).toHaveBeenCalledTimes(1)
    expect(closed).toHaveBeenCalledTimes(1)
    const untyped = db as unknown as IDBPDatabase
    expect(await untyped.getAllFromIndex('results', 'testType', 'NMT')).toHaveLength(2)
    expect(await db.count('answers')).toBe(1)
    db.close()
    // Opened again at the same version: no step runs again.
    const again = await openBrowserDb([...VERSIONS, step])
    expect(step).toHaveBeenCalledTimes(1)
    again.close()
  })
})
