import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Closable } from './collection.ts'
import { logPairs } from './durable-file.ts'
import type { OwnerIndex } from './partitions.ts'
import { RecordLog, moveAside } from './record-log.ts'

/** The session owners' record log (DATA_DIR/session-owners-log.jsonl): `["<session id>",{"owner":<user id|null>}]`. */
export const OWNER_LOG = 'session-owners-log'
/** The log before decision 156, `["<session id>",<owner>]` lines: read into the record log once, then moved aside. */
export const OLD_OWNER_LOG = 'session-owners.jsonl'

/** A session's owner: a user id, or null for an anonymous tutor conversation (null alone would read as a removal). */
type Owned = { owner: string | null }
const isOwner = (value: unknown): value is string | null => typeof value === 'string' || value === null
const isOwned = (value: unknown): value is Owned =>
  typeof value === 'object' && value !== null && isOwner((value as Owned).owner)

/**
 * The owner of every practice and tutor session, by session id, in a record log (record-log.ts, decision 156): adding
 * sessions appends their lines, the adds of one tick share one append and one fdatasync, and the log is rewritten from
 * memory once most of its lines are outdated. Forgetting an owner (a deleted account) rewrites it at once, so no line
 * of theirs is left.
 */
export class OwnerLog implements OwnerIndex, Closable {
  private constructor(private readonly log: RecordLog<Owned>) {}

  static async open(dataDir: string): Promise<OwnerLog> {
    const log = await RecordLog.open(dataDir, OWNER_LOG, { isValue: isOwned })
    if (existsSync(path.join(dataDir, OLD_OWNER_LOG))) {
      // Interrupted before the old log is moved aside: the next start writes the same owners again.
      const old = await readOldLog(path.join(dataDir, OLD_OWNER_LOG))
      await log.write(old.filter(([id, owner]) => log.get(id)?.owner !== owner).map(([id, owner]) => [id, { owner }]))
      await moveAside(dataDir, [OLD_OWNER_LOG])
    }
    return new OwnerLog(log)
  }

  get(id: string) {
    return this.log.get(id)?.owner
  }

  get size() {
    return this.log.size
  }

  add(entries: [string, string | null][]): Promise<void> {
    return this.log.write(entries.filter(([id, owner]) => this.get(id) !== owner).map(([id, owner]) => [id, { owner }]))
  }

  forget(owner: string): Promise<void> {
    return this.log.purge([...this.log.entries()].filter(([, held]) => held.owner === owner).map(([id]) => id))
  }

  close() {
    return this.log.close()
  }

  get closed() {
    return this.log.closed
  }
}

/** The old log's lines: a last line cut short by a crash was never acknowledged; a damaged one elsewhere stops the start. */
async function readOldLog(file: string): Promise<[string, string | null][]> {
  const text = await readFile(file, 'utf8')
  const remedy = 'Restore DATA_DIR from a backup (npm run restore) or remove that line, then start again.'
  return logPairs(text.slice(0, text.lastIndexOf('\n') + 1), file, isOwner, remedy)
}
