import { createHash } from 'node:crypto'
import { mkdir, readdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import { StoreClosedError, registerClosable, reportWrite, type Closable } from './collection.ts'
import { DATA_DIR_MODE, DurableJSONFile, syncDir } from './durable-file.ts'
import { Journal, readJournal, replay, type DocumentPath, type RecordChanges } from './journal.ts'
import { ANONYMOUS_PREFIX, type Changed, type Partitioned } from './partitions.ts'

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

const documentPath = (dataDir: string, key: string): DocumentPath => {
  const { dir, name } = documentFile(dataDir, key)
  return path.join(path.relative(dataDir, dir), name)
}

interface Doc<T> {
  key: string
  data: T
  file: DurableJSONFile<T>
  /** Changes waiting for their journal append. */
  writing: number
}

interface Entry<T> {
  opening: Promise<Doc<T>>
  doc?: Doc<T>
}

export interface DocumentSetOptions<T> {
  empty: () => T
  valid: (data: object) => boolean
  /** Applies a journal entry's record changes to a document (the replay of a change that named its records). */
  apply: (data: T, changes: RecordChanges) => void
  /** How many documents stay in memory (those not yet checkpointed are kept besides). */
  cached?: number
  /** Checkpoint this long after the first change not yet in the document files (ms, default 30,000)... */
  checkpointAfterMs?: number
  /** ...or as soon as the journal's current segment holds this many bytes (default 16 MB). */
  checkpointBytes?: number
}

/**
 * One lowdb document per key (DATA_DIR/students/<user id>.json, DATA_DIR/anonymous/<conversation id>.json). A change
 * runs on the document in memory and is acknowledged once the records it names (else the document's new state) are in
 * the write-ahead journal (journal.ts, decisions 081, 150): one fdatasynced append shared by every change of the tick. A checkpoint later writes each changed
 * document to its file (temp file, fsync, rename, `.bak`) and deletes the journal segments it covers; a start replays
 * what the journal holds. Documents are read on first use, and at most `cached` stay in memory besides those changed
 * since the last checkpoint. A document that cannot be read, nor its backup, fails the request (StoreDamagedError).
 */
export class DocumentSet<T extends object> implements Partitioned<T>, Closable {
  readonly #entries = new Map<string, Entry<T>>()
  /** Documents changed since the last checkpoint began, by their path. */
  #dirty = new Map<DocumentPath, Doc<T>>()
  #timer: NodeJS.Timeout | undefined
  #checkpoint: Promise<void> = Promise.resolve()
  /** Segments of failed checkpoints: deleted by the next one that writes every document. */
  #covered: string[] = []
  /** Documents the running checkpoint is writing to their files. */
  #saving = new Set<Doc<T>>()
  #closed = false

  private constructor(
    readonly dataDir: string,
    private readonly journal: Journal,
    private readonly options: Required<DocumentSetOptions<T>>,
  ) {}

  static async open<T extends object>(dataDir: string, options: DocumentSetOptions<T>): Promise<DocumentSet<T>> {
    for (const sub of [STUDENTS_DIR, ANONYMOUS_DIR]) {
      const dir = path.join(dataDir, sub)
      await mkdir(dir, { recursive: true, mode: DATA_DIR_MODE })
      // Temp files of a write cut short by a crash: removed once here, not at every document's first read.
      const stale = (await readdir(dir)).filter((name) => /\.\d+\.tmp$/.test(name))
      await Promise.all(stale.map((name) => unlink(path.join(dir, name)).catch(() => undefined)))
    }
    // What the last run acknowledged but had not checkpointed: written to the files before anything is read.
    const { docs, segments } = await readJournal(dataDir)
    for (const [doc, entries] of docs) {
      const file = new DurableJSONFile<T>(path.join(dataDir, `${doc}.json`), { cleanTemp: false, valid: options.valid })
      await file.write(await replay(entries, () => file.read(), options.empty, options.apply))
    }
    await Journal.drop(segments)
    // `?? default` each: an option passed as undefined (openLowStore's cachedStudents when unset) is the default.
    const set = new DocumentSet<T>(dataDir, await Journal.open(dataDir, segments), {
      ...options,
      cached: options.cached ?? 1000,
      checkpointAfterMs: options.checkpointAfterMs ?? 30_000,
      checkpointBytes: options.checkpointBytes ?? 16 * 1024 * 1024,
    })
    registerClosable(dataDir, set)
    return set
  }

  async read(key: string): Promise<T> {
    return (await this.#open(key)).data
  }

  async update<R>(key: string, mutate: (data: T, changed: Changed<T>) => R): Promise<R> {
    let doc = await this.#open(key)
    // A document dropped from memory between its opening and now is read again (the set itself closed: refused).
    while (this.#entries.get(key)?.doc !== doc) doc = await this.#open(key)
    const records: RecordChanges = {}
    const result = mutate(doc.data, (part, ...changed) => void (records[part] ??= []).push(...(changed as object[])))
    const named = Object.keys(records).length > 0
    // A change that named its records and found none changed (a card left as it was) has nothing to keep.
    if (named && Object.values(records).every((list) => !list.length)) return result
    const started = performance.now()
    doc.writing++
    this.#dirty.set(documentPath(this.dataDir, key), doc)
    try {
      const at = documentPath(this.dataDir, key)
      await this.journal.append(at, named ? records : () => JSON.stringify(doc.data))
    } finally {
      doc.writing--
    }
    reportWrite(key.startsWith(ANONYMOUS_PREFIX) ? ANONYMOUS_DIR : STUDENTS_DIR, (performance.now() - started) / 1000)
    this.#scheduleCheckpoint()
    return result
  }

  async students(): Promise<string[]> {
    const names = await readdir(path.join(this.dataDir, STUDENTS_DIR))
    const stored = names.flatMap((name) => /^([A-Za-z0-9_-]{1,100})\.json$/.exec(name)?.[1] ?? [])
    // A student whose first change is still only in the journal.
    const fresh = [...this.#dirty.values()].map((d) => d.key).filter((key) => !key.startsWith(ANONYMOUS_PREFIX))
    return [...new Set([...stored, ...fresh])]
  }

  /** Writes every document changed so far to its file, then deletes the journal segments this covers. */
  checkpoint(): Promise<void> {
    const run = this.#checkpoint.then(async () => {
      clearTimeout(this.#timer)
      this.#timer = undefined
      const segments = await this.journal.rotate()
      const docs = [...this.#dirty]
      this.#dirty = new Map()
      this.#saving = new Set(docs.map(([, doc]) => doc))
      const failed: [DocumentPath, Doc<T>][] = []
      for (const [at, doc] of docs)
        await doc.file.write(doc.data).catch((error: unknown) => {
          failed.push([at, doc])
          console.error(`[store] checkpoint of ${at} failed; the journal keeps it (${String(error)}).`)
        })
      this.#saving = new Set()
      this.#covered.push(...segments)
      if (!failed.length) return Journal.drop(this.#covered.splice(0))
      for (const [at, doc] of failed) if (!this.#dirty.has(at)) this.#dirty.set(at, doc)
      this.#scheduleCheckpoint()
    })
    this.#checkpoint = run.catch(() => undefined)
    return run
  }

  #scheduleCheckpoint() {
    if (this.#closed) return
    if (this.journal.bytes >= this.options.checkpointBytes) void this.checkpoint().catch(() => undefined)
    else if (!this.#timer && this.#dirty.size) {
      this.#timer = setTimeout(() => void this.checkpoint().catch(() => undefined), this.options.checkpointAfterMs)
      this.#timer.unref()
    }
  }

  /**
   * Removes a document for good: out of memory and of the changes waiting for a checkpoint, then a checkpoint (so
   * no journal segment still holds it and a restart cannot bring it back), then its file, backup and damaged copies.
   */
  async remove(key: string): Promise<void> {
    const entry = this.#entries.get(key)
    // Out of the map first: a change arriving meanwhile opens the document again rather than waiting on this one.
    this.#entries.delete(key)
    await entry?.opening.catch(() => undefined)
    this.#dirty.delete(documentPath(this.dataDir, key))
    await this.checkpoint()
    const { dir, name } = documentFile(this.dataDir, key)
    const copies = (await readdir(dir)).filter((file) => file === `${name}.json` || file.startsWith(`${name}.json.`))
    await Promise.all(copies.map((file) => unlink(path.join(dir, file)).catch(() => undefined)))
    await syncDir(dir)
  }

  #open(key: string): Promise<Doc<T>> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    const known = this.#entries.get(key)
    if (known) {
      // Most recently used last.
      this.#entries.delete(key)
      this.#entries.set(key, known)
      return known.opening
    }
    const { dir, name } = documentFile(this.dataDir, key)
    const file = new DurableJSONFile<T>(path.join(dir, `${name}.json`), { cleanTemp: false, valid: this.options.valid })
    const entry: Entry<T> = {
      opening: file.read().then((stored) => {
        const data = stored ?? this.options.empty()
        // A part added after the document was written starts empty.
        for (const [part, value] of Object.entries(this.options.empty()))
          (data as Record<string, unknown>)[part] ??= value
        return { key, data, file, writing: 0 }
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

  /** Drops the least recently used documents beyond `cached`: never one with a change not yet in its file. */
  #dropIdle() {
    if (this.#entries.size <= this.options.cached) return
    const unsaved = new Set([...this.#dirty.values(), ...this.#saving])
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.options.cached) break
      if (!entry.doc || entry.doc.writing || unsaved.has(entry.doc)) continue
      this.#entries.delete(key)
    }
  }

  /** Refuses new changes, waits for those queued, then checkpoints (a clean stop leaves no journal to replay). */
  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#timer)
    await Promise.allSettled([...this.#entries.values()].map((e) => e.opening))
    await this.journal.close()
    await this.checkpoint()
  }

  get closed() {
    return this.#closed
  }
}
