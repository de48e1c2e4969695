import { describe, expect, it, vi } from 'vitest'
import type { OutboxEntry } from './browser-store/kept-types.ts'
import { LEASE_MS, pageOutbox, sendOutbox, type Claimed, type Outbox } from './save-outbox.ts'
import { createSaveQueue, SAVE_QUEUE_KEY } from './save-queue.ts'

/** The outbox's rules over a Map (IndexedDB's transactions make each call atomic; here each call is synchronous). */
function memoryOutbox(): Outbox & { entries: Map<string, OutboxEntry> } {
  const entries = new Map<string, OutboxEntry>()
  return {
    entries,
    async hand(entry) {
      entries.set(entry.id, { ...entry, leaseUntil: 0 })
    },
    async claim(now, leaseMs, ids) {
      const result: Claimed = { claimed: [], busy: [], gone: [] }
      for (const id of ids ?? [...entries.keys()]) {
        const entry = entries.get(id)
        if (!entry) result.gone.push(id)
        else if (entry.leaseUntil > now) result.busy.push(id)
        else {
          entries.set(id, { ...entry, leaseUntil: now + leaseMs })
          result.claimed.push(entry)
        }
      }
      result.claimed.sort((a, b) => a.queuedAt - b.queuedAt)
      return result
    },
    async settle(id, done) {
      const entry = entries.get(id)
      if (entry && done) entries.delete(id)
      else if (entry) entries.set(id, { ...entry, leaseUntil: 0 })
    },
    async withdraw(id, now) {
      const entry = entries.get(id)
      if (entry && entry.leaseUntil > now) return false
      entries.delete(id)
      return true
    },
  }
}

const entry = (id: string, queuedAt: number): Omit<OutboxEntry, 'leaseUntil'> => ({
  id,
  key: id,
  url: `/r/${id}`,
  body: { id },
  queuedAt,
})

/** A fake server: answers each URL with the status set for it (200 unless told), and records what it got. */
function server() {
  const statuses = new Map<string, number>()
  const got: string[] = []
  const send = async (url: string) => {
    got.push(url)
    const status = statuses.get(url) ?? 200
    if (status === 0) throw new TypeError('Failed to fetch')
    return { status }
  }
  return { send, got, answer: (url: string, status: number) => statuses.set(url, status) }
}

describe("the service worker's sync round", () => {
  it('sends the copied saves oldest first and removes those saved or refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const outbox = memoryOutbox()
    await outbox.hand(entry('b', 2))
    await outbox.hand(entry('a', 1))
    await outbox.hand(entry('c', 3))
    const api = server()
    api.answer('/r/b', 422)
    expect(await sendOutbox(outbox, api.send, () => 10)).toEqual({ settled: 3, left: 0 })
    expect(api.got).toEqual(['/r/a', '/r/b', '/r/c'])
    expect(outbox.entries.size).toBe(0)
  })

  it('stops at the first save that still cannot go, keeps it and the rest free for the next round', async () => {
    const outbox = memoryOutbox()
    for (const [index, id] of ['a', 'b', 'c'].entries()) await outbox.hand(entry(id, index))
    const api = server()
    api.answer('/r/b', 0)
    expect(await sendOutbox(outbox, api.send, () => 10)).toEqual({ settled: 1, left: 2 })
    expect(api.got).toEqual(['/r/a', '/r/b'])
    expect([...outbox.entries.values()].map((e) => [e.id, e.leaseUntil])).toEqual([
      ['b', 0],
      ['c', 0],
    ])
  })

  it('leaves alone a save the page is sending (its lease runs)', async () => {
    const outbox = memoryOutbox()
    await outbox.hand(entry('a', 1))
    await outbox.claim(10, LEASE_MS, ['a']) // the page
    const api = server()
    // Left for a later round: the page may close before it settles it.
    expect(await sendOutbox(outbox, api.send, () => 20)).toEqual({ settled: 0, left: 1 })
    expect(api.got).toEqual([])
    // A sender that stopped mid-send (a closed tab) frees it when its lease ends.
    expect(await sendOutbox(outbox, api.send, () => 10 + LEASE_MS)).toEqual({ settled: 1, left: 0 })
  })
})

