import { browserArea } from './browser-store/areas.ts'
import type { PracticeSession } from '#openapi/types.ts'

/**
 * The results the server last sent a signed-in student, kept on this device so they can be shown offline
 * (decision 149). Only on the student's own pages, and with their owner: the root drops the copy as soon as a page
 * knows a visitor or another account here (`forgetAccountResults`), as the save queue follows the browser.
 */
// Read back, checked against the contract, in features/offline/kept-results.ts.
export const ACCOUNT_RESULTS_KEY = 'accountResults'
/** The newest this many: the save queue shares this browser's storage and must never run out of room. */
export const ACCOUNT_RESULTS_MAX = 100

export interface KeptAccountResults {
  owner: string | null
  sessions: PracticeSession[]
}

const storage = () => browserArea('local')

const newestFirst = (a: PracticeSession, b: PracticeSession) =>
  Date.parse(b.completedAt ?? b.createdAt) - Date.parse(a.completedAt ?? a.createdAt)

export function keepAccountResults(sessions: readonly PracticeSession[]) {
  const kept: KeptAccountResults = {
    owner: sessions[0]?.userId ?? null,
    sessions: [...sessions].sort(newestFirst).slice(0, ACCOUNT_RESULTS_MAX),
  }
  try {
    storage()?.setItem(ACCOUNT_RESULTS_KEY, JSON.stringify(kept))
  } catch {
    // Storage full or blocked: offline the page then shows only what the save queue holds.
  }
}

/** A page that knows who is here (`userId`, null for a visitor) drops a copy of anyone else's results. */
export function forgetAccountResults(userId: string | null) {
  try {
    const raw = storage()?.getItem(ACCOUNT_RESULTS_KEY)
    if (raw == null) return
    const owner = (JSON.parse(raw) as Partial<KeptAccountResults> | null)?.owner
    if (userId === null || (owner !== userId && owner !== null)) drop()
  } catch {
    drop()
  }
}

function drop() {
  try {
    storage()?.removeItem(ACCOUNT_RESULTS_KEY)
  } catch {
    // Blocked storage holds nothing to drop.
  }
}
