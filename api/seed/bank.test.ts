import { describe, expect, it } from 'vitest'
import { doc, validatorFor } from '../../contracts/document.ts'
import { checkNumeric } from '../../domain/answers.ts'
import { inLanguage, keyIsLongest, nearDuplicateIds, questionProblems } from '../../domain/question-rules.ts'
import { questionType } from '../../domain/questions.ts'
import { difficultyValues, type Language, type Question } from '../../openapi/types.ts'
import { inContractOrder, loadBankFiles, loadExamTypes, loadQuestionBank, QUESTION_KEYS } from './index.ts'

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

  it('has 0 invalid items: schema, per-type rules (options and key, numeric forms, matching pairs), explanation, time limit', () => {
    const invalid: string[] = []
    for (const q of bank) {
      if (!validQuestion(q)) invalid.push(`${(q as Question).id}: ${JSON.stringify(validQuestion.errors?.[0])}`)
      for (const problem of questionProblems(q)) invalid.push(`${q.id}: ${problem}`)
    }
    for (const id of nearDuplicateIds(bank)) invalid.push(`${id}: near-duplicate of another item`)
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

  it('names roles in the review records, never tools', () => {
    for (const { file, bank: f } of files)
      expect(JSON.stringify(f.review), file).not.toMatch(/\bhelper\b|\bnode\b|\bscripts?\b|\bLLM\b|\bGPT|\bClaude\b/i)
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

  it('does not give the key away by length: the key is the single longest option in at most 30% of choice items, and 40% of any file', () => {
    const choice = bank.filter((q) => questionType(q) === 'choice')
    const longest = choice.filter(keyIsLongest)
    expect(longest.length / choice.length, `${longest.length} of ${choice.length}`).toBeLessThanOrEqual(0.3)
    for (const { file, bank: f } of files) {
      const items = f.questions.filter((q) => questionType(q) === 'choice')
      const n = items.filter(keyIsLongest).length
      if (items.length) expect(n / items.length, `${file}: ${n} of ${items.length}`).toBeLessThanOrEqual(0.4)
    }
  })

  it('keeps a passage set on one passage, within one file', () => {
    const sets = new Map<string, Question[]>()
    for (const q of bank) if (q.passageSetId) sets.set(q.passageSetId, [...(sets.get(q.passageSetId) ?? []), q])
    for (const [id, items] of sets) {
      expect(items.length, `${id} has one item`).toBeGreaterThanOrEqual(2)
      expect(new Set(items.map((q) => `${q.examType}/${q.section}/${q.passage ?? ''}`)).size, id).toBe(1)
      expect(items[0].passage, `${id} has no passage`).toBeTruthy()
    }
  })

  it('tags every SAT item with the digital SAT format that can draw it', () => {
    for (const q of bank.filter((q) => q.examType === 'SAT'))
      expect(q.formats, q.id).toEqual([
        q.section === 'Evidence-Based Reading & Writing' ? 'digital-sat-rw' : 'digital-sat-math',
      ])
  })

  it('has numeric items whose every accepted form checks as right', () => {
    for (const q of bank.filter((q) => questionType(q) === 'numeric'))
      for (const a of q.acceptedAnswers ?? []) expect(checkNumeric(q, a), `${q.id}: ${a}`).toBe(true)
  })

  it('writes NMT English entirely in English, and Matura English instructions in Polish as CKE does', () => {
    const cyrillic = /\p{Script=Cyrillic}/u
    const nmtEnglish = bank.filter((q) => q.examType === 'NMT' && q.section === 'Foreign Language')
    expect(nmtEnglish.length).toBeGreaterThan(0)
    for (const q of nmtEnglish)
      expect(
        [q.questionText, q.explanation, q.passage ?? '', ...q.options].some((t) => cyrillic.test(t)),
        q.id,
      ).toBe(false)
    const maturaEnglish = bank.filter((q) => q.examType.startsWith('MATURA') && q.section === 'English Language')
    expect(maturaEnglish.length).toBeGreaterThan(0)
    for (const q of maturaEnglish)
      expect(q.questionText, q.id).toMatch(/^(Przeczytaj|Uzupełnij|Wybierz|Dopasuj|Zapisz|Połącz|Oceń)\b/u)
  })

  it('does not give a matching key away by position: no key pairs more than one prompt with the choice in the same place', () => {
    const diagonal = bank
      .filter((q) => questionType(q) === 'matching')
      .filter((q) => q.correctAnswer.split(',').filter((pair, i) => pair === `${i + 1}-${'ABCDEFGH'[i]}`).length > 1)
      .map((q) => q.id)
    expect(diagonal).toEqual([])
  })

  it("spreads multiple-choice keys over the option positions: no position holds more than 40% of a file's keys", () => {
    for (const { file, bank: f } of files) {
      const keys = f.questions
        .filter((q) => questionType(q) === 'choice')
        .map((q) => q.options.indexOf(q.correctAnswer))
      const most = Math.max(...[0, 1, 2, 3, 4].map((i) => keys.filter((k) => k === i).length))
      expect(most / keys.length, `${file}: ${most} of ${keys.length} keys in one position`).toBeLessThanOrEqual(0.4)
    }
  })

  it("serves bank items with their keys in the contract's property order (so every store answers byte for byte alike)", () => {
    expect([...QUESTION_KEYS]).toEqual(Object.keys(doc().components.schemas.Question.properties as object))
    for (const q of loadQuestionBank()) expect(JSON.stringify(q)).toBe(JSON.stringify(inContractOrder(q)))
    expect(Object.keys(loadQuestionBank().find((q) => q.formats)!).slice(-3)).toEqual([
      'timeLimit',
      'source',
      'formats',
    ])
  })
})
