import { open, readFile, rename, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Adapter } from 'lowdb'

/**
 * A lowdb adapter that acknowledges a write only once it is on disk: the JSON goes to a temp file, which is
 * fsynced, renamed over the target, and the directory fsynced. A crash mid-write leaves either the old file or
 * the new one, never a torn one. (lowdb's own JSONFile uses steno, which never fsyncs.)
 */
export class DurableJSONFile<T> implements Adapter<T> {
  #queue: Promise<unknown> = Promise.resolve()
  constructor(readonly filename: string) {}

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.filename, 'utf8')) as T
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  write(data: T): Promise<void> {
    // Writes to one file run one after another, so renames never race.
    const next = this.#queue.then(() => this.#writeNow(data))
    this.#queue = next.catch(() => undefined)
    return next
  }

  async #writeNow(data: T) {
    const dir = path.dirname(this.filename)
    await mkdir(dir, { recursive: true })
    const tmp = `${this.filename}.${process.pid}.tmp`
    const file = await open(tmp, 'w')
    try {
      await file.writeFile(JSON.stringify(data))
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(tmp, this.filename)
    const dirHandle = await open(dir, 'r')
    try {
      await dirHandle.sync()
    } finally {
      await dirHandle.close()
    }
  }
}
