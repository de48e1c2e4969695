import { IDBObjectStore } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { practiceStorage } from '~/utils/practice-storage.ts'
import { setStorageHandler, type StorageProblem } from '~/utils/storage-events.ts'
import { freshBrowser } from '../../../tests/fake-browser.ts'
import { sampleResult } from '../../../tests/sample-result.ts'
import { onStoreChange, type StoreChange } from './changes.ts'
import { closeProgressDb } from './progress-db.ts'
import { addResult, readResults, writeAttempt } from './records.ts'
import type { FullExamState } from '#openapi/types.ts'

const entry = sampleResult()

/** Another tab of the same origin: its own channel of the store's name. */
let otherTab: BroadcastChannel
let told: StorageProblem[]
let heard: StoreChange[]
let stop: () => void
beforeEach(async () => {
  await freshBrowser()
  otherTab = new BroadcastChannel('examready-store')
  told = []
  heard = []
  setStorageHandler((problem) => told.push(problem))
  stop = onStoreChange((change) => heard.push(change))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  stop()
  otherTab.close()
  setStorageHandler(() => {})
  vi.restoreAllMocks()
  await closeProgressDb()
  vi.unstubAllGlobals()
})

describe('a write the store kept', () => {
  it('is heard by this page and by the other tabs, naming what changed', async () => {
    const inOtherTab: StoreChange[] = []
    otherTab.onmessage = (event: MessageEvent<StoreChange>) => inOtherTab.push(event.data)
    await addResult(entry)
    expect(heard).toEqual([['results']])
    await vi.waitFor(() => expect(inOtherTab).toEqual([['results']]))
    expect(told).toEqual([])
  })

  it("another tab's write reaches this page's listeners", async () => {
    otherTab.postMessage(['answers', 'cards'])
    await vi.waitFor(() => expect(heard).toEqual([['answers', 'cards']]))
  })
})

describe('a write the browser refused', () => {
  it('full storage: the write fails, the student is told the storage is full, nothing is announced', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    await expect(addResult(entry)).rejects.toThrow('quota')
    expect(told).toEqual(['full'])
    expect(heard).toEqual([])
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    expect(await readResults()).toEqual([])
  })

  it('storage unavailable (a private mode): the student is told it was not kept', async () => {
    await closeProgressDb()
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('no storage here', 'InvalidStateError')
      },
    })
    await expect(writeAttempt('sat-1', {} as FullExamState)).rejects.toThrow()
    expect(told).toEqual(['notKept'])
  })

  it('a practice hand-off the key-value area refuses is told too, and the page goes on', () => {
    vi.stubGlobal('window', {
      localStorage: {
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError')
        },
      },
    })
    expect(practiceStorage.writeExtraTime(true)).toBe(false)
    expect(told).toEqual(['full'])
  })
})
