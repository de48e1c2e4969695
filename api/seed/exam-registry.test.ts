import { describe, expect, it } from 'vitest'
import { EXAMS, examTypeOfTest, isExamTypeName, sectionNames, sectionOf } from '../../domain/exam/registry.ts'
import { loadBankFiles, loadCatalog, loadExamTypes } from './index.ts'

// The seed JSON spells the exams out (decision 116): it must say what the registry says.

describe('the seed data against the exam registry', () => {
  it("exam-types.json: each exam type has the registry's test id, country and sections, in order", () => {
    const types = loadExamTypes()
    expect(types.map((t) => t.name).sort()).toEqual(Object.keys(EXAMS).sort())
    for (const type of types) {
      if (!isExamTypeName(type.name)) throw new Error(`${type.name} is not in the registry`)
      const entry = EXAMS[type.name]
      expect({ id: type.id, countryCode: type.countryCode, sections: type.sections }).toEqual({
        id: entry.testId,
        countryCode: entry.countryCode,
        sections: sectionNames(type.name),
      })
    }
  })

  it('catalog.json: each test is an exam of the registry with its subjects, country, language and level', () => {
    const catalog = loadCatalog()
    const languageOf = new Map(catalog.countries.map((c) => [c.code, c.language]))
    for (const test of catalog.tests) {
      const name = examTypeOfTest(test.id)
      if (!name) throw new Error(`catalogue test ${test.id} is not in the registry`)
      const entry = EXAMS[name]
      expect({
        subjects: test.subjects,
        countryCode: test.countryCode,
        language: languageOf.get(test.countryCode),
      }).toEqual({ subjects: sectionNames(name), countryCode: entry.countryCode, language: entry.language })
      if ('level' in entry) expect(test.level).toBe(entry.level)
    }
    expect(catalog.tests).toHaveLength(Object.keys(EXAMS).length)
  })

  it("the question bank: each file's exam type, folder, country and section, and each item's, are the registry's", () => {
    const wrong: string[] = []
    for (const { file, bank } of loadBankFiles()) {
      const folder = file.split('/')[1]
      if (!isExamTypeName(bank.examType) || EXAMS[bank.examType].testId !== folder) wrong.push(`${file}: exam type`)
      else if (EXAMS[bank.examType].countryCode !== bank.countryCode) wrong.push(`${file}: country`)
      if (!sectionOf(bank.examType, bank.section)) wrong.push(`${file}: section ${bank.section}`)
      for (const q of bank.questions)
        if (q.examType !== bank.examType || q.section !== bank.section) wrong.push(`${file}: item ${q.id}`)
    }
    expect(wrong).toEqual([])
  })
})
