import { beforeAll, describe, expect, it } from 'vitest'
import type { TutorMessage } from '../../../openapi/types.ts'
import type { ContractContext } from './context.ts'

/** The store contract (tutor conversations): run by describeStoreContract for every store. */
export function tutorContract(t: ContractContext) {
  let store: ContractContext['store']
  beforeAll(() => {
    store = t.store
  })
  const { newUser } = t

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
}
