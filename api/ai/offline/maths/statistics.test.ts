import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

/** Statistics, vectors and a function's domain or range (decision 131), in the three languages. */

const values = (message: string, language: Language = 'en') => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : r?.status
}

beforeAll(() => warmCas(), 30_000)

describe('statistics, vectors and functions', { timeout: 30_000 }, () => {
  test.each([
    ['find the average of 2, 5, 11 and 6', 'en', [6]],
    ['яка медіана чисел 10, 2, 7, 4', 'uk', [5.5]],
    ['oblicz wariancję liczb 2, 4, 6', 'pl', [2.666667]],
    ['standard deviation of 10, 10, 14, 14', 'en', [2]],
    ['Wynik | 2 | 3 | 4 | 5\nLiczba uczniów | 1 | 3 | 4 | 2\nOblicz średnią ocen', 'pl', [3.7]],
    ['|vector w| where w = (9, -12)', 'en', [15]],
    ['знайдіть скалярний добуток векторів p(1; 2; 3) і q(4; -1; 2)', 'uk', [8]],
    ['dane są punkty P(2; 5) i Q(-1; 1). oblicz długość wektora PQ', 'pl', [5]],
    ['кут між векторами a(1; 1) і b(-1; 1)', 'uk', [90]],
    ['what is the domain of y = 1/(x^2 - 4)', 'en', [-2, 2]],
    ['znajdź dziedzinę funkcji f(x) = √(10 - 2x)', 'pl', [5]],
    ['найменше значення функції y = x² - 8x + 3', 'uk', [-13]],
    ['find the range of f(x) = 5 - (x - 1)^2', 'en', [5]],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test.each([
    // No single mode, two vectors for a length, a function defined nowhere to the left and right alike, a cubic's
    // range (all numbers: no bound to give), a domain and a range asked together: declined, never guessed.
    ['find the mode of 1, 2, 3, 4', 'en'],
    ['знайдіть довжину вектора a + b, якщо a(1; 2) і b(3; 4)', 'uk'],
    ['wyznacz zbiór wartości funkcji f(x) = x^3 - 3x', 'pl'],
    ['what are the domain and range of y = √(x + 1) - 2?', 'en'],
  ] as const)('declined: %s', (message, language) => {
    expect(values(message, language)).toBe('unsolved')
  })
})
