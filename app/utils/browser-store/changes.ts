import type { BrowserStoreName } from './database.ts'

/**
 * Who hears that the browser store changed (decision 147). IndexedDB has no `storage` event, so the store's write
 * path announces each committed write here: this page's listeners hear it at once, other tabs through a
 * BroadcastChannel (the header's due count and the progress pages read again). Small and free of idb: the header
 * listens from the first load.
 */
export type StoreChange = readonly BrowserStoreName[]
type Listener = (change: StoreChange) => void

const CHANNEL = 'examready-store'
const listeners = new Set<Listener>()
let channel: BroadcastChannel | null | undefined

/** The tabs' channel, opened with the first write or listener; null where the browser has none. */
function tabs(): BroadcastChannel | null {
  if (channel !== undefined) return channel
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  channel?.addEventListener('message', (event: MessageEvent<StoreChange>) => {
    for (const listener of listeners) listener(event.data)
  })
  return channel
}

/** After a write committed: this page's listeners and the other tabs hear which stores changed. */
export function announceChange(change: StoreChange) {
  for (const listener of listeners) listener(change)
  tabs()?.postMessage(change)
}

/** Listens to changes made here and in other tabs; answers the function that stops listening. */
export function onStoreChange(listener: Listener): () => void {
  tabs()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a change touches one of the stores a reader reads. */
export const touches = (change: StoreChange, stores: readonly BrowserStoreName[]) =>
  change.some((name) => stores.includes(name))
