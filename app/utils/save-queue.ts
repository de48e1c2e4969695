import * as v from 'valibot'
import { browserArea } from './browser-store/areas.ts'
import { lazyOutbox } from './lazy-outbox.ts'
import type { PageOutbox } from './save-outbox.ts'
import { backoff, outcomeOf, PendingList, postSave, SAVE_SYNC, type Pending, type SaveOutcome } from './save-rules.ts'

/**
 * The one rule for every save a student makes (decision 038): a save is written to this browser first
 * (browser storage, so it survives a reload and a closed tab), then sent; one that fails stays and is sent again —
 * on a timer with back-off, when the browser comes back `online`, and on the next visit — until the server
 * takes it. Saves share a `key` when only the latest matters (a full mock's state): a newer one replaces the
 * older. Every endpoint behind a save is idempotent (a retried practice finish carries its session's clientId),
 * so sending one twice never counts twice. The page shows the state through one notice (save-notice.tsx).
 * Where the browser has Background Sync, a save that failed is also copied for the service worker, which sends it
 * even after the tab is closed; a lease keeps one sender per save (save-outbox.ts, decision 103).
 */

export interface SaveRequest {
  /** One pending save per key; a newer save with the same key replaces the older. */
  key: string
  /** A same-origin URL answering JSON: 2xx saved; 5xx, 401, 408, 429 or no answer "retry"; any other 4xx refused. */
  url: string
  body: unknown
}

export const SAVE_QUEUE_KEY = 'pendingSaves'

export type { SaveOutcome }
/** A save's first try: its outcome and, when saved, the JSON the server answered (e.g. a graded card). */
export interface SaveResult {
  outcome: SaveOutcome
  reply: unknown
}
export interface SaveQueueState {
  /** Saves kept in this browser, not yet taken by the server. */
  pending: number
  /** When the last pending saves all went through (the notice says "Saved" for a while), else null. */
  recoveredAt: number | null
  /** Saves the server refused (a 4xx other than 401, 408, 429): they cannot succeed and were dropped. */
  refused: number
}

interface Deps {
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null
  send: (url: string, body: unknown) => Promise<{ status: number; reply?: unknown }>
  now: () => number
  schedule: (run: () => void, ms: number) => () => void
  /** The copies for the worker (save-outbox.ts): absent where there is no Background Sync. */
  outbox?: PageOutbox
}

