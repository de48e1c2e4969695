import * as v from 'valibot'
import { readValue, writeValue } from '~/utils/storage.ts'

/**
 * Whether the last page this browser had from the server was a signed-in student's (decision 100). An offline copy
 * of a page is rendered for a visitor, so offline it is the only way to know that a finished attempt belongs to the
 * account (through the save queue) and not to this browser's visitor data. It holds no account data: a flag.
 */
const KEY = 'offlineAccount'
const SignedIn = v.literal(true)

export function rememberAccount(signedIn: boolean) {
  try {
    if (signedIn) writeValue('local', KEY, SignedIn, true)
    else localStorage.removeItem(KEY)
  } catch {
    // Storage unavailable (private mode): offline attempts are kept as a visitor's.
  }
}

export const wasSignedIn = (): boolean => readValue('local', KEY, SignedIn) === true
