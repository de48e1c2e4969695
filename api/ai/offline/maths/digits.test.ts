import { describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { solveMaths } from './solve.ts'

/** Numbers with digits counted by listing them, pairs of n, a group's size beside its pool (decision 154). */

const values = (message: string, language: Language = 'en') => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

describe('counting numbers, pairs and groups', { timeout: 30_000 }, () => {
  test.each([
    ['how many 3 digit numbers have all different digits', 'en', [648]],
    ['how many even 4-digit numbers can you make from 1,2,3,4,5 without repeating digits', 'en', [48]],
    ['скільки трицифрових чисел можна скласти з цифр 0, 1, 2, 3, якщо цифри не повторюються', 'uk', [18]],
    ['скільки існує двоцифрових чисел, у яких обидві цифри непарні', 'uk', [25]],
    ['ile jest liczb dwucyfrowych podzielnych przez 4?', 'pl', [22]],
    ['12 people at a party, everyone shakes hands with everyone else once. how many handshakes', 'en', [66]],
    ['Ile meczów rozegrano w turnieju 10 drużyn, jeśli każda drużyna zagrała z każdą jeden raz?', 'pl', [45]],
    ['a class has 10 students, how many ways to choose a committee of 3', 'en', [120]],
    ['na ile sposobow mozna wybrac 4-osobowa delegacje z 9 osob', 'pl', [126]],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test('a property the model does not read, or a digit it did not use, is declined rather than miscounted', () => {
    expect(
      values('Ile jest liczb dwucyfrowych, których cyfra dziesiątek jest równa 3 i są nieparzyste', 'pl'),
    ).not.toEqual([45])
    expect(values('how many 3-digit numbers have a digit sum of 5')).toBe('none')
    expect(values('Ile jest kodów czterocyfrowych z cyfr 0-7', 'pl')).toBe('unsolved')
  })
})
