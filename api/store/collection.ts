import path from 'node:path'
import { Low } from 'lowdb'
import { DurableJSONFile, type DurableFileOptions } from './durable-file.ts'

/** Raised by a write after the store was closed (the server is shutting down). */
export class StoreClosedError extends Error {
  constructor() {
    super('The store is closed.')
  }
}

/** Told about each acknowledged write (the metrics' store write latency). */
export type WriteObserver = (collection: string, seconds: number) => void
let observeWrite: WriteObserver | undefined
export function onStoreWrite(observer: WriteObserver | undefined) {
  observeWrite = observer
}
export const reportWrite = (collection: string, seconds: number) => observeWrite?.(collection, seconds)

/** What the graceful shutdown drains and closes: a collection, or a set of per-student documents. */
export interface Closable {
  close(): Promise<void>
  readonly closed: boolean
}

/** Everything open in each DATA_DIR, so the store can be drained and closed as one (graceful shutdown). */
const openInDir = new Map<string, Set<Closable>>()

export function registerClosable(dataDir: string, closable: Closable) {
  const key = path.resolve(dataDir)
  const set = openInDir.get(key) ?? new Set()
  set.add(closable)
  openInDir.set(key, set)
}

export interface OpenOptions extends Pick<DurableFileOptions, 'valid' | 'cleanTemp'> {
  /** Write the file at once when there is none (default), or only with the first change (per-student documents). */
  createFile?: boolean
  /** The DATA_DIR whose shutdown closes this collection (default: the directory it is in; none for documents). */
  registerIn?: string | false
}

/**
 * One lowdb file. Every change runs through `update`: the mutations run one at a time (two requests changing the same
 * record never lose an update), and the caller hears back only after the data is on disk. Changes made in the same
 * tick, or while a write is in flight, share the next write (group commit): one fsynced write acknowledges them all.
 */
export class LowCollection<T> implements Closable {
  readonly db: Low<T>
  #lock: Promise<unknown> = Promise.resolve()
  /** The next write, shared by every change made before it starts. */
  #next: Promise<void> | undefined
  #writing: Promise<unknown> = Promise.resolve()
  /** Changes not acknowledged yet (queued, or waiting for their write). */
  readonly #inFlight = new Set<Promise<unknown>>()
  #closed = false

  private constructor(
    db: Low<T>,
    readonly name: string,
  ) {
    this.db = db
  }

  static async open<T>(
    dataDir: string,
    name: string,
    initial: T,
    options: OpenOptions = {},
  ): Promise<LowCollection<T>> {
    const file = new DurableJSONFile<T>(path.join(dataDir, `${name}.json`), options)
    const db = new Low<T>(file, initial)
    await db.read()
    if (db.data === null || db.data === undefined) {
      db.data = initial
      // First run: the file is created with its initial data, so DATA_DIR is complete from the start.
      if (options.createFile !== false) await db.write()
    }
    const collection = new LowCollection(db, name)
    if (options.registerIn !== false) registerClosable(options.registerIn ?? dataDir, collection)
    return collection
  }

  get data(): T {
    return this.db.data
  }

  update<R>(mutate: (data: T) => R | Promise<R>): Promise<R> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    const run = this.#lock.then(() => mutate(this.db.data))
    this.#lock = run.catch(() => undefined)
    const acknowledged = run.then(async (result) => {
      await this.#commit()
      return result
    })
    const settled = acknowledged.catch(() => undefined).finally(() => this.#inFlight.delete(settled))
    this.#inFlight.add(settled)
    return acknowledged
  }

  #commit(): Promise<void> {
    this.#next ??= (async () => {
      // The changes of this tick, and those made while the previous write runs, go into one write.
      await new Promise((resolve) => setImmediate(resolve))
      await this.#writing
      this.#next = undefined
      const started = performance.now()
      const write = this.db.write()
      this.#writing = write.catch(() => undefined)
      await write
      observeWrite?.(this.name, (performance.now() - started) / 1000)
    })()
    return this.#next
  }

  /** No change queued or waiting for its write. */
  get idle() {
    return this.#inFlight.size === 0
  }

  /** Refuses new changes, then waits until every queued one is written. */
  async close(): Promise<void> {
    this.#closed = true
    await Promise.all([...this.#inFlight])
  }

  get closed() {
    return this.#closed
  }
}

/** Lets the queued writes of everything open in dataDir finish (each already fsynced when acknowledged), then closes it. */
export async function closeCollections(dataDir: string): Promise<void> {
  const key = path.resolve(dataDir)
  const set = openInDir.get(key)
  if (!set) return
  await Promise.all([...set].map((c) => c.close()))
  openInDir.delete(key)
}

/** Whether dataDir's collections are open (none closed). */
export function collectionsOpen(dataDir: string): boolean {
  const set = openInDir.get(path.resolve(dataDir))
  return Boolean(set && set.size > 0 && [...set].every((c) => !c.closed))
}
