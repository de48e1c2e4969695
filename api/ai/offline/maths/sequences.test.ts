import { describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { solveMaths } from './solve.ts'

/** Sequences read the term or the count in words, and a difference from two given terms (decision 126). */

const values = (message: string, language: Language = 'en') => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

describe('sequences', { timeout: 30_000 }, () => {
  test.each([
    ['find the sum of the first six terms of the arithmetic sequence 5, 8, 11, ...', 'en', [75]],
    ['Знайдіть сьомий член геометричної прогресії 1; 3; 9; ...', 'uk', [729]],
    ['Oblicz sumę dziesięciu początkowych wyrazów ciągu arytmetycznego 2, 5, 8, ...', 'pl', [155]],
    ['Знайдіть 12-й член арифметичної прогресії, якщо a₁ = 4, a₂ = 9', 'uk', [59]],
    ['W ciągu arytmetycznym a3 = 10 i a7 = 22. Oblicz a10.', 'pl', [31]],
    // Terms given in words, and a geometric ratio from two terms (one real root, or the sign the text gives).
    ['arithmetic sequence where the 3rd term is 11 and the 8th term is 31. find the 20th term', 'en', [79]],
    ['geometric sequence with second term 6 and fifth term 162, find the sum of the first 6 terms', 'en', [728]],
    ["геометрична прогресія: b2 = 10, b4 = 40, q>0. знайдіть суму перших п'яти членів", 'uk', [155]],
    ['geometric sequence b2 = 12, b4 = 48. find b6', 'en', 'unsolved'],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })
})
