import { describe, expect, it } from 'vitest'
import type { Question } from '../openapi/types.ts'
import { checkAnswer, checkMatching, checkNumeric, parseNumeric } from './answers.ts'
import { encodeMatches, parseMatches } from './pairs.ts'
import { filterQuestions, matchesType } from './questions.ts'

const choice: Question = {
  id: 'sat-math-calculator-001',
  examType: 'SAT',
  countryCode: 'US',
  section: 'Math Calculator',
  topic: 'algebra',
  difficulty: 'Easy',
  questionText: 'What is 2 + 2?',
  options: ['A) 3', 'B) 4', 'C) 5', 'D) 6'],
  correctAnswer: 'B) 4',
  explanation: 'Two and two make four.',
  timeLimit: 60,
  source: 'bank',
}
const half: Question = {
  ...choice,
  id: 'sat-math-calculator-101',
  type: 'numeric',
  options: [],
  correctAnswer: '1/2',
  acceptedAnswers: ['1/2', '0.5', '.5'],
}
const twoThirds: Question = { ...half, id: 'sat-2', correctAnswer: '2/3', acceptedAnswers: ['2/3', '.6666', '.6667'] }
const matching: Question = {
  ...choice,
  id: 'nmt-x-1',
  type: 'matching',
  options: [],
  matching: { prompts: ['p1', 'p2', 'p3', 'p4'], choices: ['a', 'b', 'c', 'd', 'e'] },
  correctAnswer: '1-B,2-D,3-A,4-E',
}

describe('numeric answers', () => {
  it('accepts every listed form and equivalent values', () => {
    for (const a of ['1/2', '0.5', '.5', '2/4', '0.50', ' 1 / 2 ']) expect(checkNumeric(half, a), a).toBe(true)
    for (const a of ['0.4', '1/3', '5', '', 'half', '1/0']) expect(checkNumeric(half, a), a).toBe(false)
  })

  it('reads a decimal comma in Ukrainian and Polish, but not in English', () => {
    expect(checkNumeric(half, '0,5', 'uk')).toBe(true)
    expect(checkNumeric(half, '0,5', 'pl')).toBe(true)
    expect(checkNumeric(half, '0,5', 'en')).toBe(false)
    expect(parseNumeric('1,234.5', 'uk').ok).toBe(false)
  })

  it('reads a unicode minus as a minus sign', () => {
    const neg = { correctAnswer: '-3/4', acceptedAnswers: ['-3/4', '-.75', '-0.75'] }
    expect(checkNumeric(neg, '\u22123/4')).toBe(true)
    expect(checkNumeric(neg, '\u2212.75')).toBe(true)
    expect(checkNumeric(neg, '3/4')).toBe(false)
  })

  it('reads thousands grouped with spaces (Alberta, NMT and CKE print them so), but never a mixed number', () => {
    expect(checkNumeric({ correctAnswer: '2500' }, '2 500')).toBe(true)
    expect(checkNumeric({ correctAnswer: '2500' }, '2\u202F500')).toBe(true)
    expect(checkNumeric({ correctAnswer: '12345.5' }, '12 345,5', 'uk')).toBe(true)
    expect(checkNumeric({ correctAnswer: '-1200000' }, '-1 200 000')).toBe(true)
    expect(parseNumeric('2 50').ok).toBe(false)
    expect(parseNumeric('25 00').ok).toBe(false)
  })

  it('rejects mixed numbers, as the SAT directions say (3 1/2 is entered as 7/2 or 3.5)', () => {
    const item = { correctAnswer: '7/2', acceptedAnswers: ['7/2', '3.5'] }
    expect(parseNumeric('3 1/2')).toEqual({ ok: false, reason: 'mixed-number' })
    expect(checkNumeric(item, '3 1/2')).toBe(false)
    expect(checkNumeric(item, '7/2')).toBe(true)
    expect(checkNumeric(item, '3.50')).toBe(true)
  })

  it('accepts a repeating decimal only when it fills the field, truncated or rounded', () => {
    for (const a of ['.6666', '.6667', '0.666', '0.667', '2/3', '4/6']) expect(checkNumeric(twoThirds, a), a).toBe(true)
    for (const a of ['.66', '.67', '0.66', '0.6', '.6665', '0.668']) expect(checkNumeric(twoThirds, a), a).toBe(false)
    const neg = { correctAnswer: '-2/3' }
    expect(checkNumeric(neg, '-.6666')).toBe(true)
    expect(checkNumeric(neg, '-.6667')).toBe(true)
    expect(checkNumeric(neg, '.6667')).toBe(false)
    expect(checkNumeric(neg, '-.66')).toBe(false)
  })

  it('parses exactly, with no floating-point error', () => {
    const r = parseNumeric('0.3')
    expect(r.ok && r.value).toEqual({ num: 3n, den: 10n })
    expect(checkNumeric({ correctAnswer: '3/10' }, '0.30')).toBe(true)
  })
})

