// Issue 29: DATA_DIR from before the per-student documents (one file per collection, every student in it) moved,
// once, into students/<user id>.json. Safe to interrupt: every step can run again.
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename } from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'
import { ANONYMOUS_DIR, STUDENTS_DIR } from './documents.ts'
import { DATA_DIR_MODE, DurableJSONFile, syncDir } from './durable-file.ts'
import { readJournal, replay } from './journal.ts'
import {
  applyStudentRecords,
  emptyStudent,
  isStudentData,
  sessionKey,
  STUDENT_PARTS,
  type OwnerIndex,
  type Partitioned,
  type StudentData,
} from './partitions.ts'

/** Where the moved files are kept (the operator may delete them once the server runs on the new layout). */
export const LEGACY_DIR = 'legacy'

type Part = keyof StudentData
/** Any record of a part, as far as moving it goes. */
type Record_ = { id?: string; userId?: string | null; questionId?: string }

/** The one-file-per-collection layout: each part's file and the list inside it. */
export const LEGACY_FILES: Record<Part, { file: string; list: string }> = {
  practice: { file: 'practice-sessions', list: 'sessions' },
  tutor: { file: 'tutor-sessions', list: 'sessions' },
  answers: { file: 'answers', list: 'answers' },
  cards: { file: 'review-cards', list: 'cards' },
  fullExams: { file: 'full-exams', list: 'attempts' },
}

/** What makes two records of a part the same one (so merging twice adds nothing); a full exam's id is per student. */
const identity = (part: Part, r: Record_) =>
  part === 'cards' || part === 'fullExams' ? `${r.userId}\u0000${part === 'cards' ? r.questionId : r.id}` : r.id

/** The document a record belongs in. */
const keyOf = (part: Part, r: Record_) =>
  part === 'tutor' ? sessionKey(r.userId ?? null, r.id ?? '') : (r.userId as string)

const legacyPath = (dataDir: string, part: Part) => path.join(dataDir, `${LEGACY_FILES[part].file}.json`)

/** The records of each part still in a legacy file (read as the store reads any file: from its backup if need be). */
export async function readLegacy(dataDir: string): Promise<Partial<Record<Part, Record_[]>>> {
  const found: Partial<Record<Part, Record_[]>> = {}
  for (const part of STUDENT_PARTS) {
    const file = legacyPath(dataDir, part)
    if (!existsSync(file) && !existsSync(`${file}.bak`)) continue
    const list = LEGACY_FILES[part].list
    const data = await new DurableJSONFile<Record<string, Record_[]>>(file, {
      valid: (d) => Array.isArray((d as Record<string, unknown>)[list]),
    }).read()
    found[part] = data?.[list] ?? []
  }
  return found
}

/**
 * Every record of every student in dataDir, whichever layout it is in (the documents, and legacy files not moved
 * yet): what `npm run db:import` copies into PostgreSQL.
 */
export async function readStudentData(dataDir: string): Promise<StudentData> {
  const all = emptyStudent()
  // One set of identities per part for the whole read: merging each document stays linear in the records.
  const seen = Object.fromEntries(STUDENT_PARTS.map((part) => [part, new Set<string | undefined>()])) as Record<
    Part,
    Set<string | undefined>
  >
  const add = (from: Partial<Record<Part, Record_[]>>) => merge(all, from, seen)
  add(await readLegacy(dataDir))
  // A document's state in the journal (acknowledged, not yet checkpointed) is newer than its file.
  const { docs: journaled } = await readJournal(dataDir)
  const limit = pLimit(8) // files read concurrently, merged in the directory's order
  for (const sub of [STUDENTS_DIR, ANONYMOUS_DIR]) {
    const dir = path.join(dataDir, sub)
    if (!existsSync(dir)) continue
    const names = (await readdir(dir)).filter((name) => name.endsWith('.json'))
    const docs = names.map((name) => {
      const at = path.join(sub, name.slice(0, -'.json'.length))
      const file = new DurableJSONFile<StudentData>(path.join(dir, name), { valid: isStudentData, cleanTemp: false })
      const entries = journaled.get(at) ?? []
      journaled.delete(at)
      return limit(() => replay(entries, () => file.read(), emptyStudent, applyStudentRecords))
    })
    for (const doc of docs) add(await doc)
  }
  for (const entries of journaled.values())
    add(await replay(entries, async () => null, emptyStudent, applyStudentRecords))
  return all
}

/** Adds each record the document does not have yet (`known`: the identities already in it, when kept by the caller). */
function merge(
  doc: StudentData,
  incoming: Partial<Record<Part, Record_[]>>,
  known?: Record<Part, Set<string | undefined>>,
) {
  for (const part of STUDENT_PARTS) {
    const records = incoming[part]
    if (!records?.length) continue
    const list: Record_[] = doc[part]
    const have = known?.[part] ?? new Set(list.map((r) => identity(part, r)))
    for (const r of records) {
      const id = identity(part, r)
      if (have.has(id)) continue
      have.add(id)
      list.push(r)
    }
  }
}

export interface MigrationOptions {
  /** Called after each document is written (tests interrupt the migration here). */
  afterDocument?: (written: number) => void
  log?: (message: string) => void
}

/**
 * Moves the legacy files' records into the per-student documents: the session owners first, then each document
 * (records it already has are skipped), and only then the legacy files into DATA_DIR/legacy/. Interrupted anywhere,
 * the next start does it again from the files still in place, and ends with the same data.
 */
export async function migrateLayout(
  dataDir: string,
  students: Partitioned<StudentData>,
  owners: OwnerIndex,
  options: MigrationOptions = {},
): Promise<number> {
  const legacy = await readLegacy(dataDir)
  const parts = Object.keys(legacy) as Part[]
  if (!parts.length) return 0
  const byKey = new Map<string, Partial<Record<Part, Record_[]>>>()
  for (const part of parts)
    for (const r of legacy[part]!) {
      const key = keyOf(part, r)
      const doc = byKey.get(key) ?? {}
      ;(doc[part] ??= []).push(r)
      byKey.set(key, doc)
    }
  const sessions = [...(legacy.practice ?? []), ...(legacy.tutor ?? [])]
  await owners.add(sessions.map((s): [string, string | null] => [s.id ?? '', s.userId ?? null]))
  const limit = pLimit(8)
  let written = 0
  await Promise.all(
    [...byKey].map(([key, incoming]) =>
      limit(async () => {
        await students.update(key, (doc) => merge(doc, incoming))
        options.afterDocument?.(++written)
      }),
    ),
  )
  const legacyDir = path.join(dataDir, LEGACY_DIR)
  await mkdir(legacyDir, { recursive: true, mode: DATA_DIR_MODE })
  for (const part of parts)
    for (const file of [legacyPath(dataDir, part), `${legacyPath(dataDir, part)}.bak`])
      if (existsSync(file)) await rename(file, path.join(legacyDir, path.basename(file)))
  await syncDir(legacyDir)
  await syncDir(dataDir)
  ;(options.log ?? console.error)(
    `[store] moved ${parts.map((p) => LEGACY_FILES[p].file).join(', ')} into one document per student ` +
      `(${byKey.size} documents); ` +
      `the old files are kept in ${legacyDir}.`,
  )
  return byKey.size
}
