import { describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { solveMaths } from './solve.ts'

/** Geometry by named formula, two points, limits at ∞ in words, cards and pasted options (decision 154). */

const solve = (message: string, language: Language = 'en') => solveMaths(message, language, tutorTexts(language))
const values = (message: string, language: Language = 'en') => {
  const r = solve(message, language)
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}
const pi = (k: number) => [Number((k * Math.PI).toFixed(6))]

describe('named formulas and the readings of round 9', { timeout: 30_000 }, () => {
  test.each([
    ['area of a sector with radius 6 and angle 60 degrees', 'en', pi(6)],
    ['знайдіть довжину дуги кола радіуса 6 см з центральним кутом 90°', 'uk', pi(3)],
    ['знайдіть площу ромба, діагоналі якого 10 см і 24 см', 'uk', [120]],
    ['graniastosłup prawidłowy czworokątny ma krawędź podstawy 4 cm i wysokość 9 cm. oblicz objętość', 'pl', [144]],
    ['oblicz objętość walca o średnicy 10 cm i wysokości 4 cm', 'pl', pi(100)],
    ['радіус основи конуса 6 см, твірна 10 см. знайдіть площу повної поверхні', 'uk', pi(96)],
    ['distance between the points (1, 2) and (7, 10)', 'en', [10]],
    ['find the midpoint of (2, 4) and (6, 10)', 'en', [4, 7]],
    ['limit as n goes to infinity of (5n^3 - n)/(2n^3+4)', 'en', [2.5]],
    ['oblicz granice ciagu a_n = (6n^3+2)/(3n^3-n)', 'pl', [2]],
    [
      'two cards are drawn from a standard deck of 52 without replacement. probability both are aces?',
      'en',
      [0.004525],
    ],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test('an angle in radians, a triangular pyramid or an area of a segment is not given a degree or square formula', () => {
    expect(values('знайдіть площу сектора радіуса 4 з кутом pi/3', 'uk')).toBe('unsolved')
    expect(values('find the volume of a regular triangular pyramid with base edge 6 and height 10')).toBe('none')
  })

  test.each([
    ['a cuboid is 3 cm by 4 cm by 12 cm. find the length of its diagonal', 'en', [13]],
    ['box with dimensions 2, 5 and 6 find the surface area', 'en', [104]],
    ['знайдіть обєм прямокутного паралелепіпеда з вимірами 4, 5 і 7', 'uk', [140]],
    ['przekątne rombu mają 16 cm i 30 cm. oblicz dlugosc boku', 'pl', [17]],
    ['how many diagonals does a polygon with 12 sides have', 'en', [54]],
    ['скільки діагоналей має опуклий 15-кутник', 'uk', [90]],
    ['ile przekatnych ma wielokat wypukly o 9 bokach', 'pl', [27]],
  ] as const)('a side or a diagonal a formula computes: %s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test('a side or a diagonal no formula computes is still declined', () => {
    expect(values('find the side of a rhombus with area 24 and diagonal 6')).not.toEqual([5])
    expect(values('знайдіть діагональ прямокутника зі сторонами 6 і 8', 'uk')).toBe('unsolved')
    expect(values('a cuboid has volume 60 and two edges 3 and 4, find the third edge')).not.toEqual([60])
    // The diagonals from one vertex are n − 3, not n(n − 3)/2.
    expect(values('скільки діагоналей можна провести з однієї вершини 10-кутника', 'uk')).not.toEqual([35])
  })

  test('pasted options that list the roots are matched as a set', () => {
    const r = solve('Розвяжіть рівняння x² - 5x + 6 = 0.\nА) 2 і 3\nБ) -2 і -3\nВ) 1 і 6\nГ) -1 і -6', 'uk')
    expect(r?.status === 'solved' && r.choice).toBe('А')
  })
})
