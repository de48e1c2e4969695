import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'
import { similarProblem } from './variant.ts'

/** Whole numbers, or whole cents for money. */
const nice = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6

beforeAll(() => warmCas(), 30_000)

describe('a similar problem: same kind, new numbers, solved and checked, a nice answer', { timeout: 60_000 }, () => {
  test.each([
    ['Solve 3x + 5 = 17', 'en'],
    ['Rozwiąż równanie 4x + 7 = 31', 'pl'],
    ['3^(2x−1) = 27', 'en'],
    ['|2x − 3| = 7', 'en'],
    ['$1500 at 4% compound interest for 3 years', 'en'],
    ["Знайдіть об'єм куба з ребром 4 см.", 'uk'],
  ] as const)('%s', (problem, language: Language) => {
    const texts = tutorTexts(language)
    const before = solveMaths(problem, language, texts)
    const variant = similarProblem(problem, language, texts)
    expect(before?.status).toBe('solved')
    expect(variant?.text).not.toBe(problem)
    const again = solveMaths(variant!.text, language, texts)
    expect(again).toEqual(variant!.solved)
    expect(variant!.solved.kind).toBe(before?.status === 'solved' && before.kind)
    expect(variant!.solved.values).not.toEqual(before?.status === 'solved' && before.values)
    expect(variant!.solved.values.every(nice)).toBe(true)
  })

  test('an equation gets a new whole-number root by construction', () => {
    const variant = similarProblem('Solve 3x + 5 = 17', 'en', tutorTexts('en'))
    expect(variant?.text).toMatch(/^Solve 3x \+ 5 = \d+$/)
  })

  test('a probability stays a non-zero probability (no sum of 13 with two dice)', () => {
    const variant = similarProblem(
      'Two fair dice are rolled. What is the probability that the sum is 7?',
      'en',
      tutorTexts('en'),
    )
    expect(variant?.solved.values[0]).toBeGreaterThan(0)
  })

  test('nothing to vary: no variant', () => {
    expect(similarProblem('Tell me about mitosis', 'en', tutorTexts('en'))).toBeUndefined()
  })
})
