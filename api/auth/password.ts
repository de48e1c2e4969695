import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import pLimit from 'p-limit'

// scrypt with N=2^17, r=8, p=1 and a per-user salt (OWASP's recommended parameters).
const N = 2 ** 17
const r = 8
const p = 1
const KEY_LENGTH = 64
const MAXMEM = 256 * 1024 * 1024

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which file writes and fsyncs share: at most this many
 * derivations run at once, the rest wait their turn, so a burst of sign-ups or sign-ins cannot starve the store.
 */
export const SCRYPT_CONCURRENCY = 2
const pool = pLimit(SCRYPT_CONCURRENCY)

/** How many derivations are running and waiting (for tests and diagnostics). */
export function scryptPoolState() {
  return { active: pool.activeCount, pending: pool.pendingCount }
}

function derive(password: string, salt: Buffer, n = N, rr = r, pp = p): Promise<Buffer> {
  return pool(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r: rr, p: pp, maxmem: MAXMEM }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  )
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt)
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(rr), Number(pp))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash to compare against when the email is unknown, so both failures take the same time. */
let dummy: Promise<string> | undefined
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'))
  return dummy
}
