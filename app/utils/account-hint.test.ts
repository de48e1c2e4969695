import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountHere, rememberAccountHere } from './account-hint.ts'

const store = new Map<string, string>()
vi.stubGlobal('window', {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  },
})
afterEach(() => store.clear())

describe('the signed-in hint', () => {
  it('is remembered while signed in and forgotten once the server says visitor', () => {
    expect(accountHere()).toBe(false)
    rememberAccountHere(true)
    expect(accountHere()).toBe(true)
    rememberAccountHere(false)
    expect(accountHere()).toBe(false)
  })
  it('takes nothing but its own exact value for a yes', () => {
    store.set('signedInHere', '{"id":"someone"}')
    expect(accountHere()).toBe(false)
  })
})
