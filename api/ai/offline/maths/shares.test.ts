import { beforeAll, describe, expect, test } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { tutorTexts } from '../texts.ts'
import { warmCas } from './cas.ts'
import { solveMaths } from './solve.ts'

/** The rest of a whole after a share, and a fixed fee plus a rate (shares.ts, decision 159), in en/uk/pl. */

const values = (message: string, language: Language) => {
  const r = solveMaths(message, language, tutorTexts(language))
  return r?.status === 'solved' ? r.values.map((v) => Number(v.toFixed(6))) : (r?.status ?? 'none')
}

beforeAll(() => warmCas(), 30_000)

describe('shares of a whole and fees', { timeout: 30_000 }, () => {
  test.each([
    ['у класі 30 учнів, 40% з них дівчата. скільки в класі хлопців', 'uk', [18]],
    ['у класі 30 учнів, 40% з них дівчата. скільки в класі дівчат', 'uk', [12]],
    ['60% of the 40 people at a party are women. how many men are there', 'en', [16]],
    ['w klasie jest 25 uczniów, 60% z nich to dziewczęta. ile jest chłopców', 'pl', [10]],
    ['таксі: посадка 30 грн і 12 грн за кожен кілометр. заплатили 150 грн. скільки кілометрів проїхали', 'uk', [10]],
    [
      'a plumber charges a call-out fee of $40 plus $25 per hour. the bill was $140. how many hours did he work',
      'en',
      [4],
    ],
    ['wypożyczalnia: opłata stała 20 zł plus 15 zł za każdą godzinę. zapłacono 80 zł. ile godzin', 'pl', [4]],
  ] as const)('read: %s', (message, language, expected) => {
    expect(values(message, language)).toEqual(expected)
  })

  test.each([
    // A share asked is no count; both groups asked is two answers; a count that is not whole is a misreading.
    ['у класі 30 учнів, 40% з них дівчата. скільки відсотків хлопців', 'uk'],
    ['у класі 30 учнів, 40% з них дівчата. скільки дівчат і хлопців', 'uk'],
    ['in a class of 28 students 30% are girls. how many boys', 'en'],
    // The units asked are not the ones the rate is per; the fare is asked, not the distance.
    ['a taxi charges a $3 flat fee plus $2 per mile. the ride cost $19. how many minutes was the ride', 'en'],
    ['таксі: посадка 30 грн і 12 грн за кожен кілометр. поїздка була 10 км. скільки заплатили', 'uk'],
  ] as const)('not answered: %s', (message, language) => {
    expect(['unsolved', 'none']).toContain(values(message, language))
  })
})
