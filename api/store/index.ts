import { chmod, mkdir } from 'node:fs/promises'
import type { Question } from '../../openapi/types.ts'
import { AUTH_SESSIONS_LOG, authSessionLog } from './auth-sessions.ts'
import { LowCollection, registerClosable } from './collection.ts'
import { DocumentSet } from './documents.ts'
import { DATA_DIR_MODE } from './durable-file.ts'
import { DEFAULT_GENERATED_CAPS, type GeneratedCaps } from './generated.ts'
import { COLLECTIONS, inProcessStore, type CollectionData, type CollectionName } from './in-process.ts'
import { migrateLayout, type MigrationOptions } from './migrate-layout.ts'
import { OwnerLog } from './owner-log.ts'
import { applyStudentRecords, emptyStudent, isStudentData } from './partitions.ts'
import { RecordLog } from './record-log.ts'
import type { Store } from './types.ts'

export type { Store } from './types.ts'

/** One shared resource's lowdb file in dataDir, opened (and on first run created with its empty data). */
export const openLowCollection = <K extends CollectionName>(dataDir: string, name: K) =>
  LowCollection.open<CollectionData<K>>(
    dataDir,
    COLLECTIONS[name].file,
    COLLECTIONS[name].empty() as CollectionData<K>,
    {
      valid: COLLECTIONS[name].valid,
    },
  )

export interface LowStoreOptions {
  /** How many per-student documents stay in memory (default 1,000). */
  cachedStudents?: number
  migration?: MigrationOptions
}

/**
 * Opens (and on first run creates) the lowdb store in dataDir: the shared files (users, generated questions), the
 * sign-in sessions' log, the session owners' log and the per-student documents; a DATA_DIR of the one-file-per-collection
 * layout is moved to per-student documents first (migrate-layout.ts). A file with no readable copy throws
 * StoreDamagedError: the server does not start.
 */
export async function openLowStore(
  dataDir: string,
  bank: Question[],
  caps: GeneratedCaps = DEFAULT_GENERATED_CAPS,
  options: LowStoreOptions = {},
): Promise<Store> {
  await mkdir(dataDir, { recursive: true, mode: DATA_DIR_MODE })
  // Also for a DATA_DIR made before this rule: only the server's user may list or read it.
  await chmod(dataDir, DATA_DIR_MODE)
  const users = await openLowCollection(dataDir, 'users')
  const authSessions = await RecordLog.open(dataDir, AUTH_SESSIONS_LOG, authSessionLog)
  registerClosable(dataDir, authSessions)
  const passwordResets = await openLowCollection(dataDir, 'passwordResets')
  const questions = await openLowCollection(dataDir, 'questions')
  const owners = await OwnerLog.open(dataDir)
  registerClosable(dataDir, owners)
  const students = await DocumentSet.open(dataDir, {
    empty: emptyStudent,
    valid: isStudentData,
    apply: applyStudentRecords,
    cached: options.cachedStudents,
  })
  // The moved records are in the journal; written to their documents now, not left for a replay.
  if (await migrateLayout(dataDir, students, owners, options.migration)) await students.checkpoint()
  return inProcessStore({ users, authSessions, passwordResets, questions, students, owners }, bank, caps)
}
