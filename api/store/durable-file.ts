import { chmod, open, readFile, readdir, rename, mkdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Adapter } from 'lowdb'

/** Data files hold emails, password hashes and session ids: only the server's user may read them. */
export const DATA_FILE_MODE = 0o600
export const DATA_DIR_MODE = 0o700

type Log = (message: string) => void

/**
 * A data file with no readable copy (it and its `.bak` cut short, emptied, not JSON, or of the wrong shape): the
 * server refuses to start rather than serve it as empty (issue 27, H2). The message names the file, never its content.
 */
export class StoreDamagedError extends Error {
  readonly code = 'ESTOREDAMAGED'
}

export interface DurableFileOptions {
  /** Where start-up messages go (a recovery from the backup). */
  log?: Log
  /** Whether parsed data has the shape this file must have; a file that does not is treated as unreadable. */
  valid?: (data: object) => boolean
  /** Remove temp files left by a crash (a directory scan: off for the per-student documents, scanned once at open). */
  cleanTemp?: boolean
}

/** Makes a directory's entries (a file renamed in, created or removed) durable. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * The `[key, value]` pairs of a JSON-lines log's complete lines (`text` up to its last newline). A completed line
 * that is not such a pair was acknowledged and then damaged: it stops the start, saying what to do (`remedy`).
 */
export function logPairs<T>(text: string, file: string, isValue: (value: unknown) => value is T, remedy: string) {
  const pairs: [string, T][] = []
  text.split('\n').forEach((line, i) => {
    if (!line) return
    let entry: unknown
    try {
      entry = JSON.parse(line)
    } catch {
      entry = undefined
    }
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !isValue(entry[1]))
      throw new StoreDamagedError(`${file} line ${i + 1} cannot be read. ${remedy}`)
    pairs.push([entry[0], entry[1]])
  })
  return pairs
}

/**
 * A lowdb adapter that acknowledges a write only once it is on disk: the JSON goes to a temp file, which is
 * fsynced, renamed over the target, and the directory fsynced. A crash mid-write leaves either the old file or
 * the new one, never a torn one. (lowdb's own JSONFile uses steno, which never fsyncs.)
 *
 * After each good write the same data is copied to `<file>.bak`. If the file cannot be read at start-up (cut
 * short, damaged, emptied), it is moved aside as `<file>.corrupt-<time>`, the backup takes its place, and a
 * message naming the file (never its content: it holds emails and hashes) goes to the log. When neither copy can be
 * read, `read` throws StoreDamagedError and moves nothing. Temp files left by a crash are removed at start-up.
 */
export class DurableJSONFile<T> implements Adapter<T> {
  #queue: Promise<unknown> = Promise.resolve()
  private readonly log: Log
  private readonly options: DurableFileOptions
  constructor(
    readonly filename: string,
    options: DurableFileOptions | Log = {},
  ) {
    this.options = typeof options === 'function' ? { log: options } : options
    this.log = this.options.log ?? ((message) => console.error(message))
  }

  get backupFilename() {
    return `${this.filename}.bak`
  }

  async read(): Promise<T | null> {
    if (this.options.cleanTemp !== false) await this.#removeStaleTempFiles()
    const main = await this.#parse(this.filename)
    if (main.ok) {
      await chmod(this.filename, DATA_FILE_MODE).catch(() => undefined)
      return main.data
    }
    const backup = await this.#parse(this.backupFilename)
    if (main.missing) {
      if (backup.ok) {
        this.log(`[store] ${this.filename} is missing; restored it from ${this.backupFilename}.`)
        await this.#writeNow(backup.data, false)
        return backup.data
      }
      if (backup.missing) return null
      throw new StoreDamagedError(
        `${this.filename} is missing and its backup ${this.backupFilename} cannot be read (${backup.reason}). ` +
          'Restore DATA_DIR from a backup (npm run restore) or repair the file, then start again.',
      )
    }
    if (!backup.ok)
      throw new StoreDamagedError(
        `${this.filename} cannot be read (${main.reason}) and there is no good copy ` +
          `(${this.backupFilename}: ${backup.missing ? 'none' : backup.reason}). The server does not start with it ` +
          'empty: restore DATA_DIR from a backup (npm run restore) or repair the file, then start again.',
      )
    const aside = `${this.filename}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
    await rename(this.filename, aside)
    await chmod(aside, DATA_FILE_MODE).catch(() => undefined)
    this.log(
      `[store] ${this.filename} could not be read (${main.reason}); it was moved to ${aside} and the last good ` +
        `copy (${this.backupFilename}) restored.`,
    )
    await this.#writeNow(backup.data, false)
    return backup.data
  }

  write(data: T): Promise<void> {
    // Writes to one file run one after another, so renames never race.
    const next = this.#queue.then(() => this.#writeNow(data, true))
    this.#queue = next.catch(() => undefined)
    return next
  }

  async #parse(file: string): Promise<{ ok: true; data: T } | { ok: false; missing: boolean; reason: string }> {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, missing: true, reason: 'missing' }
      throw error
    }
    if (text.trim() === '') return { ok: false, missing: false, reason: 'empty file' }
    try {
      const data = JSON.parse(text) as T
      if (data === null || typeof data !== 'object' || Array.isArray(data))
        return { ok: false, missing: false, reason: 'not a JSON object' }
      if (this.options.valid && !this.options.valid(data)) return { ok: false, missing: false, reason: 'wrong shape' }
      return { ok: true, data }
    } catch {
      // JSON.parse's message quotes the text around the fault: only the size is reported.
      return { ok: false, missing: false, reason: `invalid JSON, ${Buffer.byteLength(text)} bytes` }
    }
  }

  async #removeStaleTempFiles() {
    const dir = path.dirname(this.filename)
    const base = path.basename(this.filename)
    let names: string[]
    try {
      names = await readdir(dir)
    } catch {
      return
    }
    const mine = new Set([`${base}.${process.pid}.tmp`, `${base}.bak.${process.pid}.tmp`])
    const stale = names.filter(
      (name) =>
        !mine.has(name) && (name.startsWith(`${base}.`) || name.startsWith(`${base}.bak.`)) && /\.\d+\.tmp$/.test(name),
    )
    await Promise.all(stale.map((name) => unlink(path.join(dir, name)).catch(() => undefined)))
  }

  async #writeNow(data: T, backup: boolean) {
    const dir = path.dirname(this.filename)
    await mkdir(dir, { recursive: true, mode: DATA_DIR_MODE })
    const text = JSON.stringify(data)
    await this.#replace(this.filename, text, true)
    await syncDir(dir)
    // The backup is a second copy of what was just acknowledged; it is not fsynced (the page cache flushes it
    // within seconds), and a backup torn by a power cut is itself detected and skipped at start-up.
    if (backup) await this.#replace(this.backupFilename, text, false)
  }

  async #replace(target: string, text: string, sync: boolean) {
    const tmp = `${target}.${process.pid}.tmp`
    const file = await open(tmp, 'w', DATA_FILE_MODE)
    try {
      await file.writeFile(text)
      if (sync) await file.sync()
    } finally {
      await file.close()
    }
    await rename(tmp, target)
  }
}
