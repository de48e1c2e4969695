import type { IDBPDatabase } from 'idb'
import * as v from 'valibot'
import { reportCorrupt } from '~/utils/storage-events.ts'
import { LocalProgressEntry } from '~/utils/storage.ts'
import { browserArea } from './areas.ts'
import { dropOldest, type BrowserDb, type BrowserTx } from './database.ts'
import {
  ANSWER_HISTORY_MAX,
  RESULTS_MAX,
  REVIEW_CARDS_MAX,
  StoredAnswer,
  StoredAttempt,
  StoredCards,
} from './schemas.ts'
import type { FullExamState } from '#openapi/types.ts'

/**
 * The one-time move of a visitor's progress from the old browser keys into IndexedDB (decision 134). Every old
 * key found is copied in one transaction that also marks it moved (by a fingerprint of its text); only after that
 * transaction has committed are the old keys removed. An interrupted or failed move commits nothing, so the old
 * keys stay readable and the next page moves them again; a key whose mark matches was moved already (the page
 * stopped before removing it) and is only removed. A damaged value is removed and reported, never blocking the rest.
 */

export const LEGACY_RESULTS = 'userProgress'
export const LEGACY_ANSWERS = 'answerHistory'
export const LEGACY_CARDS = 'reviewCards'
const LEGACY_ATTEMPT = 'fullExam:'

const schemaOf = (key: string): v.GenericSchema | null => {
  if (key === LEGACY_RESULTS) return v.array(LocalProgressEntry)
  if (key === LEGACY_ANSWERS) return v.array(StoredAnswer)
  if (key === LEGACY_CARDS) return StoredCards
  return key.startsWith(LEGACY_ATTEMPT) ? StoredAttempt : null
}

/** FNV-1a of the text with its length: tells "this very value was moved" without keeping a second copy. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return `${text.length}:${(hash >>> 0).toString(36)}`
}

function parsed(schema: v.GenericSchema, raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const result = v.safeParse(schema, JSON.parse(raw))
    return result.success ? { ok: true, value: result.output } : { ok: false }
  } catch {
    return { ok: false }
  }
}

/** Copies one old key's value into its object store (entries already there are kept; the same result is one). */
async function copy(tx: BrowserTx, key: string, value: unknown) {
  if (key === LEGACY_RESULTS) {
    for (const entry of value as LocalProgressEntry[]) await tx.objectStore('results').put(entry)
  } else if (key === LEGACY_ANSWERS) {
    for (const answer of value as StoredAnswer[]) await tx.objectStore('answers').put(answer)
  } else if (key === LEGACY_CARDS) {
    const { syncedTo, cards } = value as StoredCards
    for (const card of cards.slice(0, REVIEW_CARDS_MAX)) await tx.objectStore('cards').put(card)
    if ((await tx.objectStore('meta').get('cardsSyncedTo')) === undefined)
      await tx.objectStore('meta').put(syncedTo, 'cardsSyncedTo')
  } else {
    const id = key.slice(LEGACY_ATTEMPT.length)
    const state = value as FullExamState
    const held = await tx.objectStore('attempts').get(id)
    if (!held || held.updatedAt < state.updatedAt) await tx.objectStore('attempts').put(state, id)
  }
}

/** Moves every old key this browser still holds; answers the keys found damaged (removed and reported). */
export async function moveLegacyKeys(db: IDBPDatabase<BrowserDb>): Promise<string[]> {
  const area = browserArea('local')
  if (!area) return []
  const found: { key: string; raw: string; schema: v.GenericSchema }[] = []
  for (let i = 0; i < area.length; i++) {
    const key = area.key(i)
    const schema = key === null ? null : schemaOf(key)
    const raw = key === null ? null : area.getItem(key)
    if (key !== null && schema && raw !== null) found.push({ key, raw, schema })
  }
  if (found.length === 0) return []
  const checked = found.map((item) => ({ ...item, mark: fingerprint(item.raw), read: parsed(item.schema, item.raw) }))
  const tx = db.transaction(['results', 'answers', 'cards', 'attempts', 'meta'], 'readwrite')
  try {
    for (const { key, mark, read } of checked) {
      if (!read.ok || (await tx.objectStore('meta').get(`moved:${key}`)) === mark) continue
      await copy(tx, key, read.value)
      await tx.objectStore('meta').put(mark, `moved:${key}`)
    }
    await dropOldest(tx, 'results', RESULTS_MAX)
    await dropOldest(tx, 'answers', ANSWER_HISTORY_MAX)
  } catch (error) {
    // All or nothing: a step that failed leaves no half copy (and the old keys where they are).
    tx.abort()
    await tx.done.catch(() => {})
    throw error
  }
  await tx.done
  // Only now, with the copy committed, do the old keys go.
  for (const { key } of checked) area.removeItem(key)
  const damaged = checked.filter(({ read }) => !read.ok).map(({ key }) => key)
  for (const key of damaged) reportCorrupt(key)
  return damaged
}
