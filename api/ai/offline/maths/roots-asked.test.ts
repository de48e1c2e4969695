import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { ofRootsAsked } from './roots-asked.ts'
import { solveMaths } from './solve.ts'

const values = (message: string, language: Language) => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

beforeAll(() => warmCas(), 30_000)

describe('something asked of the roots is worked from the checked roots', { timeout: 30_000 }, () => {
  test.each([
    // Each once shown as both roots (a wrong answer) or declined.
    ['podaj mniejszy pierwiastek rownania x^2 - 2x - 15 = 0', 'pl', [-3]],
    ['oblicz sumę pierwiastków równania 2x^2 - 8x + 6 = 0', 'pl', [4]],
    ['iloczyn rozwiązań równania x^2 + x - 12 = 0 jest równy', 'pl', [-12]],
    ['ile rozwiązań ma równanie x^2 - 4x + 4 = 0', 'pl', [1]],
    ['rozwiąż równanie (x-1)(x+4) = 0. podaj rozwiązanie dodatnie', 'pl', [1]],
    ['знайдіть суму коренів рівняння x^2 - 5x + 6 = 0', 'uk', [5]],
    ['знайдіть більший корінь рівняння x^2 - 2x - 8 = 0', 'uk', [4]],
    ['find the product of the roots of x^2 - 3x - 10 = 0', 'en', [-10]],
    // Once declined on purpose (question.test.ts); now worked from the roots.
    ['Знайдіть суму коренів рівняння x² − 5x + 6 = 0', 'uk', [5]],
    ['what is the product of the roots of x^2 - 3x - 10 = 0', 'en', [-10]],
    ['rozwiąż równanie x^2 = 16 dla x > 0', 'pl', [4]],
    ['x^2 - x - 6 = 0, gdzie x < 0', 'pl', [-2]],
    ['знайдіть менший корінь рівняння x^2 - 2x - 15 = 0', 'uk', [-3]],
    ['podaj rozwiązanie ujemne równania x^2 + 2x - 8 = 0', 'pl', [-4]],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test.each([
    // A double root counted once or twice, two things asked, no root fitting, a difference (whose order?).
    ['oblicz sumę pierwiastków równania x^2 - 4x + 4 = 0', 'pl'],
    ['podaj sumę i iloczyn pierwiastków równania x^2 - 5x + 6 = 0', 'pl'],
    ['podaj rozwiązanie ujemne równania x^2 - 5x + 6 = 0', 'pl'],
    ['oblicz różnicę pierwiastków równania x^2 - 5x + 6 = 0', 'pl'],
    ['x^2 - 16 = 0 dla x > 10', 'pl'],
  ] as const)('declined: %s', (message, language) => {
    expect(values(message, language)).toBe('unsolved')
  })

  test('two things asked of the roots are not one', () => {
    expect(ofRootsAsked('sumę i iloczyn pierwiastków')).toBeUndefined()
    expect(ofRootsAsked('the larger root')?.of).toBe('larger')
  })
})
