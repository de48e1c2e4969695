// For tests: a password hash in the format stored before decision 120 (`scrypt$N$r$p$salt$hash`). N is lower than
// the 2^17 used then, to keep the tests fast; the format names it, as it did for every stored hash.
import { randomBytes, scryptSync } from 'node:crypto'

export function scryptHashAsStoredBefore(password: string, N = 2 ** 14): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1 })
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}
