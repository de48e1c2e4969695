import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

/** The examples of issue 24, in the three languages: each solved, checked, and answered with the right values. */

const solve = (message: string, language: Language = 'en') => solveMaths(message, language, tutorTexts(language))
const values = (message: string, language: Language = 'en') => {
  const r = solve(message, language)
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : r
}

beforeAll(() => warmCas(), 30_000)

describe('the offline maths on the CAS', { timeout: 30_000 }, () => {
  test.each([
    ['$1500 at 4% compound interest for 3 years', 'en', [1687.3]],
    ['sin x = 1/2 on [0, 2π]', 'en', [0.523599, 2.617994]],
    ['log2(x) + log2(x−2) = 3', 'en', [4]],
    ['|2x − 3| = 7', 'en', [-2, 5]],
    ['3^(2x−1) = 27', 'en', [2]],
    ['∫₀² (3x² + 2x) dx', 'en', [12]],
    ['triangle with sides 13, 14, 15', 'en', [84]],
    ['(x+3)/(x−1) = 2', 'en', [5]],
    ['vertex of y = x² − 6x + 5', 'en', [3, -4]],
    ['Two cyclists are 84 km apart and ride towards each other at 12 km/h and 16 km/h. When do they meet?', 'en', [3]],
    ['Rozwiąż równanie log_2(x) + log_2(x − 2) = 3', 'pl', [4]],
    ['Rozwiąż sin x = 1/2 w przedziale <0; 2π>', 'pl', [0.523599, 2.617994]],
    ['Oblicz całkę ∫₀² (3x² + 2x) dx', 'pl', [12]],
    ['Lokata 1500 zł na 4% w skali roku, procent składany, na 3 lata', 'pl', [1687.3]],
    ['Oblicz pole trójkąta o bokach 13, 14, 15', 'pl', [84]],
    ["Розв'яжіть рівняння 3^(2x−1) = 27", 'uk', [2]],
    ['Знайдіть вершину параболи y = x² − 6x + 5', 'uk', [3, -4]],
    [
      'Два велосипедисти виїхали назустріч один одному з двох міст, відстань між якими 84 км, зі швидкостями 12 км/год і 16 км/год. Через скільки годин вони зустрінуться?',
      'uk',
      [3],
    ],
    ["Розв'яжіть нерівність x² − 5x + 6 < 0", 'uk', [2, 3]],
  ] as const)('%s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test('an extraneous root is rejected, and the step says so', () => {
    const r = solve('(x+3)/(x−1) = 2')
    expect(r?.status === 'solved' && r.steps.join(' ')).toMatch(/x = 1 does not satisfy/)
  })

  test('a non-periodic equation with sines is solved on the whole line, not on [0, 2π)', () => {
    expect(values('Solve sin(x) = x/2')).toEqual([-1.895494, 0, 1.895494])
  })

  test('a pasted multiple-choice question names the option with the checked value, wherever it is listed', () => {
    const stem = 'Two fair dice are rolled. What is the probability that the sum is 7?'
    const a = solve(`${stem}\nA) 1/12\nB) 1/6\nC) 7/36\nD) 1/36`)
    const b = solve(`${stem}\nA) 7/36\nB) 1/12\nC) 1/36\nD) 1/6`)
    expect(a?.status === 'solved' && a.choice).toBe('B')
    expect(b?.status === 'solved' && b.choice).toBe('D')
    // No option equals the checked answer: the reading is in doubt, so nothing is shown.
    const none = solve(`${stem}\nA) 7/36\nB) 1/12\nC) 1/36\nD) 1/3`)
    expect(none?.status).toBe('unsolved')
    const cyrillic = solve('Знайдіть корінь рівняння 4x + 3 = 19.\nА) 3\nБ) 4\nВ) 5\nГ) 6', 'uk')
    expect(cyrillic?.status === 'solved' && cyrillic.choice).toBe('Б')
  })

  test('a pasted sheet of worked lines is answered on its last task only', () => {
    const worked = Array.from({ length: 30 }, (_, i) => `${i + 1}) ${i + 2}x = ${2 * (i + 2)}, so x = 2`).join('\n')
    const sheet = `Homework, equations:\n${worked}\nNow solve the last one: 5x - 1 = 14`
    expect(sheet.length).toBeGreaterThan(400)
    expect(values(sheet)).toEqual([3])
  })

  test('the task at the end of a long pasted message is found', () => {
    const long = `${'Read the passage carefully. '.repeat(100)}\nSolve |2x − 3| = 7`
    expect(long.length).toBeGreaterThan(2000)
    expect(values(long)).toEqual([-2, 5])
  })
})
