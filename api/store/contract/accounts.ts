import { beforeAll, describe, expect, it } from 'vitest'
import { unique, type ContractContext } from './context.ts'

/** The store contract (users and sign-in sessions): run by describeStoreContract for every store. */
export function accountsContract(t: ContractContext) {
  let store: ContractContext['store']
  beforeAll(() => {
    store = t.store
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
      const other = await t.newUser()
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
}
