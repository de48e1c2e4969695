import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../openapi/types.ts'
import { SEED_DIR, loadBankFiles, loadExamTypes, loadStudyNotes } from './index.ts'
import { NOTE_LANGUAGES, type NoteText, type NotesFile, type WrittenNote, flattenNotes } from './notes.ts'

const NOTES_DIR = path.join(SEED_DIR, 'notes')
const banks = loadBankFiles()
// "questions/nmt/mathematics.json" → "nmt/mathematics"
const key = (file: string) => file.replace(/^questions\//, '').replace(/\.json$/, '')
const readNotes = (k: string): NotesFile =>
  JSON.parse(readFileSync(path.join(NOTES_DIR, `${k}.json`), 'utf8')) as NotesFile
const files = banks.map(({ file, bank }) => ({ k: key(file), bank, notes: readNotes(key(file)) }))
const texts = (note: WrittenNote) =>
  NOTE_LANGUAGES.flatMap((language) => (note[language] ? [[language, note[language]] as const] : []))

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '')
const share = (text: string, script: RegExp) => {
  const all = letters(text)
  return all.length ? (all.match(script) ?? []).length / all.length : 0
}
const cyrillic = /\p{Script=Cyrillic}/gu
/** Sections about a language (English reading and writing, literacy, Polish, Ukrainian) quote it in examples, so
 * only the explaining text is held to the script rule. */
const quotesAnotherLanguage = (section: string) =>
  /Foreign Language|English|Polish Language|Ukrainian Language|Literacy|Reading|Writing/.test(section)

function wrongLanguage(section: string, language: Language, { title, body }: NoteText): string | null {
  const text = `${title}\n${body}`
  if (language === 'uk') {
    const ok = quotesAnotherLanguage(section) ? (text.match(cyrillic) ?? []).length >= 100 : share(text, cyrillic) > 0.5
    return ok && /[іїєґ]/i.test(text) ? null : 'not Ukrainian'
  }
  const latin = quotesAnotherLanguage(section) ? (text.match(/\p{Script=Latin}/gu) ?? []).length >= 150 : true
  if (!latin || (!quotesAnotherLanguage(section) && share(text, cyrillic) > 0.1)) return `not in ${language}`
  if (language === 'pl')
    return /[ąćęłńśźż]/i.test(text) &&
      /(?<!\p{L})(jest|się|oraz|który|która|gdy|to|nie|lub|przez|dla)(?!\p{L})/iu.test(text)
      ? null
      : 'not Polish'
  const polishWords = /(?<!\p{L})(jest|się|oraz)(?!\p{L})/u.test(body)
  return /\b(the|is|and|of)\b/i.test(text) && (quotesAnotherLanguage(section) || !polishWords) ? null : 'not English'
}

