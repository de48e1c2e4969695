import * as v from 'valibot'
import { readValue, writeValue } from './storage.ts'

/**
 * Whether a student was signed in on this browser when a page last could tell (decision 095). Offline, the page
 * kept for offline use knows no account; this yes/no decides whether a finished test goes to the save queue (sent
 * with the session cookie once the connection returns) or to the visitor's browser results. No account data.
 */
const KEY = 'signedInHere'
const SignedIn = v.boolean()

export function rememberSignedIn(signedIn: boolean) {
  try {
    writeValue('local', KEY, SignedIn, signedIn)
  } catch {
    // Storage blocked: offline, the page then treats the student as a visitor (their results stay in this browser).
  }
}

export const signedInHere = (): boolean => readValue('local', KEY, SignedIn) ?? false
