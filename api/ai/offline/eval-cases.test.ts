import { describe, expect, it } from 'vitest'
import data from './eval-cases.json'
import { EVAL_CASES, loadEvalCases } from './eval-cases.ts'

describe('eval-cases.json', () => {
  it('loads every case with its progress profile and results summary filled in', () => {
    expect(EVAL_CASES).toHaveLength(data.cases.length)
    const plan = EVAL_CASES.find((c) => c.id === 'uk-plan')
    expect(plan?.progress).toMatchObject({ examType: 'NMT', source: 'account' })
    const focus = EVAL_CASES.find((c) => c.id === 'en-focus-results')
    expect(focus?.context?.split('\n')[0]).toBe("Student's recent practice results (SAT).")
  })

  it('refuses a case naming a missing profile, a duplicate id or an unknown expectation', () => {
    const [first] = data.cases
    const withCases = (cases: unknown[]) => ({ ...data, cases })
    expect(() => loadEvalCases(withCases([{ ...first, progress: 'nobody' }]))).toThrow(/no progress profile/)
    expect(() => loadEvalCases(withCases([{ ...first, context: 'nowhere' }]))).toThrow(/no results summary/)
    expect(() => loadEvalCases(withCases([first, first]))).toThrow(/duplicate id/)
    expect(() => loadEvalCases(withCases([{ ...first, expect: { kind: 'maths' } }]))).toThrow()
    expect(() => loadEvalCases(withCases([{ ...first, language: 'de' }]))).toThrow()
  })
})
