import { createNoteSearch, type NoteSearch } from './note-search.ts'
import { readPacks } from './pack-store.ts'
import type { Language, StudyNote } from '#openapi/types.ts'

/** What the offline note search found for a question asked without a connection (decision 102). */
export type OfflineAnswer =
  | { kind: 'found'; note: StudyNote; also: StudyNote[] }
  /** Notes are kept, none is about the question. */
  | { kind: 'nothing' }
  /** No kept pack holds notes (or this browser cannot keep packs). */
  | { kind: 'no-notes' }

// One index per set of kept packs: built on the first offline question, rebuilt when a pack is kept or removed.
let cached: { signature: string; search: NoteSearch } | null = null

/** Answers a question from the study notes of the exam packs kept in this browser. Never throws. */
export async function answerFromKeptNotes(question: string, language: Language): Promise<OfflineAnswer> {
  const packs = await readPacks().catch(() => [])
  const withNotes = packs.filter((pack) => pack.notes?.length)
  if (!withNotes.length) return { kind: 'no-notes' }
  const signature = withNotes.map((pack) => `${pack.id}@${pack.keptAt}`).join(',')
  if (cached?.signature !== signature) {
    // Two packs of one exam type carry the same notes: each once.
    const notes = new Map(withNotes.flatMap((pack) => pack.notes ?? []).map((n) => [`${n.id}/${n.language}`, n]))
    cached = { signature, search: createNoteSearch([...notes.values()]) }
  }
  const [note, ...also] = cached.search.search(question, { language })
  return note ? { kind: 'found', note, also } : { kind: 'nothing' }
}