export function createSaveQueue(deps: Deps) {
  let state: SaveQueueState = { pending: 0, recoveredAt: null, refused: 0 }
  const listeners = new Set<() => void>()
  let flushing: Promise<void> | null = null
  let again = false
  let cancelTimer: (() => void) | null = null
  let counter = 0
  /** A save failed (or an earlier visit left some) since the queue was last empty: its emptying is news. */
  let behind = false
  /** This page's saves that went through or were refused, by id (what `save` answers). */
  const outcomes = new Map<string, SaveResult>()

  function read(): Pending[] {
    const raw = deps.storage()?.getItem(SAVE_QUEUE_KEY)
    if (!raw) return []
    try {
      const parsed = v.safeParse(PendingList, JSON.parse(raw))
      return parsed.success ? parsed.output : []
    } catch {
      return []
    }
  }
  function write(list: Pending[]) {
    deps.storage()?.setItem(SAVE_QUEUE_KEY, JSON.stringify(list))
    publish({ pending: list.length })
  }
  function publish(changes: Partial<SaveQueueState>) {
    state = { ...state, ...changes }
    for (const listener of listeners) listener()
  }

  /** The outcome of sending one save now: kept (retry later) unless saved or refused. */
  async function sendOne(save: Pending): Promise<SaveOutcome> {
    const lease = save.copied && deps.outbox ? await deps.outbox.claim(save.id).catch(() => 'mine' as const) : 'mine'
    if (lease === 'busy') {
      // The worker is sending it: look again shortly (not at once, which would spin until it is done).
      write(read().map((p) => (p.id === save.id ? { ...p, nextAt: deps.now() + backoff(1) } : p)))
      return 'pending'
    }
    let status = lease === 'gone' ? 200 : 0 // gone: the worker settled it
    let reply: unknown = null
    try {
      if (lease === 'mine') ({ status, reply = null } = await deps.send(save.url, save.body))
    } catch {
      status = 0
    }
    const outcome = outcomeOf(status)
    if (save.copied && lease === 'mine') await deps.outbox?.settle(save.id, outcome !== 'pending').catch(() => {})
    const copied = save.copied || (outcome === 'pending' && (await deps.outbox?.copy(save).catch(() => false)))
    const list = read()
    const index = list.findIndex((p) => p.id === save.id)
    if (outcome !== 'pending') outcomes.set(save.id, { outcome, reply })
    if (outcome === 'pending') {
      behind = true
      const next = { ...save, tries: save.tries + 1, nextAt: deps.now() + backoff(save.tries + 1) }
      if (index >= 0) list[index] = copied ? { ...next, copied } : next
    } else {
      if (index >= 0) list.splice(index, 1)
      if (outcome === 'refused') {
        console.error(`A save to ${save.url} was refused (${status}); it cannot succeed and was dropped`)
        publish({ refused: state.refused + 1 })
      }
    }
    write(list)
    return outcome
  }

  function armTimer() {
    cancelTimer?.()
    cancelTimer = null
    const list = read()
    if (!list.length) return
    const next = Math.min(...list.map((p) => p.nextAt))
    cancelTimer = deps.schedule(() => void flush(), Math.max(0, next - deps.now()))
  }

  /** Sends every save that is due (`all`: every one, e.g. when the browser comes back online), one at a time. */
  function flush(all = false): Promise<void> {
    if (flushing) {
      again = true
      return flushing
    }
    flushing = (async () => {
      do {
        again = false
        for (const save of read()) {
          if (!all && save.nextAt > deps.now()) continue
          if ((await sendOne(save)) === 'pending') break // still down: the rest wait for the next try
        }
      } while (again)
      const left = read()
      if (behind && left.length === 0) {
        behind = false
        publish({ recoveredAt: deps.now() })
      }
      armTimer()
    })().finally(() => {
      flushing = null
    })
    return flushing
  }

  /** Waits until the worker is not sending an older copied save of this key, and removes its copy. */
  async function withdraw(key: string) {
    for (const old of read().filter((p) => p.key === key && p.copied)) {
      while (deps.outbox && !(await deps.outbox.withdraw(old.id).catch(() => true)))
        await new Promise<void>((resolve) => deps.schedule(resolve, 500))
    }
  }

  /**
   * Keeps a save in this browser and sends it (after any save already sending). Resolves with the outcome of
   * the first try: 'pending' means it is kept and will be retried.
   */
  async function save(request: SaveRequest): Promise<SaveResult> {
    const id = `${deps.now().toString(36)}-${(counter++).toString(36)}`
    const entry: Pending = { ...request, id, queuedAt: deps.now(), tries: 0, nextAt: 0 }
    // The newest of a key wins: an older copy must not reach the server after it.
    await withdraw(request.key)
    try {
      write([...read().filter((p) => p.key !== request.key), entry])
    } catch (error) {
      // Storage full or blocked: still sent, only not kept across a reload.
      console.warn('A save could not be kept in this browser', error)
      const outcome = await sendOne(entry)
      return outcomes.get(entry.id) ?? { outcome, reply: null }
    }
    await flush()
    if (read().some((p) => p.id === entry.id)) return { outcome: 'pending', reply: null }
    // Sent (or replaced by a newer save of its key before it went, which then stands for it).
    return outcomes.get(entry.id) ?? { outcome: 'saved', reply: null }
  }

  return {
    save,
    flush,
    /** The pending save of a key (e.g. a full mock's state kept while the server was down), or null. */
    pendingBody: (key: string): unknown => read().find((p) => p.key === key)?.body ?? null,
    /** Every save still kept in this browser (what an offline page shows as not sent yet). */
    pending: (): readonly Pending[] => read(),
    state: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Reads what a previous visit left (the notice shows it) and sends it. */
    start() {
      const left = read().length
      behind ||= left > 0
      publish({ pending: left })
      return flush(true)
    },
  }
}

export type SaveQueue = ReturnType<typeof createSaveQueue>

let browserQueue: SaveQueue | null = null

/** This page's queue (one per tab; tabs share what this browser keeps). */
export function saveQueue(): SaveQueue {
  browserQueue ??= createSaveQueue({
    storage: () => browserArea('local'),
    send: postSave,
    now: () => Date.now(),
    schedule: (run, ms) => {
      const timer = setTimeout(run, ms)
      return () => clearTimeout(timer)
    },
    outbox: lazyOutbox(),
  })
  return browserQueue
}

/** Once per page load (the root): sends what earlier visits left, and everything again when the browser is back online. */
export function startSaveQueue(): () => void {
  const queue = saveQueue()
  void queue.start()
  const online = () => void queue.flush(true)
  window.addEventListener('online', online)
  // The worker settled copied saves: the page drops them from its list (their copies are gone).
  const synced = (event: MessageEvent) =>
    (event.data as { type?: string } | null)?.type === SAVE_SYNC.synced && online()
  navigator.serviceWorker?.addEventListener('message', synced)
  return () => {
    window.removeEventListener('online', online)
    navigator.serviceWorker?.removeEventListener('message', synced)
  }
}
