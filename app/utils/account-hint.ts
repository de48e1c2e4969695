import { browserArea } from './browser-store/areas.ts'

/**
 * Whether this browser's student had an account when a page last could tell (decisions 095, 118). Offline, the
 * page kept for offline use knows no account; this yes/no is where the progress store (store-kind.ts) then keeps a
 * finished test: the save queue (sent with the session cookie once the connection returns) or the visitor's
 * browser results. No account data. A plain browser key (one exact value, so nothing to validate beyond it): the
 * root writes it on every page, and the storage schemas would add to every page's first load.
 */
// The key's name stays as browsers already hold it.
const KEY = 'signedInHere'

const storage = () => browserArea('local')

export function rememberAccountHere(account: boolean) {
  try {
    if (account) storage()?.setItem(KEY, 'true')
    else storage()?.removeItem(KEY)
  } catch {
    // Storage full or blocked: offline, the page then treats the student as a visitor (results kept in this browser).
  }
}

export const accountHere = (): boolean => storage()?.getItem(KEY) === 'true'
