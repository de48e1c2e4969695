import type { Difficulty, ExamTypeName, Language, Question } from '../../../openapi/types.ts'
import type { StudyNote } from '../../seed/index.ts'

/** What the offline tutor's search (search.ts) indexes: each study note in each language and each bank question. */

export interface SearchDoc {
  /** Unique in the index: a note's id appears once per language, so its key adds the language. */
  key: string
  id: string
  kind: 'note' | 'question'
  examType: ExamTypeName
  section: string
  topic: string
  language: Language
  title: string
  body: string
  keywords: string
  topicWords: string
  difficulty?: Difficulty
  /** For questions: the options and key (never searched, used to keep answers out of hints). */
  correctAnswer?: string
}

export function docsFrom(bank: Question[], notes: StudyNote[]): SearchDoc[] {
  const docs: SearchDoc[] = []
  for (const note of notes) {
    docs.push({
      key: `${note.id}/${note.language}`,
      id: note.id,
      kind: 'note',
      examType: note.examType,
      section: note.section,
      topic: note.topic,
      language: note.language,
      title: note.title,
      body: note.body,
      keywords: note.keywords.join(' '),
      topicWords: `${note.topic.replace(/_/g, ' ')} ${note.section}`,
    })
  }
  for (const q of bank) {
    docs.push({
      key: q.id,
      id: q.id,
      kind: 'question',
      examType: q.examType,
      section: q.section,
      topic: q.topic,
      language: languageOf(q),
      title: q.questionText,
      body: q.explanation,
      keywords: '',
      topicWords: `${q.topic.replace(/_/g, ' ')} ${q.section}`,
      difficulty: q.difficulty,
      correctAnswer: q.correctAnswer,
    })
  }
  return docs
}

function languageOf(q: Question): Language {
  const sample = `${q.questionText} ${q.explanation}`
  if (/\p{Script=Cyrillic}/u.test(sample)) return 'uk'
  if (/[ąćęłńóśźż]/i.test(sample)) return 'pl'
  return 'en'
}
