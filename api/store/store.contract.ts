import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Question, ReviewCard, TutorMessage } from '../../openapi/types.ts'
import { newAttempt } from '../domain/exam/full-length/attempt.ts'
import { loadQuestionBank } from '../seed/index.ts'
import { indexedText, type GeneratedCaps } from './generated.ts'
import { newId } from './ids.ts'
import type { NewPracticeSession, Store, StoredAnswer } from './types.ts'

/**
 * One behaviour, every store: the lowdb store (store.lowdb.test.ts) and the PostgreSQL store
 * (postgres/store.postgres.test.ts) run these same cases through the Store interface the routes use.
 */
export interface StoreFixture {
  store: Store
  close(): Promise<void>
}

export const bank = loadQuestionBank()

let counter = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`

export function generatedQuestion(overrides: Partial<Question> = {}): Question {
  const base = bank.find((q) => q.examType === 'SAT' && q.section === 'Math Calculator')!
  return {
    ...structuredClone(base),
    id: unique('gen_'),
    source: 'generated',
    createdAt: new Date().toISOString(),
    ...overrides,
  }
}

/** A maker of generated items, each a minute newer than the one before, from New Year of `year`. */
function itemsMinuteApart(year: number, label: string) {
  let minute = 0
  return () =>
    generatedQuestion({
      createdAt: new Date(Date.UTC(year, 0, 1, 0, minute++)).toISOString(),
      questionText: `${label} ${unique('i')}?`,
    })
}

/** `open` gives a fresh, empty store each call; with `generatedCaps`, one that keeps that few generated items. */
export function describeStoreContract(
  name: string,
  open: (options?: { generatedCaps?: GeneratedCaps }) => Promise<StoreFixture>,
) {
  describe(`Store contract: ${name}`, () => {
    let fx: StoreFixture
    let store: Store
    beforeAll(async () => {
      fx = await open()
      store = fx.store
    })
    afterAll(async () => {
      await fx?.close()
    })

    const newUser = async (firstName = 'Olena') => {
      const user = await store.users.create({
        email: `${unique('u')}@example.com`,
        firstName,
        passwordHash: 'scrypt$x',
      })
      if (user === 'email-taken') throw new Error('fresh email taken')
      return user
    }
    const practiceInput = (userId: string): NewPracticeSession => ({
      userId,
      examType: 'NMT',
      countryCode: 'UA',
      province: null,
      subjects: ['Mathematics', 'Ukrainian Language'],
      questionsAttempted: 0,
      questionsCorrect: 0,
      totalTime: 0,
      completed: false,
    })

    describe('users', () => {
      it('stores a trimmed, lower-cased email and refuses the same email in any case', async () => {
        const email = `${unique('Mixed.Case')}@Example.COM`
        const user = await store.users.create({ email: `  ${email} `, firstName: null, passwordHash: 'h' })
        expect(user).not.toBe('email-taken')
        if (user === 'email-taken') return
        expect(user).toMatchObject({ email: email.toLowerCase(), firstName: null, passwordHash: 'h' })
        expect(user.id).toMatch(/^usr_[\w-]+$/)
        expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt)
        expect(await store.users.create({ email: email.toUpperCase(), firstName: 'X', passwordHash: 'h2' })).toBe(
          'email-taken',
        )
        expect(await store.users.findByEmail(` ${email.toUpperCase()}`)).toEqual(user)
        expect(await store.users.findById(user.id)).toEqual(user)
      })

      it('finds nobody for unknown ids and emails', async () => {
        expect(await store.users.findById('usr_nobody')).toBeUndefined()
        expect(await store.users.findByEmail('nobody@example.com')).toBeUndefined()
      })

      it('lets exactly one of many concurrent sign-ups with one email through', async () => {
        const email = `${unique('race')}@example.com`
        const results = await Promise.all(
          Array.from({ length: 10 }, () => store.users.create({ email, firstName: 'R', passwordHash: 'h' })),
        )
        expect(results.filter((r) => r !== 'email-taken')).toHaveLength(1)
      })

      it('signs a provider identity in as one user: made with it, or linked once (decision 060)', async () => {
        const identity = { issuer: 'https://id.example.com', subject: unique('sub') }
        const made = await store.users.create({
          email: `${unique('p')}@example.com`,
          firstName: 'P',
          passwordHash: null,
          identity,
        })
        if (made === 'email-taken') throw new Error('fresh email taken')
        expect(made.passwordHash).toBeNull()
        expect((await store.users.findByIdentity(identity))?.id).toBe(made.id)
        // The same identity cannot make a second user, nor be linked to another one.
        const again = { email: `${unique('p2')}@example.com`, firstName: 'Q', passwordHash: null, identity }
        expect(await store.users.create(again)).toBe('email-taken')
        expect(await store.users.findByEmail(again.email)).toBeUndefined()
        const other = await newUser()
        expect(await store.users.linkIdentity(other.id, identity)).toBe('taken')
        // Another issuer's same subject is another identity; linking it twice is harmless.
        const elsewhere = { issuer: 'https://login.example.org', subject: identity.subject }
        expect(await store.users.findByIdentity(elsewhere)).toBeUndefined()
        expect((await store.users.linkIdentity(other.id, elsewhere)) as { id: string }).toMatchObject({ id: other.id })
        expect((await store.users.linkIdentity(other.id, elsewhere)) as { id: string }).toMatchObject({ id: other.id })
        expect((await store.users.findByIdentity(elsewhere))?.id).toBe(other.id)
        expect(
          await store.users.linkIdentity('usr_nobody', { issuer: 'https://x.example', subject: 's' }),
        ).toBeUndefined()
      })
    })

    describe('auth sessions', () => {
      it('keeps, replaces and destroys a session record', async () => {
        const sid = unique('sid')
        const expiresAt = Date.now() + 60_000
        await store.authSessions.set(sid, { data: { userId: 'usr_a', cookie: { path: '/' } }, expiresAt })
        expect(await store.authSessions.get(sid)).toEqual({
          data: { userId: 'usr_a', cookie: { path: '/' } },
          expiresAt,
        })
        await store.authSessions.set(sid, { data: { userId: 'usr_b' }, expiresAt: expiresAt + 1000 })
        expect(await store.authSessions.get(sid)).toEqual({ data: { userId: 'usr_b' }, expiresAt: expiresAt + 1000 })
        await store.authSessions.destroy(sid)
        expect(await store.authSessions.get(sid)).toBeUndefined()
      })

      it('hides expired sessions and prunes exactly those', async () => {
        const now = Date.now()
        const expired = [unique('old'), unique('old')]
        const live = unique('live')
        for (const sid of expired) await store.authSessions.set(sid, { data: {}, expiresAt: now - 1000 })
        await store.authSessions.set(live, { data: {}, expiresAt: now + 60_000 })
        expect(await store.authSessions.get(expired[0])).toBeUndefined()
        expect(await store.authSessions.prune(now)).toBeGreaterThanOrEqual(2)
        expect(await store.authSessions.prune(now)).toBe(0)
        expect(await store.authSessions.get(live)).toBeDefined()
      })
    })

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
        const plain = [
          await store.practice.create(practiceInput(a.id)),
          await store.practice.create(practiceInput(a.id)),
        ]
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
        await Promise.all(
          Array.from({ length: 20 }, (_, i) => store.practice.update(user.id, session.id, kinds[i % 5])),
        )
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

    describe('tutor sessions', () => {
      const msg = (content: string, role: TutorMessage['role'] = 'user'): TutorMessage => ({
        role,
        content,
        timestamp: new Date().toISOString(),
      })

      it('creates anonymous and owned sessions and appends messages in order', async () => {
        const user = await newUser()
        const anon = await store.tutor.create(null)
        expect(anon).toMatchObject({ userId: null, messages: [] })
        expect(anon.id).toMatch(/^tut_[\w-]+$/)
        const owned = await store.tutor.create(user.id)
        const messages = [msg('How do I factor x² − 9?'), msg('As (x − 3)(x + 3).', 'assistant')]
        const after = await store.tutor.append(user.id, owned.id, messages)
        expect(after.messages).toEqual(messages)
        expect(after.updatedAt >= owned.updatedAt).toBe(true)
        expect(await store.tutor.get(user.id, owned.id)).toEqual(after)
        expect(await store.tutor.get(user.id, 'tut_nothing')).toBeUndefined()
        await expect(store.tutor.append(user.id, 'tut_nothing', [msg('hi')])).rejects.toThrow()
        // Ownership in every query: nobody else (nor an anonymous caller) reads or writes it.
        expect(await store.tutor.ownerOf(owned.id)).toBe(user.id)
        expect(await store.tutor.ownerOf(anon.id)).toBeNull()
        expect(await store.tutor.ownerOf('tut_nothing')).toBeUndefined()
        expect(await store.tutor.get(null, owned.id)).toBeUndefined()
        await expect(store.tutor.append(null, owned.id, [msg('hi')])).rejects.toThrow()
        expect(await store.tutor.get(user.id, anon.id)).toBeUndefined()
        expect((await store.tutor.get(null, anon.id))?.id).toBe(anon.id)
      })

      it('keeps the latest 200 messages of a long conversation', async () => {
        const session = await store.tutor.create(null)
        for (let round = 0; round < 3; round++)
          await store.tutor.append(
            null,
            session.id,
            Array.from({ length: 90 }, (_, i) => msg(`m${round * 90 + i}`)),
          )
        const { messages } = (await store.tutor.get(null, session.id))!
        expect(messages).toHaveLength(200)
        expect(messages[0].content).toBe('m70')
        expect(messages.at(-1)!.content).toBe('m269')
      })

      it('lists a user’s sessions, most recently active first', async () => {
        const user = await newUser()
        const older = await store.tutor.create(user.id)
        const newer = await store.tutor.create(user.id)
        await store.tutor.create(null)
        await new Promise((r) => setTimeout(r, 5))
        await store.tutor.append(user.id, older.id, [msg('back again')])
        const list = await store.tutor.listByUser(user.id)
        expect(list.map((s) => s.id)).toEqual([older.id, newer.id])
        expect(list[0].messages).toHaveLength(1)
      })
    })

    describe('questions', () => {
      const filter = { examType: 'SAT', section: 'Math Calculator' }

      it('lists the written bank by id, filtered and paged', async () => {
        const fromBank = bank
          .filter((q) => q.examType === 'NMT')
          .sort((a, b) => a.id.localeCompare(b.id))
          .slice(0, 5)
        expect(await store.questions.list({ examType: 'NMT' }, { limit: 5, offset: 0 })).toEqual(fromBank)
        const topic = fromBank[0].topic
        const byTopic = await store.questions.list({ examType: 'NMT', topic: topic.toUpperCase() })
        expect(byTopic.length).toBeGreaterThan(0)
        expect(byTopic.every((q) => q.topic.toLowerCase() === topic.toLowerCase())).toBe(true)
      })

      it("puts the owner's generated questions first, newest first, and pages across both", async () => {
        const owner = unique('usr_')
        const before = await store.questions.list(filter, { limit: 100, offset: 0 })
        const older = generatedQuestion({ createdAt: '2030-01-01T00:00:00.000Z', topic: 'Linear equations' })
        const newer = generatedQuestion({ createdAt: '2030-01-02T00:00:00.000Z' })
        await store.questions.addGenerated([older, newer], owner)
        await store.questions.addGenerated([], owner)
        const mine = { ...filter, owner }
        const page1 = await store.questions.list(mine, { limit: 2, offset: 0 })
        expect(page1).toEqual([newer, older])
        const page2 = await store.questions.list(mine, { limit: 3, offset: 1 })
        expect(page2.map((q) => q.id)).toEqual([older.id, ...before.slice(0, 2).map((q) => q.id)])
        expect(await store.questions.list({ ...mine, difficulty: 'Nonexistent' })).toEqual([])
        expect(
          (await store.questions.list({ ...mine, topic: 'LINEAR EQUATIONS' }, { limit: 100, offset: 0 })).map(
            (q) => q.id,
          ),
        ).toContain(older.id)
      })

      it("lists a requester's generated items to that requester only; without an owner, the bank only", async () => {
        const [a, b] = [unique('usr_'), `anon:${unique('client_')}`]
        const fromA = generatedQuestion({ createdAt: '2031-01-01T00:00:00.000Z' })
        const fromB = generatedQuestion({ createdAt: '2031-01-02T00:00:00.000Z' })
        await store.questions.addGenerated([fromA], a)
        await store.questions.addGenerated([fromB], b)
        const ids = async (owner?: string) =>
          (await store.questions.list({ ...filter, owner }, { limit: 1000, offset: 0 })).map((q) => q.id)
        expect(await ids(a)).toContain(fromA.id)
        expect(await ids(a)).not.toContain(fromB.id)
        expect(await ids(b)).toContain(fromB.id)
        expect(await ids(b)).not.toContain(fromA.id)
        const bankOnly = await store.questions.list(filter, { limit: 1000, offset: 0 })
        expect(bankOnly.every((q) => q.source === 'bank')).toBe(true)
        expect(await ids(unique('usr_'))).toEqual(bankOnly.map((q) => q.id))
        // By id (answers, review) every item is still found, whoever asked for it.
        expect((await store.questions.byIds([fromA.id, fromB.id])).map((q) => q.id).sort()).toEqual(
          [fromA.id, fromB.id].sort(),
        )
      })

      it('knows the bank and stored texts whatever their case, spacing or Unicode form', async () => {
        const gen = generatedQuestion({ questionText: `What is ${unique('x')} plus two?` })
        await store.questions.addGenerated([gen], unique('usr_'))
        const asked = [
          `  ${indexedText(bank[0]).toUpperCase()}  `,
          indexedText(gen).replace(/ /g, '   '),
          indexedText({ ...gen, questionText: `Never stored ${unique('y')}?` }),
          // The same stem with other options is another item.
          indexedText({ ...gen, options: gen.options.map((o) => `${o} more`) }),
        ]
        expect(await store.questions.knownTexts(asked)).toEqual(new Set(asked.slice(0, 2)))
        expect(await store.questions.knownTexts([])).toEqual(new Set())
      })

      it('remembers which ids each requester has seen', async () => {
        const [a, b] = [unique('usr_'), unique('anon_')]
        expect(await store.questions.seenIds(a)).toEqual(new Set())
        await store.questions.markSeen(a, ['q1', 'q2'])
        await store.questions.markSeen(a, ['q2', 'q3'])
        await store.questions.markSeen(a, [])
        await store.questions.markSeen(b, ['q9'])
        expect(await store.questions.seenIds(a)).toEqual(new Set(['q1', 'q2', 'q3']))
        expect(await store.questions.seenIds(b)).toEqual(new Set(['q9']))
      })
      it('finds bank and generated questions by id', async () => {
        const gen = generatedQuestion()
        await store.questions.addGenerated([gen], unique('usr_'))
        const found = await store.questions.byIds([bank[0].id, gen.id, 'no-such-id'])
        expect(found.map((q) => q.id).sort()).toEqual([bank[0].id, gen.id].sort())
        expect(found.find((q) => q.id === gen.id)).toEqual(gen)
        expect(await store.questions.byIds([])).toEqual([])
      })

      it('keeps at most the per-requester and total caps, dropping the oldest (anonymous first)', async () => {
        const fx2 = await open({ generatedCaps: { perRequester: 3, total: 5 } })
        try {
          const q = fx2.store.questions
          const item = itemsMinuteApart(2032, 'Cap item')
          const mine = async (owner: string) =>
            (await q.list({ ...filter, owner }, { limit: 1000, offset: 0 }))
              .filter((x) => x.source === 'generated')
              .map((x) => x.id)
          // Per requester: four items, the oldest goes (and its text is no longer known).
          const user = 'usr_capped'
          const u = [item(), item(), item(), item()]
          await q.addGenerated(u.slice(0, 2), user)
          await q.addGenerated(u.slice(2), user)
          expect(await mine(user)).toEqual([u[3].id, u[2].id, u[1].id])
          expect(await q.byIds([u[0].id])).toEqual([])
          expect(await q.knownTexts([indexedText(u[0]), indexedText(u[1])])).toEqual(new Set([indexedText(u[1])]))
          // In all: 3 stored, three anonymous items make 6 > 5, so the oldest anonymous one goes, not the user's.
          const anon = [item(), item(), item()]
          await q.addGenerated(anon, 'anon:1.2.3.4')
          expect(await mine('anon:1.2.3.4')).toEqual([anon[2].id, anon[1].id])
          expect(await mine(user)).toEqual([u[3].id, u[2].id, u[1].id])
          // A signed-in user's items over the total: anonymous ones go first, then the oldest of anyone.
          const other = [item(), item(), item()]
          await q.addGenerated(other, 'usr_other')
          expect(await mine('anon:1.2.3.4')).toEqual([])
          expect(await mine(user)).toEqual([u[3].id, u[2].id])
          expect(await mine('usr_other')).toEqual([other[2].id, other[1].id, other[0].id])
        } finally {
          await fx2.close()
        }
      })

      it('accepts generated items into the shared bank: listed to everyone among the bank, out of the queue and the caps', async () => {
        const fx2 = await open({ generatedCaps: { perRequester: 2, total: 3 } })
        try {
          const q = fx2.store.questions
          const item = itemsMinuteApart(2033, 'Accept item')
          const ids = async (owner?: string) =>
            (await q.list({ ...filter, owner }, { limit: 1000, offset: 0 })).map((x) => x.id)
          const [first, second] = [item(), item()]
          await q.addGenerated([first, second], 'usr_author')
          expect(await q.pendingGenerated({ limit: 10, offset: 0 })).toEqual([
            { question: first, requester: 'usr_author' },
            { question: second, requester: 'usr_author' },
          ])
          expect(await q.pendingGenerated({ limit: 1, offset: 1 })).toEqual([
            { question: second, requester: 'usr_author' },
          ])
          const bankIds = await ids('usr_reader')
          expect(bankIds).not.toContain(first.id)

          expect(await q.acceptGenerated([first.id, 'no-such-id'])).toEqual([first.id])
          expect(await q.acceptGenerated([first.id])).toEqual([])
          expect(await q.acceptGenerated([])).toEqual([])
          expect(await q.pendingGenerated({ limit: 10, offset: 0 })).toEqual([
            { question: second, requester: 'usr_author' },
          ])
          // Everyone sees it, in the bank's order by id; its author sees it once, no longer among their own.
          const sharedOrder = [...bankIds, first.id].sort((a, b) => a.localeCompare(b))
          expect(await ids('usr_reader')).toEqual(sharedOrder)
          expect(await ids()).toEqual(sharedOrder)
          expect(await ids('usr_author')).toEqual([second.id, ...sharedOrder])
          expect(await q.byIds([first.id])).toEqual([first])
          expect(await q.knownTexts([indexedText(first)])).toEqual(new Set([indexedText(first)]))

          // The caps count only items still private: the author's and anonymous items come and go, it stays.
          await q.addGenerated([item(), item()], 'usr_author')
          await q.addGenerated([item(), item()], 'anon:5.6.7.8')
          expect((await q.pendingGenerated({ limit: 10, offset: 0 })).length).toBe(3)
          expect(await ids('usr_reader')).toContain(first.id)
          expect(await q.byIds([second.id])).toEqual([])
        } finally {
          await fx2.close()
        }
      })
    })

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
        const b = stored(user.id, session.id, 'p1', '2026-11-24T08:01:00.000Z')
        expect(await store.answers.add(user.id, [a, b])).toEqual([a, b])
        const dupInSession = stored(user.id, session.id, 'g1', '2026-11-24T08:05:00.000Z')
        const imported = stored(user.id, null, 'p2', '2026-11-20T08:00:00.000Z')
        expect(await store.answers.add(user.id, [dupInSession, imported, { ...imported, id: newId('ans') }])).toEqual([
          imported,
        ])
        expect(await store.answers.questionIds(user.id, session.id)).toEqual(new Set(['g1', 'p1']))
        expect(await store.answers.questionIds(other.id, session.id)).toEqual(new Set())
        expect((await store.answers.list(user.id, {}, { limit: 10 })).map((x) => x.id)).toEqual([
          b.id,
          a.id,
          imported.id,
        ])
        expect(await store.answers.list(other.id, {}, { limit: 10 })).toEqual([])
        expect((await store.answers.all(user.id)).map((x) => x.id)).toEqual([imported.id, a.id, b.id])
        expect(await store.answers.all(user.id, 'SAT')).toEqual([])
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
        expect(ids(await store.answers.list(user.id, { topic: 'GEOMETRY' }, { limit: 10 })).sort()).toEqual([
          'g1',
          'g2',
        ])
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
  })
}
