import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

/** The quantity the question names is the one shown (decision 126): the gain or the amount, a leg or the hypotenuse. */

const solve = (message: string, language: Language = 'en') => solveMaths(message, language, tutorTexts(language))
const values = (message: string, language: Language = 'en') => {
  const r = solve(message, language)
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

beforeAll(() => warmCas(), 30_000)

describe('the quantity asked', { timeout: 30_000 }, () => {
  test.each([
    // The interest earned, however the question names it; the amount when it names that or nothing.
    ['whats the simple interest on 900 at 5% per year for 3 years?', 'en', [135]],
    ['how much interest does $2500 earn in 2 years at 4% compounded annually?', 'en', [204]],
    ['$2500 at 4% compound interest for 2 years, how much is in the account?', 'en', [2704]],
    ['скільки гривень відсотків нарахує банк за 2 роки на 4000 грн під 5% річних (прості відсотки)?', 'uk', [400]],
    ['Ile złotych odsetek da lokata 2000 zł na 3% rocznie po 4 latach przy oprocentowaniu prostym?', 'pl', [240]],
    ['Lokata 2000 zł na 5% w skali roku, procent składany. Ile będzie na lokacie po 2 latach?', 'pl', [2205]],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test('a hypotenuse given with words before its number is not read as a leg', () => {
    expect(
      values('гіпотенуза прямокутного трикутника дорівнює 25 см, а один із катетів 7 см. знайдіть інший катет', 'uk'),
    ).toEqual([24])
    expect(values('the hypotenuse of a right triangle is 10 and one leg is 6, find the other leg')).toEqual([8])
  })

  test('a leg asked, with the hypotenuse named before its number, is the leg', () => {
    expect(values('у прямокутному трикутнику гіпотенуза 13 і катет 5. знайдіть катет', 'uk')).toEqual([12])
    expect(values('a right triangle has legs 6 and 8, find the hypotenuse')).toEqual([10])
  })

  test('options printed one a line with a bare letter ("А 3") are read as options, in order', () => {
    const r = solve("Розв'яжіть рівняння 3(x − 1) = x + 7\nА 1\nБ 3\nВ 5\nГ 7\nД 9", 'uk')
    expect(r?.status === 'solved' && r.choice).toBe('В')
    // A first line that starts with a capital A is the stem, not an option.
    const stem = solve('A bag has 2 red and 6 blue balls. One ball is drawn. What is the probability it is red?')
    expect(stem?.status === 'solved' && stem.values).toEqual([0.25])
  })
})
