import { chmod, mkdir } from 'node:fs/promises'
import type { Question } from '../../openapi/types.ts'
import { LowCollection } from './collection.ts'
import { DATA_DIR_MODE } from './durable-file.ts'
import { DEFAULT_GENERATED_CAPS, type GeneratedCaps } from './generated.ts'
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  collectionsByName,
  inProcessStore,
  type CollectionData,
  type CollectionName,
} from './in-process.ts'
import type { Store } from './types.ts'

export type { Store } from './types.ts'

/** One resource's lowdb file in dataDir, opened (and on first run created with its empty data). */
export const openLowCollection = <K extends CollectionName>(dataDir: string, name: K) =>
  LowCollection.open<CollectionData<K>>(dataDir, COLLECTIONS[name].file, COLLECTIONS[name].empty() as CollectionData<K>)

/** Opens (and on first run creates) every lowdb file in dataDir. */
export async function openLowStore(
  dataDir: string,
  bank: Question[],
  caps: GeneratedCaps = DEFAULT_GENERATED_CAPS,
): Promise<Store> {
  await mkdir(dataDir, { recursive: true, mode: DATA_DIR_MODE })
  // Also for a DATA_DIR made before this rule: only the server's user may list or read it.
  await chmod(dataDir, DATA_DIR_MODE)
  const opened = await Promise.all(COLLECTION_NAMES.map((name) => openLowCollection(dataDir, name)))
  return inProcessStore(collectionsByName(opened), bank, caps)
}
