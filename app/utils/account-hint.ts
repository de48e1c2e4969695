import { browserArea } from './browser-store/areas.ts'

/**
 * Whether a student was signed in on this browser when a page last could tell (decision 095). Offline, the page
 * kept for offline use knows no account; this yes/no decides whether a finished test goes to the save queue (sent
 * with the session cookie once the connection returns) or to the visitor's browser results. No account data.
 * A plain browser key (one exact value, so nothing to validate beyond it): the root writes it on every page, and
 * the storage schemas would add to every page's first load.
 */
const KEY = 'signedInHere'

const storage = () => browserArea('local')

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) storage()?.setItem(KEY, 'true')
    else storage()?.removeItem(KEY)
  } catch {
    // Storage full or blocked: offline, the page then treats the student as a visitor (results kept in this browser).
  }
}

export const signedInHere = (): boolean => storage()?.getItem(KEY) === 'true'
