import { beforeAll, describe, expect, it } from 'vitest'
import { indexedText } from '../generated.ts'
import { bank, generatedQuestion, itemsMinuteApart, unique, type ContractContext } from './context.ts'

/** The store contract (the bank and generated questions): run by describeStoreContract for every store. */
export function questionsContract(t: ContractContext) {
  let store: ContractContext['store']
  beforeAll(() => {
    store = t.store
  })
  const { open } = t

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
}
