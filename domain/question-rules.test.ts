import { describe, expect, it } from 'vitest'
import type { Question } from '../openapi/types.ts'
import { nearDuplicateIds, questionProblems } from './question-rules.ts'

const base: Question = {
  id: 'x-1',
  examType: 'SAT',
  countryCode: 'US',
  section: 'Math Calculator',
  topic: 'algebra',
  difficulty: 'Easy',
  questionText: 'What is 2 + 2?',
  options: ['A) 3', 'B) 4', 'C) 5', 'D) 6'],
  correctAnswer: 'B) 4',
  explanation: 'Two and two make four; 3 and 5 are off by one, 6 adds instead of counting.',
  timeLimit: 60,
  source: 'bank',
}

describe('questionProblems', () => {
  it('accepts a valid item', () => expect(questionProblems(base)).toEqual([]))
  it('sees through the letters when options repeat', () => {
    expect(
      questionProblems({ ...base, options: ['A) same', 'B) same ', 'C) 5', 'D) 6'], correctAnswer: 'A) same' }),
    ).toContain('options are not distinct')
  })
  it('needs the answer among the options and lettered SAT options', () => {
    expect(questionProblems({ ...base, correctAnswer: '4' })).toContain('correctAnswer is not exactly one option')
    expect(questionProblems({ ...base, options: ['3', '4', '5', '6'], correctAnswer: '4' })).toContain(
      'options must be prefixed A) B) C) D)',
    )
  })

  it('allows 5 options only where the exam uses 5 (NMT)', () => {
    const five = ['A) 1', 'B) 4', 'C) 5', 'D) 6', 'E) 7']
    expect(questionProblems({ ...base, options: five })).toContain('needs exactly 4 options')
    const nmt = { ...base, examType: 'NMT' as const, countryCode: 'UA' as const, options: ['1', '4', '5', '6', '7'] }
    expect(questionProblems({ ...nmt, correctAnswer: '4' })).toEqual([])
    expect(questionProblems({ ...nmt, options: ['1', '4'], correctAnswer: '4' })).toContain('needs 4 or 5 options')
  })
  it('checks numeric items: no options, a numeric key, every accepted form equal to it', () => {
    const numeric = { ...base, type: 'numeric' as const, options: [], correctAnswer: '1/2' }
    expect(questionProblems({ ...numeric, acceptedAnswers: ['1/2', '.5', '0.5'] })).toEqual([])
    expect(questionProblems({ ...numeric, acceptedAnswers: ['.5'] })).toContain(
      'acceptedAnswers must list correctAnswer',
    )
    expect(questionProblems({ ...numeric, acceptedAnswers: ['1/2', '0.6'] })).toContain(
      'accepted form 0.6 is not the answer',
    )
    expect(questionProblems({ ...numeric, correctAnswer: 'half', acceptedAnswers: ['half'] })).toContain(
      'correctAnswer is not a number (write it with a point: 2.5, 1/2)',
    )
    expect(questionProblems({ ...numeric, options: base.options, acceptedAnswers: ['1/2'] })).toContain(
      'numeric items have no options',
    )
    expect(questionProblems({ ...numeric, correctAnswer: '1/2', acceptedAnswers: ['1/2', '0.500000'] })).toContain(
      'an accepted form does not fit the SAT answer field (5 characters)',
    )
    const nmt = { ...numeric, examType: 'NMT' as const, countryCode: 'UA' as const, acceptedAnswers: ['1/2'] }
    expect(questionProblems(nmt)).toContain('NMT short answers are decimals, not fractions')
  })
  it('checks matching items: every prompt paired, no choice twice', () => {
    const matching = {
      ...base,
      type: 'matching' as const,
      options: [],
      matching: { prompts: ['x', 'y', 'z'], choices: ['a', 'b', 'c', 'd'] },
      correctAnswer: '1-B,2-D,3-A',
    }
    expect(questionProblems(matching)).toEqual([])
    expect(questionProblems({ ...matching, correctAnswer: '1-B,2-D' })).toContain(
      'correctAnswer must pair every prompt, as 1-A,2-C,…',
    )
    expect(questionProblems({ ...matching, correctAnswer: '1-B,2-B,3-A' })).toContain(
      'a choice is used twice in correctAnswer',
    )
    expect(questionProblems({ ...matching, matching: undefined })).toContain(
      'matching items need matching.prompts and matching.choices',
    )
  })
  it('takes an optionOrder on choice items only, from the contract values', () => {
    expect(questionProblems({ ...base, optionOrder: 'keep-last' })).toEqual([])
    expect(questionProblems({ ...base, optionOrder: 'last' as never })).toContain(
      'optionOrder must be one of shuffle, keep-last, fixed',
    )
    const numeric = { ...base, type: 'numeric' as const, options: [], correctAnswer: '4', acceptedAnswers: ['4'] }
    expect(questionProblems({ ...numeric, optionOrder: 'fixed' })).toContain('optionOrder belongs to choice items only')
  })
  it('checks table stimuli and SAT format tags', () => {
    const table = { kind: 'table' as const, caption: 'c', columns: ['a', 'b'], rows: [['1', '2'], ['3']] }
    expect(questionProblems({ ...base, stimulus: table })).toContain('every table row needs one cell per column')
    expect(questionProblems({ ...base, formats: ['digital-sat-math'] })).toEqual([])
    expect(questionProblems({ ...base, formats: ['digital-sat-rw'] })).toContain('format does not fit the section')
  })

  it('finds near-duplicates across a whole list in one pass, as questionProblems does item by item', () => {
    const copy = { ...base, id: 'x-2', questionText: 'What is 2 + 2 ?' }
    const other = {
      ...base,
      id: 'x-3',
      questionText: 'Name the capital of France.',
      options: ['A) Paris', 'B) Rome', 'C) Oslo', 'D) Bern'],
      correctAnswer: 'A) Paris',
    }
    expect([...nearDuplicateIds([base, copy, other])].sort()).toEqual(['x-1', 'x-2'])
    expect(questionProblems(copy, { against: [base, copy, other] })).toContain('near-duplicate of another item')
    const withTable = { ...copy, stimulus: { kind: 'table' as const, caption: 't', columns: ['a'], rows: [['1']] } }
    expect([...nearDuplicateIds([base, withTable])]).toEqual([])
  })
})
