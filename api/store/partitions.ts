// What a student owns is kept in one document per student (issue 29): a write touches that student's data only,
// whatever the number of students. These are the shapes and the in-memory versions; the lowdb ones are
// documents.ts and owner-log.ts. No node-only imports: the browser mocks bundle it.
import type { PracticeSession, TutorSession } from '../../openapi/types.ts'
import type { OwnedCard } from './review-rows.ts'
import type { SavedFullExam, StoredAnswer } from './types.ts'

/** Everything one student owns. An anonymous tutor conversation is a document of its own (anonymousKey). */
export interface StudentData {
  practice: PracticeSession[]
  tutor: TutorSession[]
  answers: StoredAnswer[]
  cards: OwnedCard[]
  fullExams: SavedFullExam[]
}

export const STUDENT_PARTS = [
  'practice',
  'tutor',
  'answers',
  'cards',
  'fullExams',
] as const satisfies readonly (keyof StudentData)[]

export const emptyStudent = (): StudentData => ({ practice: [], tutor: [], answers: [], cards: [], fullExams: [] })

/** A stored document is a student's when every part it has is a list (parts added later may be absent). */
export const isStudentData = (data: object): boolean =>
  STUDENT_PARTS.every((part) => !(part in data) || Array.isArray((data as Record<string, unknown>)[part]))

/** What makes two records of a part the same one within a document (a card is its question's). */
const sameRecord = (part: keyof StudentData, a: object, b: object) =>
  part === 'cards'
    ? (a as OwnedCard).questionId === (b as OwnedCard).questionId && (a as OwnedCard).userId === (b as OwnedCard).userId
    : (a as { id: string }).id === (b as { id: string }).id

/** Applies journaled record changes (decision 150): each record replaces the one it is, or is added at the end. */
export function applyStudentRecords(doc: StudentData, changes: Record<string, object[]>) {
  for (const part of STUDENT_PARTS) {
    const list: object[] = doc[part]
    for (const record of changes[part] ?? []) {
      const at = list.findIndex((held) => sameRecord(part, held, record))
      if (at < 0) list.push(record)
      else list[at] = record
    }
  }
}

/** The document of an anonymous tutor conversation: one per conversation, so none grows with the others. */
export const ANONYMOUS_PREFIX = 'anon:'
export const anonymousKey = (sessionId: string) => `${ANONYMOUS_PREFIX}${sessionId}`

/** The document holding a session of this owner: theirs, or the anonymous conversation's own. */
export const sessionKey = (owner: string | null, sessionId: string) => owner ?? anonymousKey(sessionId)

type Item<L> = L extends readonly (infer E)[] ? E : never
/**
 * Names the records of a part that a change added or changed, as they are in the document: lowdb journals only them
 * (decision 150). A change that names none (or removes a record) is journaled as the whole document; one that names
 * some names them all.
 */
export type Changed<T> = <P extends keyof T & string>(part: P, ...records: Item<T[P]>[]) => void

/**
 * Documents by key (a user id, or anonymousKey). `read` gives the document (empty when there is none yet) to read
 * from, never to change; `update` runs `mutate` on it, one change at a time per document, and resolves once the
 * change is kept.
 */
export interface Partitioned<T> {
  read(key: string): Promise<T>
  update<R>(key: string, mutate: (data: T, changed: Changed<T>) => R): Promise<R>
  /** The keys of the students' documents (not anonymous conversations): for operator reports over every student. */
  students(): Promise<string[]>
  /** Removes the document (lowdb: its file and backup copy); reading it afterwards gives an empty one. */
  remove(key: string): Promise<void>
}

/** Who owns each practice and tutor session (a user id, or null for an anonymous conversation), by session id. */
export interface OwnerIndex {
  get(id: string): string | null | undefined
  /** Kept before the session itself is, so a session is never stored without its owner being known. */
  add(entries: [id: string, owner: string | null][]): Promise<void>
  /** Removes every entry of this owner (a deleted account), once no earlier change is waiting to be kept. */
  forget(owner: string): Promise<void>
}

export function memoryPartitioned<T>(empty: () => T): Partitioned<T> {
  const docs = new Map<string, T>()
  const doc = (key: string) => {
    let data = docs.get(key)
    if (!data) docs.set(key, (data = empty()))
    return data
  }
  return {
    read: async (key) => doc(key),
    update: async (key, mutate) => mutate(doc(key), () => undefined),
    students: async () => [...docs.keys()].filter((key) => !key.startsWith(ANONYMOUS_PREFIX)),
    remove: async (key) => void docs.delete(key),
  }
}

export function memoryOwners(): OwnerIndex {
  const owners = new Map<string, string | null>()
  return {
    get: (id) => owners.get(id),
    add: async (entries) => void entries.forEach(([id, owner]) => owners.set(id, owner)),
    forget: async (owner) => owners.forEach((held, id) => held === owner && owners.delete(id)),
  }
}

/**
 * One shared resource's data and the one way to change it: `update` runs `mutate` on the data and resolves once the
 * change is kept (lowdb: written and fsynced; memory: at once).
 */
export interface Collection<T> {
  readonly data: T
  update<R>(mutate: (data: T) => R | Promise<R>): Promise<R>
}

/** A collection kept in memory only: a change applies at once and nothing is written. */
export function memoryCollection<T>(data: T): Collection<T> {
  return { data, update: async (mutate) => mutate(data) }
}

/**
 * Shared records by key (the sign-in sessions): read from memory; `write` sets each key's record, or removes it
 * (null), and resolves once the change is kept. lowdb keeps it as an append-only log (record-log.ts).
 */
export interface RecordMap<V> {
  get(key: string): V | undefined
  entries(): IterableIterator<[string, V]>
  write(changes: [key: string, value: V | null][]): Promise<void>
  /** Removes these records for good: no copy of them is left on disk either (a deleted account). */
  purge(keys: string[]): Promise<void>
}

export function memoryRecordMap<V>(): RecordMap<V> {
  const records = new Map<string, V>()
  return {
    get: (key) => records.get(key),
    entries: () => records.entries(),
    write: async (changes) =>
      void changes.forEach(([key, value]) => (value === null ? records.delete(key) : records.set(key, value))),
    purge: async (keys) => void keys.forEach((key) => records.delete(key)),
  }
}

/**
 * `ownerOf`, `get` and `listByUser` (newest first by `newest`, then by id) of sessions kept in their owner's document
 * (practice and tutor sessions). Reads hand out copies.
 */
export function ownedSessions<S extends { id: string; userId: string | null }>(
  students: Partitioned<StudentData>,
  owners: OwnerIndex,
  sessions: (doc: StudentData) => S[],
  newest: keyof S & ('createdAt' | 'updatedAt'),
) {
  const byNewest = (a: S, b: S) => String(b[newest]).localeCompare(String(a[newest])) || b.id.localeCompare(a.id)
  const find = async (owner: string | null, id: string): Promise<S | undefined> =>
    sessions(await students.read(sessionKey(owner, id))).find((s) => s.id === id && s.userId === owner)
  return {
    // The index names the owner; the owner's document confirms it (an entry whose session was never kept is none).
    ownerOf: async (id: string): Promise<S['userId'] | undefined> => {
      const owner = owners.get(id)
      return owner !== undefined && (await find(owner, id)) ? (owner as S['userId']) : undefined
    },
    get: async (userId: S['userId'], id: string) => structuredClone(await find(userId, id)),
    listByUser: async (userId: string) =>
      structuredClone(sessions(await students.read(userId)).filter((s) => s.userId === userId)).sort(byNewest),
  }
}
