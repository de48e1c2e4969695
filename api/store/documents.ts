import { createHash } from 'node:crypto'
import { mkdir, readdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import { LowCollection, StoreClosedError, registerClosable, type Closable } from './collection.ts'
import { DATA_DIR_MODE, syncDir } from './durable-file.ts'
import { ANONYMOUS_PREFIX, type Partitioned } from './partitions.ts'

/** Where the per-student documents live in DATA_DIR: students by user id, anonymous tutor conversations apart. */
export const STUDENTS_DIR = 'students'
export const ANONYMOUS_DIR = 'anonymous'

/** A key's file: the key itself when it is a plain id (`usr_…`, `tut_…`), else its hash (never a path from input). */
export function documentFile(dataDir: string, key: string): { dir: string; name: string } {
  const anonymous = key.startsWith(ANONYMOUS_PREFIX)
  const id = anonymous ? key.slice(ANONYMOUS_PREFIX.length) : key
  const name = /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : `h-${createHash('sha256').update(id).digest('hex')}`
  return { dir: path.join(dataDir, anonymous ? ANONYMOUS_DIR : STUDENTS_DIR), name }
}

interface Entry<T> {
  opening: Promise<LowCollection<T>>
  doc?: LowCollection<T>
}

/**
 * One lowdb file per key (DATA_DIR/students/<user id>.json, DATA_DIR/anonymous/<conversation id>.json), each a
 * LowCollection: a change rewrites and fsyncs that one document only. Documents are read on first use, not at start,
 * and at most `cached` of them stay in memory (the least recently used idle ones are dropped; a write in progress is
 * never dropped). A document that cannot be read, nor its backup, fails the request (StoreDamagedError), never
 * reads as empty.
 */
export class DocumentSet<T extends object> implements Partitioned<T>, Closable {
  readonly #entries = new Map<string, Entry<T>>()
  #closed = false

  private constructor(
    readonly dataDir: string,
    private readonly empty: () => T,
    private readonly valid: (data: object) => boolean,
    private readonly cached: number,
  ) {}

  static async open<T extends object>(
    dataDir: string,
    options: { empty: () => T; valid: (data: object) => boolean; cached?: number },
  ): Promise<DocumentSet<T>> {
    for (const sub of [STUDENTS_DIR, ANONYMOUS_DIR]) {
      const dir = path.join(dataDir, sub)
      await mkdir(dir, { recursive: true, mode: DATA_DIR_MODE })
      // Temp files of a write cut short by a crash: removed once here, not at every document's first read.
      const stale = (await readdir(dir)).filter((name) => /\.\d+\.tmp$/.test(name))
      await Promise.all(stale.map((name) => unlink(path.join(dir, name)).catch(() => undefined)))
    }
    const set = new DocumentSet(dataDir, options.empty, options.valid, options.cached ?? 1000)
    registerClosable(dataDir, set)
    return set
  }

  async read(key: string): Promise<T> {
    return (await this.#open(key)).data
  }

  async update<R>(key: string, mutate: (data: T) => R): Promise<R> {
    for (;;) {
      const doc = await this.#open(key)
      // A document dropped from memory between its opening and now is read again (the set itself closed: refused).
      if (!doc.closed) return doc.update(mutate)
    }
  }

  async students(): Promise<string[]> {
    const names = await readdir(path.join(this.dataDir, STUDENTS_DIR))
    return names.flatMap((name) => /^([A-Za-z0-9_-]{1,100})\.json$/.exec(name)?.[1] ?? [])
  }

  /** Drops the document from memory once its queued changes are kept, then removes its file, backup and damaged copies. */
  async remove(key: string): Promise<void> {
    const entry = this.#entries.get(key)
    // Out of the map first: a change arriving meanwhile opens the document again rather than waiting on this one.
    this.#entries.delete(key)
    const doc = await entry?.opening.catch(() => undefined)
    await doc?.close()
    const { dir, name } = documentFile(this.dataDir, key)
    const copies = (await readdir(dir)).filter((file) => file === `${name}.json` || file.startsWith(`${name}.json.`))
    await Promise.all(copies.map((file) => unlink(path.join(dir, file)).catch(() => undefined)))
    await syncDir(dir)
  }

  #open(key: string): Promise<LowCollection<T>> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    const known = this.#entries.get(key)
    if (known) {
      // Most recently used last.
      this.#entries.delete(key)
      this.#entries.set(key, known)
      return known.opening
    }
    const { dir, name } = documentFile(this.dataDir, key)
    const entry: Entry<T> = {
      opening: LowCollection.open(dir, name, this.empty(), {
        createFile: false,
        registerIn: false,
        cleanTemp: false,
        valid: this.valid,
      }).then((doc) => {
        // A part added after the document was written starts empty.
        for (const [part, value] of Object.entries(this.empty())) (doc.data as Record<string, unknown>)[part] ??= value
        return doc
      }),
    }
    entry.opening.then(
      (doc) => void (entry.doc = doc),
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    )
    this.#entries.set(key, entry)
    this.#dropIdle()
    return entry.opening
  }

  #dropIdle() {
    if (this.#entries.size <= this.cached) return
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.cached) break
      if (!entry.doc?.idle) continue
      void entry.doc.close()
      this.#entries.delete(key)
    }
  }

  /** Refuses new changes, then waits until every queued one is written. */
  async close(): Promise<void> {
    this.#closed = true
    const docs = await Promise.allSettled([...this.#entries.values()].map((e) => e.opening))
    await Promise.all(docs.flatMap((d) => (d.status === 'fulfilled' ? [d.value.close()] : [])))
  }

  get closed() {
    return this.#closed
  }
}
