import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

const value = (message: string, language: Language = 'en') => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}
const p = (m: number, n: number) => [Number((m / n).toFixed(6))]

beforeAll(() => warmCas(), 30_000)

describe('dice faces, numbers 1..N and groups of people (decision 158)', () => {
  test.each([
    ['two dice are rolled. probability that at least one shows a six', 'en', p(11, 36)],
    ['two dice are thrown, probability that both show the same number', 'en', p(6, 36)],
    ['rzucamy dwiema kostkami. prawdopodobienstwo ze wypadna dwie szostki', 'pl', p(1, 36)],
    ['кидають два кубики. ймовірність того що хоча б на одному випаде шістка', 'uk', p(11, 36)],
    ['a number is chosen at random from 1 to 50. whats the probability it is divisible by 6', 'en', p(8, 50)],
    ['навмання вибирають число від 1 до 30. яка ймовірність що воно ділиться на 4', 'uk', p(7, 30)],
    [
      'ze zbioru liczb 1,2,...,40 losujemy jedna liczbe. prawdopodobienstwo ze bedzie podzielna przez 3',
      'pl',
      p(13, 40),
    ],
    [
      'a class has 12 boys and 18 girls. two students are picked at random. probability both are girls',
      'en',
      p(306, 870),
    ],
    [
      'у класі 10 хлопців і 15 дівчат. навмання вибирають двох учнів. яка ймовірність що обидва хлопці',
      'uk',
      p(90, 600),
    ],
    ['losujemy liczbę od 1 do 30. prawdopodobieństwo że nie jest podzielna przez 5', 'pl', p(24, 30)],
    ['число від 1 до 20. ймовірність що воно не ділиться на 3', 'uk', p(14, 20)],
  ] as const)('%s', (message, language, expected) => expect(value(message, language)).toEqual(expected))

  test('an event the models do not read is declined, not answered as another one', () => {
    for (const [message, language] of [
      ['two dice are rolled. probability that the sum is 7 and at least one six', 'en'],
      ['roll two dice. probability of getting a double six', 'en'],
      ['two dice, probability that they do not show the same number', 'en'],
      ['rzucamy dwa razy kostką. prawdopodobieństwo że szóstka wypadnie dokładnie raz', 'pl'],
      ['rzucamy dwiema kostkami. prawdopodobienstwo ze wypadnie jedna szostka', 'pl'],
      ['a bag has 3 red and 5 blue balls, two are drawn, probability at least one is red', 'en'],
      ['у класі 10 хлопців і 15 дівчат. вибирають двох учнів. ймовірність що хоча б один хлопець', 'uk'],
      ['a number is chosen at random from 1 to 50. whats the probability it is divisible by 6 or 4', 'en'],
    ] as const)
      expect(value(message, language)).not.toEqual(expect.arrayContaining([expect.any(Number)]))
  })
})
