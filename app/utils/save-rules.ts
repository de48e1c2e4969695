import * as v from 'valibot'

/** What a kept save is, how it is sent and what its answer means: the page's queue and the service worker agree. */

export type SaveOutcome = 'saved' | 'pending' | 'refused'

/** 2xx saved; no answer (0), 5xx, 401, 408 or 429 retried later; any other 4xx can never succeed (decision 038). */
export function outcomeOf(status: number): SaveOutcome {
  if (status >= 200 && status < 300) return 'saved'
  return status === 0 || status >= 500 || [401, 408, 429].includes(status) ? 'pending' : 'refused'
}

/** POSTs a save as JSON to its same-origin resource route, with the session cookie. */
export async function postSave(url: string, body: unknown): Promise<{ status: number; reply?: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
  return { status: response.status, reply: response.ok ? await response.json().catch(() => null) : null }
}

/** A save kept in this browser until the server takes it (save-queue.ts). */
const PendingSave = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  url: v.pipe(v.string(), v.startsWith('/')),
  body: v.unknown(),
  /** Which version of this key it is: only that version is removed once sent. */
  id: v.string(),
  queuedAt: v.number(),
  tries: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Not sent again before this time (ms). */
  nextAt: v.number(),
  /** Copied for the service worker's Background Sync: sent only under its lease (save-outbox.ts). */
  copied: v.optional(v.boolean()),
})
export type Pending = v.InferOutput<typeof PendingSave>
export const PendingList = v.array(PendingSave)

/** Retries after 2 s, 4 s, 8 s … at most a minute apart. */
export const backoff = (tries: number) => Math.min(60_000, 1000 * 2 ** Math.min(tries, 6))

/** The Background Sync tag of the saves copied for the service worker, and the message it sends once they are sent. */
export const SAVE_SYNC = { tag: 'pending-saves', synced: 'SAVES_SYNCED' } as const
