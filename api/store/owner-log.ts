import { open, readFile, rename, truncate } from 'node:fs/promises'
import path from 'node:path'
import { StoreClosedError, type Closable } from './collection.ts'
import { DATA_FILE_MODE, logPairs, syncDir } from './durable-file.ts'
import type { OwnerIndex } from './partitions.ts'

export const OWNER_LOG = 'session-owners.jsonl'

const isOwner = (value: unknown): value is string | null => typeof value === 'string' || value === null

/**
 * The owner of every practice and tutor session, as an append-only file of `["<session id>","<owner>"]` lines
 * (DATA_DIR/session-owners.jsonl), read into memory at start: adding a session appends one line, whatever the number
 * stored. Lines added in the same tick share one append and one fsync. A last line cut short by a crash (never
 * acknowledged) is cut off at start; a damaged line elsewhere stops the start.
 */
export class OwnerLog implements OwnerIndex, Closable {
  readonly #owners = new Map<string, string | null>()
  #pending: string[] = []
  #next: Promise<void> | undefined
  #writing: Promise<unknown> = Promise.resolve()
  #dirSynced = false
  #closed = false

  private constructor(readonly filename: string) {}

  static async open(dataDir: string): Promise<OwnerLog> {
    const log = new OwnerLog(path.join(dataDir, OWNER_LOG))
    let text = ''
    try {
      text = await readFile(log.filename, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    const end = text.lastIndexOf('\n') + 1
    if (end < text.length) await truncate(log.filename, Buffer.byteLength(text.slice(0, end)))
    const remedy = 'Restore DATA_DIR from a backup (npm run restore) or remove that line, then start again.'
    for (const [id, owner] of logPairs(text.slice(0, end), log.filename, isOwner, remedy)) log.#owners.set(id, owner)
    return log
  }

  get(id: string) {
    return this.#owners.get(id)
  }

  get size() {
    return this.#owners.size
  }

  add(entries: [string, string | null][]): Promise<void> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    const fresh = entries.filter(([id, owner]) => this.#owners.get(id) !== owner)
    if (!fresh.length) return Promise.resolve()
    for (const [id, owner] of fresh) this.#owners.set(id, owner)
    this.#pending.push(...fresh.map((entry) => `${JSON.stringify(entry)}\n`))
    this.#next ??= (async () => {
      await new Promise((resolve) => setImmediate(resolve))
      await this.#writing
      this.#next = undefined
      const lines = this.#pending.join('')
      this.#pending = []
      // Chained, not started at once: a rewrite (forget) queued meanwhile runs first.
      const write = this.#writing.then(() => this.#append(lines))
      this.#writing = write.catch(() => undefined)
      await write
    })()
    return this.#next
  }

  /**
   * Removes the owner's lines: the log is written anew from memory (temp file, fsync, rename), after the writes
   * queued before it. Lines still waiting for their append are in memory already, so the rewrite keeps them too.
   */
  forget(owner: string): Promise<void> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    for (const [id, held] of this.#owners) if (held === owner) this.#owners.delete(id)
    this.#pending = this.#pending.filter((line) => (JSON.parse(line) as [string, string | null])[1] !== owner)
    const write = this.#writing.then(() => this.#rewrite())
    this.#writing = write.catch(() => undefined)
    return write
  }

  async #rewrite() {
    const tmp = `${this.filename}.${process.pid}.tmp`
    const file = await open(tmp, 'w', DATA_FILE_MODE)
    try {
      await file.writeFile([...this.#owners].map((entry) => `${JSON.stringify(entry)}\n`).join(''))
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(tmp, this.filename)
    await syncDir(path.dirname(this.filename))
  }

  async #append(text: string) {
    const file = await open(this.filename, 'a', DATA_FILE_MODE)
    try {
      await file.appendFile(text)
      await file.sync()
    } finally {
      await file.close()
    }
    // The first append of this process may have created the file: its directory entry is made durable too.
    if (!this.#dirSynced) {
      await syncDir(path.dirname(this.filename))
      this.#dirSynced = true
    }
  }

  /** Refuses new lines, then waits for those not yet on disk. */
  async close(): Promise<void> {
    this.#closed = true
    while (this.#next) await this.#next.catch(() => undefined)
    await this.#writing
  }

  get closed() {
    return this.#closed
  }
}
