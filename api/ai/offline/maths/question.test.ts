import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

/**
 * The verifier asks whether the question answered is the one asked (decision 077): what is asked of the roots,
 * degrees, counting notation, open interval ends, y = f(x), comparisons and counts of changes.
 */

const values = (message: string, language: Language = 'en') => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

beforeAll(() => warmCas(), 30_000)

describe('what was asked', { timeout: 30_000 }, () => {
  test.each([
    ['Знайдіть суму коренів рівняння x² − 5x + 6 = 0', 'uk'],
    ['what is the product of the roots of x^2 - 3x - 10 = 0', 'en'],
    ['najmniejsza liczba całkowita spełniająca nierówność 2x - 3 > 4', 'pl'],
    ['обчисліть sin 30°', 'uk'],
    ['C(7,3)', 'en'],
    ['знайдіть область визначення функції y = √(x − 2)', 'uk'],
    ['Знайдіть периметр квадрата, площа якого 49', 'uk'],
    ['Скільки коштуватиме товар за 250 грн після двох послідовних знижок по 20%?', 'uk'],
    ['deposit 1000 at 5% per year for 2 years. how much?', 'en'],
  ] as const)('declined, not answered wrongly: %s', (message, language) => {
    // Declined, or not taken for a maths problem at all: either way no answer is shown.
    expect(['unsolved', 'none']).toContain(values(message, language))
  })

  test.each([
    ['f(x) = x^2 + 3x. find f(2)', 'en', [10]],
    ['знайдіть нулі функції y = x^2 - 1', 'uk', [-1, 1]],
    ['кидають два кубики. ймовірність що сума очок не менша за 10', 'uk', [0.166667]],
    ['Rzucamy dwiema kostkami. Jakie jest prawdopodobieństwo, że suma oczek będzie większa od 9?', 'pl', [0.166667]],
    ['знайдіть x, якщо 2x + 5 = 3x - 1, і обчисліть x^2', 'uk', [36]],
    ['Ile wynosi pochodna funkcji f(x) = x^3 w punkcie x = 2?', 'pl', [12]],
    ['границя послідовності (3n^2)/(n^2+1)', 'uk', [3]],
    // An open end of the interval is left out, and a chain "0 < x < π" is an interval too.
    ['sin x = 0 на (0; 2π)', 'uk', [3.141593]],
    ['solve sin(2x) = 0 for 0 < x < π', 'en', [1.570796]],
    ['rozwiąż cos x = 1 w przedziale <0; 2π>', 'pl', [0, 6.283185]],
    // "No real solutions" is never said of roots far out, and x² ≤ 0 holds at 0.
    ['log(x) = 3 find x', 'en', [1000]],
    ['x^2 ≤ 0', 'en', [0]],
  ] as const)('read as asked: %s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })
})
