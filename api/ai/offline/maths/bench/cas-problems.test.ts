import { describe, expect, test } from 'vitest'
import { checkAnswer, loadProblems } from './cas-problems.ts'

describe('the CAS comparison problem set (decision 045)', () => {
  const problems = loadProblems()

  test('has at least 200 problems from every maths exam and of every school kind', () => {
    expect(problems.length).toBeGreaterThanOrEqual(200)
    expect(new Set(problems.map((p) => p.exam))).toEqual(
      new Set(['nmt', 'sat', 'matura-basic', 'matura-extended', 'alberta-diploma', 'bc-literacy']),
    )
    const kinds = new Set(problems.map((p) => p.kind))
    for (const kind of [
      'linear',
      'quadratic',
      'rational',
      'absolute',
      'exponential',
      'logarithmic',
      'trigonometric',
      'inequality',
      'system',
      'simplify',
      'factor',
      'derivative',
      'integral',
      'definite-integral',
      'limit',
      'sequence',
      'percent',
      'interest',
      'combinatorics',
      'probability',
      'geometry',
    ])
      expect(kinds, kind).toContain(kind)
  })

  test.each(problems.map((p) => [p.id, p] as const))('%s: the stated answer checks out numerically', (_id, p) => {
    expect(checkAnswer(p)).toBe(true)
  })

  test('the check catches a wrong answer', () => {
    const wrong = problems.map((p) => ({
      ...p,
      answer:
        typeof p.answer === 'number'
          ? p.answer + 1
          : typeof p.answer === 'string'
            ? `${p.answer} + x`
            : [...p.answer.map((v) => v + 0.5)],
    }))
    expect(wrong.filter((p) => !(Array.isArray(p.answer) && p.answer.length === 0) && checkAnswer(p))).toEqual([])
  })
})
