import { beforeAll, describe, expect, it } from 'vitest'
import { newAttempt } from '../../../domain/exam/full-length/attempt.ts'
import type { ReviewCard } from '../../../openapi/types.ts'
import { newId } from '../ids.ts'
import type { StoredAnswer } from '../types.ts'
import type { ContractContext } from './context.ts'

/** The store contract (answers, review cards and full-length attempts): run by describeStoreContract for every store. */
export function historyContract(t: ContractContext) {
  let store: ContractContext['store']
  beforeAll(() => {
    store = t.store
  })
  const { newUser, practiceInput } = t

  describe('answers', () => {
    const stored = (
      userId: string,
      sessionId: string | null,
      questionId: string,
      answeredAt: string,
      correct = true,
    ): StoredAnswer => ({
      id: newId('ans'),
      userId,
      sessionId,
      questionId,
      examType: 'NMT',
      section: questionId.startsWith('g') ? 'Mathematics' : 'Ukrainian Language',
      topic: questionId.startsWith('g') ? 'Geometry' : 'punctuation',
      difficulty: 'Medium',
      chosen: correct ? 'A' : null,
      correct,
      seconds: 12,
      answeredAt,
    })

    it('adds answers, skipping a question twice in a session or at the same instant; only the owner reads them', async () => {
      const [user, other] = [await newUser(), await newUser()]
      const session = await store.practice.create(practiceInput(user.id))
      const a = stored(user.id, session.id, 'g1', '2026-11-24T08:00:00.000Z', false)
      // The largest seed the contract allows (an unsigned 32-bit integer) comes back as it went in.
      const b = { ...stored(user.id, session.id, 'p1', '2026-11-24T08:01:00.000Z'), shuffleSeed: 4294967295 }
      expect(await store.answers.add(user.id, [a, b])).toEqual([a, b])
      const listed = await store.answers.list(user.id, { sessionId: session.id }, { limit: 10 })
      expect(listed.find((x) => x.id === b.id)?.shuffleSeed).toBe(4294967295)
      expect(listed.find((x) => x.id === a.id)).not.toHaveProperty('shuffleSeed')
      const dupInSession = stored(user.id, session.id, 'g1', '2026-11-24T08:05:00.000Z')
      const imported = stored(user.id, null, 'p2', '2026-11-20T08:00:00.000Z')
      expect(await store.answers.add(user.id, [dupInSession, imported, { ...imported, id: newId('ans') }])).toEqual([
        imported,
      ])
      expect(await store.answers.questionIds(user.id, session.id)).toEqual(new Set(['g1', 'p1']))
      expect(await store.answers.questionIds(other.id, session.id)).toEqual(new Set())
      expect((await store.answers.list(user.id, {}, { limit: 10 })).map((x) => x.id)).toEqual([b.id, a.id, imported.id])
      expect(await store.answers.list(other.id, {}, { limit: 10 })).toEqual([])
      expect((await store.answers.all(user.id)).map((x) => x.id)).toEqual([imported.id, a.id, b.id])
      expect(await store.answers.all(user.id, 'SAT')).toEqual([])
    })

    it("gives the operator every user's outcomes (user, question, right or not) and nothing more", async () => {
      const [one, two] = [await newUser(), await newUser()]
      await store.answers.add(one.id, [stored(one.id, null, 'g7', '2026-11-24T09:00:00.000Z', false)])
      await store.answers.add(two.id, [stored(two.id, null, 'g7', '2026-11-24T09:01:00.000Z')])
      const mine = (await store.answers.outcomes()).filter((o) => [one.id, two.id].includes(o.userId))
      expect(mine.sort((a, b) => Number(b.userId === one.id) - Number(a.userId === one.id))).toEqual([
        { userId: one.id, questionId: 'g7', correct: false },
        { userId: two.id, questionId: 'g7', correct: true },
      ])
    })

    it('filters (exam, section, topic, session, mistakes) and pages newest first after a cursor', async () => {
      const user = await newUser()
      const session = await store.practice.create(practiceInput(user.id))
      const same = '2026-11-24T09:00:00.000Z'
      const answers = [
        stored(user.id, session.id, 'g1', same, false),
        stored(user.id, session.id, 'g2', same),
        stored(user.id, session.id, 'p1', '2026-11-24T09:01:00.000Z', false),
        stored(user.id, null, 'p9', '2026-11-23T09:00:00.000Z'),
      ]
      await store.answers.add(user.id, answers)
      const ids = (list: StoredAnswer[]) => list.map((x) => x.questionId)
      expect(ids(await store.answers.list(user.id, { mistakes: true }, { limit: 10 }))).toEqual(['p1', 'g1'])
      expect(ids(await store.answers.list(user.id, { topic: 'GEOMETRY' }, { limit: 10 })).sort()).toEqual(['g1', 'g2'])
      expect(ids(await store.answers.list(user.id, { section: 'Ukrainian Language' }, { limit: 10 }))).toEqual([
        'p1',
        'p9',
      ])
      expect(await store.answers.list(user.id, { examType: 'SAT' }, { limit: 10 })).toEqual([])
      expect(ids(await store.answers.list(user.id, { sessionId: session.id }, { limit: 10 }))).toHaveLength(3)
      const seen: string[] = []
      let after: StoredAnswer | undefined
      for (;;) {
        const page = await store.answers.list(user.id, {}, { limit: 1, after })
        if (!page.length) break
        seen.push(page[0].questionId)
        after = page[0]
      }
      expect(seen).toHaveLength(4)
      expect(new Set(seen).size).toBe(4)
      expect(seen[0]).toBe('p1')
      expect(seen[3]).toBe('p9')
    })
  })

  describe('review cards', () => {
    const card = (questionId: string, due: string): ReviewCard => ({
      questionId,
      examType: 'SAT',
      section: 'Math Calculator',
      topic: 'algebra',
      due,
      stability: 2.5,
      difficulty: 5.1,
      elapsedDays: 0,
      scheduledDays: 2,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 'Review',
      lastReview: '2026-11-24T08:00:00.000Z',
    })

    it('updates one card per user and question; only the owner sees it', async () => {
      const [user, other] = [await newUser(), await newUser()]
      const first = card('q-a', '2026-11-25T08:00:00.000Z')
      expect(await store.reviewCards.update(user.id, 'q-a', (c) => (c ? undefined : first))).toEqual(first)
      expect(await store.reviewCards.update(user.id, 'q-a', (c) => (c ? undefined : first))).toEqual(first)
      const moved = { ...first, due: '2026-11-30T08:00:00.000Z', reps: 2 }
      expect(await store.reviewCards.update(user.id, 'q-a', (c) => c && { ...c, due: moved.due, reps: 2 })).toEqual(
        moved,
      )
      expect(await store.reviewCards.get(user.id, 'q-a')).toEqual(moved)
      expect(await store.reviewCards.get(other.id, 'q-a')).toBeUndefined()
      expect(await store.reviewCards.update(other.id, 'q-a', () => undefined)).toBeUndefined()
      expect(await store.reviewCards.list(other.id, { limit: 10 })).toEqual([])
    })

    it('adds only missing cards, lists soonest due first, due ones by time, and sums them up', async () => {
      const user = await newUser()
      await store.reviewCards.update(user.id, 'q-b', () => card('q-b', '2026-11-26T08:00:00.000Z'))
      const added = await store.reviewCards.addMissing(user.id, [
        card('q-b', '2020-01-01T00:00:00.000Z'),
        card('q-c', '2026-11-24T07:00:00.000Z'),
        card('q-d', '2026-11-24T09:00:00.000Z'),
      ])
      expect(added).toBe(2)
      expect((await store.reviewCards.get(user.id, 'q-b'))?.due).toBe('2026-11-26T08:00:00.000Z')
      const all = await store.reviewCards.list(user.id, { limit: 10 })
      expect(all.map((c) => c.questionId)).toEqual(['q-c', 'q-d', 'q-b'])
      const due = await store.reviewCards.list(user.id, { limit: 10, dueBy: '2026-11-24T08:00:00.000Z' })
      expect(due.map((c) => c.questionId)).toEqual(['q-c'])
      expect(await store.reviewCards.list(user.id, { limit: 10, examType: 'NMT' })).toEqual([])
      expect(await store.reviewCards.list(user.id, { limit: 1 })).toHaveLength(1)
      expect(await store.reviewCards.summary(user.id, '2026-11-24T09:00:00.000Z')).toEqual({
        due: 2,
        total: 3,
        nextDue: '2026-11-24T07:00:00.000Z',
      })
      const stranger = await newUser()
      expect(await store.reviewCards.summary(stranger.id, '2026-11-24T09:00:00.000Z')).toEqual({
        due: 0,
        total: 0,
        nextDue: null,
      })
    })
  })

  describe('full-length mock attempts', () => {
    it('keeps one attempt per user and id, replaced on save, the state byte for byte', async () => {
      const [a, b] = [await newUser(), await newUser('Piotr')]
      const state = {
        ...newAttempt('sat', 1, 1_795_507_200_000),
        deadline: 1_795_509_120_000,
        phase: 'part' as const,
        answers: { 'sat-ebrw-001': 'x' },
        struck: { 'sat-ebrw-002': [1, 3] },
      }
      expect(await store.fullExams.get(a.id, 'sat-1')).toBeUndefined()
      const saved = await store.fullExams.put({
        userId: a.id,
        id: 'sat-1',
        state,
        savedAt: '2026-11-24T08:00:00.000Z',
      })
      expect(saved.state).toEqual(state)
      expect(await store.fullExams.get(a.id, 'sat-1')).toEqual(saved)
      expect(await store.fullExams.get(b.id, 'sat-1')).toBeUndefined()
      const next = { ...state, phase: 'break' as const, routes: { 'rw-2': 'harder' as const } }
      await store.fullExams.put({ userId: a.id, id: 'sat-1', state: next, savedAt: '2026-11-24T08:05:00.000Z' })
      const got = await store.fullExams.get(a.id, 'sat-1')
      expect(got?.state).toEqual(next)
      expect(got?.savedAt).toBe('2026-11-24T08:05:00.000Z')
    })
  })
}
