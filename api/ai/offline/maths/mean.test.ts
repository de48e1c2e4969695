import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

const solve = (message: string, language: Language) => solveMaths(message, language, tutorTexts(language))

beforeAll(() => warmCas(), 30_000)

describe('a value missing from a mean: sum = count · mean', { timeout: 30_000 }, () => {
  test.each([
    ['en', 'the mean of 4 numbers is 10; three of them are 8, 9 and 12. find the fourth number', 11],
    ['uk', 'середнє арифметичне трьох чисел дорівнює 9. два з них 4 і 11. знайдіть третє', 12],
    ['pl', 'średnia liczb 6, 9, x i 13 wynosi 10. oblicz x', 12],
    ['en', 'the mean of 4 numbers is 10 and the mean of 3 of them is 9. what is the other number', 13],
    [
      'pl',
      'średnia wieku czterech osób wynosi 15 lat. gdy dołączyła piąta osoba, średnia wzrosła do 16 lat. ile lat ma piąta osoba',
      20,
    ],
  ] as const)('%s: %s → %d', (language, message, value) => {
    const r = solve(message, language)
    expect(r?.status === 'solved' && r.values).toEqual([value])
  })

  test('a count the text does not give is not guessed: a value taken away is declined, never answered as one added', () => {
    const r = solve(
      'the average of 5 numbers is 20. one number is removed and the average is now 18. which number?',
      'en',
    )
    expect(r?.status).not.toBe('solved')
  })
})
