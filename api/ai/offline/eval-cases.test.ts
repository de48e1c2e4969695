import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import data from './eval-cases.json'
import { EVAL_CASES, loadEvalCases, loadHeldOutCases, ROUND10_CASES } from './eval-cases.ts'

describe('eval-cases.json', () => {
  const [first] = data.cases
  const withCases = (cases: unknown[]) => ({ ...data, cases })

  it('loads every case with its progress profile and results summary filled in', () => {
    expect(EVAL_CASES).toHaveLength(data.cases.length)
    const plan = EVAL_CASES.find((c) => c.id === 'uk-plan')
    expect(plan?.progress).toMatchObject({ examType: 'NMT', source: 'account' })
    const focus = EVAL_CASES.find((c) => c.id === 'en-focus-results')
    expect(focus?.context?.split('\n')[0]).toBe("Student's recent practice results (SAT).")
  })

  it('loads the round-10 tuning file beside it: uk and pl above all, no id shared with eval-cases.json', () => {
    const count = (language: string) => ROUND10_CASES.filter((c) => c.language === language).length
    expect(count('uk')).toBeGreaterThanOrEqual(40)
    expect(count('pl')).toBeGreaterThanOrEqual(40)
    const ids = new Set(EVAL_CASES.map((c) => c.id))
    expect(ROUND10_CASES.filter((c) => ids.has(c.id))).toEqual([])
  })

  it('refuses a case naming a missing profile, a duplicate id or an unknown expectation', () => {
    expect(() => loadEvalCases(withCases([{ ...first, progress: 'nobody' }]))).toThrow(/no progress profile/)
    expect(() => loadEvalCases(withCases([{ ...first, context: 'nowhere' }]))).toThrow(/no results summary/)
    expect(() => loadEvalCases(withCases([first, first]))).toThrow(/duplicate id/)
    expect(() => loadEvalCases(withCases([{ ...first, expect: { kind: 'maths' } }]))).toThrow()
    expect(() => loadEvalCases(withCases([{ ...first, language: 'de' }]))).toThrow()
  })

  it('reads the intent, the set and the expectations of issue 24', () => {
    const expectations = [
      { kind: 'choice', option: 'C' },
      { kind: 'choice', option: 'Г' },
      { kind: 'explain', topic: 'genetics' },
      { kind: 'plan', days: 21, examType: 'SAT', topics: ['algebra'], minutesPerDay: 30 },
      { kind: 'plan', days: 14 },
      { kind: 'check', verdict: 'wrong' },
      { kind: 'similar' },
      { kind: 'translate' },
      { kind: 'recall', contains: '2x + 3 = 11' },
      { kind: 'live-exam' },
      { kind: 'unsupported-language' },
      { kind: 'greeting' },
      { kind: 'what-next' },
      { kind: 'maths', expression: 'x^3 + x^2', upToConstant: true },
    ]
    const cases = loadEvalCases(
      withCases(expectations.map((e, i) => ({ ...first, id: `c${i}`, expect: e, intent: 'solve', set: 'maths:x' }))),
    )
    expect(cases.map((c) => c.expect)).toEqual(expectations)
    expect(cases[0]).toMatchObject({ intent: 'solve', set: 'maths:x' })
  })

  it('refuses an unknown intent, an empty set and malformed new expectations', () => {
    const bad = [
      { intent: 'homework' },
      { set: '' },
      { expect: { kind: 'choice', option: 'F' } },
      { expect: { kind: 'choice' } },
      { expect: { kind: 'check', verdict: 'maybe' } },
      { expect: { kind: 'plan', days: 0 } },
      { expect: { kind: 'plan', examType: 'GCSE' } },
      { expect: { kind: 'recall', contains: '' } },
      { expect: { kind: 'similar', values: [1] } },
    ]
    for (const change of bad)
      expect(() => loadEvalCases(withCases([{ ...first, ...change }])), JSON.stringify(change)).toThrow()
  })

  it('reads a held-out file of the same shape, and says there is none when it is absent', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eval-'))
    const file = path.join(dir, 'eval-heldout.json')
    expect(loadHeldOutCases(pathToFileURL(file))).toBeUndefined()
    writeFileSync(file, JSON.stringify(withCases([{ ...first, id: 'h1', intent: 'solve', set: 'maths:linear' }])))
    expect(loadHeldOutCases(pathToFileURL(file))).toEqual([expect.objectContaining({ id: 'h1', intent: 'solve' })])
    writeFileSync(file, JSON.stringify(withCases([{ ...first, intent: 'guess' }])))
    expect(() => loadHeldOutCases(pathToFileURL(file))).toThrow()
  })
})
