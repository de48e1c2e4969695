import { browserDb } from './browser-store/connection.ts'
import type { OutboxEntry } from './browser-store/kept-types.ts'
import { outcomeOf, SAVE_SYNC, type Pending } from './save-rules.ts'

/**
 * The saves a page could not send, copied to IndexedDB for the service worker's Background Sync (decision 103):
 * the worker sends them even after the tab is closed. The page keeps its own list (browser storage) and keeps
 * retrying too, so one owner per save is kept by a lease: whoever sends a copied save (the page or the worker)
 * first takes its lease in one IndexedDB transaction, and a save whose lease runs is left alone; the sender removes
 * it once it is saved or refused, and the page drops a save whose copy is gone (the worker settled it). The copies
 * live in the browser's one database (decision 147), which the page and the worker each open once.
 */

export interface Claimed {
  claimed: OutboxEntry[]
  /** Being sent by someone else now. */
  busy: string[]
  /** Not here any more: settled by the worker (or withdrawn). */
  gone: string[]
}

export interface Outbox {
  /** Copies a save for the worker (replacing an older copy of the same id). */
  hand(entry: Omit<OutboxEntry, 'leaseUntil'>): Promise<void>
  /** Leases the given saves (every one when `ids` is absent) that nobody is sending, oldest first. */
  claim(now: number, leaseMs: number, ids?: readonly string[]): Promise<Claimed>
  /** After a try: removed once saved or refused, else released for the next try. */
  settle(id: string, done: boolean): Promise<void>
  /** Removes a copy nobody is sending (a newer save of its key replaced it); false while it is being sent. */
  withdraw(id: string, now: number): Promise<boolean>
}

/** The Background Sync tag of the saves, and the message the worker sends its pages once it settled some. */

/** Longer than any one save's request takes; a sender stopped mid-send (a closed tab) frees its save after this. */
export const LEASE_MS = 60_000

/**
 * The service worker's `sync` event: sends the handed saves one at a time, oldest first; the first one that still
 * cannot go stops the round (the rest wait with it). `left` (those unsent, and those a page is sending) > 0 asks
 * the browser to try the sync again later.
 */
export async function sendOutbox(
  outbox: Outbox,
  send: (url: string, body: unknown) => Promise<{ status: number }>,
  now: () => number,
): Promise<{ settled: number; left: number }> {
  const { claimed, busy } = await outbox.claim(now(), LEASE_MS)
  let settled = 0
  for (const [index, entry] of claimed.entries()) {
    const status = await send(entry.url, entry.body).then(
      (answer) => answer.status,
      () => 0,
    )
    const outcome = outcomeOf(status)
    if (outcome === 'refused') console.error(`A save to ${entry.url} was refused (${status}) and dropped`)
    await outbox.settle(entry.id, outcome !== 'pending')
    if (outcome !== 'pending') {
      settled++
      continue
    }
    for (const rest of claimed.slice(index + 1)) await outbox.settle(rest.id, false)
    return { settled, left: claimed.length - index + busy.length }
  }
  // One a page is sending may be left when that page closes: the browser's next round finds it free.
  return { settled, left: busy.length }
}

/** The outbox in this origin's IndexedDB, shared by its pages and its service worker. */
export function indexedDbOutbox(): Outbox {
  return {
    async hand(entry) {
      await (await browserDb()).put('outbox', { ...entry, leaseUntil: 0 })
    },
    async claim(now, leaseMs, ids) {
      const tx = (await browserDb()).transaction('outbox', 'readwrite')
      const result: Claimed = { claimed: [], busy: [], gone: [] }
      const entries = ids ? await Promise.all(ids.map((id) => tx.store.get(id))) : await tx.store.getAll()
      for (const [index, entry] of entries.entries()) {
        if (!entry) result.gone.push(ids?.[index] ?? '')
        else if (entry.leaseUntil > now) result.busy.push(entry.id)
        else {
          result.claimed.push(entry)
          await tx.store.put({ ...entry, leaseUntil: now + leaseMs })
        }
      }
      await tx.done
      result.claimed.sort((a, b) => a.queuedAt - b.queuedAt)
      return result
    },
    async settle(id, done) {
      const tx = (await browserDb()).transaction('outbox', 'readwrite')
      const entry = await tx.store.get(id)
      if (entry && done) await tx.store.delete(id)
      else if (entry) await tx.store.put({ ...entry, leaseUntil: 0 })
      await tx.done
    },
    async withdraw(id, now) {
      const tx = (await browserDb()).transaction('outbox', 'readwrite')
      const entry = await tx.store.get(id)
      const free = !entry || entry.leaseUntil <= now
      if (entry && free) await tx.store.delete(id)
      await tx.done
      return free
    },
  }
}

/**
 * Copies a save the page could not send for the worker's Background Sync, where this browser has it (Chromium);
 * false: it has not (or no worker runs) and only the page keeps the save.
 */
export async function handToWorker(outbox: Outbox, entry: Omit<OutboxEntry, 'leaseUntil'>): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  if (!registration?.active || !('sync' in registration)) return false
  await outbox.hand(entry)
  try {
    await registration.sync.register(SAVE_SYNC.tag)
    return true
  } catch {
    // No sync after all (e.g. refused by a setting): the copy goes, the page alone keeps the save.
    await outbox.withdraw(entry.id, Date.now())
    return false
  }
}

/** The outbox as the page's queue uses it: one save at a time, the clock read here. */
export interface PageOutbox {
  /** Copies a failed save; false: not copied (no Background Sync here). */
  copy(save: Pending): Promise<boolean>
  /** The lease on a copied save: 'mine' to send it, 'busy' (the worker is sending it) or 'gone' (settled). */
  claim(id: string): Promise<'mine' | 'busy' | 'gone'>
  settle(id: string, done: boolean): Promise<void>
  /** Removes a copy nobody is sending; false while it is being sent. */
  withdraw(id: string): Promise<boolean>
}

export function pageOutbox(outbox: Outbox): PageOutbox {
  return {
    copy: ({ id, key, url, body, queuedAt }) => handToWorker(outbox, { id, key, url, body, queuedAt }),
    async claim(id) {
      const { busy, gone } = await outbox.claim(Date.now(), LEASE_MS, [id])
      return busy.length ? 'busy' : gone.length ? 'gone' : 'mine'
    },
    settle: (id, done) => outbox.settle(id, done),
    withdraw: (id) => outbox.withdraw(id, Date.now()),
  }
}
