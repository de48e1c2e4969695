import path from 'node:path'
import { Low } from 'lowdb'
import { DurableJSONFile } from './durable-file.ts'

/**
 * One lowdb file per resource. Every change runs through `update`, one at a time: the mutation and the write
 * that follows are serialized, so two requests changing the same record never lose an update, and the caller
 * hears back only after the data is on disk.
 */
export class LowCollection<T> {
  readonly db: Low<T>
  #lock: Promise<unknown> = Promise.resolve()

  private constructor(db: Low<T>) {
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
    return new LowCollection(db)
  }

  get data(): T {
    return this.db.data
  }

  update<R>(mutate: (data: T) => R | Promise<R>): Promise<R> {
    const run = this.#lock.then(async () => {
      const result = await mutate(this.db.data)
      await this.db.write()
      return result
    })
    this.#lock = run.catch(() => undefined)
    return run
  }
}
