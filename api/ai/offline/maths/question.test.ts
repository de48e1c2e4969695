import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

/**
 * The verifier asks whether the question answered is the one asked (decision 077): what is asked of the roots,
 * degrees, counting notation, open interval ends, y = f(x), comparisons and counts of changes.
 */

const values = (message: string, language: Language = 'en') => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

beforeAll(() => warmCas(), 30_000)

describe('what was asked', { timeout: 30_000 }, () => {
  test.each([
    ['najmniejsza liczba całkowita spełniająca nierówność 2x - 3 > 4', 'pl'],
    ['C(7,3)', 'en'],
    ['Знайдіть периметр квадрата, площа якого 49', 'uk'],
    ['Скільки коштуватиме товар за 250 грн після двох послідовних знижок по 20%?', 'uk'],
    ['deposit 1000 at 5% per year for 2 years. how much?', 'en'],
    // Geometry answers the quantity asked only; a percentage is a rate; k from n needs its "from".
    ['знайдіть діагональ квадрата зі стороною 5', 'uk'],
    ['Периметр прямокутника 30 см, а одна сторона 5 см. Знайдіть площу', 'uk'],
    ['На скільки відсотків збільшиться площа квадрата, якщо його сторону збільшити на 10%?', 'uk'],
    ['У класі 10 хлопців і 15 дівчат. Скількома способами можна вибрати одного хлопця і одну дівчину?', 'uk'],
    ['circle radius 4', 'en'],
    // A composition, an angle named by a Greek letter, two cards of which neither both nor one is asked.
    ['If f(x) = 2x + 1 and g(x) = x^2, find f(g(2))', 'en'],
    ['Wiadomo, że sin α = 3/5 i α jest kątem ostrym. Oblicz cos α', 'pl'],
    ['Two cards are drawn from a deck of 52 without replacement. What is the probability one is an ace?', 'en'],
    // An inequality's boundary is not a value that satisfies it.
    ['Which value of x satisfies 3x - 4 > 8?\nA) 2\nB) 3\nC) 4\nD) 5', 'en'],
    ['Сторони трикутника 3, 4 і 5. Знайдіть радіус описаного кола', 'uk'],
    ['Радіус основи циліндра 3 см, висота 5 см. Знайдіть площу бічної поверхні', 'uk'],
    ['знайдіть площу фігури, обмеженої лініями y = x^2 і y = 4', 'uk'],
    ['Спростіть вираз (a^2 - b^2)/(a - b)', 'uk'],
    ['Кидають гральний кубик двічі. Яка ймовірність, що обидва рази випаде 6?', 'uk'],
    ['Wpłacono 10000 zł na 2 lata, 3% rocznie, procent składany z kapitalizacją dzienną. Ile będzie na koncie?', 'pl'],
    // An expression of a system's x and y, a count asked of the roots (decision 159).
    ['розвяжіть систему x + 2y = 7, 3x - y = 7. у відповідь запишіть x + y', 'uk'],
    ['знайдіть корені рівняння x^2 - 4 = 0 та вкажіть їх кількість', 'uk'],
    // The answer asked in a unit nothing given is in: a conversion no solver makes.
    ['сторона квадрата 5 см. знайдіть периметр у міліметрах', 'uk'],
    ['a square has a side of 5 cm. find its perimeter in millimetres', 'en'],
    ["знайдіть об'єм прямокутного паралелепіпеда з вимірами 2 см, 3 см і 4 дм", 'uk'],
    ['Розвяжіть систему: 2x + y = 7; x - y = 2. Знайдіть добуток xy.', 'uk'],
    ['x^2 - 5x + 6 = 0. знайдіть x1^2 + x2^2', 'uk'],
    ['x² − 7x + 10 = 0, oblicz x₁·x₂', 'pl'],
    // Two cars towards each other, a distance asked: the time to the meeting is no answer to it.
    [
      'Відстань між містами 240 км. Автомобілі їдуть назустріч зі швидкостями 60 км/год і 80 км/год. Яку відстань проїде перший до зустрічі?',
      'uk',
    ],
    ['oblicz objętość prostopadłościanu o wymiarach 2 cm, 3 cm i 1 m', 'pl'],
  ] as const)('declined, not answered wrongly: %s', (message, language) => {
    // Declined, or not taken for a maths problem at all: either way no answer is shown.
    expect(['unsolved', 'none']).toContain(values(message, language))
  })

  test.each([
    ['f(x) = x^2 + 3x. find f(2)', 'en', [10]],
    // One root chosen by its size or sign, worked from the checked roots (roots-asked.ts, decision 160).
    ['розвяжіть рівняння x^2 + 2x - 15 = 0. у відповідь запишіть менший корінь', 'uk', [-5]],
    ['розв’яжіть рівняння x^2 = 49. у відповідь запишіть додатний корінь', 'uk', [7]],
    ['rozwiąż równanie x^2 - 4x - 5 = 0. podaj mniejszy pierwiastek', 'pl', [-1]],
    ['solve x^2 - 9 = 0 and give the positive root', 'en', [3]],
    ['знайдіть нулі функції y = x^2 - 1', 'uk', [-1, 1]],
    ['кидають два кубики. ймовірність що сума очок не менша за 10', 'uk', [0.166667]],
    // Two cards drawn together, both asked: the ordered pairs without replacement (decision 154).
    [
      'Two cards are drawn from a deck of 52 without replacement. What is the probability both are aces?',
      'en',
      [0.004525],
    ],
    ['Rzucamy dwiema kostkami. Jakie jest prawdopodobieństwo, że suma oczek będzie większa od 9?', 'pl', [0.166667]],
    ['знайдіть x, якщо 2x + 5 = 3x - 1, і обчисліть x^2', 'uk', [36]],
    ['Скільки грамів води треба додати до 300 г 20% розчину солі, щоб отримати 15% розчин?', 'uk', [100]],
    ['Ile wynosi pochodna funkcji f(x) = x^3 w punkcie x = 2?', 'pl', [12]],
    ['границя послідовності (3n^2)/(n^2+1)', 'uk', [3]],
    // An open end of the interval is left out, and a chain "0 < x < π" is an interval too.
    ['sin x = 0 на (0; 2π)', 'uk', [3.141593]],
    ['solve sin(2x) = 0 for 0 < x < π', 'en', [1.570796]],
    ['rozwiąż cos x = 1 w przedziale <0; 2π>', 'pl', [0, 6.283185]],
    // "No real solutions" is never said of roots far out, and x² ≤ 0 holds at 0.
    ['log(x) = 3 find x', 'en', [1000]],
    ['x^2 ≤ 0', 'en', [0]],
    // f(x) = … is a function: its zeros, or its value at a point, never the equation x = f(x).
    ['Oblicz miejsca zerowe funkcji f(x) = x^2 - 5x + 4', 'pl', [1, 4]],
    ['Funkcja liniowa f(x) = 2x - 6. Oblicz miejsce zerowe', 'pl', [3]],
    ['Oblicz wartość funkcji f(x) = 2x^2 - 3 dla x = 3', 'pl', [15]],
    ['solve 2cos x + 1 = 0 for 0 ≤ x ≤ 2π', 'en', [2.094395, 4.18879]],
    [
      'Pan Kowalski wpłacił 10000 zł na lokatę na 2 lata przy rocznej stopie 3%, kapitalizacja co pół roku. Ile będzie miał?',
      'pl',
      [10613.64],
    ],
    ['what is the probability of rolling a sum of 8 with a die rolled twice', 'en', [0.138889]],
    // A function's domain: the boundary of the set where it is defined (decision 131).
    ['знайдіть область визначення функції y = √(x − 2)', 'uk', [2]],
    ['Wyznacz dziedzinę funkcji f(x) = √(x - 3)', 'pl', [3]],
  ] as const)('read as asked: %s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })
})
