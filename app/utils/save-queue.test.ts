import { describe, expect, it, vi } from 'vitest'
import { createSaveQueue, SAVE_QUEUE_KEY } from './save-queue.ts'

/** A queue over a fake localStorage and a fake server whose answer each test sets. */
function setUp(storage = new Map<string, string>()) {
  let clock = 1_000
  let status = 200
  const sent: { url: string; body: unknown }[] = []
  const timers: { run: () => void; at: number }[] = []
  const queue = createSaveQueue({
    storage: () => ({ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) }),
    send: async (url, body) => {
      sent.push({ url, body })
      if (status === 0) throw new TypeError('Failed to fetch')
      return { status, reply: status === 200 ? { took: body } : null }
    },
    now: () => clock,
    schedule: (run, ms) => {
      const timer = { run, at: clock + ms }
      timers.push(timer)
      return () => timers.splice(timers.indexOf(timer), 1)
    },
  })
  return {
    queue,
    storage,
    sent,
    answer: (next: number) => (status = next),
    /** Moves the clock on and runs the timers that are due. */
    async wait(ms: number) {
      clock += ms
      for (const timer of timers.filter((t) => t.at <= clock)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.run()
      }
      await vi.waitFor(() => expect(queue.state()).toBeDefined())
      await new Promise((r) => setTimeout(r, 0))
    },
  }
}

const kept = (storage: Map<string, string>) => JSON.parse(storage.get(SAVE_QUEUE_KEY) ?? '[]') as { key: string }[]

describe('save queue', () => {
  it('sends a save and keeps nothing once the server took it', async () => {
    const { queue, storage, sent } = setUp()
    expect(await queue.save({ key: 'a', url: '/resources/x', body: { n: 1 } })).toEqual({
      outcome: 'saved',
      reply: { took: { n: 1 } },
    })
    expect(sent).toEqual([{ url: '/resources/x', body: { n: 1 } }])
    expect(kept(storage)).toEqual([])
    expect(queue.state()).toMatchObject({ pending: 0, recoveredAt: null })
  })

  it('keeps a failed save in storage and retries it until the server takes it, then says so', async () => {
    const t = setUp()
    t.answer(500)
    expect((await t.queue.save({ key: 'finish', url: '/r', body: { id: 1 } })).outcome).toBe('pending')
    expect(kept(t.storage).map((p) => p.key)).toEqual(['finish'])
    expect(t.queue.state().pending).toBe(1)
    t.answer(0) // no answer at all: still kept
    await t.wait(2_000)
    expect(t.sent).toHaveLength(2)
    expect(t.queue.state().pending).toBe(1)
    t.answer(200)
    await t.wait(4_000)
    expect(t.sent).toHaveLength(3)
    expect(kept(t.storage)).toEqual([])
    expect(t.queue.state()).toMatchObject({ pending: 0, recoveredAt: expect.any(Number) })
  })

  it('treats a 401 as "retry later" (an outage can answer one) and a 400 as refused', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const t = setUp()
    t.answer(401)
    expect((await t.queue.save({ key: 'a', url: '/r', body: 1 })).outcome).toBe('pending')
    t.answer(400)
    expect((await t.queue.save({ key: 'b', url: '/r', body: 2 })).outcome).toBe('refused')
    expect(kept(t.storage).map((p) => p.key)).toEqual(['a'])
    expect(t.queue.state().refused).toBe(1)
    expect(error).toHaveBeenCalledOnce()
  })

  it('keeps only the newest save of a key and sends that one', async () => {
    const t = setUp()
    t.answer(503)
    await t.queue.save({ key: 'exam', url: '/r', body: { answers: 1 } })
    await t.queue.save({ key: 'exam', url: '/r', body: { answers: 2 } })
    await t.queue.save({ key: 'exam', url: '/r', body: { answers: 3 } })
    expect(kept(t.storage)).toHaveLength(1)
    expect(t.queue.pendingBody('exam')).toEqual({ answers: 3 })
    t.answer(200)
    await t.queue.flush(true)
    expect(t.sent.at(-1)?.body).toEqual({ answers: 3 })
    expect(t.queue.pendingBody('exam')).toBeNull()
  })

  it('sends what an earlier visit left when a new page starts (a reload, a closed tab)', async () => {
    const first = setUp()
    first.answer(500)
    await first.queue.save({ key: 'a', url: '/r', body: 'kept' })
    const second = setUp(first.storage) // the same browser storage, a new page
    expect(second.queue.state().pending).toBe(0)
    await second.queue.start()
    expect(second.sent).toEqual([{ url: '/r', body: 'kept' }])
    expect(kept(second.storage)).toEqual([])
    expect(second.queue.state().recoveredAt).not.toBeNull()
  })

  it('ignores a damaged stored queue instead of failing the page', async () => {
    const storage = new Map([[SAVE_QUEUE_KEY, '{not json']])
    const t = setUp(storage)
    await t.queue.start()
    expect((await t.queue.save({ key: 'a', url: '/r', body: 1 })).outcome).toBe('saved')
  })
})
