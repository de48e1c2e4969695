import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Language, Question } from '../../openapi/types.ts'
import { inLanguage } from '../domain/question-rules.ts'
import { SEED_DIR, loadBankFiles, loadExamTypes } from './index.ts'

interface Note {
  id: string
  topic: string
  title: string
  body: string
  keywords: string[]
}

interface NotesFile {
  examType: string
  section: string
  level?: string
  language: string
  review: { writtenBy: string; checkedBy: string; checkedOn: string; notes: string }
  notes: Note[]
}

const NOTES_DIR = path.join(SEED_DIR, 'notes')
const banks = loadBankFiles()
// "questions/nmt/mathematics.json" → "nmt/mathematics"
const key = (file: string) => file.replace(/^questions\//, '').replace(/\.json$/, '')
const readNotes = (k: string): NotesFile =>
  JSON.parse(readFileSync(path.join(NOTES_DIR, `${k}.json`), 'utf8')) as NotesFile

/** The exam's language; the English sections of Matura are written in English, and NMT Foreign Language notes are
 * framed in Ukrainian around English examples, as the bank files record. */
const examLanguage: Record<string, Language> = {
  NMT: 'uk',
  MATURA_BASIC: 'pl',
  MATURA_EXTENDED: 'pl',
  SAT: 'en',
  ALBERTA_DIPLOMA: 'en',
  ONTARIO_OSSLT: 'en',
  BC_LITERACY: 'en',
}

/** A note is checked with the same script rule as a bank item: its title stands for the stem, its body for the explanation. */
const noteInLanguage = (section: string, note: Note, language: Language) =>
  inLanguage({ section, questionText: note.title, explanation: note.body } as Question, language)

describe('the study notes for the offline tutor', () => {
  it('has a notes file with at least 3 notes for every bank file, and no notes file without a bank file', () => {
    // every exam section (and Matura level) in the catalogue has a bank file, so this covers every section
    const sections = loadExamTypes().flatMap((t) => t.sections.map((s) => `${t.name} / ${s}`))
    expect(banks.map(({ bank }) => `${bank.examType} / ${bank.section}`).sort()).toEqual(sections.sort())
    for (const { file } of banks) {
      const k = key(file)
      expect(existsSync(path.join(NOTES_DIR, `${k}.json`)), `notes/${k}.json is missing`).toBe(true)
      expect(readNotes(k).notes.length, `notes/${k}.json`).toBeGreaterThanOrEqual(3)
    }
    const bankKeys = new Set(banks.map(({ file }) => key(file)))
    const noteKeys = readdirSync(NOTES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(path.join(NOTES_DIR, d.name))
          .filter((n) => n.endsWith('.json'))
          .map((n) => `${d.name}/${n.replace(/\.json$/, '')}`),
      )
    expect(noteKeys.filter((k) => !bankKeys.has(k))).toEqual([])
  })

  it('gives mathematics, biology and history sections at least 4 notes', () => {
    for (const k of [
      'nmt/mathematics',
      'nmt/history-of-ukraine',
      'matura-basic/mathematics',
      'matura-extended/mathematics',
      'sat/math-calculator',
      'sat/math-no-calculator',
      'alberta-diploma/math-30-1',
      'alberta-diploma/biology-30',
    ])
      expect(readNotes(k).notes.length, k).toBeGreaterThanOrEqual(4)
  })

  it('matches each file header to its bank file and records a second reading', () => {
    for (const { file, bank } of banks) {
      const notes = readNotes(key(file))
      expect([notes.examType, notes.section, notes.level], file).toEqual([bank.examType, bank.section, bank.level])
      // NMT English items are all English, as the real test is; its notes explain English to Ukrainian students in
      // Ukrainian, with the examples in English.
      const language = bank.section === 'English Language' ? 'en' : examLanguage[bank.examType]
      expect(notes.language, file).toBe(language)
      expect(notes.review.writtenBy, file).toBeTruthy()
      expect(notes.review.checkedBy, file).toMatch(/second read/i)
      expect(notes.review.checkedOn, file).toBe('2026-11-24')
      expect(notes.review.notes.length, `${file}: review notes say what was checked`).toBeGreaterThan(80)
    }
  })

  it('uses unique, well-formed ids and only topics that the section bank tests', () => {
    const all: string[] = []
    for (const { file, bank } of banks) {
      const k = key(file)
      const [dir, slug] = k.split('/')
      const topics = new Set(bank.questions.map((q) => q.topic))
      readNotes(k).notes.forEach((note, i) => {
        expect(note.id, k).toBe(`${dir}-${slug}-note-${String(i + 1).padStart(2, '0')}`)
        expect(topics.has(note.topic), `${note.id}: topic ${note.topic} is not in ${file}`).toBe(true)
        all.push(note.id)
      })
    }
    expect(new Set(all).size).toBe(all.length)
  })

  it('keeps every body within 300–1200 characters, in paragraphs, with a title and keywords', () => {
    const problems: string[] = []
    for (const { file } of banks) {
      for (const note of readNotes(key(file)).notes) {
        const len = [...note.body].length
        if (len < 300 || len > 1200) problems.push(`${note.id}: body has ${len} characters`)
        if (!note.body.includes('\n\n')) problems.push(`${note.id}: body is one paragraph`)
        if (/\n{3,}|^\s|\s$/.test(note.body)) problems.push(`${note.id}: stray blank lines or spaces`)
        if (note.title.trim().length < 5) problems.push(`${note.id}: no title`)
        if (note.keywords.length < 3 || new Set(note.keywords).size !== note.keywords.length)
          problems.push(`${note.id}: needs at least 3 distinct keywords`)
      }
    }
    expect(problems).toEqual([])
  })

  it('writes each note in the exam language, with keywords in that language and in English', () => {
    const english = /^[a-z0-9 '’-]+$/i
    const ownScript: Record<Language, RegExp> = { uk: /\p{Script=Cyrillic}/u, pl: /[ąćęłńóśźż]/i, en: english }
    const wrong: string[] = []
    for (const { file, bank } of banks) {
      const language = bank.language as Language
      for (const note of readNotes(key(file)).notes) {
        if (!noteInLanguage(bank.section, note, language)) wrong.push(`${note.id}: not in ${language}`)
        // the foreign-language section is exempt from the script rule, but its notes still explain in Ukrainian
        if (language === 'uk' && (note.body.match(/\p{Script=Cyrillic}/gu) ?? []).length < 100)
          wrong.push(`${note.id}: too little Ukrainian`)
        if (!note.keywords.some((k) => english.test(k))) wrong.push(`${note.id}: no English keyword`)
        if (!note.keywords.some((k) => ownScript[language].test(k))) wrong.push(`${note.id}: no keyword in ${language}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('covers the concepts students ask the tutor about most', () => {
    const text = (k: string, topic?: string) =>
      readNotes(k)
        .notes.filter((n) => !topic || n.topic === topic)
        .map((n) => `${n.title} ${n.body} ${n.keywords.join(' ')}`)
        .join(' ')
        .toLowerCase()
    expect(text('nmt/mathematics', 'equations')).toContain('дискримінант')
    expect(text('nmt/mathematics')).toContain('теорема піфагора')
    expect(text('nmt/mathematics')).toMatch(/відсот/)
    expect(text('nmt/mathematics', 'functions')).toContain('похідн')
    expect(text('matura-basic/mathematics', 'equations')).toMatch(/delt|wyróżnik/)
    expect(text('matura-extended/mathematics')).toMatch(/delt|wyróżnik/)
    expect(text('matura-basic/mathematics', 'geometry')).toContain('twierdzenie pitagorasa')
    expect(text('matura-basic/mathematics')).toMatch(/procent/)
    expect(text('matura-extended/mathematics', 'functions')).toContain('pochodn')
    expect(text('sat/math-calculator')).toContain('pythagorean')
    expect(text('sat/math-calculator', 'problem_solving')).toContain('percent')
    expect(text('sat/math-no-calculator', 'advanced_math')).toContain('discriminant')
    expect(text('alberta-diploma/biology-30')).toMatch(/mitosis[\s\S]*meiosis|meiosis[\s\S]*mitosis/)
    expect(text('nmt/ukrainian-language', 'stylistics')).toContain('метафора')
    expect(text('nmt/history-of-ukraine')).toMatch(/підготов|готуватися/)
  })
})