describe('the study notes for the offline tutor', () => {
  it('has a notes file for every bank file, with the same header, and no notes file without a bank file', () => {
    // every exam section (and Matura level) in the catalogue has a bank file, so this covers every section
    const sections = loadExamTypes().flatMap((t) => t.sections.map((s) => `${t.name} / ${s}`))
    expect(banks.map(({ bank }) => `${bank.examType} / ${bank.section}`).sort()).toEqual(sections.sort())
    for (const { file, bank } of banks) {
      const k = key(file)
      expect(existsSync(path.join(NOTES_DIR, `${k}.json`)), `notes/${k}.json is missing`).toBe(true)
      const notes = readNotes(k)
      expect([notes.examType, notes.section, notes.level], file).toEqual([bank.examType, bank.section, bank.level])
    }
    const bankKeys = new Set(files.map((f) => f.k))
    const noteKeys = readdirSync(NOTES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(path.join(NOTES_DIR, d.name))
          .filter((n) => n.endsWith('.json'))
          .map((n) => `${d.name}/${n.replace(/\.json$/, '')}`),
      )
    expect(noteKeys.filter((k) => !bankKeys.has(k))).toEqual([])
  })

  it('has a note for every topic the bank uses, in English, Ukrainian and Polish', () => {
    const missing = files.flatMap(({ k, bank, notes }) =>
      [...new Set(bank.questions.map((q) => q.topic))].flatMap((topic) =>
        NOTE_LANGUAGES.filter((language) => !notes.notes.some((n) => n.topic === topic && n[language])).map(
          (language) => `${k}: ${topic} (${language})`,
        ),
      ),
    )
    expect(missing).toEqual([])
  })

  it('uses unique, well-formed ids and only topics that the section bank tests', () => {
    const all: string[] = []
    for (const { k, bank, notes } of files) {
      const [dir, slug] = k.split('/')
      const topics = new Set(bank.questions.map((q) => q.topic))
      notes.notes.forEach((note, i) => {
        expect(note.id, k).toBe(`${dir}-${slug}-note-${String(i + 1).padStart(2, '0')}`)
        expect(topics.has(note.topic), `${note.id}: topic ${note.topic} is not in ${k}`).toBe(true)
        expect(texts(note).length, `${note.id} has no text`).toBeGreaterThan(0)
        all.push(note.id)
      })
    }
    expect(new Set(all).size).toBe(all.length)
  })

  it('keeps every text within 300–1200 characters, in paragraphs, with a title and keywords', () => {
    const problems: string[] = []
    for (const { notes } of files) {
      for (const note of notes.notes) {
        for (const [language, text] of texts(note)) {
          const at = `${note.id} (${language})`
          const len = [...text.body].length
          if (len < 300 || len > 1200) problems.push(`${at}: body has ${len} characters`)
          if (!text.body.includes('\n\n')) problems.push(`${at}: body is one paragraph`)
          if (/\n{3,}|^\s|\s$/.test(text.body)) problems.push(`${at}: stray blank lines or spaces`)
          if (text.title.trim().length < 5) problems.push(`${at}: no title`)
          if (text.keywords.length < 3 || new Set(text.keywords).size !== text.keywords.length)
            problems.push(`${at}: needs at least 3 distinct keywords`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('writes each language text in its language', () => {
    const wrong: string[] = []
    for (const { notes } of files)
      for (const note of notes.notes)
        for (const [language, text] of texts(note)) {
          const problem = wrongLanguage(notes.section, language, text)
          if (problem) wrong.push(`${note.id} (${language}): ${problem}`)
        }
    expect(wrong).toEqual([])
  })

  it('gives the same worked example in every language: the same numbers appear in each text', () => {
    // thousands separators and decimal commas differ between languages, and English writes centuries as ordinals
    // ("16th") where Ukrainian and Polish use Roman numerals (XVI); the other numbers do not differ
    const numbers = (body: string) =>
      [
        ...new Set(
          body
            .replace(/\b\d+(st|nd|rd|th)\b/g, '')
            .replace(/(\d)[\s  ,.](?=\d{3}\b)/g, '$1')
            .match(/\d+(?:[.,]\d+)?/g) ?? [],
        ),
      ]
        .map((n) => n.replace(',', '.'))
        .sort()
    const differ: string[] = []
    for (const { notes } of files)
      for (const note of notes.notes) {
        const all = texts(note)
        if (all.length < 2) continue
        const [first, ...rest] = all
        for (const [language, text] of rest)
          if (numbers(text.body).join(' ') !== numbers(first[1].body).join(' '))
            differ.push(
              `${note.id}: ${first[0]} ${numbers(first[1].body).join(' ')} ≠ ${language} ${numbers(text.body).join(' ')}`,
            )
      }
    expect(differ).toEqual([])
  })

  it('records a second reading by role, never by tool or model', () => {
    for (const { k, notes } of files) {
      const { writtenBy, checkedBy, checkedOn, notes: checked } = notes.review
      expect(writtenBy, k).toMatch(/^writer\b/)
      expect(checkedBy, k).toMatch(/^second reader\b/)
      expect(JSON.stringify(notes.review), k).not.toMatch(/helper|\bmodel\b|\btool\b|\bAI\b|GPT|Claude|LLM|assistant/i)
      expect(checkedOn, k).toMatch(/^2026-11-2\d$/)
      expect(checked.length, `${k}: review notes say what was checked`).toBeGreaterThan(80)
    }
  })

  it('loads a flat list: each note once per language it is written in, with its exam, section and topic', () => {
    const flat = loadStudyNotes()
    const written = files.flatMap(({ notes }) => notes.notes.flatMap((n) => texts(n).map(([l]) => `${n.id}/${l}`)))
    expect(flat.map((n) => `${n.id}/${n.language}`)).toEqual(written)
    const sample = flattenNotes([
      {
        examType: 'NMT',
        section: 'Mathematics',
        review: { writtenBy: '', checkedBy: '', checkedOn: '', notes: '' },
        notes: [
          {
            id: 'x-note-01',
            topic: 'equations',
            pl: { title: 'T', body: 'B', keywords: [] },
            en: { title: 'E', body: 'b', keywords: [] },
          },
        ],
      },
    ])
    expect(sample).toEqual([
      {
        id: 'x-note-01',
        examType: 'NMT',
        section: 'Mathematics',
        topic: 'equations',
        language: 'en',
        title: 'E',
        body: 'b',
        keywords: [],
      },
      {
        id: 'x-note-01',
        examType: 'NMT',
        section: 'Mathematics',
        topic: 'equations',
        language: 'pl',
        title: 'T',
        body: 'B',
        keywords: [],
      },
    ])
  })

  it('covers the concepts students ask the tutor about most', () => {
    const text = (k: string, language: Language, topic?: string) =>
      readNotes(k)
        .notes.filter((n) => !topic || n.topic === topic)
        .map((n) => n[language])
        .map((t) => (t ? `${t.title} ${t.body} ${t.keywords.join(' ')}` : ''))
        .join(' ')
        .toLowerCase()
    expect(text('nmt/mathematics', 'uk', 'equations')).toContain('дискримінант')
    expect(text('nmt/mathematics', 'uk')).toContain('теорема піфагора')
    expect(text('nmt/mathematics', 'uk')).toMatch(/відсот/)
    expect(text('nmt/mathematics', 'uk', 'functions')).toContain('похідн')
    expect(text('nmt/mathematics', 'pl', 'equations')).toMatch(/delt|wyróżnik/)
    expect(text('nmt/mathematics', 'en', 'equations')).toContain('discriminant')
    expect(text('nmt/mathematics', 'pl', 'logarithms')).toContain('logarytm')
    expect(text('matura-basic/mathematics', 'pl', 'equations')).toMatch(/delt|wyróżnik/)
    expect(text('matura-extended/mathematics', 'pl')).toMatch(/delt|wyróżnik/)
    expect(text('matura-basic/mathematics', 'pl', 'geometry')).toContain('twierdzenie pitagorasa')
    expect(text('matura-basic/mathematics', 'pl')).toMatch(/procent/)
    expect(text('matura-extended/mathematics', 'pl', 'functions')).toContain('pochodn')
    expect(text('sat/math-calculator', 'en')).toContain('pythagorean')
    expect(text('sat/math-calculator', 'en', 'problem_solving')).toContain('percent')
    expect(text('sat/math-no-calculator', 'en', 'advanced_math')).toContain('discriminant')
    expect(text('alberta-diploma/biology-30', 'en')).toMatch(/mitosis[\s\S]*meiosis|meiosis[\s\S]*mitosis/)
    // the examples: "co to jest mitoza", "wyjaśnij Hardy–Weinberg" are answered from the Polish note
    expect(text('alberta-diploma/biology-30', 'pl', 'genetics')).toMatch(/mitoz[\s\S]*mejoz/)
    expect(text('alberta-diploma/biology-30', 'pl', 'population_ecology')).toContain('hardy')
    expect(text('alberta-diploma/biology-30', 'uk', 'genetics')).toMatch(/мітоз[\s\S]*мейоз/)
    expect(text('nmt/ukrainian-language', 'uk', 'stylistics')).toContain('метафора')
    expect(text('nmt/history-of-ukraine', 'uk')).toMatch(/підготов|готуватися/)
    expect(text('nmt/history-of-ukraine', 'uk', 'cossack_era')).toContain('гетьманщин')
  })
})
