import { existsSync } from 'node:fs'
import { mkdir, open, readFile, rename, truncate, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { StoreClosedError, reportWrite, type Closable } from './collection.ts'
import { DATA_DIR_MODE, DATA_FILE_MODE, DurableJSONFile, logPairs, syncDir } from './durable-file.ts'
import { LEGACY_DIR } from './migrate-layout.ts'
import type { RecordMap } from './partitions.ts'

export interface RecordLogOptions<V> {
  isValue: (value: unknown) => value is V
  /** A whole-file collection this log replaces: its records are read once, into the log, and the file moved aside. */
  legacy?: { file: string; records: (data: object) => Record<string, V>; valid: (data: object) => boolean }
  /** Rewrite the log once it holds this many lines more than twice its live records (default 1,000). */
  slack?: number
}

/**
 * Records by key kept as an append-only file of `["<key>",<record>]` lines (`["<key>",null]` removes one), read into
 * memory at start: a change appends its own lines, whatever the number of records. Changes of the same tick share
 * one append and one fdatasync. Once most lines are outdated the log is rewritten from memory (temp file, fsync,
 * rename) after the appends queued before it, so a rewrite costs the live records once per as many changes. A last
 * line cut short by a crash (never acknowledged) is cut off at start; a damaged line elsewhere stops the start.
 */
export class RecordLog<V> implements RecordMap<V>, Closable {
  readonly #records = new Map<string, V>()
  #lines = 0
  #pending: string[] = []
  #next: Promise<void> | undefined
  #writing: Promise<unknown> = Promise.resolve()
  #handle: FileHandle | undefined
  #closed = false

  private constructor(
    readonly filename: string,
    private readonly slack: number,
  ) {}

  static async open<V>(dataDir: string, name: string, options: RecordLogOptions<V>): Promise<RecordLog<V>> {
    const log = new RecordLog<V>(path.join(dataDir, `${name}.jsonl`), options.slack ?? 1000)
    const { records, lines, complete } = await readRecords(dataDir, name, options)
    if (complete < lines.bytes) await truncate(log.filename, complete)
    for (const [key, value] of records) log.#records.set(key, value)
    log.#lines = lines.count
    if (options.legacy && existsSync(path.join(dataDir, `${options.legacy.file}.json`))) {
      // Everything is in memory: one rewrite keeps it, then the old file moves aside (interrupted: done again).
      await log.#rewrite()
      await moveAside(dataDir, [`${options.legacy.file}.json`, `${options.legacy.file}.json.bak`])
    }
    return log
  }

  get(key: string): V | undefined {
    return this.#records.get(key)
  }

  entries() {
    return this.#records.entries()
  }

  get size() {
    return this.#records.size
  }

  write(changes: [string, V | null][]): Promise<void> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    if (!changes.length) return Promise.resolve()
    for (const [key, value] of changes) apply(this.#records, key, value)
    this.#pending.push(...changes.map((change) => `${JSON.stringify(change)}\n`))
    this.#next ??= (async () => {
      await new Promise((resolve) => setImmediate(resolve))
      await this.#writing
      this.#next = undefined
      const lines = this.#pending
      this.#pending = []
      const started = performance.now()
      const write = this.#writing.then(() => this.#append(lines))
      this.#writing = write.catch(() => undefined)
      await write
      reportWrite(path.basename(this.filename, '.jsonl'), (performance.now() - started) / 1000)
      this.#lines += lines.length
      if (this.#lines > 2 * this.#records.size + this.slack) {
        const rewrite = this.#writing.then(() => this.#rewrite())
        this.#writing = rewrite.catch((error: unknown) => console.error(`[store] rewrite of ${this.filename}`, error))
      }
    })()
    return this.#next
  }

  async #append(lines: string[]) {
    if (!this.#handle) {
      this.#handle = await open(this.filename, 'a', DATA_FILE_MODE)
      // The file may be new: its directory entry is made durable before anything is acknowledged from it.
      await syncDir(path.dirname(this.filename))
    }
    await this.#handle.write(lines.join(''))
    await this.#handle.datasync()
  }

  /** Removes the records, then rewrites the log after the appends queued before it: no line of them is left. */
  purge(keys: string[]): Promise<void> {
    if (this.#closed) return Promise.reject(new StoreClosedError())
    for (const key of keys) this.#records.delete(key)
    // Lines still waiting for their append would bring a purged record back in the file.
    const purged = new Set(keys)
    this.#pending = this.#pending.filter((line) => !purged.has((JSON.parse(line) as [string])[0]))
    const rewrite = this.#writing.then(() => this.#rewrite())
    this.#writing = rewrite.catch(() => undefined)
    return rewrite
  }

  /** The live records into a new file that replaces the log; later appends go to the new file. */
  async #rewrite() {
    const tmp = `${this.filename}.${process.pid}.tmp`
    const file = await open(tmp, 'w', DATA_FILE_MODE)
    try {
      await file.writeFile([...this.#records].map((entry) => `${JSON.stringify(entry)}\n`).join(''))
      await file.sync()
    } finally {
      await file.close()
    }
    await this.#handle?.close()
    this.#handle = undefined
    await rename(tmp, this.filename)
    await syncDir(path.dirname(this.filename))
    this.#lines = this.#records.size
  }

  /** Refuses new changes, then waits for those not yet on disk. */
  async close(): Promise<void> {
    this.#closed = true
    while (this.#next) await this.#next.catch(() => undefined)
    await this.#writing
    await this.#handle?.close()
    this.#handle = undefined
  }

  get closed() {
    return this.#closed
  }
}

/** Moves files of a layout read into a log to DATA_DIR/legacy/, in order (the first one's presence means "not yet"). */
export async function moveAside(dataDir: string, files: string[]) {
  const legacyDir = path.join(dataDir, LEGACY_DIR)
  await mkdir(legacyDir, { recursive: true, mode: DATA_DIR_MODE })
  for (const file of files)
    if (existsSync(path.join(dataDir, file))) await rename(path.join(dataDir, file), path.join(legacyDir, file))
  await syncDir(legacyDir)
  await syncDir(dataDir)
}

function apply<V>(records: Map<string, V>, key: string, value: V | null) {
  if (value === null) records.delete(key)
  else records.set(key, value)
}

/**
 * The records a log holds (over those of the legacy file it replaces, when that is still there), without changing
 * anything: what the log opens with, and what `npm run db:import` copies.
 */
export async function readRecords<V>(dataDir: string, name: string, options: RecordLogOptions<V>) {
  const filename = path.join(dataDir, `${name}.jsonl`)
  let text = ''
  try {
    text = await readFile(filename, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const end = text.lastIndexOf('\n') + 1
  const remedy = 'Restore DATA_DIR from a backup (npm run restore), then start again.'
  const isEntry = (value: unknown): value is V | null => value === null || options.isValue(value)
  const lines = logPairs(text.slice(0, end), filename, isEntry, remedy)
  const records = new Map<string, V>()
  const { legacy } = options
  if (legacy) {
    const file = new DurableJSONFile<object>(path.join(dataDir, `${legacy.file}.json`), { valid: legacy.valid })
    const data = await file.read()
    if (data) for (const [key, value] of Object.entries(legacy.records(data))) records.set(key, value)
  }
  for (const [key, value] of lines) apply(records, key, value)
  return {
    records,
    lines: { count: lines.length, bytes: Buffer.byteLength(text) },
    complete: Buffer.byteLength(text.slice(0, end)),
  }
}
