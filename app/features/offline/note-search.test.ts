import { describe, expect, it } from 'vitest'
import { loadStudyNotes } from '../../../api/seed/index.ts'
import { createNoteSearch } from './note-search.ts'
import type { Language } from '#openapi/types.ts'

// The notes of the NMT pack, in all three languages, as a kept pack carries them.
const search = createNoteSearch(loadStudyNotes().filter((note) => note.examType === 'NMT'))
const found = (question: string, language: Language = 'en') =>
  search.search(question, { language }).map((note) => `${note.id}/${note.language}`)

describe('the offline note search', () => {
  it('answers a concept question from the note about it, in the language it was asked in', () => {
    expect(found("What is Vieta's theorem?")[0]).toBe('nmt-mathematics-note-01/en')
    expect(found('Що таке метафора?', 'en')[0]).toBe('nmt-ukrainian-language-note-01/uk')
    expect(found('Czym jest wyróżnik równania kwadratowego?', 'uk')[0]).toBe('nmt-mathematics-note-01/pl')
    expect(found('Конституція Пилипа Орлика', 'pl')[0]).toBe('nmt-history-of-ukraine-note-03/uk')
    expect(found('how to find the derivative')[0]).toBe('nmt-mathematics-note-04/en')
  })

  it('finds inflected forms and returns each note once', () => {
    const hits = found('quadratic equations discriminant')
    expect(hits[0]).toBe('nmt-mathematics-note-01/en')
    expect(new Set(hits.map((hit) => hit.split('/')[0])).size).toBe(hits.length)
  })

  it('finds nothing when no kept note is about the question, rather than a note sharing an everyday word', () => {
    expect(found('What is mitosis?')).toEqual([])
    expect(found('Що таке мітоз?', 'uk')).toEqual([])
    expect(found('what is the weather like today')).toEqual([])
    expect(found('tell me something interesting')).toEqual([])
    expect(found('   ')).toEqual([])
  })
})
