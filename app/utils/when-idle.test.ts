import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('work deferred to an idle moment', () => {
  it('waits for the browser to be idle, with a bound on the wait, and can be cancelled', () => {
    const queued = new Map<number, () => void>()
    const options: unknown[] = []
    vi.stubGlobal('window', {
      requestIdleCallback: (work: () => void, opts: unknown) => {
        options.push(opts)
        queued.set(queued.size + 1, work)
        return queued.size
      },
      cancelIdleCallback: (handle: number) => queued.delete(handle),
    })
    const work = vi.fn()
    whenIdle(work)
    const cancel = whenIdle(work, 500)
    expect(work).not.toHaveBeenCalled()
    expect(options).toEqual([{ timeout: 2000 }, { timeout: 500 }])
    cancel()
    for (const run of queued.values()) run()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('runs in a later task where the browser has no idle callbacks', () => {
    vi.useFakeTimers()
    vi.stubGlobal('window', { setTimeout, clearTimeout })
    const work = vi.fn()
    whenIdle(work)
    whenIdle(work)()
    expect(work).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(work).toHaveBeenCalledTimes(1)
  })
})
