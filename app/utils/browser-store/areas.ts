/**
 * The one module that names the browser's key-value areas (decision 118): every read and write of a stored key
 * goes through here, so where this browser keeps a visitor's data can change in one place. Null on the server
 * and where the browser blocks storage (some private modes throw on access).
 */
export type AreaKind = 'local' | 'session'

export function browserArea(kind: AreaKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

/** Whether a key holds anything at all (valid or not): a value removed as corrupt was there. */
export function hasStoredKey(kind: AreaKind, key: string): boolean {
  try {
    return browserArea(kind)?.getItem(key) != null
  } catch {
    return false
  }
}
