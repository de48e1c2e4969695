import { describe, expect, it } from 'vitest'
import { MAX_KEPT_PAGES } from '~/service-worker/sw-rules.ts'
import { offlinePagesOf } from './keep-pages.ts'
import { EXAMS, fullExamsOf } from '#domain/exam/registry.ts'

describe('the pages a kept pack runs on offline', () => {
  it('the NMT: its practice page (its results are shown there), the generic page with the NMT results list, both forms', () => {
    expect(offlinePagesOf(['nmt'], '/nmt-practice')).toEqual([
      '/nmt-practice',
      '/practice',
      '/nmt-results',
      '/full-exam/nmt',
      '/full-exam/nmt?form=2',
    ])
  })

  it('the SAT, kept at a Ukrainian address: its results pages and forms in the same language', () => {
    expect(offlinePagesOf(['sat'], '/uk/sat-practice')).toEqual([
      '/uk/sat-practice',
      '/uk/sat-results',
      '/uk/practice',
      '/uk/results',
      '/uk/full-exam/sat',
      '/uk/full-exam/sat?form=2',
    ])
  })

  it('a page of several exams: one short results page, one generic results page, the forms of each', () => {
    const pages = offlinePagesOf(['alberta-diploma', 'ontario-osslt', 'bc-literacy'], '/pl/canada-practice')
    expect(pages.filter((page) => page.endsWith('results'))).toEqual(['/pl/canada-results', '/pl/results'])
    expect(pages.filter((page) => page.includes('/full-exam/'))).toHaveLength(6)
    expect(offlinePagesOf(['matura-basic', 'matura-extended'], '/matura-practice')).toContain('/matura-results')
  })

  it('every exam page’s list, with its route list, is within what the worker keeps', () => {
    const flows = new Set(Object.values(EXAMS).map((entry) => entry.flow))
    for (const flow of flows) {
      const pages = offlinePagesOf(fullExamsOf(flow), `/pl/${flow}-practice`)
      expect(pages.length + 1, flow).toBeLessThanOrEqual(MAX_KEPT_PAGES)
    }
  })
})