describe('matching answers', () => {
  it('parses and encodes the documented pair encoding', () => {
    expect(parseMatches('1-B,2-D,3-A,4-E', 4, 5)).toEqual([1, 3, 0, 4])
    expect(parseMatches('1b; 2d; 3a; 4e', 4, 5)).toEqual([1, 3, 0, 4])
    expect(parseMatches('1-F', 4, 5)).toBeNull()
    expect(parseMatches('1-A,1-B', 4, 5)).toBeNull()
    expect(encodeMatches([1, 3, 0, 4])).toBe('1-B,2-D,3-A,4-E')
  })

  it('needs all pairs for full credit and counts the pairs that are right', () => {
    expect(checkMatching(matching, '1-B,2-D,3-A,4-E')).toEqual({ right: 4, total: 4, correct: true })
    expect(checkMatching(matching, [1, 3, 4, 0])).toEqual({ right: 2, total: 4, correct: false })
    expect(checkMatching(matching, '1-B,2-D')).toEqual({ right: 2, total: 4, correct: false })
    expect(checkMatching(matching, 'nonsense')).toEqual({ right: 0, total: 4, correct: false })
  })

  it('scores every type through one entry point', () => {
    expect(checkAnswer(choice, 'B) 4')).toEqual({ correct: true, points: 1, maxPoints: 1 })
    expect(checkAnswer(choice, 'A) 3').correct).toBe(false)
    expect(checkAnswer(half, '0,5', 'uk').correct).toBe(true)
    expect(checkAnswer(matching, '1-B,2-D,3-A,4-C')).toEqual({ correct: false, points: 3, maxPoints: 4 })
  })
})

describe('the type filter of GET /api/questions', () => {
  const five: Question = { ...choice, id: 'nmt-5', options: ['a', 'b', 'c', 'd', 'e'], correctAnswer: 'a' }
  const table: Question = {
    ...choice,
    id: 'sat-table',
    stimulus: { kind: 'table', caption: 'c', columns: ['x', 'y'], rows: [['1', '2']] },
  }
  const three: Question = { ...choice, id: 'sat-3', options: ['a', 'b', 'c'], correctAnswer: 'a' }
  const ordering: Question = {
    ...choice,
    id: 'nmt-order',
    type: 'ordering',
    options: [],
    ordering: { items: ['a', 'b', 'c', 'd'] },
    correctAnswer: '1-B,2-A,3-D,4-C',
  }
  const all = [choice, half, matching, five, table, three, ordering]
  it('without a type gives what the short flows show: 4- and 5-option choice and the set types, no stimulus', () => {
    expect(filterQuestions(all, {}).map((q) => q.id)).toEqual([choice.id, matching.id, five.id, ordering.id])
  })
  it('gives the asked type, every choice item, or everything', () => {
    expect(filterQuestions(all, { type: 'numeric' }).map((q) => q.id)).toEqual([half.id])
    expect(filterQuestions(all, { type: 'matching' }).map((q) => q.id)).toEqual([matching.id])
    expect(filterQuestions(all, { type: 'choice' }).map((q) => q.id)).toEqual([choice.id, five.id, table.id, three.id])
    expect(filterQuestions(all, { type: 'any' })).toHaveLength(7)
    expect(matchesType({ ...choice, type: 'choice' }, undefined)).toBe(true)
  })
})
