import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { normaliseMath } from './notation.ts'
import { solveMaths } from './solve.ts'

const solve = (message: string, language: Language) => solveMaths(message, language, tutorTexts(language))
const value = (message: string, language: Language) => {
  const r = solve(message, language)
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(9))) : r?.status
}

beforeAll(() => warmCas(), 30_000)

describe('spaced thousands', () => {
  test.each([
    ['2 400', '2400'],
    ['1 500 грн', '1500 грн'],
    ['12 000 zł', '12000 zł'],
    ['1 000 000', '1000000'],
    ['1 500,5', '1500.5'],
    // A list or something that is not one number: left apart.
    ['2 400 600', '2 400 600'],
    ['125 250 500 1000', '125 250 500 1000'],
    ['5 7 100', '5 7 100'],
    ['2 4000', '2 4000'],
  ])('%s → %s', (typed, read) => expect(normaliseMath(typed)).toBe(read))

  test('a joined number is solved; a run that may be a list is declined', () => {
    expect(value('знайди 25% від 12 000', 'uk')).toEqual([3000])
    expect(value('samochód kosztuje 48 000 zł. cena spadła o 5%. ile kosztuje teraz', 'pl')).toEqual([45600])
    expect(value('what is 2 400 600 + 5', 'en')).not.toEqual([2400605])
  })
})

describe('trigonometry in degrees and roots in words', () => {
  test.each([
    ['find 2 sin 30° + cos 60°', 'en', 1.5],
    ['обчисліть sin 150° + cos 180°', 'uk', -0.5],
    // Was declined before decision 158 (an angle in degrees): now read in degrees and checked with mathjs's deg.
    ['обчисліть sin 30°', 'uk', 0.5],
    ['знайдіть значення 2cos 60° · tg 45°', 'uk', 1],
    ['oblicz wartosc wyrazenia 3tg 45° - 2sin 150°', 'pl', 2],
    ['cube root of 343 plus square root of 49', 'en', 14],
    ['обчисли кубічний корінь з 216', 'uk', 6],
    ['oblicz pierwiastek sześcienny z 512', 'pl', 8],
    ['корінь з 16 плюс 2', 'uk', 6],
    ['cube root of -8', 'en', -2],
  ] as const)('%s', (message, language, expected) => expect(value(message, language)).toEqual([expected]))

  test('the angle stays in the steps, and "корінь рівняння" is no square root', () => {
    const r = solve('oblicz sin 30° · cos 60°', 'pl')
    expect(r?.status === 'solved' && r.steps.join(' ')).toMatch(/30.*60/)
    expect(normaliseMath('знайдіть корінь рівняння 4x + 3 = 19')).not.toMatch(/sqrt/)
    // Without °, sin 30 would be radians: still declined.
    expect(solve('знайдіть значення виразу sin 30', 'uk')?.status).not.toBe('solved')
    // tan 90° has no value (the float there is 1.6·10¹⁶).
    expect(solve('tan 90°', 'en')?.status).not.toBe('solved')
  })
})
