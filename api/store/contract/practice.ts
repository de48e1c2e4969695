import { beforeAll, describe, expect, it } from 'vitest'
import type { ContractContext } from './context.ts'

/** The store contract (practice sessions): run by describeStoreContract for every store. */
export function practiceContract(t: ContractContext) {
  let store: ContractContext['store']
  beforeAll(() => {
    store = t.store
  })
  const { newUser, practiceInput } = t

  describe('practice sessions', () => {
    it('creates a session with empty results and reads it back', async () => {
      const user = await newUser()
      const session = await store.practice.create(practiceInput(user.id))
      expect(session).toMatchObject({
        ...practiceInput(user.id),
        completedAt: null,
        scorePercentage: null,
        subjectScores: {},
        topicBreakdown: {},
      })
      expect(session.id).toMatch(/^ses_[\w-]+$/)
      expect(await store.practice.get(user.id, session.id)).toEqual(session)
      expect(await store.practice.get(user.id, 'ses_nothing')).toBeUndefined()
      expect(await store.practice.ownerOf(session.id)).toBe(user.id)
      expect(await store.practice.ownerOf('ses_nothing')).toBeUndefined()
      const stranger = await newUser()
      expect(await store.practice.get(stranger.id, session.id)).toBeUndefined()
      expect(await store.practice.update(stranger.id, session.id, { totalTime: 9 })).toBeUndefined()
      expect(await store.practice.get(user.id, session.id)).toEqual(session)
    })

    it('applies a patch: score from the counts, completion time, breakdowns as sent', async () => {
      const user = await newUser()
      const session = await store.practice.create(practiceInput(user.id))
      const updated = await store.practice.update(user.id, session.id, {
        questionsAttempted: 3,
        questionsCorrect: 2,
        totalTime: 95,
        completed: true,
        subjectScores: { Mathematics: 66.7 },
        topicBreakdown: { Algebra: { correct: 2, total: 3 } },
      })
      expect(updated).toMatchObject({
        questionsAttempted: 3,
        questionsCorrect: 2,
        totalTime: 95,
        completed: true,
        scorePercentage: 66.7,
        subjectScores: { Mathematics: 66.7 },
        topicBreakdown: { Algebra: { correct: 2, total: 3 } },
      })
      expect(updated!.completedAt).not.toBeNull()
      expect(await store.practice.get(user.id, session.id)).toEqual(updated)
      const reopened = await store.practice.update(user.id, session.id, { completed: false })
      expect(reopened).toMatchObject({ completed: false, completedAt: null, scorePercentage: 66.7 })
      expect(await store.practice.update(user.id, 'ses_nothing', { totalTime: 1 })).toBeUndefined()
    })

    it('answers a retried start (same user and clientId) with the session already created', async () => {
      const [a, b] = [await newUser(), await newUser()]
      const clientId = 'c-0f3a9e71-retry'
      const first = await store.practice.create({ ...practiceInput(a.id), clientId })
      await store.practice.update(a.id, first.id, { completed: true })
      const again = await store.practice.create({ ...practiceInput(a.id), clientId })
      expect(again).toMatchObject({ id: first.id, clientId, completed: true })
      const other = await store.practice.create({ ...practiceInput(b.id), clientId })
      expect(other.id).not.toBe(first.id)
      const plain = [await store.practice.create(practiceInput(a.id)), await store.practice.create(practiceInput(a.id))]
      expect(plain[0].id).not.toBe(plain[1].id)
      expect(plain[0]).not.toHaveProperty('clientId')
      expect((await store.practice.listByUser(a.id)).length).toBe(3)
    })

    it('lists only the user’s own sessions, newest first', async () => {
      const [a, b] = [await newUser(), await newUser()]
      const first = await store.practice.create(practiceInput(a.id))
      await new Promise((r) => setTimeout(r, 5))
      const second = await store.practice.create(practiceInput(a.id))
      await store.practice.create(practiceInput(b.id))
      expect((await store.practice.listByUser(a.id)).map((s) => s.id)).toEqual([second.id, first.id])
      expect(await store.practice.listByUser('usr_nobody')).toEqual([])
    })

    it('loses nothing when 20 patches to one session arrive at once', async () => {
      const user = await newUser()
      const session = await store.practice.create(practiceInput(user.id))
      // Each patch sets a different field; a read-modify-write that is not serialized puts stale fields back.
      const kinds = [
        { totalTime: 300 },
        { subjectScores: { Mathematics: 80 } },
        { topicBreakdown: { Geometry: { correct: 4, total: 5 } } },
        { questionsAttempted: 5, questionsCorrect: 4 },
        { completed: true },
      ]
      await Promise.all(Array.from({ length: 20 }, (_, i) => store.practice.update(user.id, session.id, kinds[i % 5])))
      expect(await store.practice.get(user.id, session.id)).toMatchObject({
        totalTime: 300,
        subjectScores: { Mathematics: 80 },
        topicBreakdown: { Geometry: { correct: 4, total: 5 } },
        questionsAttempted: 5,
        questionsCorrect: 4,
        scorePercentage: 80,
        completed: true,
      })
    })
  })
}
