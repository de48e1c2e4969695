/**
 * Mock passwords: PBKDF2-SHA-256 (1000 iterations) through Web Crypto, which node and the browser both have.
 * Weak on purpose (fast), fine for mock accounts, never for the real server (api/auth/password.ts uses Argon2id).
 */
import type { PasswordHasher } from '../api/operations/context.ts'

const ITERATIONS = 1000

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256))
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((h) => parseInt(h, 16)))

/** `pbkdf2$iterations$salt$hash`. */
async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return ['pbkdf2', ITERATIONS, toHex(salt), toHex(await derive(password, salt, ITERATIONS))].join('$')
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2' || !salt || !hash) return false
  const key = toHex(await derive(password, fromHex(salt), Number(iterations)))
  // Compare every character, so a wrong password takes as long however early it differs.
  let diff = key.length ^ hash.length
  for (let i = 0; i < Math.min(key.length, hash.length); i++) diff |= key.charCodeAt(i) ^ hash.charCodeAt(i)
  return diff === 0
}

/** A hash to compare against when the email is unknown, so both login failures take the same time (as the server). */
let dummy: Promise<string> | undefined
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.getRandomValues(new Uint8Array(12)).join(''))
  return dummy
}

export const mockPasswords: PasswordHasher = { hash: hashPassword, verify: verifyPassword, dummyHash }
