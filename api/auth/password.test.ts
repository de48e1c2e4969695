import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.ts'

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a per-user salt', async () => {
    const a = await hashPassword('correct horse')
    const b = await hashPassword('correct horse')
    const [scheme, n, r, p, saltA] = a.split('$')
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1'])
    expect(saltA).not.toBe(b.split('$')[4])
    expect(a).not.toBe(b)
  })

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horsf', hash)).toBe(false)
    expect(await verifyPassword('x', 'garbage')).toBe(false)
  })

  it('verifies the password exactly as given: no case change, no trimming, no truncation (ASVS 6.2.8)', async () => {
    const long = `${'a'.repeat(100)}-tail`
    const hash = await hashPassword(long)
    expect(await verifyPassword(long, hash)).toBe(true)
    expect(await verifyPassword(`${'a'.repeat(100)}-tai`, hash)).toBe(false)
    expect(await verifyPassword(long.toUpperCase(), hash)).toBe(false)
    expect(await verifyPassword(` ${long}`, hash)).toBe(false)
  })
})
