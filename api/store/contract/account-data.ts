import { beforeAll, describe, expect, it } from 'vitest'
import { newAttempt } from '../../../domain/exam/full-length/attempt.ts'
import type { ReviewCard } from '../../../openapi/types.ts'
import { newId } from '../ids.ts'
import type { StoredAnswer, UserRecord } from '../types.ts'
import { generatedQuestion, unique, type ContractContext } from './context.ts'

/**
 * The store contract (a whole account: export and deletion, decision 070): run by describeStoreContract for every
 * store. A deleted account leaves nothing in the store's own files or tables (StoreFixture.leftovers).
 */
export function accountDataContract(t: ContractContext) {
  let store: ContractContext['store']
  beforeAll(() => {
    store = t.store
  })

  const card = (questionId: string): ReviewCard => ({
    questionId,
    examType: 'SAT',
    section: 'Math Calculator',
    topic: 'algebra',
    due: '2026-11-25T08:00:00.000Z',
    stability: 2.5,
    difficulty: 5,
    elapsedDays: 0,
    scheduledDays: 1,
    learningSteps: 0,
    reps: 1,
    lapses: 0,
    state: 'Review',
    lastReview: '2026-11-24T08:00:00.000Z',
  })

  /** A student with something of every kind: sessions, answers, a card, an attempt, a conversation, items, a sign-in. */
  async function filledAccount(user: UserRecord) {
    const practice = await store.practice.create(t.practiceInput(user.id))
    const answer: StoredAnswer = {
      id: newId('ans'),
      userId: user.id,
      sessionId: practice.id,
      questionId: 'q-account',
      examType: 'NMT',
      section: 'Mathematics',
      topic: 'Geometry',
      difficulty: 'Medium',
      chosen: 'A',
      correct: false,
      seconds: 9,
      answeredAt: '2026-11-24T08:00:00.000Z',
    }
    await store.answers.add(user.id, [answer])
    await store.reviewCards.addMissing(user.id, [card('q-account')])
    const attempt = await store.fullExams.put({
      userId: user.id,
      id: 'sat-1',
      state: newAttempt('sat', 1, 1_795_507_200_000),
      savedAt: '2026-11-24T08:00:00.000Z',
    })
    const tutor = await store.tutor.create(user.id)
    const messages = [{ role: 'user' as const, content: `Private words ${unique('w')}`, timestamp: answer.answeredAt }]
    await store.tutor.append(user.id, tutor.id, messages)
    const [own, shared] = [generatedQuestion(), generatedQuestion({ questionText: `Accepted ${unique('a')}?` })]
    await store.questions.addGenerated([own, shared], user.id)
    await store.questions.acceptGenerated([shared.id])
    await store.questions.markSeen(user.id, [own.id])
    const sid = unique('sid')
    await store.authSessions.set(sid, { data: { userId: user.id }, expiresAt: Date.now() + 60_000 })
    return { practice, answer, attempt, tutor, messages, own, shared, sid }
  }

  describe('accounts: export and deletion', () => {
    it('exports everything held about the student and nothing of anyone else', async () => {
      const [user, other] = [await t.newUser(), await t.newUser('Piotr')]
      const held = await filledAccount(user)
      await filledAccount(other)
      const data = await store.accounts.export(user.id)
      expect(data?.user).toMatchObject({ id: user.id, email: user.email })
      expect(data?.practice.map((s) => s.id)).toEqual([held.practice.id])
      expect(data?.answers).toEqual([expect.objectContaining({ id: held.answer.id, userId: user.id })])
      expect(data?.reviewCards).toEqual([card('q-account')])
      expect(data?.fullExams).toEqual([held.attempt])
      expect(data?.tutor).toEqual([expect.objectContaining({ id: held.tutor.id, messages: held.messages })])
      // The item accepted into the bank is everyone's now; the one still private is the student's.
      expect(data?.generated.map((q) => q.id)).toEqual([held.own.id])
      expect(await store.accounts.export('usr_nobody')).toBeUndefined()
    })

    it('exports the provider identities a student signs in with', async () => {
      const identity = { issuer: 'https://id.example.com', subject: unique('sub') }
      const made = await store.users.create({
        email: `${unique('x')}@example.com`,
        firstName: null,
        passwordHash: null,
        identity,
      })
      if (made === 'email-taken') throw new Error('fresh email taken')
      expect((await store.accounts.export(made.id))?.user.identities).toEqual([identity])
    })

    it('deletes the student and everything of theirs, signs every device out, and leaves others alone', async () => {
      const [user, other] = [await t.newUser(), await t.newUser('Piotr')]
      const identity = { issuer: 'https://id.example.com', subject: unique('sub') }
      await store.users.linkIdentity(user.id, identity)
      const held = await filledAccount(user)
      const kept = await filledAccount(other)
      const needles = [user.id, user.email, identity.subject, held.sid, held.practice.id, held.tutor.id, held.own.id]
      needles.push(held.answer.id, held.messages[0].content)
      // A reset link asked for and not used yet goes with the account too.
      const resetToken = unique('reset-token')
      await store.passwordResets.put({ tokenHash: resetToken, userId: user.id, expiresAt: Date.now() + 60_000 })
      needles.push(resetToken)
      expect(await t.leftovers(needles)).not.toEqual([])

      expect(await store.accounts.remove(user.id)).toBe(true)

      expect(await store.users.findById(user.id)).toBeUndefined()
      expect(await store.users.findByEmail(user.email)).toBeUndefined()
      expect(await store.users.findByIdentity(identity)).toBeUndefined()
      expect(await store.authSessions.get(held.sid)).toBeUndefined()
      expect(await store.practice.ownerOf(held.practice.id)).toBeUndefined()
      expect(await store.tutor.ownerOf(held.tutor.id)).toBeUndefined()
      expect(await store.answers.all(user.id)).toEqual([])
      expect(await store.reviewCards.list(user.id, { limit: 10 })).toEqual([])
      expect(await store.fullExams.get(user.id, 'sat-1')).toBeUndefined()
      const listed = await store.questions.list(
        { examType: 'SAT', section: 'Math Calculator', owner: user.id },
        { limit: 10_000, offset: 0 },
      )
      expect(listed.map((q) => q.id)).not.toContain(held.own.id)
      expect(await store.questions.seenIds(user.id)).toEqual(new Set())
      expect(await store.questions.byIds([held.own.id])).toEqual([])
      expect(await store.accounts.export(user.id)).toBeUndefined()
      // Nothing of it in the files or tables themselves, backup copies included.
      expect(await t.leftovers(needles)).toEqual([])
      // The accepted item stays in the bank; the other student keeps everything.
      expect((await store.questions.byIds([held.shared.id])).map((q) => q.id)).toEqual([held.shared.id])
      expect(await store.authSessions.get(kept.sid)).toBeDefined()
      const theirs = await store.accounts.export(other.id)
      expect(theirs?.practice.map((s) => s.id)).toEqual([kept.practice.id])
      expect(theirs?.tutor.map((s) => s.id)).toEqual([kept.tutor.id])
      expect(theirs?.generated.map((q) => q.id)).toEqual([kept.own.id])
      // A second deletion finds nobody; the email can make a new account.
      expect(await store.accounts.remove(user.id)).toBe(false)
      const again = await store.users.create({ email: user.email, firstName: 'New', passwordHash: 'h' })
      expect(again).not.toBe('email-taken')
    })
  })
}
