import { randomBytes } from 'node:crypto'

/** A short random id with a readable prefix (`usr_…`, `ses_…`), matching the document's Id pattern. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url')}`
}
