import { describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { solveMaths } from './solve.ts'

/** Coin tosses counted in words as well as digits: the first count is the tosses', the side's after it (decision 126). */

const values = (message: string, language: Language = 'en') => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

describe('coin tosses', { timeout: 30_000 }, () => {
  test.each([
    ['Монету підкидають тричі. Яка ймовірність, що герб випаде рівно один раз?', 'uk', [0.375]],
    ['Монету кидають двічі. Яка ймовірність, що обидва рази випаде решка?', 'uk', [0.25]],
    ['Rzucamy cztery razy monetą. Oblicz prawdopodobieństwo, że wypadną dokładnie trzy orły.', 'pl', [0.25]],
    ['Rzucamy dwa razy monetą. Jakie jest prawdopodobieństwo, że wypadnie co najmniej jeden orzeł?', 'pl', [0.75]],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })
})

describe('cards', { timeout: 30_000 }, () => {
  test.each([
    // Once read as the first rank named only (1/13).
    ['z talii 52 kart losujemy jedną. jakie jest prawdopodobieństwo, że będzie to as lub król', 'pl', [2 / 13]],
    ['One card is drawn from a deck of 52 cards. What is the probability of a king or a heart?', 'en', [16 / 52]],
  ] as const)('every rank and suit named is read: %s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected.map((v) => Number(v.toFixed(6))))
  })
})
