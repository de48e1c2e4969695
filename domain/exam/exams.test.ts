import { describe, expect, it } from 'vitest'
import { canadaTestOf, maturaLevelOf, type TestSelection } from './exams.ts'

const selection = (over: Partial<TestSelection>): TestSelection => ({
  id: 'ontario-osslt',
  name: 'OSSLT',
  countryCode: 'CA',
  subjects: [],
  ...over,
})

describe('the test chosen on /select-country', () => {
  it('Canada: the catalogue fills the province and the subjects the selection lacks', () => {
    expect(canadaTestOf(selection({}))).toEqual({
      id: 'ontario-osslt',
      name: 'OSSLT',
      province: 'Ontario',
      subjects: ['Reading', 'Writing'],
      examType: 'ONTARIO_OSSLT',
    })
    expect(canadaTestOf(selection({ id: 'yukon-test', subjects: ['Math'] }))).toMatchObject({
      province: 'Canada',
      subjects: ['Math'],
      examType: 'YUKON_TEST',
    })
    expect(canadaTestOf(selection({ countryCode: 'PL' }))).toBeNull()
    expect(canadaTestOf(null)).toBeNull()
  })

  it('Matura: the level from the selection, Basic for anything else', () => {
    expect(maturaLevelOf(selection({ countryCode: 'PL', id: 'matura-extended' }))).toBe('Extended')
    expect(maturaLevelOf(selection({ countryCode: 'PL', id: 'matura', level: 'Extended' }))).toBe('Extended')
    expect(maturaLevelOf(selection({ id: 'matura-extended' }))).toBe('Basic')
    expect(maturaLevelOf(null)).toBe('Basic')
  })
})