describe('the page queue with Background Sync', () => {
  function setUp() {
    const storage = new Map<string, string>()
    const outbox = memoryOutbox()
    const api = server()
    const timers: number[] = []
    let clock = 1_000_000
    let syncAvailable = true
    const page = pageOutbox(outbox)
    const queue = createSaveQueue({
      storage: () => ({ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) }),
      send: api.send,
      now: () => clock,
      schedule: (_run, ms) => {
        timers.push(ms)
        return () => {}
      },
      outbox: { ...page, copy: async (save) => syncAvailable && (await outbox.hand(save), true) },
    })
    const kept = () => JSON.parse(storage.get(SAVE_QUEUE_KEY) ?? '[]') as { key: string; copied?: boolean }[]
    const later = (ms: number) => (clock += ms)
    return { queue, outbox, api, kept, timers, later, noSync: () => (syncAvailable = false) }
  }

  it('copies a save it could not send; once the worker sent it the page drops it without sending it again', async () => {
    const t = setUp()
    t.api.answer('/r/finish', 0)
    expect((await t.queue.save({ key: 'finish', url: '/r/finish', body: 1 })).outcome).toBe('pending')
    expect(t.kept()).toEqual([expect.objectContaining({ key: 'finish', copied: true })])
    expect([...t.outbox.entries.keys()]).toHaveLength(1)

    // The tab is closed; the connection returns; the browser fires the worker's sync.
    t.api.answer('/r/finish', 200)
    expect(await sendOutbox(t.outbox, t.api.send, Date.now)).toEqual({ settled: 1, left: 0 })
    expect(t.api.got).toEqual(['/r/finish', '/r/finish'])

    // The next visit: the copy is gone, so the page's own list empties with no third request.
    await t.queue.start()
    expect(t.api.got).toHaveLength(2)
    expect(t.kept()).toEqual([])
    expect(t.queue.state()).toMatchObject({ pending: 0, recoveredAt: expect.any(Number) })
  })

  it('does not send a copied save while the worker is sending it, and sends it itself when it is free', async () => {
    const t = setUp()
    t.api.answer('/r/a', 503)
    await t.queue.save({ key: 'a', url: '/r/a', body: 1 })
    const [id] = t.outbox.entries.keys()
    await t.outbox.claim(Date.now(), LEASE_MS, [id]) // the worker's lease
    t.later(10_000)
    await t.queue.flush(true)
    expect(t.api.got).toHaveLength(1)
    // It looks again in a while, not at once (which would spin while the worker sends).
    expect(t.timers.at(-1)).toBeGreaterThanOrEqual(1000)
    await t.outbox.settle(id, false) // the worker's try failed: released
    t.api.answer('/r/a', 200)
    await t.queue.flush(true)
    expect(t.api.got).toHaveLength(2)
    expect(t.kept()).toEqual([])
    expect(t.outbox.entries.size).toBe(0)
  })

  it('withdraws the older copy of a key before a newer save, so the worker never sends stale state', async () => {
    const t = setUp()
    t.api.answer('/r/exam', 503)
    await t.queue.save({ key: 'exam', url: '/r/exam', body: { answers: 1 } })
    await t.queue.save({ key: 'exam', url: '/r/exam', body: { answers: 2 } })
    expect(t.outbox.entries.size).toBe(1)
    expect([...t.outbox.entries.values()][0].body).toEqual({ answers: 2 })
  })

  it('keeps a failed save only in the page where there is no Background Sync', async () => {
    const t = setUp()
    t.noSync()
    t.api.answer('/r/a', 0)
    await t.queue.save({ key: 'a', url: '/r/a', body: 1 })
    expect(t.kept()).toEqual([expect.not.objectContaining({ copied: true })])
    expect(t.outbox.entries.size).toBe(0)
  })
})
