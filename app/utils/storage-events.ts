/**
 * Who hears about what this browser could not keep (decision 147): a damaged value removed (`reset`), a write refused
 * because storage is full (`full`) or unavailable (`notKept`: a private mode, storage switched off), and an upgrade of
 * the database another tab holds back (`blocked`). The browser store reports each here, one way; the root shows a
 * notice. Its own module so the root can set the handler without loading the storage schemas (decision 024).
 */
export type StorageProblem = 'reset' | 'full' | 'notKept' | 'blocked'

/** A problem and, for a damaged value, its key. */
export type StorageHandler = (problem: StorageProblem, key?: string) => void

let onProblem: StorageHandler = () => {}

/** Called once per problem met (the UI shows a notice). */
export function setStorageHandler(handler: StorageHandler) {
  onProblem = handler
}

export function reportStorageProblem(problem: StorageProblem) {
  onProblem(problem)
}

/** A damaged value was removed (the rest still works). */
export function reportCorrupt(key: string) {
  onProblem('reset', key)
}

/** A write this browser refused: full storage is told apart from storage that is not there. */
export function reportNotKept(error: unknown) {
  console.warn('This browser could not keep a write', error)
  onProblem((error as { name?: string } | null)?.name === 'QuotaExceededError' ? 'full' : 'notKept')
}
