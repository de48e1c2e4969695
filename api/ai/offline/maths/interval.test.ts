import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

/** An interval or integral bounds written any way are read, or the problem is declined (decision 126). */

const values = (message: string, language: Language = 'en') => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

beforeAll(() => warmCas(), 30_000)

describe('the bounds of x', { timeout: 30_000 }, () => {
  test.each([
    ['2cos²x − 1 = 0 na [0; π]', 'pl', [0.785398, 2.356194]],
    ['solve sin x = 1/2 between 0 and π', 'en', [0.523599, 2.617994]],
    ["розв'яжіть рівняння cos x = 0 від 0 до π", 'uk', [1.570796]],
    ['Oblicz całkę od 1 do e z 1/x dx', 'pl', [1]],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test('bounds that are not read make the integral declined, not indefinite', () => {
    expect(values('integrate 1/x from 1 to ln(5)')).toBe('unsolved')
  })
})
