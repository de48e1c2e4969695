import { describe, expect, test } from 'vitest'
import { withoutHeader } from './header.ts'

describe("a pasted task's number and points are not data", () => {
  test.each([
    ['Zadanie 5. (0–1 pkt)\nRozwiązaniem równania 3x - 4 = 2x + 1 jest', 'Rozwiązaniem równania 3x - 4 = 2x + 1 jest'],
    ['Zad. 12 (0-1) Liczba log_2 32 jest równa', 'Liczba log_2 32 jest równa'],
    ['Завдання 3 (2 бали). Розв’яжіть 2x = 6', 'Розв’яжіть 2x = 6'],
    ['1) oblicz 25% liczby 360', 'oblicz 25% liczby 360'],
    ['Task 4 [3 marks] solve x + 1 = 5', 'solve x + 1 = 5'],
    ['oblicz pole (2 pkt) kwadratu o boku 4', 'oblicz pole   kwadratu o boku 4'],
  ])('%s', (typed, read) => expect(withoutHeader(typed).trim()).toBe(read))

  test.each(['(0-1) + 2x = 5', '2.5x + 1 = 6', 'rozwiąż (x - 1)(x + 2) = 0', 'oblicz 3) tak'])(
    'data left alone: %s',
    (typed) => expect(withoutHeader(typed)).toBe(typed),
  )
})
