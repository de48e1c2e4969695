import { languageValues, type ExamTypeName, type Language } from '../../openapi/types.ts'

// No file access here: the browser mocks flatten the same files, imported through Vite.

/** One language's text of a study note. */
export interface NoteText {
  title: string
  body: string
  keywords: string[]
}

/** A study note as written (api/seed/notes/<exam-dir>/<section-slug>.json): one id, its text in each language. */
export type WrittenNote = { id: string; topic: string } & Partial<Record<Language, NoteText>>

export interface NotesFile {
  examType: string
  section: string
  level?: string
  review: { writtenBy: string; checkedBy: string; checkedOn: string; notes: string }
  notes: WrittenNote[]
}

/** What the offline tutor quotes: one note in one language (the same id appears once per language it is written in). */
export interface StudyNote extends NoteText {
  id: string
  examType: ExamTypeName
  section: string
  level?: string
  topic: string
  language: Language
}

/** Every language of the contract: a note is written in each. */
export const NOTE_LANGUAGES = languageValues

/** The notes files as the flat list the tutor searches, in file order, each note in en, uk, pl order. */
export function flattenNotes(files: NotesFile[]): StudyNote[] {
  return files.flatMap((file) =>
    file.notes.flatMap((note) =>
      NOTE_LANGUAGES.flatMap((language): StudyNote[] => {
        const text = note[language]
        if (!text) return []
        const { examType, section, level } = file
        return [
          {
            id: note.id,
            examType: examType as ExamTypeName,
            section,
            ...(level ? { level } : {}),
            topic: note.topic,
            language,
            ...text,
          },
        ]
      }),
    ),
  )
}
