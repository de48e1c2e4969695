import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storeKindOf } from '~/utils/store-kind.ts'
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

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  }
}

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
beforeEach(() => {
  local = memoryStorage()
  vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage(), dispatchEvent: () => true })
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
    expect(JSON.parse(local.getItem('userProgress')!)).toHaveLength(1)
    expect(JSON.parse(local.getItem('answerHistory')!)).toHaveLength(2)
    const kept = await browserStore.readProgress(date)
    expect(kept?.summary.totalSessions).toBe(1)
    expect(kept?.summary.questionsAnswered).toBe(2)
    expect(kept?.mastery.subjects.length).toBeGreaterThan(0)
    expect(kept?.reset).toBe(false)
    expect(await browserStore.readResults()).toHaveLength(1)
  })

  it('reports a damaged progress value as reset, and reads nothing from an empty browser', async () => {
    expect((await browserStore.readProgress(date))?.summary.totalSessions).toBe(0)
    local.setItem('userProgress', '{"not":"a list"}')
    const kept = await browserStore.readProgress(date)
    expect(kept?.reset).toBe(true)
    expect(kept?.summary.totalSessions).toBe(0)
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
    // Nothing of the account's is written to the browser's progress keys.
    expect(local.getItem('userProgress')).toBeNull()
    expect(local.getItem('answerHistory')).toBeNull()
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
    expect(JSON.parse(local.getItem('userProgress')!)).toHaveLength(1)
  })

  it("reads nothing itself: the account's figures come with the page", async () => {
    expect(await accountStore.readProgress(date)).toBeNull()
    expect(await accountStore.readResults()).toBeNull()
  })
})
