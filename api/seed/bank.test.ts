import { describe, expect, it } from 'vitest'
import { validatorFor } from '../../contracts/document.ts'
import { difficultyValues, type Language, type Question } from '../../openapi/types.ts'
import { questionProblems, inLanguage } from '../domain/question-rules.ts'
import { loadBankFiles, loadExamTypes } from './index.ts'

const files = loadBankFiles()
const bank: Question[] = files.flatMap(({ bank }) => bank.questions.map((q) => ({ ...q, source: 'bank' as const })))
const validQuestion = validatorFor('/components/schemas/Question')

describe('the seed question bank', () => {
  it('holds at least 400 items and at least 20 per exam section (and per Matura level)', () => {
    expect(bank.length).toBeGreaterThanOrEqual(400)
    for (const type of loadExamTypes()) {
      for (const section of type.sections) {
        const count = bank.filter((q) => q.examType === type.name && q.section === section).length
        expect(count, `${type.name} / ${section}`).toBeGreaterThanOrEqual(20)
      }
    }
  })

  it('has 0 invalid items: schema, one correct option, 4 distinct options, prefixes, explanation, time limit', () => {
    const invalid: string[] = []
    for (const q of bank) {
      if (!validQuestion(q)) invalid.push(`${(q as Question).id}: ${JSON.stringify(validQuestion.errors?.[0])}`)
      for (const problem of questionProblems(q, { against: bank })) invalid.push(`${q.id}: ${problem}`)
    }
    expect(invalid).toEqual([])
  })

  it('has unique ids, and every file header matches its items and records a second reader', () => {
    expect(new Set(bank.map((q) => q.id)).size).toBe(bank.length)
    for (const { file, bank: f } of files) {
      expect(f.review?.checkedBy, `${file} has no second reader`).toMatch(/second reader/i)
      for (const q of f.questions) {
        expect([q.examType, q.countryCode, q.section], `${file} ${q.id}`).toEqual([
          f.examType,
          f.countryCode,
          f.section,
        ])
        if (f.level) expect(q.level, `${file} ${q.id}`).toBe(f.level)
      }
    }
  })

  it('spreads every file over Easy, Medium and Hard', () => {
    for (const { file, bank: f } of files) {
      for (const d of difficultyValues)
        expect(
          f.questions.some((q) => q.difficulty === d),
          `${file} has no ${d}`,
        ).toBe(true)
    }
  })

  it('writes Ukrainian items in Ukrainian and Polish items in Polish', () => {
    const expected: Record<string, Language> = {
      NMT: 'uk',
      MATURA_BASIC: 'pl',
      MATURA_EXTENDED: 'pl',
      SAT: 'en',
      ALBERTA_DIPLOMA: 'en',
      ONTARIO_OSSLT: 'en',
      BC_LITERACY: 'en',
    }
    const wrong = bank.filter((q) => !inLanguage(q, expected[q.examType])).map((q) => q.id)
    expect(wrong).toEqual([])
  })
})
