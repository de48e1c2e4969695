import { describe, expect, it } from 'vitest'
import { scryptHashAsStoredBefore } from './legacy-hash.fixture.ts'
import { hashPassword, needsRehash, verifyPassword } from './password.ts'

describe('password hashing', () => {
  it('uses Argon2id m=19 MiB, t=2, p=1 with a per-user salt, its parameters in the stored string', async () => {
    const a = await hashPassword('correct horse')
    const b = await hashPassword('correct horse')
    const [, scheme, version, params, saltA] = a.split('$')
    expect([scheme, version, params]).toEqual(['argon2id', 'v=19', 'm=19456,t=2,p=1'])
    expect(saltA).not.toBe(b.split('$')[4])
    expect(a).not.toBe(b)
    expect(needsRehash(a)).toBe(false)
  })

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horsf', hash)).toBe(false)
    expect(await verifyPassword('x', 'garbage')).toBe(false)
    expect(await verifyPassword('correct horse', hash.slice(0, -4))).toBe(false)
  })

  it('verifies the password exactly as given: no case change, no trimming, no truncation (ASVS 6.2.8)', async () => {
    const long = `${'a'.repeat(100)}-tail`
    const hash = await hashPassword(long)
    expect(await verifyPassword(long, hash)).toBe(true)
    expect(await verifyPassword(`${'a'.repeat(100)}-tai`, hash)).toBe(false)
    expect(await verifyPassword(long.toUpperCase(), hash)).toBe(false)
    expect(await verifyPassword(` ${long}`, hash)).toBe(false)
  })

  it('still verifies a scrypt hash stored before Argon2id, and marks it for replacing', async () => {
    const old = scryptHashAsStoredBefore('Пароль-ﬁ 2024')
    expect(await verifyPassword('Пароль-fi 2024', old)).toBe(true) // NFKC, as the scrypt hashes were made
    expect(await verifyPassword('Пароль-fi 2025', old)).toBe(false)
    expect(needsRehash(old)).toBe(true)
  })

  it('marks an Argon2id hash of weaker parameters for replacing', () => {
    expect(needsRehash('$argon2id$v=19$m=7168,t=5,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true)
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true)
  })
})
