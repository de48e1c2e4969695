import { describe, expect, test } from 'vitest'
import { mixedUnits } from './units.ts'

describe('a quantity named in two units asks for a conversion', () => {
  test.each([
    'pole prostokąta o bokach 3 dm i 40 cm',
    'obwód kwadratu o boku 35 cm. wynik podaj w metrach',
    'obwód koła o promieniu 5 cm w mm',
    'pociąg jedzie 2 h 30 min',
    'Ile ma Staś w groszach, jeśli ma 15 zł',
    'швидкість 5 м за 2 секунди, знайдіть шлях за 3 хвилини',
  ])('mixed: %s', (message) => expect(mixedUnits(message)).toBe(true))

  test.each([
    'prostokąt ma boki 3 cm i 40 cm, oblicz pole w cm²',
    'a car drives 60 km/h for 3 hours',
    'the second pump alone takes 10 hours',
    'bilety po 12 zł i 7 zł, razem 380 zł',
  ])('one unit each: %s', (message) => expect(mixedUnits(message)).toBe(false))
})
