import { describe, expect, it } from 'vitest'
import type { Question } from '../openapi/types.ts'
import { checkAnswer } from './answers.ts'
import { gradedCorrect } from './grading.ts'
import { encodeMarks, encodeSelection, scoreOrdering, scoreSelection, scoreStatements } from './item-types.ts'
import { questionProblems } from './question-rules.ts'

const base: Question = {
  id: 'nmt-history-of-ukraine-601',
  examType: 'NMT',
  countryCode: 'UA',
  section: 'History of Ukraine',
  topic: 'chronology',
  difficulty: 'Medium',
  questionText: 'Установіть послідовність подій.',
  options: [],
  correctAnswer: '1-B,2-D,3-A,4-C',
  explanation: 'Пояснення достатньої довжини, щоб пройти правило про пояснення.',
  timeLimit: 120,
  source: 'bank',
  type: 'ordering',
  ordering: { items: ['a', 'b', 'c', 'd'] },
}
const select: Question = {
  ...base,
  id: 'nmt-history-of-ukraine-701',
  type: 'multiple-select',
  ordering: undefined,
  selection: { count: 3, choices: ['1', '2', '3', '4', '5', '6', '7'] },
  correctAnswer: '2,5,7',
}
const statements = (scoring: 'each' | 'all'): Question => ({
  ...base,
  id: 'matura-basic-mathematics-801',
  examType: 'MATURA_BASIC',
  countryCode: 'PL',
  level: 'Basic',
  type: 'true-false',
  ordering: undefined,
  statements: { items: ['s1', 's2', 's3'], scoring },
  correctAnswer: 'T,F,T',
})

describe('NMT ordering (3 points)', () => {
  it.each([
    ['1-B,2-D,3-A,4-C', 3],
    ['1-B,2-D,3-C,4-A', 2], // first and second
    ['1-A,2-D,3-B,4-C', 1], // only the last
    ['1-C,2-D,3-A,4-B', 2], // second and third
    ['1-B,2-A,3-C,4-D', 1], // only the first
    ['1-D,2-C,3-B,4-A', 0],
    ['1-B,2-B,3-A,4-C', 0], // an item placed twice is not an order
    ['', 0],
  ])('%s scores %i', (answer, points) => {
    expect(scoreOrdering(base, answer)).toMatchObject({ points, maxPoints: 3, correct: points === 3 })
  })
  it('counts through checkAnswer and the server grade', () => {
    expect(checkAnswer(base, '1-B,2-D,3-A,4-C')).toEqual({ points: 3, maxPoints: 3, correct: true })
    expect(gradedCorrect(base, '1-B,2-D,3-C,4-A', 'NMT')).toBe(false)
  })
})

describe('NMT "3 of 7" (a point per right choice)', () => {
  it.each([
    ['2,5,7', 3],
    ['7,2,5', 3],
    ['1,5,7', 2],
    ['1,3,4', 0],
    ['2', 1],
    ['1,2,5,7', 0], // more than three marked: nothing
    ['2,9', 0],
  ])('%s scores %i', (answer, points) => {
    expect(scoreSelection(select, answer)).toMatchObject({ points, maxPoints: 3 })
  })
  it('encodes ascending from 1', () => expect(encodeSelection([6, 1, 4])).toBe('2,5,7'))
})

describe('Matura true/false', () => {
  it('scores a point per statement with `each`', () => {
    expect(scoreStatements(statements('each'), 'T,F,T')).toEqual({ points: 3, maxPoints: 3, correct: true })
    expect(scoreStatements(statements('each'), 'T,T,T')).toMatchObject({ points: 2, correct: false })
    expect(scoreStatements(statements('each'), encodeMarks([true, null, true]))).toMatchObject({ points: 2 })
  })
  it('scores one point for all statements with `all`', () => {
    expect(scoreStatements(statements('all'), 'T,F,T')).toEqual({ points: 1, maxPoints: 1, correct: true })
    expect(scoreStatements(statements('all'), 'T,F,F')).toEqual({ points: 0, maxPoints: 1, correct: false })
  })
})

describe('bank rules', () => {
  it('accepts well-formed items of each type', () => {
    expect(questionProblems(base)).toEqual([])
    expect(questionProblems(select)).toEqual([])
    expect(questionProblems(statements('all'))).toEqual([])
  })
  it('refuses a bad key, a key in written order, options and a set on the wrong type', () => {
    expect(questionProblems({ ...base, correctAnswer: '1-A,2-B,3-C,4-D' })).toContain(
      'ordering items must not be written in the keyed order',
    )
    expect(questionProblems({ ...select, correctAnswer: '2,5' })).toContain(
      'correctAnswer must list exactly 3 choice numbers',
    )
    expect(questionProblems({ ...statements('each'), correctAnswer: 'T,F' })).toContain(
      'correctAnswer must mark every statement T or F, as T,F,T',
    )
    expect(questionProblems({ ...select, options: ['x', 'y'] })).toContain('multiple-select items have no options')
    expect(questionProblems({ ...select, ordering: { items: ['a', 'b', 'c'] } })).toContain(
      'ordering belongs to ordering items only',
    )
  })
})
