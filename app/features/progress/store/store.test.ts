import { IDBObjectStore } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readAnswers, readResults } from '~/utils/browser-store/records.ts'
import { setStorageHandler, type StorageProblem } from '~/utils/storage-events.ts'
import { storeKindOf } from '~/utils/store-kind.ts'
import { freshBrowser } from '../../../../tests/fake-browser.ts'
import { accountStore } from './account-store.ts'
import { browserStore } from './browser-store.ts'
import { progressStoreOf, type PracticeFinish } from './index.ts'
import type { FullExamState } from '#openapi/types.ts'

const saves = vi.hoisted(() => ({
  sent: [] as { key: string; url: string; body: unknown }[],
  pending: new Map<string, unknown>(),
}))
vi.mock('~/utils/save-queue.ts', () => ({
  saveQueue: () => ({
    save: async (request: { key: string; url: string; body: unknown }) => {
      saves.sent.push(request)
      return { outcome: 'saved', reply: null }
    },
    pendingBody: (key: string) => saves.pending.get(key) ?? null,
  }),
}))

const date = new Date('2026-11-29T08:00:00.000Z')
const finish: PracticeFinish = {
  clientId: 'c1',
  session: { examType: 'NMT', countryCode: 'UA', province: null, subjects: ['Mathematics'] },
  summary: {
    questionsAttempted: 2,
    questionsAnswered: 2,
    questionsCorrect: 1,
    scorePercentage: 50,
    subjectTallies: { Mathematics: { correct: 1, total: 2 } },
    subjectScores: { Mathematics: 50 },
    topicBreakdown: { algebra: { correct: 1, total: 2 } },
  },
  totalTime: 90,
  records: ['q1', 'q2'].map((questionId, i) => ({
    questionId,
    examType: 'NMT',
    section: 'Mathematics',
    topic: 'algebra',
    difficulty: 'Easy',
    chosen: 'A',
    correct: i === 0,
    seconds: 45,
  })),
  date,
}

const attempt = (updatedAt: number) => ({ exam: 'sat', form: 1, updatedAt }) as unknown as FullExamState

let local: Storage
beforeEach(async () => {
  local = await freshBrowser()
  saves.sent.length = 0
  saves.pending.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('where progress is kept', () => {
  it('is the account for a student, this browser for a visitor, the hint only on the page kept offline', () => {
    const root = { user: null, userUnknown: false, offlineShell: false }
    expect(storeKindOf({ ...root, user: { id: 'u1' } }, false)).toBe('account')
    expect(storeKindOf(root, true)).toBe('browser')
    // An outage is not "signed out": the request carried a session cookie.
    expect(storeKindOf({ ...root, userUnknown: true }, false)).toBe('account')
    const shell = { ...root, userUnknown: true, offlineShell: true }
    expect(storeKindOf(shell, true)).toBe('account')
    expect(storeKindOf(shell, false)).toBe('browser')
    expect(storeKindOf(undefined, false)).toBe('browser')
    expect(progressStoreOf('account').kind).toBe('account')
    expect(progressStoreOf('browser').kind).toBe('browser')
  })
})

describe('the browser store', () => {
  it('keeps a finished practice test and its answers, and reads them back as /progress shows them', async () => {
    expect(await browserStore.finishPractice(finish)).toBe('local')
    expect(saves.sent).toEqual([])
    expect(await readResults()).toHaveLength(1)
    expect(await readAnswers()).toHaveLength(2)
    const kept = await browserStore.readProgress(date)
    expect(kept?.summary.totalSessions).toBe(1)
    expect(kept?.summary.questionsAnswered).toBe(2)
    expect(kept?.mastery.subjects.length).toBeGreaterThan(0)
    expect(kept?.reset).toBe(false)
    expect(await browserStore.readResults()).toHaveLength(1)
  })

  it('reports a damaged old progress value as reset, once, and reads nothing from an empty browser', async () => {
    local.setItem('userProgress', '{"not":"a list"}')
    const kept = await browserStore.readProgress(date)
    expect(kept?.reset).toBe(true)
    expect(kept?.summary.totalSessions).toBe(0)
    expect((await browserStore.readProgress(date))?.reset).toBe(false)
  })

  it('keeps a full-length attempt in IndexedDB and resumes it', async () => {
    const state = { ...attempt(5), v: 1, form: 1, startedAt: 1, partIndex: 0, phase: 'part', deadline: null }
    const full = { ...state, routes: {}, closed: [], answers: {}, marked: [], struck: {}, current: 0 }
    browserStore.keepFullExam('sat-1', full as FullExamState)
    expect(await browserStore.resumeFullExam('sat-1', undefined)).toEqual(full)
  })

  it('carries what it holds to a new account without removing it', async () => {
    await browserStore.finishPractice(finish)
    const fields = await browserStore.exportForAccount()
    expect(JSON.parse(fields!.progress)).toHaveLength(1)
    expect(JSON.parse(fields!.answers)).toHaveLength(2)
    expect(await readResults()).toHaveLength(1)
    expect(await accountStore.exportForAccount()).toBeNull()
  })

  it('a finish this browser cannot keep says so: "none" to the page, a notice to the student', async () => {
    const told: StorageProblem[] = []
    setStorageHandler((problem) => told.push(problem))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    expect(await browserStore.finishPractice(finish)).toBe('none')
    expect(told).toEqual(['full'])
    vi.restoreAllMocks()
    setStorageHandler(() => {})
  })
})

describe('the account store', () => {
  it('sends the start and then the finish (carrying the start) under one key per session', async () => {
    accountStore.startPractice(finish.clientId, finish.session)
    expect(await accountStore.finishPractice(finish)).toBe('server')
    expect(saves.sent.map((s) => [s.key, s.url])).toEqual([
      ['practice:c1', '/resources/practice-session'],
      ['practice:c1', '/resources/practice-session'],
    ])
    expect(saves.sent[1].body).toMatchObject({
      clientId: 'c1',
      session: { examType: 'NMT', subjects: ['Mathematics'] },
      finish: { questionsCorrect: 1, totalTime: 90, answers: finish.records },
    })
    // Nothing of the account's is written to the browser store.
    expect(await readResults()).toEqual([])
    expect(await readAnswers()).toEqual([])
  })

  it("resumes an attempt from the newer of the server's state and the one the save queue still holds", async () => {
    expect(await accountStore.resumeFullExam('sat-1', attempt(5))).toEqual(attempt(5))
    saves.pending.set('full-exam:sat-1', { intent: 'save', state: attempt(9) })
    expect(await accountStore.resumeFullExam('sat-1', attempt(5))).toEqual(attempt(9))
    expect(await accountStore.resumeFullExam('sat-1', attempt(12))).toEqual(attempt(12))
  })

  it('is loaded on first use behind the same interface, each kind its own implementation', async () => {
    await progressStoreOf('account').finishPractice(finish)
    expect(saves.sent).toHaveLength(1)
    expect(await progressStoreOf('browser').finishPractice(finish)).toBe('local')
    expect(saves.sent).toHaveLength(1)
    expect(await readResults()).toHaveLength(1)
  })

  it("reads nothing itself: the account's figures come with the page", async () => {
    expect(await accountStore.readProgress(date)).toBeNull()
    expect(await accountStore.readResults()).toBeNull()
  })
})
