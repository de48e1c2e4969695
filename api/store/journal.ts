import { mkdir, open, readdir, readFile, unlink, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { StoreClosedError } from './collection.ts'
import { DATA_DIR_MODE, DATA_FILE_MODE, logPairs, syncDir } from './durable-file.ts'

/** Where the write-ahead journal of the per-student documents lives in DATA_DIR (decision 081). */
export const JOURNAL_DIR = 'journal'
const SEGMENT = /^(\d{12})\.jsonl$/

/** A document's place in DATA_DIR without `.json` (`students/usr_1`): the journal's key and the file's name. */
export type DocumentPath = string

const isDocument = (value: unknown): value is object => typeof value === 'object' && value !== null

/** A journal entry that names changed records by part, where other entries hold the document's whole state. */
export type RecordChanges = Record<string, object[]>
type ChangeEntry = { $records: RecordChanges }
const isChange = (entry: object): entry is ChangeEntry => '$records' in entry
const changeEntry = (changes: RecordChanges) => JSON.stringify({ $records: changes } satisfies ChangeEntry)

/**
 * A document's state after its journal entries, in order: from its last whole state, or else from `stored` (its
 * file; `empty` when there is none), with the record changes after it applied by `apply`.
 */
export async function replay<T>(
  entries: object[],
  stored: () => Promise<T | null>,
  empty: () => T,
  apply: (data: T, changes: RecordChanges) => void,
): Promise<T> {
  const from = entries.findLastIndex((entry) => !isChange(entry))
  const data = from < 0 ? ((await stored()) ?? empty()) : (entries[from] as T)
  for (const entry of entries.slice(from + 1)) apply(data, (entry as ChangeEntry).$records)
  return data
}

async function segmentsIn(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return names.filter((name) => SEGMENT.test(name)).sort()
}

/**
 * Each document's entries in the journal (whole states and record changes, see `replay`), reading every segment in
 * order. A last line cut short by a crash was never acknowledged and is skipped; a damaged line that was completed
 * stops the start (StoreDamagedError).
 */
export async function readJournal(dataDir: string): Promise<{ docs: Map<DocumentPath, object[]>; segments: string[] }> {
  const dir = path.join(dataDir, JOURNAL_DIR)
  const segments = await segmentsIn(dir)
  const docs = new Map<DocumentPath, object[]>()
  for (const name of segments) {
    const text = await readFile(path.join(dir, name), 'utf8')
    const complete = text.slice(0, text.lastIndexOf('\n') + 1)
    const remedy = 'Restore DATA_DIR from a backup (npm run restore), then start again.'
    for (const [key, entry] of logPairs(complete, path.join(dir, name), isDocument, remedy)) {
      // A whole state makes the entries before it moot.
      const entries = isChange(entry) ? docs.get(key) : undefined
      if (entries) entries.push(entry)
      else docs.set(key, [entry])
    }
  }
  return { docs, segments: segments.map((name) => path.join(dir, name)) }
}

/**
 * The write-ahead journal of the per-student documents (decision 081): a change is acknowledged once the records it
 * changed (decision 150; or, for a change that does not name them, the document's new state) are appended to the
 * current segment and fdatasynced — one small append, whatever the number of students or the size of the document.
 * The changes made in the same tick, or while the previous append runs, share one append and one fdatasync (group
 * commit). The document files are brought up to date later, in the
 * background (a checkpoint), after which the segments before it are deleted; at start the journal is replayed.
 */
export class Journal {
  #handle: FileHandle | undefined
  #seq: number
  #bytes = 0
  #queue: Promise<unknown> = Promise.resolve()
  /** Entries waiting for the next append, in the order of the changes; each serialised when its batch is written. */
  #pending: [DocumentPath, (() => string) | RecordChanges][] = []
  #next: Promise<void> | undefined
  #closed = false

  private constructor(
    readonly dir: string,
    seq: number,
  ) {
    this.#seq = seq
  }

  /** Opens a fresh segment after those already in dataDir (which the caller replays, then deletes). */
  static async open(dataDir: string, after: string[]): Promise<Journal> {
    const dir = path.join(dataDir, JOURNAL_DIR)
    await mkdir(dir, { recursive: true, mode: DATA_DIR_MODE })
    const last = after.length ? Number(SEGMENT.exec(path.basename(after[after.length - 1]))![1]) : 0
    const journal = new Journal(dir, last)
    await journal.#startSegment()
    return journal
  }

  /** Bytes appended to the current segment. */
  get bytes() {
    return this.#bytes
  }

  /**
   * Resolves once the change is on disk: the document's whole state (`json()`), or its changed records, as they are
   * when the batch is written. A batch's record changes of one document go in one line.
   */
  append(doc: DocumentPath, change: (() => string) | RecordChanges): Promise<void> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    const last = this.#pending.findLast(([key]) => key === doc)?.[1]
    if (typeof change === 'function') {
      // The document's whole state when the batch is written includes every earlier change of it.
      this.#pending = this.#pending.filter(([key]) => key !== doc)
      this.#pending.push([doc, change])
    } else if (last && typeof last !== 'function')
      for (const [part, records] of Object.entries(change)) (last[part] ??= []).push(...records)
    else this.#pending.push([doc, change])
    this.#next ??= new Promise((resolve) => setImmediate(resolve)).then(() =>
      this.#serial(async () => {
        this.#next = undefined
        const batch = this.#pending
        this.#pending = []
        const entry = (change: (() => string) | RecordChanges) =>
          typeof change === 'function' ? change() : changeEntry(change)
        const text = batch.map(([key, change]) => `[${JSON.stringify(key)},${entry(change)}]\n`).join('')
        try {
          await this.#handle!.write(text)
          await this.#handle!.datasync()
        } catch (error) {
          // Whatever part of the batch reached the segment ends it: later batches start on a clean line.
          await this.#startSegment().catch(() => undefined)
          throw error
        }
        this.#bytes += Buffer.byteLength(text)
      }),
    )
    return this.#next
  }

  /** Starts a new segment (after the appends already queued) and returns the ones before it (all, once closed). */
  rotate(): Promise<string[]> {
    return this.#serial(async () => {
      const before = await segmentsIn(this.dir)
      if (!this.#closed) await this.#startSegment()
      return before.map((name) => path.join(this.dir, name))
    })
  }

  /** Refuses new changes, waits for the queued appends, closes the segment. */
  async close(): Promise<void> {
    this.#closed = true
    while (this.#next) await this.#next.catch(() => undefined)
    await this.#serial(async () => {
      await this.#handle?.close()
      this.#handle = undefined
    })
  }

  /** Deletes segments whose every document has been written to its file. */
  static async drop(segments: string[]) {
    if (!segments.length) return
    await Promise.all(segments.map((file) => unlink(file).catch(() => undefined)))
    await syncDir(path.dirname(segments[0]))
  }

  async #startSegment() {
    await this.#handle?.close()
    this.#seq++
    const file = path.join(this.dir, `${String(this.#seq).padStart(12, '0')}.jsonl`)
    this.#handle = await open(file, 'a', DATA_FILE_MODE)
    this.#bytes = 0
    // The new segment's directory entry is durable before anything is acknowledged from it.
    await syncDir(this.dir)
  }

  #serial<R>(op: () => Promise<R>): Promise<R> {
    const run = this.#queue.then(op)
    this.#queue = run.catch(() => undefined)
    return run
  }
}
