import { describe, expect, it } from 'vitest'
import { scryptHashAsStoredBefore } from '../auth/legacy-hash.fixture.ts'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password.ts'
import { serverTexts } from '../locales/texts.ts'
import { createMemoryStore } from '../store/memory.ts'
import { login } from './auth.ts'
import type { OperationContext } from './context.ts'

const PASSWORD = 'maple-river-42'

// Sign-in with the server's own hasher over the memory store (decision 120).
function context(): OperationContext {
  return {
    store: createMemoryStore([]),
    passwords: { hash: hashPassword, verify: verifyPassword, dummyHash, needsRehash },
    texts: serverTexts,
    now: () => new Date('2026-11-29T08:00:00Z'),
  } as Partial<OperationContext> as OperationContext
}
const anonymous = { userId: null, clientKey: '203.0.113.9' }

describe('sign-in upgrades an old password hash', () => {
  it('signs in with a scrypt hash and stores an Argon2id one that verifies the same password', async () => {
    const ctx = context()
    const old = scryptHashAsStoredBefore(PASSWORD)
    const user = await ctx.store.users.create({ email: 'olha@example.test', firstName: 'Olha', passwordHash: old })
    if (user === 'email-taken') throw new Error('unexpected')

    await expect(login(ctx, anonymous, { email: user.email, password: 'maple-river-43' })).rejects.toMatchObject({
      status: 401,
    })
    expect((await ctx.store.users.findById(user.id))?.passwordHash).toBe(old)

    expect((await login(ctx, anonymous, { email: user.email, password: PASSWORD })).signIn).toBe(user.id)
    const upgraded = (await ctx.store.users.findById(user.id))!.passwordHash!
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true)

    // The next sign-in verifies the new hash and leaves it as it is.
    await login(ctx, anonymous, { email: user.email, password: PASSWORD })
    expect((await ctx.store.users.findById(user.id))?.passwordHash).toBe(upgraded)
  }, 30_000)
})
