import { beforeAll, describe, expect, it } from 'vitest'
import { unique, type ContractContext } from './context.ts'

/** The store contract (password changes and resets): run by describeStoreContract for every store. */
export function passwordsContract(t: ContractContext) {
  let store: ContractContext['store']
  beforeAll(() => {
    store = t.store
  })

  describe('password changes', () => {
    it('replaces one user’s password hash and no one else’s', async () => {
      const [user, other] = [await t.newUser(), await t.newUser()]
      expect(await store.users.setPasswordHash(user.id, 'scrypt$new')).toBe(true)
      expect((await store.users.findById(user.id))?.passwordHash).toBe('scrypt$new')
      expect((await store.users.findById(other.id))?.passwordHash).toBe(other.passwordHash)
      expect(await store.users.setPasswordHash('usr_nobody', 'scrypt$x')).toBe(false)
    })

    it('ends every session of one user and keeps everyone else’s', async () => {
      const expiresAt = Date.now() + 60_000
      const [mine, alsoMine, theirs, anonymous] = [unique('a'), unique('a'), unique('b'), unique('c')]
      await store.authSessions.set(mine, { data: { userId: 'usr_pw1' }, expiresAt })
      await store.authSessions.set(alsoMine, { data: { userId: 'usr_pw1', cookie: { path: '/' } }, expiresAt })
      await store.authSessions.set(theirs, { data: { userId: 'usr_pw2' }, expiresAt })
      await store.authSessions.set(anonymous, { data: {}, expiresAt })
      expect(await store.authSessions.destroyByUser('usr_pw1')).toBe(2)
      expect(await store.authSessions.get(mine)).toBeUndefined()
      expect(await store.authSessions.get(alsoMine)).toBeUndefined()
      expect(await store.authSessions.get(theirs)).toBeDefined()
      expect(await store.authSessions.get(anonymous)).toBeDefined()
      expect(await store.authSessions.destroyByUser('usr_pw1')).toBe(0)
    })
  })

  describe('password reset tokens', () => {
    it('hands a token’s user out once, and never after it expired', async () => {
      const [user, other] = [await t.newUser(), await t.newUser()]
      const now = Date.now()
      await store.passwordResets.put({ tokenHash: unique('h'), userId: user.id, expiresAt: now + 60_000 })
      // A new token replaces the user's earlier one; another user's stays.
      const [live, theirs] = [unique('h'), unique('h')]
      await store.passwordResets.put({ tokenHash: live, userId: user.id, expiresAt: now + 60_000 })
      await store.passwordResets.put({ tokenHash: theirs, userId: other.id, expiresAt: now + 60_000 })
      expect(await store.passwordResets.find(live, now)).toBe(user.id)
      expect(await store.passwordResets.find(live, now + 60_001)).toBeUndefined()
      expect(await store.passwordResets.consume(live, now)).toBe(user.id)
      expect(await store.passwordResets.find(live, now)).toBeUndefined()
      expect(await store.passwordResets.consume(live, now)).toBeUndefined()
      expect(await store.passwordResets.consume('unknown', now)).toBeUndefined()
      // Expired: refused, and gone as well.
      expect(await store.passwordResets.consume(theirs, now + 60_001)).toBeUndefined()
      expect(await store.passwordResets.consume(theirs, now)).toBeUndefined()
    })

    it('lets one of many concurrent uses of a token through', async () => {
      const user = await t.newUser()
      const tokenHash = unique('h')
      await store.passwordResets.put({ tokenHash, userId: user.id, expiresAt: Date.now() + 60_000 })
      const used = await Promise.all(
        Array.from({ length: 5 }, () => store.passwordResets.consume(tokenHash, Date.now())),
      )
      expect(used.filter(Boolean)).toEqual([user.id])
    })
  })
}
