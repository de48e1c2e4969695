// The server's CPU time, read from outside its process (Linux /proc), for the exam morning's CPU figures: on a
// loaded box latencies measure the neighbours, CPU time per student measures the server.
import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time (ms) the process's live threads have run, to the nanosecond (each thread's schedstat): the main thread,
 * libuv's pool (hashing, file system) and V8's helpers. Threads that have exited are not counted, so this is for
 * differences over short spans; `processCpuSeconds` counts the whole life.
 */
export function threadsCpuMs(pid: number): number {
  let ns = 0
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // The thread exited between the listing and the read.
    }
  }
  return ns / 1e6
}

/** CPU time (s, in clock ticks of 10 ms) and resident memory (MB) of a process over its whole life. */
export function sampleProcess(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return { cpuSeconds: ticks / 100, rssMb: Number(rss ?? 0) / 1024 }
}

/**
 * One request at a time, each one's CPU charged to its step: the span from sending it to reading its whole answer,
 * with nothing else in flight, is that request's work (plus any timer that fell into it, noise that averages out).
 */
export class CpuLedger<Step extends string> {
  readonly #spent = new Map<Step, number>()
  /** Each request's step and span (µs of the monotonic clock, as a V8 CPU profile's timestamps), to slice a profile. */
  readonly spans: [Step, number, number][] = []
  #queue: Promise<unknown> = Promise.resolve()
  constructor(private readonly cpuMs: () => number) {}

  run<T>(step: Step, request: () => Promise<T>): Promise<T> {
    const turn = this.#queue.then(async () => {
      const before = this.cpuMs()
      const from = process.hrtime.bigint() / 1000n
      try {
        return await request()
      } finally {
        this.#spent.set(step, (this.#spent.get(step) ?? 0) + this.cpuMs() - before)
        this.spans.push([step, Number(from), Number(process.hrtime.bigint() / 1000n)])
      }
    })
    this.#queue = turn.catch(() => {})
    return turn
  }

  spent(step: Step): number {
    return this.#spent.get(step) ?? 0
  }
}
