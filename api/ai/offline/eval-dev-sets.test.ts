import { describe, expect, test } from 'vitest'
import { conceptDevSetCases, devSetCases } from './eval-dev-sets.ts'

/** The maths development sets are read as tuning cases of the evaluation (EVAL.md, decision 132). */

describe('development sets as tuning cases', () => {
  const cases = devSetCases()

  test('every set of maths/bench is read, each case named by its set', () => {
    const sets = new Set(cases.map((c) => c.set))
    expect([...sets]).toEqual(
      expect.arrayContaining(['tuning:dev-r5', 'tuning:dev-r6', 'tuning:dev-r7', 'tuning:dev-r8']),
    )
    expect(cases.every((c) => c.id.startsWith(`${c.set}:`))).toBe(true)
  })

  test('answers become the judge’s expectations: numbers sorted, options by letter', () => {
    const byId = (id: string) => cases.find((c) => c.id === id)?.expect
    expect(byId('tuning:dev-r7:en-trig')).toEqual({ kind: 'maths', values: [Math.PI / 3, (2 * Math.PI) / 3] })
    expect(byId('tuning:dev-r7:uk-mc-median')).toEqual({ kind: 'choice', option: 'Г' })
    expect(byId('tuning:dev-r7:en-deriv')).toEqual({ kind: 'maths', expression: '3*x^2 - 12*x' })
    const numbers = cases.flatMap((c) => ('values' in c.expect ? c.expect.values : []))
    expect(numbers.every(Number.isFinite)).toBe(true)
  })
})

describe('concept development sets as tuning cases (decision 146)', () => {
  test('every concept set is read, r8 among them, each case named by its set', () => {
    const cases = conceptDevSetCases()
    const sets = new Set(cases.map((c) => c.set))
    expect([...sets]).toEqual(
      expect.arrayContaining(['tuning:dev-concepts-r7', 'tuning:dev-concepts-r8', 'tuning:fresh-concepts-2026-11-28']),
    )
    expect(cases.every((c) => c.id.startsWith(`${c.set}:`))).toBe(true)
    // Progress profiles are filled in from the file's table.
    expect(cases.find((c) => c.id === 'tuning:dev-concepts-r8:r8-en-03')?.progress?.examType).toBe('SAT')
  })
})
