import { describe, expect, it } from 'vitest'
import { answerText } from './answer-text.ts'

const marks = { true: 'P', false: 'F' }

describe('answerText', () => {
  it('writes an order as its items, a selection as its choices, pairs and marks beside their prompts', () => {
    expect(answerText({ type: 'ordering', ordering: { items: ['a', 'b', 'c'] } }, '1-C,2-A,3-B', marks)).toBe(
      'c → a → b',
    )
    expect(answerText({ type: 'ordering', ordering: { items: ['a', 'b', 'c'] } }, '1-C', marks)).toBe('c → — → —')
    const selection = { count: 2, choices: ['x', 'y', 'z', 'w', 'v'] }
    expect(answerText({ type: 'multiple-select', selection }, '4,1', marks)).toBe('x; w')
    expect(answerText({ type: 'matching', matching: { prompts: ['p', 'q'], choices: ['m', 'n'] } }, '1-B', marks)).toBe(
      'p → n; q → —',
    )
    const statements = { items: ['s1', 's2'], scoring: 'all' as const }
    expect(answerText({ type: 'true-false', statements }, 'T,', marks)).toBe('s1 — P; s2 — —')
  })
  it('leaves a choice answer and an answer that does not parse as written', () => {
    expect(answerText({}, 'B) 4', marks)).toBe('B) 4')
    expect(answerText({ type: 'ordering', ordering: { items: ['a', 'b'] } }, 'nonsense', marks)).toBe('nonsense')
  })
})
