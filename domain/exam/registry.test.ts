import { describe, expect, it } from 'vitest'
import { examTypeNameValues, fullExamIdValues } from '../../openapi/types.ts'
import { canadaExamType, CANADA_TESTS, FLOWS } from './exams.ts'
import { BLUEPRINTS } from './full-length/blueprints.ts'
import * as r from './registry.ts'

describe('the exam registry', () => {
  it("covers the contract's exam types, and its test ids are the contract's full-length ids, one each", () => {
    expect(Object.keys(r.EXAMS)).toEqual(examTypeNameValues)
    expect(examTypeNameValues.map((n) => r.EXAMS[n].testId).sort()).toEqual([...fullExamIdValues].sort())
  })

  it.each([
    ['nmt', 'NMT'],
    ['sat', 'SAT'],
    ['matura-basic', 'MATURA_BASIC'],
    [' Matura-Extended ', 'MATURA_EXTENDED'],
    ['alberta-diploma', 'ALBERTA_DIPLOMA'],
    ['ontario-osslt', 'ONTARIO_OSSLT'],
    ['bc-literacy', 'BC_LITERACY'],
  ])('test id %s → exam type %s and back', (id, name) => {
    expect(r.examTypeOfTest(id)).toBe(name)
    expect(r.examTypeForTest(id)).toBe(name)
    expect(r.testIdOf(name)).toBe(id.trim().toLowerCase())
  })

  it("a catalogue test the registry does not know keeps its id in the exam types' spelling", () => {
    expect(r.examTypeOfTest('some-new-test-id')).toBeUndefined()
    expect(r.examTypeForTest('some-new-test-id')).toBe('SOME_NEW_TEST_ID')
    expect(r.testIdOf('SOME_NEW_TEST_ID')).toBe('some-new-test-id')
    expect(canadaExamType('alberta-diploma')).toBe('ALBERTA_DIPLOMA')
    expect(canadaExamType('')).toBe('CANADA_EXAM')
    expect(canadaExamType(null)).toBe('CANADA_EXAM')
  })

  it('flows, pages, Matura levels and the full-length mocks of a page', () => {
    expect(r.examTypesOf('canada')).toEqual(['ALBERTA_DIPLOMA', 'ONTARIO_OSSLT', 'BC_LITERACY'])
    expect(r.fullExamsOf('matura')).toEqual(['matura-basic', 'matura-extended'])
    expect(r.fullExamsOf('sat')).toEqual(['sat'])
    expect(r.maturaExamType('Extended')).toBe('MATURA_EXTENDED')
    expect(r.maturaExamType('Basic')).toBe('MATURA_BASIC')
    for (const name of examTypeNameValues) {
      const entry = r.EXAMS[name]
      expect(entry.route).toBe(`/${entry.flow}-practice`)
      expect(BLUEPRINTS[entry.testId]).toMatchObject({ examType: name, practicePath: entry.route, scale: entry.scale })
    }
  })

  it('the flows and the Canada tests read their sections from it', () => {
    expect(FLOWS.sat.sections.map((s) => s.name)).toEqual(r.sectionNames('SAT'))
    expect(FLOWS.nmt.sections.map((s) => s.name)).toEqual(r.sectionNames('NMT'))
    expect(FLOWS.matura.sections).toContainEqual({ name: r.SECTION.mathematics, minutes: 170, questions: 30 })
    expect(CANADA_TESTS['bc-literacy']).toEqual({
      province: 'British Columbia',
      subjects: [r.SECTION.literacy10, r.SECTION.numeracy10, r.SECTION.literacy12],
    })
  })

  it('sections by exam and kind', () => {
    expect(r.sectionOf('SAT', r.SECTION.mathCalculator)?.kind).toBe('maths')
    expect(r.sectionOf('SAT', r.SECTION.mathematics)).toBeUndefined()
    expect(r.sectionOf('GRE', r.SECTION.mathematics)).toBeUndefined()
    expect(r.isForeignLanguageSection(r.SECTION.english)).toBe(true)
    expect(r.isForeignLanguageSection(r.SECTION.foreignLanguage)).toBe(true)
    expect(r.isForeignLanguageSection(r.SECTION.polish)).toBe(false)
  })
})
