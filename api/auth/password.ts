import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'
import pLimit from 'p-limit'

/**
 * Argon2id with OWASP's first recommended parameters (m = 19 MiB, t = 2, p = 1): about 28 ms of CPU a hash here,
 * against 494 ms for the scrypt it replaces (decision 120). The stored string is the PHC format, which names them.
 */
// The package's default algorithm is Argon2id (its enum is a `const enum`, which isolated modules cannot read); the
// stored string names it and the tests check it.
const ARGON2 = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`

// Hashes stored before decision 120: `scrypt$N$r$p$salt$hash`, still verified, upgraded on the next sign-in.
const SCRYPT_KEY_LENGTH = 64
const SCRYPT_MAXMEM = 256 * 1024 * 1024

/**
 * Both schemes run on libuv's thread pool (4 threads by default), which file writes and fsyncs share: at most this
 * many hashes run at once, the rest wait their turn, so a burst of sign-ins always leaves threads for the store.
 */
export const HASH_CONCURRENCY = 2
const pool = pLimit(HASH_CONCURRENCY)

/** How many hashes are running and waiting (for tests and diagnostics). */
export function hashPoolState() {
  return { active: pool.activeCount, pending: pool.pendingCount }
}

function scryptKey(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return pool(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, SCRYPT_KEY_LENGTH, { N, r, p, maxmem: SCRYPT_MAXMEM }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  )
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$')
  if (!salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scryptKey(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

export function hashPassword(password: string): Promise<string> {
  return pool(() => argon2Hash(password.normalize('NFKC'), ARGON2))
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFKC')
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalized, stored)
  if (!stored.startsWith('$argon2id$')) return false
  // A damaged stored string is a refusal, as a wrong password is.
  return pool(() => argon2Verify(stored, normalized)).catch(() => false)
}

/** True for a hash made with another scheme or other parameters: the sign-in that verified it stores a new one. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX)
}

/** A hash to compare against when the email is unknown, so both failures take the same time. */
let dummy: Promise<string> | undefined
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'))
  return dummy
}
