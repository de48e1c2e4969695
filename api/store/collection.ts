import path from 'node:path'
import { Low } from 'lowdb'
import { DurableJSONFile } from './durable-file.ts'

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

/** Every open collection of each DATA_DIR, so the store can be drained and closed as one (graceful shutdown). */
const openCollections = new Map<string, Set<LowCollection<unknown>>>()

/**
 * One lowdb file per resource. Every change runs through `update`, one at a time: the mutation and the write
 * that follows are serialized, so two requests changing the same record never lose an update, and the caller
 * hears back only after the data is on disk.
 */
export class LowCollection<T> {
  readonly db: Low<T>
  #lock: Promise<unknown> = Promise.resolve()
  #closed = false

  private constructor(
    db: Low<T>,
    readonly name: string,
  ) {
    this.db = db
  }

  static async open<T>(dataDir: string, name: string, initial: T): Promise<LowCollection<T>> {
    const db = new Low<T>(new DurableJSONFile<T>(path.join(dataDir, `${name}.json`)), initial)
    await db.read()
    if (db.data === null || db.data === undefined) {
      // First run: the file is created with its initial data, so DATA_DIR is complete from the start.
      db.data = initial
      await db.write()
    }
    const collection = new LowCollection(db, name)
    const key = path.resolve(dataDir)
    const set = openCollections.get(key) ?? new Set()
    set.add(collection as LowCollection<unknown>)
    openCollections.set(key, set)
    return collection
  }

  get data(): T {
    return this.db.data
  }

  update<R>(mutate: (data: T) => R | Promise<R>): Promise<R> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    const run = this.#lock.then(async () => {
      const result = await mutate(this.db.data)
      const started = performance.now()
      await this.db.write()
      observeWrite?.(this.name, (performance.now() - started) / 1000)
      return result
    })
    this.#lock = run.catch(() => undefined)
    return run
  }

  /** Waits for every queued write, then refuses new ones. */
  async close(): Promise<void> {
    this.#closed = true
    await this.#lock
  }

  get closed() {
    return this.#closed
  }
}

/** Lets the queued writes of every collection in dataDir finish (each already fsynced when acknowledged), then closes them. */
export async function closeCollections(dataDir: string): Promise<void> {
  const key = path.resolve(dataDir)
  const set = openCollections.get(key)
  if (!set) return
  await Promise.all([...set].map((c) => c.close()))
  openCollections.delete(key)
}

/** Whether dataDir's collections are open (none closed). */
export function collectionsOpen(dataDir: string): boolean {
  const set = openCollections.get(path.resolve(dataDir))
  return Boolean(set && set.size > 0 && [...set].every((c) => !c.closed))
}
