import { describe, expect, it } from 'vitest'
import { offlinePagesOf } from './keep-pages.ts'

describe('the pages a kept pack runs on offline', () => {
  it('the NMT: its practice page (its results are shown there) and both full-length forms', () => {
    expect(offlinePagesOf(['nmt'], '/nmt-practice')).toEqual([
      '/nmt-practice',
      '/full-exam/nmt',
      '/full-exam/nmt?form=2',
    ])
  })

  it('the SAT, kept at a Ukrainian address: its results page and forms in the same language', () => {
    expect(offlinePagesOf(['sat'], '/uk/sat-practice')).toEqual([
      '/uk/sat-practice',
      '/uk/sat-results',
      '/uk/full-exam/sat',
      '/uk/full-exam/sat?form=2',
    ])
  })

  it('a page of several exams: one results page, the forms of each', () => {
    const pages = offlinePagesOf(['alberta-diploma', 'ontario-osslt', 'bc-literacy'], '/pl/canada-practice')
    expect(pages.filter((page) => page.endsWith('-results'))).toEqual(['/pl/canada-results'])
    expect(pages.filter((page) => page.includes('/full-exam/'))).toHaveLength(6)
    expect(offlinePagesOf(['matura-basic', 'matura-extended'], '/matura-practice')).toContain('/matura-results')
  })
})
